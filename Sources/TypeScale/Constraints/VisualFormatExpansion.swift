/// Turns a read format into constraints, in Apple's order (see `VisualFormatParser`).
struct VisualFormatExpansion {
    let syntax: VisualFormatSyntax
    let source: String
    let metricNames: [String]?
    /// Attributes of the later view's near edge and the earlier view's far edge.
    let startAttribute: LayoutAttribute
    let endAttribute: LayoutAttribute
    /// `directionRightToLeft` in `H:`: the later view becomes the second item's side.
    let reversed: Bool
    let alignments: [LayoutAttribute]
    /// Connection and size constraints so far, in creation order.
    private var created: [ConstraintExpression] = []

    /// One end of a connection: a view, or a `|` at this offset.
    enum Element {
        case view(VisualFormatSyntax.View)
        case bar(Int)

        var range: Range<Int> {
            switch self {
            case .view(let view): view.range
            case .bar(let offset): offset..<(offset + 1)
            }
        }

        var viewName: String? {
            if case .view(let view) = self { return view.name }
            return nil
        }
    }

    init(syntax: VisualFormatSyntax, source: String, options: [VisualFormatOption], metricNames: [String]?) throws(ConstraintSyntaxError) {
        self.syntax = syntax
        self.source = source
        self.metricNames = metricNames
        let leftToRight = options.contains(.directionLeftToRight)
        let rightToLeft = options.contains(.directionRightToLeft)
        if leftToRight && rightToLeft {
            throw ConstraintSyntaxError(message: "directionLeftToRight and directionRightToLeft cannot both be given",
                                        source: source, offset: 0)
        }
        switch syntax.axis {
        case .horizontal:
            let absolute = leftToRight || rightToLeft
            startAttribute = absolute ? .left : .leading
            endAttribute = absolute ? .right : .trailing
            reversed = rightToLeft
        case .vertical:
            startAttribute = .top
            endAttribute = .bottom
            reversed = false
        }
        alignments = VisualFormatOption.alignmentOrder.filter { attribute in
            options.contains { $0.alignedAttribute == attribute }
        }
    }

    mutating func expand() throws(ConstraintSyntaxError) -> [ConstraintExpression] {
        created = []
        let views = syntax.views
        if let edge = syntax.leadingEdge {
            try connect(.bar(edge.barOffset), .view(views[0]), by: edge.connection)
        }
        try constrainSize(of: views[0])
        var aligned: [ConstraintExpression] = []
        for (index, connection) in syntax.connections.enumerated() {
            let earlier = views[index], later = views[index + 1]
            try connect(.view(earlier), .view(later), by: connection)
            try constrainSize(of: later)
            aligned += try alignment(earlier, later)
        }
        if let edge = syntax.trailingEdge, let last = views.last {
            try connect(.view(last), .bar(edge.barOffset), by: edge.connection)
        }
        return created + aligned
    }

    /// The constraints of one connection between `left` and `right` (in text order).
    private mutating func connect(_ left: Element, _ right: Element, by connection: VisualFormatSyntax.Connection) throws(ConstraintSyntaxError) {
        let adjacentView = left.viewName ?? right.viewName ?? ""
        let (near, far) = reversed ? (right, left) : (left, right)
        // Apple: second item = the near view's end edge (or the superview's start edge);
        // first item = the far view's start edge (or the superview's end edge).
        let second = near.viewName.map { LayoutItem(.view($0), endAttribute) }
            ?? LayoutItem(.parent(of: adjacentView), startAttribute)
        let first = far.viewName.map { LayoutItem(.view($0), startAttribute) }
            ?? LayoutItem(.parent(of: adjacentView), endAttribute)
        let range = left.range.lowerBound..<right.range.upperBound
        switch connection {
        case .adjacent:
            created.append(ConstraintExpression(first: first, relation: .equal, second: second, sourceRange: range))
        case .standard:
            let touchesBar = left.viewName == nil || right.viewName == nil
            let term: ConstantTerm = touchesBar ? .standardSuperview : .standardSibling
            created.append(ConstraintExpression(first: first, relation: .equal, second: second,
                                                    constant: SignedConstant(term), sourceRange: range))
        case .predicates(let predicates):
            for predicate in predicates {
                created.append(ConstraintExpression(
                    first: first, relation: predicate.relation, second: second,
                    constant: try spacing(predicate), priority: predicate.priority, sourceRange: range))
            }
        }
    }

    /// A connection predicate's constant: a number or a metric, never a view.
    private func spacing(_ predicate: VisualFormatSyntax.Predicate) throws(ConstraintSyntaxError) -> SignedConstant {
        switch predicate.object {
        case .number(let value):
            return ConstraintExpressionParser.signed(value)
        case .name(let name):
            if let metricNames, !metricNames.contains(name), syntax.views.contains(where: { $0.name == name }) {
                throw ConstraintSyntaxError(
                    message: "it's not possible to set a space equal to the width or height of a view; perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]",
                    source: source, offset: predicate.objectRange.lowerBound)
            }
            return SignedConstant(.metric(name))
        }
    }

    /// `[a(>=50,<=100)]`: the view's width (`H:`) or height (`V:`), against constants or views.
    private mutating func constrainSize(of view: VisualFormatSyntax.View) throws(ConstraintSyntaxError) {
        let size: LayoutAttribute = syntax.axis == .horizontal ? .width : .height
        for predicate in view.predicates {
            var expression = ConstraintExpression(first: LayoutItem(.view(view.name), size), relation: predicate.relation,
                                                  priority: predicate.priority, sourceRange: predicate.range)
            switch predicate.object {
            case .number(let value):
                expression.constant = ConstraintExpressionParser.signed(value)
            case .name(let name) where metricNames?.contains(name) ?? false:
                expression.constant = SignedConstant(.metric(name))
            case .name(let name):
                expression.second = LayoutItem(.view(name), size)
            }
            created.append(expression)
        }
    }

    /// The `alignAll…` constraints between two neighbouring views; Apple refuses to align
    /// along the format's own axis.
    private func alignment(_ earlier: VisualFormatSyntax.View, _ later: VisualFormatSyntax.View) throws(ConstraintSyntaxError) -> [ConstraintExpression] {
        let (first, second) = reversed ? (later, earlier) : (earlier, later)
        var aligned: [ConstraintExpression] = []
        for attribute in alignments {
            if attribute.axis == syntax.axis {
                let edge = syntax.axis.word
                throw ConstraintSyntaxError(
                    message: "options mask required views to be aligned on a \(edge) edge, which is not allowed for layout that is also \(edge)",
                    source: source, offset: later.range.upperBound)
            }
            aligned.append(ConstraintExpression(
                first: LayoutItem(.view(first.name), attribute), relation: .equal,
                second: LayoutItem(.view(second.name), attribute),
                sourceRange: earlier.range.lowerBound..<later.range.upperBound))
        }
        return aligned
    }
}
