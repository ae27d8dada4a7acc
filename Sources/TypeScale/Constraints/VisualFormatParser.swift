/// Apple's Visual Format Language (SPEC §3.3): `H:|-[nameLabel]-8-[nameField(>=120)]-|`.
///
/// Expansion follows `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`:
/// - a connection `[a]-8-[b]` gives `b.leading == a.trailing + 8` (the later view first);
///   `|-20-[a]` gives `a.leading == parent(of: a).leading + 20` and `[a]-20-|` gives
///   `parent(of: a).trailing == a.trailing + 20`; `[a][b]` has no constant;
/// - `H:` uses leading/trailing, left/right with `directionLeftToRight`, and with
///   `directionRightToLeft` left/right with the two sides swapped (`a.left == b.right + 8`);
///   `V:` uses top/bottom;
/// - a view's predicates constrain its width (`H:`) or height (`V:`); they follow the
///   connection into that view (the first view's come first when no `|` leads);
/// - `alignAll…` options add `earlier.X == later.X` for each pair of neighbouring views
///   (`later.X == earlier.X` with `directionRightToLeft`), after all other constraints,
///   attributes in `NSLayoutConstraint.Attribute` order; aligning along the format's own axis
///   is an error, as in UIKit.
///
/// Whitespace between tokens is skipped; errors carry Apple's caret and, where it has one,
/// Apple's wording (lowercased). Priorities must lie in 1…1000.
///
/// `-` is `ConstantTerm.standardSibling` between views and `.standardSuperview` next to `|`.
public enum VisualFormatParser {
    /// Expands one format string into constraints, in the order Apple's
    /// `NSLayoutConstraint.constraints(withVisualFormat:)` creates them.
    ///
    /// Without the metric names, a name in a view's predicates (`[a(==b)]`) is taken as a view,
    /// as Apple does with an empty metrics dictionary; pass `metricNames` to resolve it
    /// metric-first, as Apple does.
    public static func parse(_ format: String, options: [VisualFormatOption]) throws(ConstraintSyntaxError) -> [ConstraintExpression] {
        try expand(format, options: options, metricNames: nil)
    }

    /// Expands one format string, knowing which names are metrics: in a view's predicates a
    /// name is a metric if listed, else a view; in a connection, a name that is one of this
    /// format's views and no metric is an error (Apple: a space cannot equal a view's size).
    public static func parse(
        _ format: String, options: [VisualFormatOption], metricNames: [String]
    ) throws(ConstraintSyntaxError) -> [ConstraintExpression] {
        try expand(format, options: options, metricNames: metricNames)
    }

    /// The view names a format mentions in brackets, in order of first appearance, each once
    /// (for "unknown view" checks with did-you-mean).
    static func viewNames(in format: String) throws(ConstraintSyntaxError) -> [String] {
        var names: [String] = []
        for reference in try viewReferences(in: format) where !names.contains(reference.name) {
            names.append(reference.name)
        }
        return names
    }

    /// Every bracketed view name with its character range, in order (for carets under an unknown view).
    public static func viewReferences(in format: String) throws(ConstraintSyntaxError) -> [VisualFormatViewReference] {
        var reader = VisualFormatReader(format)
        return try reader.read().views.map { VisualFormatViewReference(name: $0.name, range: $0.nameRange) }
    }

    static func expand(
        _ format: String, options: [VisualFormatOption], metricNames: [String]?
    ) throws(ConstraintSyntaxError) -> [ConstraintExpression] {
        var reader = VisualFormatReader(format)
        let syntax = try reader.read()
        var expansion = try VisualFormatExpansion(syntax: syntax, source: format, options: options, metricNames: metricNames)
        return try expansion.expand()
    }
}

/// A view named in a format, and where its name is.
public struct VisualFormatViewReference: Sendable, Equatable {
    public var name: String
    public var range: Range<Int>

    public init(name: String, range: Range<Int>) {
        self.name = name
        self.range = range
    }
}
