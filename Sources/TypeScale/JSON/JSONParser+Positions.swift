/// Whitespace, line:column bookkeeping and error construction for `JSONParser`.
extension JSONParser {
    /// Skips JSON whitespace, counting line breaks (LF, CRLF or a lone CR).
    mutating func skipWhitespace() {
        while position < input.count {
            switch input[position] {
            case 0x20, 0x09:
                position += 1
            case 0x0A:
                position += 1
                startLine()
            case 0x0D:
                position += 1
                if position < input.count, input[position] == 0x0A { position += 1 }
                startLine()
            default:
                return
            }
        }
    }

    private mutating func startLine() {
        line += 1
        lineStart = position
        columnOffset = position
        column = 1
    }

    /// The location of `offset`, which must lie on the current line at or after the last
    /// offset located. Node starts are located in source order, so counting is linear overall.
    mutating func locate(_ offset: Int) -> SourceLocation {
        if offset < columnOffset {
            columnOffset = lineStart
            column = 1
        }
        column += scalarCount(from: columnOffset, to: offset)
        columnOffset = offset
        return SourceLocation(line: line, column: column)
    }

    /// The number of Unicode scalars that start in `start..<end` (bytes that are not UTF-8
    /// continuation bytes; invalid bytes count one each).
    func scalarCount(from start: Int, to end: Int) -> Int {
        var count = 0
        var index = start
        while index < end {
            if input[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }

    /// The location of any offset, counted from the start of the input. Only errors need
    /// this, and an error ends the parse, so the full scan happens at most once.
    func lineAndColumn(of offset: Int) -> SourceLocation {
        var line = 1
        var lineStart = 0
        if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF {
            lineStart = 3
        }
        var index = lineStart
        let end = min(offset, input.count)
        while index < end {
            let byte = input[index]
            index += 1
            if byte == 0x0A || (byte == 0x0D && (index >= input.count || input[index] != 0x0A)) {
                line += 1
                lineStart = index
            }
        }
        return SourceLocation(line: line, column: 1 + scalarCount(from: lineStart, to: end))
    }

    /// An error at a byte offset, naming the path of the value or container being read.
    func error(at offset: Int, path: JSONPath, _ message: String) -> InputError {
        InputError(file: file, path: path, location: lineAndColumn(of: offset), message: message)
    }

    /// What the input holds at `offset`, for "found ..." in messages.
    func describeToken(at offset: Int) -> String {
        guard offset < input.count else { return "end of file" }
        let byte = input[offset]
        switch byte {
        case UInt8(ascii: "\""):
            return "a string"
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return "a number"
        case _ where JSONParser.isWordByte(byte):
            var end = offset
            while end < input.count, end - offset < 24, JSONParser.isWordByte(input[end]) {
                end += 1
            }
            return "'" + String(decoding: UnsafeBufferPointer(rebasing: input[offset..<end]),
                                as: UTF8.self) + "'"
        case 0x21...0x7E:
            return "'\(Character(Unicode.Scalar(byte)))'"
        case 0..<0x80:
            return "character U+\(JSONParser.hex4(UInt32(byte)))"
        default:
            guard let (scalar, _) = decodeScalar(at: offset) else {
                return "invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true))"
            }
            return "'\(Character(scalar))' (U+\(JSONParser.hex4(scalar.value)))"
        }
    }

    /// Letters, digits and `_`: the bytes of a bare word such as `true` or `NaN`.
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }

    /// Four or more uppercase hex digits, as in `U+000A`.
    static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
