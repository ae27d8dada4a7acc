import Testing
@testable import TypeScale

/// A stack drawn over a sibling shows only its arranged views: the pair is judged by them,
/// each with the overlap rules (round 28, Qussk's quiz: a stack down the screen whose last
/// button and progress bar lie on a picture at its foot).
struct StackOverlapAuditTests {
    /// A picture at the foot of the screen, then a stack down the screen whose last two views
    /// are laid on it.
    static func quiz(lastButtonY: Double) -> LayoutSample {
        var sample = LayoutSample()
        sample.add("picture", .image, 0, 380, 320, 100)
        sample.add("stack", .stack, 20, 40, 280, 420)
        sample.add("question", .label, in: "stack", 20, 40, 280, 200, text: LayoutSample.text())
        sample.add("answer", .button, in: "stack", 20, lastButtonY, 280, 60, text: LayoutSample.text())
        sample.add("progress", .view, in: "stack", 20, 450, 280, 10)
        return sample
    }

    @Test func buttonsLaidOnAPictureAreNoOverlap() {
        // answer 350…410 lies mostly on the picture (380…480): 30 of 60 pt; progress wholly.
        #expect(Self.quiz(lastButtonY: 350).lines == [])
    }

    @Test func anArrangedViewMostlyOffThePictureOverlapsIt() {
        // answer 330…390 has only 10 of its 60 pt on the picture: the stack overlaps it by
        // what that button covers, 380…390 (the progress bar lies on the picture; the stack's
        // frame, 380…460, said 80 pt until round 33).
        #expect(Self.quiz(lastButtonY: 330).lines == ["AX3 picture overlaps stack: 280 x 10 pt"])
    }

    /// Over a button, the stack's empty parts take its taps: still judged by the frame.
    @Test func aStackOverAControlIsJudgedByItsFrame() {
        var sample = LayoutSample()
        sample.add("more", .button, 200, 100, 100, 44, text: LayoutSample.text())
        sample.add("stack", .stack, 20, 80, 280, 100)
        sample.add("title", .label, in: "stack", 20, 80, 150, 20.5, text: LayoutSample.text())
        #expect(sample.lines == ["AX3 more overlaps stack: 100 x 44 pt"])
    }

    /// A nested stack shows its own arranged views: judged by them too. The answers' row is
    /// larger than the picture (280 × 130 against 320 × 100), but its two buttons lie on it.
    @Test func aNestedStackIsJudgedByItsArrangedViews() {
        var sample = LayoutSample()
        sample.add("picture", .image, 0, 380, 320, 100)
        sample.add("stack", .stack, 20, 40, 280, 420)
        sample.add("question", .label, in: "stack", 20, 40, 280, 200, text: LayoutSample.text())
        sample.add("answers", .stack, in: "stack", 20, 330, 280, 130)
        sample.add("yes", .button, in: "answers", 20, 390, 130, 60, text: LayoutSample.text())
        sample.add("no", .button, in: "answers", 170, 390, 130, 60, text: LayoutSample.text())
        #expect(sample.lines == [])
    }

    /// The amount is the largest part one arranged view covers: a label across a 180-pt row
    /// whose two 20-pt badges sit at its ends overlaps it by one badge's 20 x 17.5, not the
    /// row's extent between them (round 33's review: 180 x 17.5).
    @Test func theAmountIsTheLargestPartOneViewCovers() {
        var sample = LayoutSample()
        sample.add("price", .label, 16, 100, 200, 20.5, text: LayoutSample.text(neededWidth: 200, string: LayoutSample.edgeToEdge))
        sample.add("badges", .stack, 20, 103, 180, 20)
        sample.add("left", .image, in: "badges", 20, 103, 20, 20)
        sample.add("right", .image, in: "badges", 180, 103, 20, 20)
        #expect(sample.lines == ["AX3 price overlaps badges: 20 x 17.5 pt"])
    }
}
