/// Numbers and bare words (`true`, `false`, `null`, and the non-JSON ones people write).
extension JSONParser {
    /// Reads a string, number or literal at `position`, or explains what is there instead.
    mutating func readScalar(path: JSONPath) throws(InputError) -> JSONNode.Value {
        let byte = input[position]
        switch byte {
        case UInt8(ascii: "\""):
            return .string(try readString(path: path))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try readNumber(path: path))
        case _ where JSONParser.isWordByte(byte):
            return try readWord(path: path)
        case UInt8(ascii: "/"):
            throw error(at: position, path: path,
                        "comments are not valid JSON (use a key starting with '_')")
        case UInt8(ascii: "'"):
            throw error(at: position, path: path,
                        "single-quoted strings are not valid JSON (use double quotes)")
        case UInt8(ascii: "+"):
            throw error(at: position, path: path, "a leading '+' is not valid JSON")
        case UInt8(ascii: "."):
            throw error(at: position, path: path,
                        "a number must start with a digit (write 0.5, not .5)")
        case 0x80...0xFF where decodeScalar(at: position) == nil:
            throw error(at: position, path: path, invalidUTF8Message(at: position))
        default:
            throw error(at: position, path: path,
                        "expected a JSON value, found \(describeToken(at: position))")
        }
    }

    /// `true`, `false`, `null`; anything else spelled with letters gets a specific message.
    private mutating func readWord(path: JSONPath) throws(InputError) -> JSONNode.Value {
        let start = position
        var end = position
        while end < input.count, JSONParser.isWordByte(input[end]) { end += 1 }
        let word = String(decoding: UnsafeBufferPointer(rebasing: input[start..<end]),
                          as: UTF8.self)
        switch word {
        case "true": position = end; return .bool(true)
        case "false": position = end; return .bool(false)
        case "null": position = end; return .null
        case "NaN", "nan": throw error(at: start, path: path, "NaN is not valid JSON")
        case "Infinity", "inf": throw error(at: start, path: path, "Infinity is not valid JSON")
        default: break
        }
        if ["true", "false", "null", "none", "nil", "undefined"].contains(word.lowercased()) {
            throw error(at: start, path: path,
                        "unexpected '\(word)' (JSON's literals are true, false and null)")
        }
        throw error(at: start, path: path,
                    "expected a JSON value, found \(describeToken(at: start)) "
                    + "(strings need double quotes)")
    }

    /// Reads a number per RFC 8259's grammar, exactly rounded; rejects out-of-range values.
    mutating func readNumber(path: JSONPath) throws(InputError) -> Double {
        let start = position
        let negative = input[position] == UInt8(ascii: "-")
        if negative {
            position += 1
            if position < input.count, JSONParser.isWordByte(input[position]),
               !JSONParser.isDigit(input[position]) {
                // -Infinity and -NaN get their own messages; `-true` falls through.
                _ = try readWord(path: path)
                position = start + 1
            }
            guard position < input.count, JSONParser.isDigit(input[position]) else {
                throw error(at: position, path: path, "expected a digit after '-'")
            }
        }
        // Up to 19 digits fit in the mantissa; `digitCount` decides whether the fast path
        // below is exact.
        var mantissa: UInt64 = 0
        var digitCount = 0
        var fractionDigits = 0
        if input[position] == UInt8(ascii: "0") {
            position += 1
            if position < input.count, JSONParser.isDigit(input[position]) {
                throw error(at: start, path: path, "leading zeros are not valid JSON")
            }
        } else {
            while position < input.count, JSONParser.isDigit(input[position]) {
                accumulate(input[position], into: &mantissa, count: &digitCount)
                position += 1
            }
        }
        if position < input.count, input[position] == UInt8(ascii: ".") {
            position += 1
            guard position < input.count, JSONParser.isDigit(input[position]) else {
                throw error(at: position, path: path, "expected a digit after '.'")
            }
            while position < input.count, JSONParser.isDigit(input[position]) {
                accumulate(input[position], into: &mantissa, count: &digitCount)
                fractionDigits += 1
                position += 1
            }
        }
        var exponent = 0
        if position < input.count,
           input[position] == UInt8(ascii: "e") || input[position] == UInt8(ascii: "E") {
            position += 1
            var exponentNegative = false
            if position < input.count,
               input[position] == UInt8(ascii: "+") || input[position] == UInt8(ascii: "-") {
                exponentNegative = input[position] == UInt8(ascii: "-")
                position += 1
            }
            guard position < input.count, JSONParser.isDigit(input[position]) else {
                throw error(at: position, path: path, "expected a digit in the exponent")
            }
            while position < input.count, JSONParser.isDigit(input[position]) {
                // Clamped: anything this large is out of range or zero anyway.
                exponent = min(exponent * 10 + Int(input[position] - UInt8(ascii: "0")), 100_000)
                position += 1
            }
            if exponentNegative { exponent = -exponent }
        }

        let value: Double
        let scale = exponent - fractionDigits
        if digitCount <= 15, (-22...22).contains(scale) {
            // Clinger's fast path: an exact integer times or divided by an exact power of ten
            // is one correctly rounded operation.
            let exact = Double(mantissa)
            value = scale < 0 ? exact / JSONParser.powersOfTen[-scale]
                : exact * JSONParser.powersOfTen[scale]
        } else {
            let lexeme = String(decoding: UnsafeBufferPointer(rebasing: input[start..<position]),
                                as: UTF8.self)
            guard let parsed = Double(lexeme) else {
                throw error(at: start, path: path, "invalid number \(shortened(lexeme))")
            }
            value = parsed.magnitude
        }
        guard value.isFinite else {
            let lexeme = String(decoding: UnsafeBufferPointer(rebasing: input[start..<position]),
                                as: UTF8.self)
            throw error(at: start, path: path, "number \(shortened(lexeme)) is out of range")
        }
        return negative ? -value : value
    }

    private func accumulate(_ digit: UInt8, into mantissa: inout UInt64, count: inout Int) {
        // Leading zeros carry no precision, so they do not count toward the fast path's limit.
        if mantissa == 0 && digit == UInt8(ascii: "0") && count == 0 { return }
        count += 1
        if count <= 19 { mantissa = mantissa * 10 + UInt64(digit - UInt8(ascii: "0")) }
    }

    private func shortened(_ lexeme: String) -> String {
        lexeme.count <= 32 ? lexeme : String(lexeme.prefix(29)) + "..."
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// 1e0 ... 1e22: every one exactly representable as a Double.
    static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }
}
