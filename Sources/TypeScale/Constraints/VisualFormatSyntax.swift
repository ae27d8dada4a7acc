/// A visual format string read into its parts (Apple's VFL grammar, `reference/autolayout.md`),
/// before it is expanded into constraints.
///
/// The reader follows Apple's parser step for step (orientation, optional `|` and connection,
/// views joined by connections, optional connection and `|`) so errors land on the same
/// character, except that whitespace between tokens is allowed and skipped.
struct VisualFormatSyntax {
    var axis: LayoutAxis
    /// At least one.
    var views: [View]
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [Connection]
    var leadingEdge: Edge?
    var trailingEdge: Edge?

    /// `[name(predicates)]`.
    struct View {
        var name: String
        var nameRange: Range<Int>
        /// From `[` to `]` inclusive.
        var range: Range<Int>
        var predicates: [Predicate]
    }

    /// `>=50@750`: relation (`==` when absent), object, optional priority.
    struct Predicate {
        var relation: ConstraintRelation
        var object: Object
        var objectRange: Range<Int>
        var priority: PriorityTerm?
        var range: Range<Int>
    }

    enum Object {
        case number(Double)
        /// A metric, or in a view's predicates possibly another view (width/height equal to it).
        case name(String)
    }

    enum Connection {
        /// `[a][b]`: no space.
        case adjacent
        /// A lone `-`: the standard spacing.
        case standard
        case predicates([Predicate])
    }

    /// A `|` with the connection between it and the view next to it.
    struct Edge {
        var barOffset: Int
        var connection: Connection
    }
}

/// Reads a format string into `VisualFormatSyntax`, throwing Apple-style caret errors.
struct VisualFormatReader {
    var scanner: FormatScanner

    init(_ format: String) {
        scanner = FormatScanner(format)
    }

    mutating func read() throws(ConstraintSyntaxError) -> VisualFormatSyntax {
        guard scanner.peek() != nil else { throw scanner.error("empty format string", at: 0) }
        let axis = try readOrientation()
        var syntax = VisualFormatSyntax(axis: axis, views: [], connections: [])
        if scanner.isNext("|") {
            let bar = scanner.position
            scanner.position += 1
            guard scanner.peek() != nil else { throw scanner.error("expected a connection after the '|' character") }
            syntax.leadingEdge = .init(barOffset: bar, connection: try readConnection())
        }
        syntax.views.append(try readView())
        while scanner.peek() != nil {
            let connection = try readConnection()
            if scanner.isNext("[") {
                syntax.connections.append(connection)
                syntax.views.append(try readView())
            } else if scanner.isNext("|") {
                syntax.trailingEdge = .init(barOffset: scanner.position, connection: connection)
                scanner.position += 1
                break
            } else {
                throw scanner.error("expected a view or '|'")
            }
        }
        if scanner.peek() != nil { throw scanner.error("expected the end of the format string") }
        return syntax
    }

    /// `H:` or `V:`; none means horizontal.
    private mutating func readOrientation() throws(ConstraintSyntaxError) -> LayoutAxis {
        let start = scanner.position
        guard let word = scanner.scanIdentifier() else { return .horizontal }
        switch word.name.first {
        case "H" where word.name.count == 1:
            guard scanner.skip(":") else { throw scanner.error("expected ':' after 'H' to specify horizontal arrangement") }
            return .horizontal
        case "V" where word.name.count == 1:
            guard scanner.skip(":") else { throw scanner.error("expected ':' after 'V' to specify vertical arrangement") }
            return .vertical
        default:
            if scanner.isNext(":") {
                throw scanner.error("unknown orientation '\(word.name)': expected 'H' or 'V'", at: word.range.lowerBound)
            }
            throw scanner.error("expected a view", at: start)
        }
    }

    /// `[name]` or `[name(predicate, …)]`.
    private mutating func readView() throws(ConstraintSyntaxError) -> VisualFormatSyntax.View {
        guard scanner.isNext("[") else { throw scanner.error("expected a view") }
        let start = scanner.position
        scanner.position += 1
        guard let name = scanner.scanIdentifier() else {
            switch scanner.peek() {
            case nil, "]", "(":
                throw scanner.error("expected a view name")
            default:
                throw scanner.error("invalid view name: view names start with a letter or an underscore, then contain letters, numbers and underscores")
            }
        }
        var view = VisualFormatSyntax.View(name: name.name, nameRange: name.range, range: start..<start, predicates: [])
        if scanner.skip("(") {
            guard scanner.peek() != nil else { throw scanner.error("unexpectedly ran out of characters in the middle of a view") }
            view.predicates = try readPredicateList()
            guard scanner.skip(")") else {
                throw scanner.error("a predicate on a view's thickness must end with ')' and the view must end with ']'")
            }
            guard scanner.skip("]") else { throw scanner.error("expected ']' after specifying thickness") }
        } else if !scanner.skip("]") {
            throw scanner.error("expected ']' after view name")
        }
        view.range = start..<scanner.position
        return view
    }

