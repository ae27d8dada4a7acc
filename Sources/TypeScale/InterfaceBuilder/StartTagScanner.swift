/// Finds where each element's start tag begins (line:column), in document order.
///
/// `XMLParser` reports its position at the end of a start tag, which may be lines later for
/// an element with many attributes; errors and warnings should point at the `<`. Comments,
/// CDATA sections, processing instructions and declarations are skipped, and attribute
/// values (which cannot hold a raw `<` in well-formed XML) need no special care, so the Nth
/// start tag found here is the Nth element the parser reports.
struct StartTagScanner {
    /// An end tag that closes another element than the one open: libxml2 recovers from it
    /// and Foundation's parser then reports only "premature end", at the end of the file.
    struct Mismatch: Error {
        var location: SourceLocation
        var message: String
    }

    /// Start-tag positions, in document order; throws at the first mismatched end tag.
    static func locations(in bytes: [UInt8]) throws(Mismatch) -> [SourceLocation] {
        var result: [SourceLocation] = []
        var open: [(name: ArraySlice<UInt8>, line: Int)] = []
        var line = 1
        var column = 1
        var index = 0
        let count = bytes.count
        func advance(to end: Int) {
            while index < end && index < count {
                let byte = bytes[index]
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1  // one column per Unicode scalar: count only leading bytes
                }
                index += 1
            }
        }
        func matches(_ pattern: [UInt8], at position: Int) -> Bool {
            guard position + pattern.count <= count else { return false }
            for offset in pattern.indices where bytes[position + offset] != pattern[offset] { return false }
            return true
        }
        func find(_ pattern: [UInt8], from start: Int) -> Int {
            var position = start
            while position + pattern.count <= count {
                if matches(pattern, at: position) { return position + pattern.count }
                position += 1
            }
            return count
        }
        while index < count {
            guard bytes[index] == UInt8(ascii: "<"), index + 1 < count else {
                advance(to: index + 1)
                continue
            }
            let next = bytes[index + 1]
            if next == UInt8(ascii: "!") {
                if matches(Array("<!--".utf8), at: index) {
                    advance(to: find(Array("-->".utf8), from: index + 4))
                } else if matches(Array("<![CDATA[".utf8), at: index) {
                    advance(to: find(Array("]]>".utf8), from: index + 9))
                } else {
                    advance(to: find([UInt8(ascii: ">")], from: index + 2))
                }
            } else if next == UInt8(ascii: "?") {
                advance(to: find(Array("?>".utf8), from: index + 2))
            } else if next == UInt8(ascii: "/") {
                let here = SourceLocation(line: line, column: column)
                let name = self.name(in: bytes, from: index + 2)
                if let top = open.popLast(), top.name != name {
                    throw Mismatch(location: here, message: "end tag </\(String(decoding: name, as: UTF8.self))> does not close "
                                   + "<\(String(decoding: top.name, as: UTF8.self))> (opened at line \(top.line))")
                }
                advance(to: index + 2)
            } else {
                result.append(SourceLocation(line: line, column: column))
                let name = self.name(in: bytes, from: index + 1)
                if !isSelfClosing(bytes, from: index + 1 + name.count) { open.append((name, line)) }
                advance(to: index + 1)
            }
        }
        return result
    }

    /// The tag name starting at `start`: up to white space, `/` or `>`.
    private static func name(in bytes: [UInt8], from start: Int) -> ArraySlice<UInt8> {
        var end = start
        while end < bytes.count, ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/"), UInt8(ascii: ">")].contains(bytes[end]) { end += 1 }
        return bytes[start..<end]
    }

    /// Whether the start tag whose attributes begin at `start` ends with `/>` (quotes skipped:
    /// an attribute value may hold `>`).
    private static func isSelfClosing(_ bytes: [UInt8], from start: Int) -> Bool {
        var index = start
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index > start && bytes[index - 1] == UInt8(ascii: "/")
            }
            index += 1
        }
        return false
    }
}
