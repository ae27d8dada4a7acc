import Testing
@testable import TypeScale

private func expand(_ format: String, _ options: [VisualFormatOption] = []) -> [ConstraintExpression] {
    do {
        return try VisualFormatParser.parse(format, options: options)
    } catch {
        Issue.record("\(format): \(error)")
        return []
    }
}

private func lines(_ format: String, _ options: [VisualFormatOption] = []) -> [String] {
    expand(format, options).map(\.description)
}

private func view(_ id: String, _ attribute: LayoutAttribute) -> LayoutItem {
    LayoutItem(.view(id), attribute)
}

/// Every example of Apple's Visual Format Language guide, expanded as UIKit expands it.
@Suite struct VisualFormatAppleExampleTests {
    @Test func standardSpaceBetweenSiblings() {
        #expect(expand("[button]-[textField]") == [
            ConstraintExpression(first: view("textField", .leading), relation: .equal, second: view("button", .trailing),
                                 constant: SignedConstant(.standardSibling), sourceRange: 0..<20),
        ])
    }

    @Test func widthConstraint() {
        #expect(expand("[button(>=50)]") == [
            ConstraintExpression(first: view("button", .width), relation: .greaterThanOrEqual,
                                 constant: SignedConstant(.number(50)), sourceRange: 8..<12),
        ])
    }

    @Test func connectionToSuperview() {
        #expect(expand("|-50-[purpleBox]-50-|") == [
            ConstraintExpression(first: view("purpleBox", .leading), relation: .equal,
                                 second: LayoutItem(.parent(of: "purpleBox"), .leading),
                                 constant: SignedConstant(.number(50)), sourceRange: 0..<16),
            ConstraintExpression(first: LayoutItem(.parent(of: "purpleBox"), .trailing), relation: .equal,
                                 second: view("purpleBox", .trailing),
                                 constant: SignedConstant(.number(50)), sourceRange: 5..<21),
        ])
    }

    @Test func verticalLayout() {
        #expect(expand("V:[topField]-10-[bottomField]") == [
            ConstraintExpression(first: view("bottomField", .top), relation: .equal, second: view("topField", .bottom),
                                 constant: SignedConstant(.number(10)), sourceRange: 2..<29),
        ])
    }

    @Test func flushViewsHaveNoConstant() {
        #expect(expand("[maroonView][blueView]") == [
            ConstraintExpression(first: view("blueView", .leading), relation: .equal, second: view("maroonView", .trailing),
                                 sourceRange: 0..<22),
        ])
    }

    @Test func priority() {
        #expect(expand("[button(100@20)]") == [
            ConstraintExpression(first: view("button", .width), relation: .equal, constant: SignedConstant(.number(100)),
                                 priority: .number(20), sourceRange: 8..<14),
        ])
    }

    @Test func equalWidths() {
        #expect(expand("[button1(==button2)]") == [
            ConstraintExpression(first: view("button1", .width), relation: .equal, second: view("button2", .width),
                                 sourceRange: 9..<18),
        ])
    }

    @Test func multiplePredicates() {
        #expect(lines("[flexibleButton(>=70,<=100)]") == [
            "flexibleButton.width >= 70",
            "flexibleButton.width <= 100",
        ])
        #expect(expand("[flexibleButton(>=70,<=100)]").map(\.sourceRange) == [16..<20, 21..<26])
    }

    /// The connection into a view comes before that view's own size predicates (Apple flushes
    /// width constraints after finishing the connection).
    @Test func completeLine() {
        #expect(lines("|-[find]-[findNext]-[findField(>=20)]-|") == [
            "find.leading == parent(find).leading + spacing.superview",
            "findNext.leading == find.trailing + spacing.sibling",
            "findField.leading == findNext.trailing + spacing.sibling",
            "findField.width >= 20",
            "parent(findField).trailing == findField.trailing + spacing.superview",
        ])
    }
}

