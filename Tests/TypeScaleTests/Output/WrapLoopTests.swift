import Testing
@testable import TypeScale
import TestSupport

/// Every loop that wraps, truncates or searches back for a break, given a word longer than
/// its limit (issue 13: one of them looped forever on such a word): it ends, every line keeps
/// to the limit, nothing is lost, and the number of lines is bounded by the text's length.
@Suite struct WrapLoopTests {
    /// Deterministic words of 1…`longest` letters.
    static func words(_ count: Int, longest: Int, seed: UInt64) -> String {
        var random = SplitMix64(seed: seed)
        var words: [String] = []
        for index in 0..<count {
            let length = random.int(1...longest)
            words.append(String(repeating: Character(Unicode.Scalar(UInt8(97 + index % 26))), count: length))
        }
        return words.joined(separator: " ")
    }

    /// The case: a 65-character VFL string without spaces in a conflict finding on
    /// iphone-se-1 (limit 52), which made `render` hang.
    @Test func aFindingWithAWordLongerThanTheLineIsHardBroken() {
        let vfl = "H:|-8-[nameLabel(>=120)]-8-[nameField(==serialField)]-8-[xyzView]-|"
        let finding = AuditFinding(category: .l, kind: .unsatisfiable, view: nil, detail: "breaking \(vfl)")
        let lines = ContactSheet.listLines([finding], width: 320)
        #expect(lines == ["1 unsatisfiable constraints: breaking",
                          "   H:|-8-[nameLabel(>=120)]-8-[nameField(==serialFie",
                          "   ld)]-8-[xyzView]-|"])
    }

    @Test(arguments: [20, 21, 52, 80])
    func wrappedLinesKeepToTheLimitAndLoseNothing(limit: Int) {
        let text = "12 " + Self.words(60, longest: 3 * limit, seed: UInt64(limit))
        let lines = ContactSheet.wrapped(text, limit: limit)
        #expect(lines.allSatisfy { $0.count <= limit })
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(ContactSheet.continuationIndent) })
        #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
        // Each line takes at least limit − 3 characters unless a space ends it early or the text ends.
        #expect(lines.count <= text.count / (limit - 3) + text.filter { $0 == " " }.count + 1)
        // A word no longer than the room is never broken.
        let words = text.split(separator: " ")
        let pieces = lines.flatMap { $0.split(separator: " ") }
        #expect(pieces.count >= words.count)
        #expect(words.filter { $0.count <= limit - 3 }.allSatisfy { word in pieces.contains(word) })
    }

    @Test func aWordOfOnlyTheIndentsRoomFillsWholeLines() {
        let lines = ContactSheet.wrapped("1 " + String(repeating: "a", count: 60), limit: 20)
        #expect(lines == ["1"] + Array(repeating: "   " + String(repeating: "a", count: 17), count: 3) + ["   aaaaaaaaa"])
    }

    @Test func sheetTextWrapsAWordLongerThanTheLineAndEndsWithAnEllipsis() {
        // 10 pt per character, 60 pt: 6 a line.
        let word = String(repeating: "w", count: 20)
        #expect(SheetTextLines.wrap("ab " + word, neededWidth: 230, width: 60, maxLines: 9)
                == ["ab", "wwwwww", "wwwwww", "wwwwww", "ww"])
        #expect(SheetTextLines.wrap(word + " cd", neededWidth: 230, width: 60, maxLines: 2) == ["wwwwww", "wwwww…"])
        // Width below one character still takes one a line.
        #expect(SheetTextLines.wrap("abc", neededWidth: 30, width: 1, maxLines: 5) == ["a", "b", "c"])
    }

    /// A line break starts a line, each paragraph wrapped on its own; the character width
    /// comes from the widest paragraph (round 28: a two-line title had been drawn on one
    /// squeezed line). A blank paragraph left over draws nothing and leaves no ellipsis.
    @Test func sheetTextStartsALineAtEachLineBreak() {
        // "Order 12" is the widest paragraph: 8 characters measured 80 pt, 10 pt each.
        #expect(SheetTextLines.averageWidth("Order 12\nPaid", neededWidth: 80) == 10)
        #expect(SheetTextLines.wrap("Order 12\nPaid", neededWidth: 80, width: 100, maxLines: 9) == ["Order 12", "Paid"])
        #expect(SheetTextLines.wrap("Order 12\n\nPaid", neededWidth: 80, width: 100, maxLines: 9) == ["Order 12", "", "Paid"])
        #expect(SheetTextLines.wrap("Order 12\nPaid", neededWidth: 80, width: 100, maxLines: 1) == ["Order 12…"])
        #expect(SheetTextLines.wrap("Order 12\n", neededWidth: 80, width: 100, maxLines: 1) == ["Order 12"])
        // A paragraph of spaces is a line, as the layout counts it; CRLF is one break, and a
        // vertical tab, which the layout does not break at, is no break here either.
        #expect(SheetTextLines.wrap("Order 12\n \nPaid", neededWidth: 80, width: 100, maxLines: 9) == ["Order 12", "", "Paid"])
        #expect(SheetTextLines.wrap("Order 12\r\nPaid", neededWidth: 80, width: 100, maxLines: 9) == ["Order 12", "Paid"])
        #expect(SheetTextLines.wrap("Order\u{0B}12", neededWidth: 80, width: 100, maxLines: 9) == ["Order\u{0B}12"])
    }

    /// A 200,000-character word at 50 characters a line: every line is full, the last
    /// ellipsised (this copied the rest of the word for each of its 4,000 lines).
    @Test func sheetTextWrapOfAHugeWordKeepsToTheLine() {
        let count = 200_000
        let lines = SheetTextLines.wrap(String(repeating: "m", count: count), neededWidth: Double(count), width: 50, maxLines: 3_000)
        #expect(lines.count == 3_000)
        #expect(lines.dropLast().allSatisfy { $0.count == 50 })
        #expect(lines.last == String(repeating: "m", count: 49) + "…")
    }

    @Test func countingAWordStopsPastTheLimit() {
        #expect(SheetTextLines.count("abc", atMost: 3) == 3)
        #expect(SheetTextLines.count("abcd", atMost: 3) == nil)
        #expect(SheetTextLines.count("", atMost: 0) == 0)
        #expect(SheetTextLines.count("a", atMost: -1) == nil)
    }

    @Test func quotingAHugeKeyCutsItAtFortyCharacters() {
        let quoted = InputError.quote(String(repeating: "k", count: 100_000))
        #expect(quoted == "'" + String(repeating: "k", count: 40) + "…'")
    }

    @Test func aSnapshotLineWithoutANewlineIsOneLine() {
        let long = String(repeating: "z", count: 100_000)
        #expect(SnapshotDiff.lines("a\n" + long).map(\.count) == [2, 100_000])
        #expect(SnapshotDiff.lines("\n\n").count == 2)
    }

    @Test func aDeepPathIsElidedInTheMiddle() {
        var path = JSONPath.root
        for _ in 0..<1_000 { path = path.appending(index: 0) }
        #expect(path.abbreviatedDescription == String(repeating: "[0]", count: 8) + "…(984 more)…" + String(repeating: "[0]", count: 8))
    }
}
