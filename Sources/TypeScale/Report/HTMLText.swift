/// A small HTML writer: text and attribute values escaped, nothing reordered.
struct HTMLText {
    private(set) var text = ""

    /// Markup as given (tags this file writes, or SVG that escaped its own text).
    mutating func raw(_ markup: String) { text += markup }

    /// `<name class="…">escaped content</name>`, and a line feed after block elements (table
    /// cells stay on their row's line).
    mutating func element(_ name: String, _ content: String, class className: String? = nil, attributes: [(String, String)] = []) {
        open(name, class: className, attributes: attributes)
        text += Self.escaped(content) + "</\(name)>" + (["td", "th"].contains(name) ? "" : "\n")
    }

    /// `<name class="…" …>` without a line feed, to be closed with `raw`.
    mutating func open(_ name: String, class className: String? = nil, attributes: [(String, String)] = []) {
        var all = attributes
        if let className { all.insert(("class", className), at: 0) }
        text += "<" + name + all.map { " \($0.0)=\"\(Self.escaped($0.1))\"" }.joined() + ">"
    }

    /// HTML escaping of `&`, `<`, `>` and both quotes (the SVG writer's rules).
    static func escaped(_ text: String) -> String { SVGText.escaped(text) }
}
