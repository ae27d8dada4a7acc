/// Strings and UTF-8 for `JSONParser`: strings are built from byte slices, and only strings
/// with escapes go through a scratch buffer.
extension JSONParser {
    /// Reads the string whose opening quote is at `position`; leaves `position` after it.
    mutating func readString(path: JSONPath) throws(InputError) -> String {
        let open = position
        position += 1
        var segmentStart = position
        var unescaped: [UInt8] = []
        var hasEscapes = false
        while true {
            // The common case: a run of printable ASCII.
            while position < input.count {
                let byte = input[position]
                if byte < 0x20 || byte >= 0x80 || byte == UInt8(ascii: "\"")
                    || byte == UInt8(ascii: "\\") { break }
                position += 1
            }
            guard position < input.count else {
                throw error(at: open, path: path, "unterminated string")
            }
            let byte = input[position]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                unescaped.append(contentsOf: input[segmentStart..<position])
                hasEscapes = true
                try readEscape(into: &unescaped, path: path)
                segmentStart = position
            } else if byte >= 0x80 {
                guard let (_, length) = decodeScalar(at: position) else {
                    throw error(at: position, path: path, invalidUTF8Message(at: position))
                }
                position += length
            } else if byte == 0x0A || byte == 0x0D {
                throw error(at: position, path: path,
                            "unescaped line break in string (write \\n, or close the string)")
            } else {
                throw error(at: position, path: path,
                            "unescaped control character U+\(JSONParser.hex4(UInt32(byte))) "
                            + "in string (write \\u\(JSONParser.hex4(UInt32(byte))))")
            }
        }
        let tail = UnsafeBufferPointer(rebasing: input[segmentStart..<position])
        position += 1
        guard hasEscapes else {
            return String(decoding: tail, as: UTF8.self)
        }
        unescaped.append(contentsOf: tail)
        return String(decoding: unescaped, as: UTF8.self)
    }

    /// Decodes the escape at `position` (a backslash) and appends its UTF-8.
    private mutating func readEscape(
        into bytes: inout [UInt8], path: JSONPath
    ) throws(InputError) {
        let start = position
        guard position + 1 < input.count else {
            throw error(at: start, path: path, "unterminated string")
        }
        let letter = input[position + 1]
        position += 2
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
            bytes.append(letter)
        case UInt8(ascii: "b"): bytes.append(0x08)
        case UInt8(ascii: "f"): bytes.append(0x0C)
        case UInt8(ascii: "n"): bytes.append(0x0A)
        case UInt8(ascii: "r"): bytes.append(0x0D)
        case UInt8(ascii: "t"): bytes.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try readHex4(escapeStart: start, path: path)
            var value = UInt32(unit)
            if (0xD800...0xDBFF).contains(unit) {
                // A high surrogate must be followed by an escaped low surrogate.
                guard position + 1 < input.count, input[position] == UInt8(ascii: "\\"),
                      input[position + 1] == UInt8(ascii: "u") else {
                    throw unpairedSurrogate(unit, at: start, path: path)
                }
                let lowStart = position
                position += 2
                let low = try readHex4(escapeStart: lowStart, path: path)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw unpairedSurrogate(unit, at: start, path: path)
                }
                value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(unit) {
                throw unpairedSurrogate(unit, at: start, path: path)
            }
            // Every value that reaches here is a valid scalar: surrogates were handled above.
            if let scalar = Unicode.Scalar(value) {
                UTF8.encode(scalar) { bytes.append($0) }
            }
        default:
            let shown = letter >= 0x21 && letter <= 0x7E
                ? "'\\\(Character(Unicode.Scalar(letter)))'" : "'\\'"
            throw error(at: start, path: path,
                        "invalid escape \(shown) in string "
                        + "(valid: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)")
        }
    }

    /// Reads the four hex digits after `\u`.
    private mutating func readHex4(
        escapeStart: Int, path: JSONPath
    ) throws(InputError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard position < input.count, let digit = JSONParser.hexValue(input[position]) else {
                throw error(at: escapeStart, path: path, "expected 4 hex digits after '\\u'")
            }
            value = value << 4 | UInt16(digit)
            position += 1
        }
        return value
    }

    private func unpairedSurrogate(_ unit: UInt16, at offset: Int, path: JSONPath) -> InputError {
        let text = String(unit, radix: 16, uppercase: true)
        return error(at: offset, path: path,
                     "unpaired surrogate '\\u\(text)' in string (not a Unicode character)")
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Decodes one well-formed UTF-8 sequence at `offset`: no overlong forms, no surrogates,
    /// nothing above U+10FFFF. Returns `nil` for anything else.
    func decodeScalar(at offset: Int) -> (Unicode.Scalar, Int)? {
        let lead = input[offset]
        let length: Int
        let secondRange: ClosedRange<UInt8>
        switch lead {
        case 0x00...0x7F: return Unicode.Scalar(UInt32(lead)).map { ($0, 1) }
        case 0xC2...0xDF: length = 2; secondRange = 0x80...0xBF
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3; secondRange = 0x80...0xBF
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4; secondRange = 0x80...0xBF
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return nil
        }
        guard offset + length <= input.count, secondRange.contains(input[offset + 1]) else {
            return nil
        }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for index in (offset + 1)..<(offset + length) {
            let byte = input[index]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return Unicode.Scalar(value).map { ($0, length) }
    }

    func invalidUTF8Message(at offset: Int) -> String {
        "invalid UTF-8 byte 0x\(String(input[offset], radix: 16, uppercase: true))"
    }
}
