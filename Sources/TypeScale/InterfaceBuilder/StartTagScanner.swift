/// Finds where each element's start tag begins (line:column), in document order.
///
/// `XMLParser` reports its position at the end of a start tag, which may be lines later for
/// an element with many attributes; errors and warnings should point at the `<`. Comments,
/// CDATA sections, processing instructions and declarations are skipped, and attribute
/// values (which cannot hold a raw `<` in well-formed XML) need no special care, so the Nth
/// start tag found here is the Nth element the parser reports.
struct StartTagScanner {
    /// Start-tag positions, in document order.
    static func locations(in bytes: [UInt8]) -> [SourceLocation] {
        var result: [SourceLocation] = []
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
                advance(to: index + 2)
            } else {
                result.append(SourceLocation(line: line, column: column))
                advance(to: index + 1)
            }
        }
        return result
    }
}