@Suite struct VisualFormatExpansionTests {
    @Test func specExampleRow() {
        #expect(lines("H:|-pad-[nameLabel]-pad-[nameField]-pad-|") == [
            "nameLabel.leading == parent(nameLabel).leading + pad",
            "nameField.leading == nameLabel.trailing + pad",
            "parent(nameField).trailing == nameField.trailing + pad",
        ])
    }

    @Test func verticalToSuperviewUsesTopAndBottom() {
        #expect(lines("V:|-8-[title]-4-[subtitle]-8-|") == [
            "title.top == parent(title).top + 8",
            "subtitle.top == title.bottom + 4",
            "parent(subtitle).bottom == subtitle.bottom + 8",
        ])
        #expect(lines("V:[a(44)]") == ["a.height == 44"])
    }

    @Test func flushToSuperviewBothEnds() {
        #expect(lines("|[a]|") == ["a.leading == parent(a).leading", "parent(a).trailing == a.trailing"])
    }

    @Test func firstViewSizeComesBeforeItsConnectionWhenNoBarLeads() {
        #expect(lines("[a(40)]-[b(50)]-|") == [
            "a.width == 40",
            "b.leading == a.trailing + spacing.sibling",
            "b.width == 50",
            "parent(b).trailing == b.trailing + spacing.superview",
        ])
        #expect(lines("|-[a(40)]") == ["a.leading == parent(a).leading + spacing.superview", "a.width == 40"])
    }

    @Test func connectionPredicates() {
        #expect(lines("[a]-(>=8)-[b]") == ["b.leading >= a.trailing + 8"])
        #expect(lines("[a]->=8@750-[b]") == ["b.leading >= a.trailing + 8 @750"])
        #expect(lines("[a]-(>=8,<=pad@low)-[b]") == ["b.leading >= a.trailing + 8", "b.leading <= a.trailing + pad @low"])
        #expect(lines("[a]-(-8)-[b]") == ["b.leading == a.trailing - 8"])
        #expect(lines("|-(<=0.5)-[a]") == ["a.leading <= parent(a).leading + 0.5"])
        #expect(expand("[a]-(>=8,<=20)-[b]").map(\.sourceRange) == [0..<18, 0..<18])
    }

    @Test func viewPredicatesWithPrioritiesMetricsAndViews() {
        #expect(lines("[a(>=50@750)]") == ["a.width >= 50 @750"])
        #expect(lines("[a(==b@prio)]") == ["a.width == b.width @prio"])
        #expect(lines("V:[a(<=b)]") == ["a.height <= b.height"])
        #expect(lines("[a(-5)]") == ["a.width == -5"])
    }

    @Test func metricNamesDecideBetweenMetricAndView() throws {
        let known = try VisualFormatParser.parse("[a(size,==b)]-gap-[c]", options: [], metricNames: ["size", "gap"])
        #expect(known.map(\.description) == ["a.width == size", "a.width == b.width", "c.leading == a.trailing + gap"])
        #expect(known[0].constant == SignedConstant(.metric("size")))
        #expect(known[0].second == nil)
    }

    @Test func whitespaceBetweenTokensIsSkipped() {
        #expect(lines(" H: | - 8 - [ a ( >= 50 , <= 100 @ 20 ) ] - | ") == [
            "a.leading == parent(a).leading + 8",
            "a.width >= 50",
            "a.width <= 100 @20",
            "parent(a).trailing == a.trailing + spacing.superview",
        ])
    }

    @Test func directionLeftToRightUsesLeftAndRight() {
        #expect(lines("|-[a]-[b]-|", [.directionLeftToRight]) == [
            "a.left == parent(a).left + spacing.superview",
            "b.left == a.right + spacing.sibling",
            "parent(b).right == b.right + spacing.superview",
        ])
        #expect(lines("|-[a]-|", [.directionLeadingToTrailing]) == [
            "a.leading == parent(a).leading + spacing.superview",
            "parent(a).trailing == a.trailing + spacing.superview",
        ])
    }

    /// Right to left swaps the sides: the earlier view sits right of the later one.
    @Test func directionRightToLeftSwapsSides() {
        #expect(lines("|-10-[a]-8-[b]-20-|", [.directionRightToLeft]) == [
            "parent(a).right == a.right + 10",
            "a.left == b.right + 8",
            "b.left == parent(b).left + 20",
        ])
        // Vertical formats have no direction.
        #expect(lines("V:[a]-8-[b]", [.directionRightToLeft]) == ["b.top == a.bottom + 8"])
    }

    @Test func alignmentOptionsComeLastInAttributeOrder() {
        #expect(lines("[a]-[b(40)]-[c]", [.alignAllLastBaseline, .alignAllCenterY, .alignAllFirstBaseline, .alignAllTop]) == [
            "b.leading == a.trailing + spacing.sibling",
            "b.width == 40",
            "c.leading == b.trailing + spacing.sibling",
            "a.top == b.top",
            "a.centerY == b.centerY",
            "a.lastBaseline == b.lastBaseline",
            "a.firstBaseline == b.firstBaseline",
            "b.top == c.top",
            "b.centerY == c.centerY",
            "b.lastBaseline == c.lastBaseline",
            "b.firstBaseline == c.firstBaseline",
        ])
        #expect(lines("V:|-[a]-[b]", [.alignAllLeading, .alignAllCenterX]) == [
            "a.top == parent(a).top + spacing.superview",
            "b.top == a.bottom + spacing.sibling",
            "a.leading == b.leading",
            "a.centerX == b.centerX",
        ])
        #expect(expand("|-[a]-[b]", [.alignAllTop]).last?.sourceRange == 2..<9)
    }

    @Test func alignmentNeedsTwoViews() {
        #expect(lines("|-[a]-|", [.alignAllLeading]) == [
            "a.leading == parent(a).leading + spacing.superview",
            "parent(a).trailing == a.trailing + spacing.superview",
        ])
    }

    @Test func alignmentWithRightToLeftPutsTheLaterViewFirst() {
        #expect(lines("[a][b]", [.directionRightToLeft, .alignAllTop]) == ["a.left == b.right", "b.top == a.top"])
    }

    @Test func viewNamesAndReferences() throws {
        #expect(try VisualFormatParser.viewNames(in: "H:|-[nameLabel]-[nameField(==nameLabel)]-[nameLabel]") == ["nameLabel", "nameField"])
        #expect(try VisualFormatParser.viewReferences(in: "V:[a]-[bb]") == [
            VisualFormatViewReference(name: "a", range: 3..<4),
            VisualFormatViewReference(name: "bb", range: 7..<9),
        ])
    }
}

