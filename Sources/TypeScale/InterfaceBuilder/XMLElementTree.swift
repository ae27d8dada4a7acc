import Foundation

/// One element of an Interface Builder document, as read: its tag, attributes, children in
/// order and where its start tag begins.
final class XMLElementNode: @unchecked Sendable {
    let name: String
    /// Attributes by name. Never iterated where order could reach output (see `attributeNames`).
    private(set) var attributes: [String: String]
    var children: [XMLElementNode] = []
    /// Character data directly inside the element (`<string key="text">Two\nlines</string>`).
    var text = ""
    /// The `<` of the start tag.
    let location: SourceLocation
    weak var parent: XMLElementNode?

    init(name: String, attributes: [String: String], location: SourceLocation) {
        self.name = name
        self.attributes = attributes
        self.location = location
    }

    /// Gives an element IB wrote without an `id` one, unique in the file because it is its
    /// place in it (IB's own ids are never `lineNcolM`).
    func assignPositionalId() {
        guard attributes["id"] == nil else { return }
        attributes["id"] = "line\(location.line)col\(location.column)"
    }

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// Attribute names in a stable (sorted) order, for warnings.
    var attributeNames: [String] { attributes.keys.sorted() }

    /// The first child with `key="…"`, such as `<rect key="frame">`.
    func child(key: String) -> XMLElementNode? {
        children.first { $0.attributes["key"] == key }
    }

    /// The first child with this tag.
    func child(named tag: String) -> XMLElementNode? {
        children.first { $0.name == tag }
    }

    func children(named tag: String) -> [XMLElementNode] {
        children.filter { $0.name == tag }
    }

    /// A numeric attribute; nil when absent or not a finite number.
    func number(_ attribute: String) -> Double? {
        guard let text = attributes[attribute], let value = Double(text), value.isFinite else { return nil }
        return value
    }

    func flag(_ attribute: String) -> Bool { attributes[attribute] == "YES" }

    /// The string a `<string>` element holds: its character data, or, where IB encodes the
    /// string (`base64-UTF8="YES"`, for text with a leading or trailing space or a control
    /// character: kevinkim2586's " \n" between two fragments, dev set 34), that data decoded.
    /// IB leaves the padding out, and may end the data with a lone character, which holds
    /// less than a byte (mohsinaliayub's "AwMD4oiaA", three U+0003 and "√", dev set 42): it is
    /// dropped. Undecodable data is kept as written.
    var stringValue: String {
        guard flag("base64-UTF8") else { return text }
        var encoded = text.filter { !$0.isWhitespace }
        if encoded.count % 4 == 1 { encoded.removeLast() }
        guard let data = Data(base64Encoded: encoded, options: .ignoreUnknownCharacters)
                ?? Data(base64Encoded: encoded + String(repeating: "=", count: (4 - encoded.count % 4) % 4)),
              let decoded = String(data: data, encoding: .utf8) else { return text }
        return decoded
    }

    /// The `<rect key="frame">` of a view.
    var frame: Frame? {
        guard let rect = child(key: "frame"), let x = rect.number("x"), let y = rect.number("y"),
              let width = rect.number("width"), let height = rect.number("height") else { return nil }
        return Frame(x: x, y: y, width: width, height: height)
    }

    /// Every descendant, depth-first in document order (iterative: documents may be deep).
    func descendants() -> [XMLElementNode] {
        var result: [XMLElementNode] = []
        var stack: [XMLElementNode] = Array(children.reversed())
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: next.children.reversed())
        }
        return result
    }
}