    /// Nothing (adjacent), `-` (standard), `-n-`, `-metric-`, `->=n@p-` or `-(list)-`.
    private mutating func readConnection() throws(ConstraintSyntaxError) -> VisualFormatSyntax.Connection {
        guard scanner.skip("-") else { return .adjacent }
        switch scanner.peek() {
        case "[", "|":
            return .standard
        case nil:
            throw scanner.error("expected a view or '|' after '-'")
        case "-":
            throw scanner.error("cannot tell if this '-' is a minus sign or an extra '-' in the connection; use parentheses around negative numbers")
        case "(":
            scanner.position += 1
            let predicates = try readPredicateList()
            guard scanner.skip(")") else {
                throw scanner.error("expected ')' at the end of the predicate list, or ',' before another predicate")
            }
            try closeConnection()
            return .predicates(predicates)
        default:
            let predicate = try readPredicate()
            try closeConnection()
            return .predicates([predicate])
        }
    }

    private mutating func closeConnection() throws(ConstraintSyntaxError) {
        if scanner.isNext(",") {
            throw scanner.error("expected '-' here; to give a list of predicates, put parentheses around it: -(>=8,<=20)-")
        }
        guard scanner.skip("-") else { throw scanner.error("expected '-' here to end the connection") }
    }

    private mutating func readPredicateList() throws(ConstraintSyntaxError) -> [VisualFormatSyntax.Predicate] {
        var predicates = [try readPredicate()]
        while scanner.skip(",") { predicates.append(try readPredicate()) }
        return predicates
    }

    /// `(<relation>)? <object> (@<priority>)?`.
    private mutating func readPredicate() throws(ConstraintSyntaxError) -> VisualFormatSyntax.Predicate {
        guard scanner.peek() != nil else { throw scanner.error("expected more input") }
        let start = scanner.position
        var relation = ConstraintRelation.equal
        if let first = scanner.peek(), "=<>".contains(first) {
            scanner.position += 1
            guard scanner.character(after: 0) == "=", let parsed = ConstraintRelation(rawValue: "\(first)=") else {
                throw scanner.error("unknown relation: must be ==, >= or <=")
            }
            scanner.position += 1
            relation = parsed
        }
        let (object, objectRange) = try readObject()
        var priority: PriorityTerm?
        if scanner.skip("@") { priority = try readPriority() }
        return .init(relation: relation, object: object, objectRange: objectRange, priority: priority,
                     range: start..<scanner.endOfLastToken)
    }

    private mutating func readObject() throws(ConstraintSyntaxError) -> (VisualFormatSyntax.Object, Range<Int>) {
        if let number = try readSignedNumber() { return (.number(number.value), number.range) }
        if let name = scanner.scanIdentifier() { return (.name(name.name), name.range) }
        throw scanner.error("expected a number or a metric name, found \(FormatScanner.describe(scanner.peek()))")
    }

    /// `8`, `-8`, `2.5`; nil when neither a digit nor `-` comes next.
    private mutating func readSignedNumber() throws(ConstraintSyntaxError) -> (value: Double, range: Range<Int>)? {
        guard let first = scanner.peek(), first == "-" || FormatScanner.isDigit(first) else { return nil }
        let start = scanner.position
        let minus = scanner.skip("-")
        guard let number = try scanner.scanUnsignedNumber() else {
            throw scanner.error("expected a number after '-', found \(FormatScanner.describe(scanner.peek()))")
        }
        return (minus ? -number.value : number.value, start..<number.range.upperBound)
    }

    /// A number from 1 to 1000 or a metric name (Apple's VFL has no priority names).
    private mutating func readPriority() throws(ConstraintSyntaxError) -> PriorityTerm {
        if let number = try readSignedNumber() {
            guard (1...1000).contains(number.value) else {
                throw scanner.error("priority must be between 1 and 1000", at: number.range.lowerBound)
            }
            return .number(number.value)
        }
        if let name = scanner.scanIdentifier() { return .metric(name.name) }
        throw scanner.error("expected a priority after '@': a number from 1 to 1000 or a metric name")
    }
}
