import Testing
@testable import TypeScale

/// Parses, failing the test with the diagnostic when it throws.
private func parse(_ text: String) -> ConstraintExpression? {
    do {
        return try ConstraintExpressionParser.parse(text)
    } catch {
        Issue.record("\(text): \(error)")
        return nil
    }
}

/// The syntax error a string raises, or nil (recorded as a failure) when it parses.
private func syntaxError(_ text: String) -> ConstraintSyntaxError? {
    do {
        let expression = try ConstraintExpressionParser.parse(text)
        Issue.record("\(text) parsed as \(expression)")
        return nil
    } catch {
        return error
    }
}

private func item(_ view: String, _ attribute: LayoutAttribute) -> LayoutItem {
    LayoutItem(.view(view), attribute)
}

@Suite struct ConstraintExpressionGrammarTests {
    @Test func twoItemsWithConstant() {
        #expect(parse("nameField.top == safeArea.top + 8") == ConstraintExpression(
            first: item("nameField", .top), relation: .equal, second: LayoutItem(.safeArea, .top),
            constant: SignedConstant(.number(8)), sourceRange: 0..<33))
    }

    @Test func sizeAgainstConstant() {
        #expect(parse("thumbnail.height == 40") == ConstraintExpression(
            first: item("thumbnail", .height), relation: .equal, constant: SignedConstant(.number(40)), sourceRange: 0..<22))
    }

    @Test func aspectRatioRelatesWidthToHeight() throws {
        let expression = try #require(parse("thumbnail.width == thumbnail.height"))
        #expect(expression.second == item("thumbnail", .height))
        #expect(expression.constant == nil)
        #expect(expression.multiplier == 1)
        #expect(expression.priority == nil)
    }

    @Test(arguments: LayoutAttribute.allCases)
    func everyAttributeParsesAgainstTheSameAttribute(_ attribute: LayoutAttribute) throws {
        let expression = try #require(parse("a.\(attribute.rawValue) == b.\(attribute.rawValue)"))
        #expect(expression.first == item("a", attribute))
        #expect(expression.second == item("b", attribute))
    }

    @Test func relations() throws {
        #expect(try #require(parse("a.width <= 40")).relation == .lessThanOrEqual)
        #expect(try #require(parse("a.width >= 40")).relation == .greaterThanOrEqual)
        #expect(try #require(parse("a.width == 40")).relation == .equal)
    }

    /// `view.safeArea.top` names a view's own safe-area guide; `root.safeArea` is the root's,
    /// the same guide as `safeArea`.
    @Test func aViewsSafeAreaGuide() throws {
        #expect(try #require(parse("a.top == content.safeArea.top + 60")).second == LayoutItem(.safeAreaOf("content"), .top))
        #expect(try #require(parse("content.safeArea.bottom >= a.bottom")).first == LayoutItem(.safeAreaOf("content"), .bottom))
        #expect(try #require(parse("a.top == root.safeArea.top")).second == LayoutItem(.safeArea, .top))
    }

    @Test func targets() throws {
        #expect(try #require(parse("a.left == superview.left + 20")).second == LayoutItem(.superview, .left))
        #expect(try #require(parse("a.top == root.top")).second == LayoutItem(.root, .top))
        #expect(try #require(parse("a.leading == margins.leading")).second == LayoutItem(.margins, .leading))
        #expect(try #require(parse("a.top == card.margins.top")).second == LayoutItem(.marginsOf("card"), .top))
        #expect(try #require(parse("a.top == superview.margins.top")).second == LayoutItem(.margins, .top))
        #expect(try #require(parse("a.top == root.margins.top")).second == LayoutItem(.marginsOf("root"), .top))
        #expect(try #require(parse("safeArea.bottom == a.bottom")).first == LayoutItem(.safeArea, .bottom))
        #expect(try #require(parse("card.margins.bottom >= a.bottom")).first == LayoutItem(.marginsOf("card"), .bottom))
        // A scroll view's layout guides (SPEC §6.2).
        #expect(try #require(parse("a.bottom == form.content.bottom - 20")).second == LayoutItem(.contentOf("form"), .bottom))
        #expect(try #require(parse("form.content.height >= 600")).first == LayoutItem(.contentOf("form"), .height))
        #expect(try #require(parse("a.width == form.frame.width")).second == LayoutItem(.frameOf("form"), .width))
        #expect(try ConstraintExpressionParser.parseItem("form.frame.centerY") == LayoutItem(.frameOf("form"), .centerY))
        // A view called `content` is still a view.
        #expect(try #require(parse("content.top == form.top")).first == LayoutItem(.view("content"), .top))
    }

    @Test func multipliers() throws {
        let half = try #require(parse("a.width == 0.5 * superview.width - 16"))
        #expect(half.multiplier == 0.5)
        #expect(half.second == LayoutItem(.superview, .width))
        #expect(half.constant == SignedConstant(negated: true, .number(16)))
        let position = try #require(parse("a.centerX == 0.5 * superview.trailing"))
        #expect(position.multiplier == 0.5)
        #expect(position.second == LayoutItem(.superview, .trailing))
        #expect(try #require(parse("a.width == -1 * b.width")).multiplier == -1)
        #expect(try #require(parse("a.width == 2*b.height")).multiplier == 2)
    }

    @Test func constantsBySignAndName() throws {
        #expect(try #require(parse("a.top == b.bottom + pad")).constant == SignedConstant(.metric("pad")))
        #expect(try #require(parse("a.top == b.bottom - pad")).constant == SignedConstant(negated: true, .metric("pad")))
        #expect(try #require(parse("a.top == b.bottom - 8")).constant == SignedConstant(negated: true, .number(8)))
        // A unary minus folds into the sign: `+ -8` means the same as `- 8`.
        #expect(try #require(parse("a.top == b.bottom + -8")).constant == SignedConstant(negated: true, .number(8)))
        #expect(try #require(parse("a.top == b.bottom - -8")).constant == SignedConstant(.number(8)))
        #expect(try #require(parse("a.width == -8")).constant == SignedConstant(negated: true, .number(8)))
        #expect(try #require(parse("a.width == -pad")).constant == SignedConstant(negated: true, .metric("pad")))
        #expect(try #require(parse("a.width == thumb")).constant == SignedConstant(.metric("thumb")))
        #expect(try #require(parse("a.top == b.bottom - 0")).constant == SignedConstant(.number(0)))
        #expect(try #require(parse("a.width == 12.25")).constant == SignedConstant(.number(12.25)))
        #expect(try #require(parse("a.width == 1000000")).constant == SignedConstant(.number(1_000_000)))
    }

    @Test func prioritiesByNumberNameAndMetric() throws {
        #expect(try #require(parse("a.width == 40 @750")).priority == .number(750))
        #expect(try #require(parse("a.width == 40 @ 999.5")).priority == .number(999.5))
        #expect(try #require(parse("a.width == 40 @required")).priority == .number(1000))
        #expect(try #require(parse("a.width == 40 @high")).priority == .number(750))
        #expect(try #require(parse("a.width == 40 @low")).priority == .number(250))
        #expect(try #require(parse("a.width == 40 @fittingSize")).priority == .number(50))
        #expect(try #require(parse("a.width == 40 @defaultLow")).priority == .number(250))
        #expect(try #require(parse("a.width == 40 @hugging")).priority == .metric("hugging"))
        #expect(try #require(parse("a.width == 40 @1")).priority == .number(1))
        #expect(try #require(parse("a.width == 40 @1000")).priority == .number(1000))
    }

    @Test func whitespaceAnywhereAndSourceRange() throws {
        let spaced = try #require(parse("  a . width>=0.5*b . height  "))
        #expect(spaced.first == item("a", .width))
        #expect(spaced.relation == .greaterThanOrEqual)
        #expect(spaced.second == item("b", .height))
        #expect(spaced.multiplier == 0.5)
        #expect(spaced.sourceRange == 2..<27)
        let loose = try #require(parse("\ta.top   ==\n b.bottom+8@ 250 "))
        #expect(loose.constant == SignedConstant(.number(8)))
        #expect(loose.priority == .number(250))
        #expect(loose.sourceRange == 1..<28)
    }

    /// UIKit allows these pairings: centres with either kind of horizontal edge, baselines with
    /// other vertical positions, and sizes across axes (aspect ratios).
    @Test(arguments: [
        "a.centerX == b.leading", "a.left == b.centerX", "a.trailing == b.centerX", "a.firstBaseline == b.top",
        "a.lastBaseline == b.centerY", "a.width == 2 * b.height", "a.height <= b.width", "a.left == b.right",
        "a.leading == b.trailing",
    ])
    func allowedPairings(_ text: String) throws {
        let expression = try ConstraintExpressionParser.parse(text)
        #expect(expression.second?.target == .view("b"))
    }

    @Test func parseItemAndPriorityAlone() throws {
        #expect(try ConstraintExpressionParser.parseItem("card.margins.leading") == LayoutItem(.marginsOf("card"), .leading))
        #expect(try ConstraintExpressionParser.parseItem(" superview.centerY ") == LayoutItem(.superview, .centerY))
        #expect(try ConstraintExpressionParser.parsePriority("high") == .number(750))
        #expect(try ConstraintExpressionParser.parsePriority("249") == .number(249))
        #expect(throws: ConstraintSyntaxError(message: "priority must be between 1 and 1000", source: "1001", offset: 0)) {
            try ConstraintExpressionParser.parsePriority("1001")
        }
    }
}
