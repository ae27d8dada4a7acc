/// Reads the layout text format (SPEC §7.1) back: one category's block, as `check` records it.
public enum SnapshotText {
    /// Why a snapshot could not be read: the 1-based line and what was expected.
    public struct SyntaxError: Error, Equatable, CustomStringConvertible {
        public var line: Int
        public var message: String
        public var description: String { "line \(line): \(message)" }
    }

    /// The snapshot in `text`: a `# name category=… device=… orientation=… size=WxH scale=S`
    /// header, view lines indented two spaces per level (root first), then `constraint` lines.
    public static func parse(_ text: String) throws -> RecordedSnapshot {
        // Split on bytes, not Characters, where "\r\n" is one: a snapshot checked out with CRLF
        // line endings reads as its LF text (round 38's review: it had been one line).
        let lines = SnapshotDiff.lines(text).map { $0.utf8.last == UInt8(ascii: "\n") ? $0.dropLast() : $0 }
        guard let first = lines.first else { throw SyntaxError(line: 1, message: "empty snapshot, expected a '# name category=…' header") }
        var snapshot = try header(first)
        /// Index of the last view at each depth up to the last line's: a line's parent is found
        /// without searching back (a table of thousands of rows stays linear).
        var ancestors: [Int] = []
        for (offset, line) in lines.enumerated().dropFirst() {
            let lineNumber = offset + 1
            if line.isEmpty || line.hasPrefix("#") {
                throw SyntaxError(line: lineNumber, message: "a snapshot holds one category; found a second block")
            }
            let fields = line.split(separator: " ")
            if !line.hasPrefix(" "), fields.first == "constraint", fields.count == 3 {
                guard let value = number(fields[2]) else {
                    throw SyntaxError(line: lineNumber, message: "expected a number, found '\(fields[2])'")
                }
                snapshot.constants.append(.init(id: String(fields[1]), value: value))
                continue
            }
            guard snapshot.constants.isEmpty else {
                throw SyntaxError(line: lineNumber, message: "a view line after the constraint lines")
            }
            let view = try view(line, lineNumber: lineNumber, after: snapshot.views, ancestors: ancestors)
            // The open ancestors of the next line: this view's, then the view itself.
            ancestors.removeLast(ancestors.count - view.depth)
            ancestors.append(snapshot.views.count)
            snapshot.views.append(view)
        }
        guard !snapshot.views.isEmpty else { throw SyntaxError(line: 2, message: "no view lines, expected the root view") }
        return snapshot
    }

    private static func header(_ line: Substring) throws -> RecordedSnapshot {
        // The screen's name may hold spaces (or be empty): the five fields are read from the right.
        let fields = line.split(separator: " ")
        let keys = ["category", "device", "orientation", "size", "scale"]
        guard line.hasPrefix("# "), fields.count >= 6 else {
            throw SyntaxError(line: 1, message: "expected '# name category=C device=D orientation=O size=WxH scale=S'")
        }
        var values: [String] = []
        for (key, field) in zip(keys, fields.suffix(5)) {
            guard field.hasPrefix(key + "=") else { throw SyntaxError(line: 1, message: "expected '\(key)=…', found '\(field)'") }
            values.append(String(field.dropFirst(key.count + 1)))
        }
        let size = values[3].split(separator: "x", omittingEmptySubsequences: false)
        guard size.count == 2, let width = number(size[0]), let height = number(size[1]), let scale = number(Substring(values[4])) else {
            throw SyntaxError(line: 1, message: "expected size=WxH and scale=S in points, found 'size=\(values[3]) scale=\(values[4])'")
        }
        return RecordedSnapshot(screenName: fields[1..<(fields.count - 5)].joined(separator: " "), categoryName: values[0],
                                category: ContentSizeCategory(parsing: values[0]), deviceName: values[1], orientation: values[2],
                                width: width, height: height, scale: scale, views: [], constants: [])
    }

    /// `<2 × depth spaces>id kind x y width height flag…`
    private static func view(_ line: Substring, lineNumber: Int, after views: [RecordedSnapshot.View],
                             ancestors: [Int]) throws -> RecordedSnapshot.View {
        let indent = line.prefix { $0 == " " }.count
        let fields = line.split(separator: " ")
        guard indent % 2 == 0, fields.count >= 6 else {
            throw SyntaxError(line: lineNumber, message: "expected 'id kind x y width height [flags]' indented two spaces a level")
        }
        let depth = indent / 2
        let previous = views.last?.depth ?? -1
        guard views.isEmpty ? depth == 0 : (1...(previous + 1)).contains(depth) else {
            throw SyntaxError(line: lineNumber, message: views.isEmpty ? "the root view is not indented"
                                                                   : "indented \(depth) levels under a view at level \(previous)")
        }
        var values: [Double] = []
        for field in fields[2..<6] {
            guard let value = number(field) else { throw SyntaxError(line: lineNumber, message: "expected a number, found '\(field)'") }
            values.append(value)
        }
        let frame = Frame(x: values[0], y: values[1], width: values[2], height: values[3])
        let parent = depth == 0 ? nil : ancestors[depth - 1]
        let origin = parent.map { views[$0].absoluteFrame } ?? Frame(x: 0, y: 0, width: 0, height: 0)
        var view = RecordedSnapshot.View(id: String(fields[0]), kind: String(fields[1]), depth: depth, parent: parent, frame: frame,
                                         absoluteFrame: Frame(x: origin.x + frame.x, y: origin.y + frame.y,
                                                              width: frame.width, height: frame.height),
                                         lines: 1, truncated: false, hidden: false, contentSize: nil, otherFlags: [],
                                         flagText: fields.dropFirst(6).joined(separator: " "))
        for flag in fields.dropFirst(6) {
            if flag == "truncated" {
                view.truncated = true
            } else if flag == "hidden" {
                view.hidden = true
            } else if flag.hasPrefix("lines="), let lines = Int(flag.dropFirst(6)), lines > 1 {
                view.lines = lines
            } else if flag.hasPrefix("content="), case let size = flag.dropFirst(8).split(separator: "x"), size.count == 2,
                      let width = number(size[0]), let height = number(size[1]) {
                view.contentSize = ContentSize(width: width, height: height)
            } else {
                view.otherFlags.append(String(flag))
            }
        }
        return view
    }

    /// A finite decimal as the format writes it.
    private static func number(_ field: Substring) -> Double? {
        guard let value = Double(field), value.isFinite else { return nil }
        return value
    }
}
