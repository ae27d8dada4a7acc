import Testing
@testable import TypeScale
import TestSupport

private func withoutRange(_ expression: ConstraintExpression) -> ConstraintExpression {
    var copy = expression
    copy.sourceRange = nil
    return copy
}

@Suite struct ConstraintParserRobustnessTests {
    /// Printing a parsed expression and parsing it again gives the same constraint.
    @Test(arguments: [
        "nameField.top == safeArea.top + 8",
        "a.width == 0.5 * superview.width - pad @high",
        "a.centerX == -1 * b.centerX + -8",
        "a.lastBaseline >= card.margins.bottom - 0.25 @ 1",
        "root.margins.leading <= a.leading",
        "a.height == -pad @ prio",
        "form.content.width == form.frame.width",
        "a.width == 40",
    ])
    func descriptionReadsBack(_ text: String) throws {
        let parsed = try ConstraintExpressionParser.parse(text)
        #expect(withoutRange(try ConstraintExpressionParser.parse(parsed.description)) == withoutRange(parsed))
    }

    @Test func descriptionsOfVisualFormatOnlyTerms() throws {
        let expression = ConstraintExpression(
            first: LayoutItem(.parent(of: "a"), .trailing), relation: .greaterThanOrEqual,
            second: LayoutItem(.view("a"), .trailing), constant: SignedConstant(.standardSuperview), priority: .number(250))
        #expect(expression.description == "parent(a).trailing >= a.trailing + spacing.superview @250")
        #expect(ConstraintExpression(first: LayoutItem(.view("a"), .width), relation: .equal).description == "a.width == 0")
    }

    /// Valid strings with random edits, and random strings over both languages' alphabets:
    /// each either parses or throws an error whose caret lies inside the source (or just past
    /// its end); none traps.
    @Test func randomInputNeverTrapsAndCaretsStayInside() {
        let pieces = ["H:", "V:", "|", "[", "]", "(", ")", "-", "--", ",", "@", "==", ">=", "<=", "=", "<", "*", "+", ".",
                      "a", "b1", "_c", "superview", "margins", "width", "top", "leading", "8", "0.5", "1001", " ", "ñ", "\n"]
        let seeds = ["H:|-[a(>=50@750)]-8-[b(==a)]-|", "V:[a]-(>=8,<=pad)-[b]|", "a.width == 0.5 * b.height + 8 @high",
                     "a.top == card.margins.top - pad"]
        var generator = SplitMix64(seed: 0x7E57)
        var parsedCount = 0
        for trial in 0..<4000 {
            var characters: [Character]
            if trial.isMultiple(of: 2) {
                characters = Array(generator.pick(seeds))
                for _ in 0...(generator.next() % 2) {
                    let index = Int(generator.next() % UInt64(characters.count))
                    if generator.next().isMultiple(of: 2) {
                        characters.remove(at: index)
                    } else {
                        characters.insert(contentsOf: generator.pick(pieces), at: index)
                    }
                }
            } else {
                characters = []
                for _ in 0..<Int(generator.next() % 12) { characters += generator.pick(pieces) }
            }
            let text = String(characters)
            let length = text.count
            do {
                _ = try VisualFormatParser.parse(text, options: [generator.pick(VisualFormatOption.allCases)])
                parsedCount += 1
            } catch {
                #expect((0...length).contains(error.offset), "\(text): \(error)")
            }
            do {
                _ = try ConstraintExpressionParser.parse(text)
                parsedCount += 1
            } catch {
                #expect((0...length).contains(error.offset), "\(text): \(error)")
            }
        }
        #expect(parsedCount > 100)  // the edits do reach valid inputs, so both paths are exercised
    }

    @Test func longFormatsParseInLinearOrder() throws {
        let names = (0..<2000).map { "v\($0)" }
        let format = "H:|-" + names.map { "[\($0)]" }.joined(separator: "-8-") + "-|"
        let constraints = try VisualFormatParser.parse(format, options: [.alignAllCenterY])
        // 2000 views: 1 leading edge + 1999 gaps + 1 trailing edge, then 1999 alignments.
        #expect(constraints.count == 2001 + 1999)
        #expect(constraints[1].description == "v1.leading == v0.trailing + 8")
        #expect(constraints[2001].description == "v0.centerY == v1.centerY")
    }
}
