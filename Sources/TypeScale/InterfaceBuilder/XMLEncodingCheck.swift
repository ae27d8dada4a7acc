/// Interface Builder writes UTF-8, and FoundationXML on Linux traps (a force-unwrapped
/// `String` in its start-tag callback) when libxml2, recovering from an encoding error, hands
/// it a name that is not UTF-8 — found by fuzzing. So the bytes are checked first: a file
/// that is not UTF-8, or that declares another encoding, is an input error at its place.
enum XMLEncodingCheck {
    struct Failure: Error {
        var location: SourceLocation
        var message: String
    }

    static func check(_ bytes: [UInt8]) throws(Failure) {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        // The standard library's validation is fast; decoding scalar by scalar only finds the
        // place of an error it found (the same rules: Unicode's well-formed UTF-8).
        if String(validating: bytes[start...], as: UTF8.self) == nil { try findError(bytes, from: start) }
        if let declared = declaredEncoding(bytes, from: start), declared.lowercased() != "utf-8", declared.lowercased() != "utf8" {
            throw Failure(location: location(of: start, in: bytes),
                          message: "the XML declaration says encoding=\"\(declared)\": Interface Builder files are UTF-8")
        }
    }

    /// Throws at the first byte that is not well-formed UTF-8.
    private static func findError(_ bytes: [UInt8], from start: Int) throws(Failure) {
        var offset = start
        var iterator = bytes[offset...].makeIterator()
        var decoder = UTF8()
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: break decoding
            case .error:
                let shown = bytes[min(offset, bytes.count - 1)]
                throw Failure(location: location(of: offset, in: bytes),
                              message: "invalid UTF-8 (byte 0x\(String(shown, radix: 16, uppercase: true))): Interface Builder files are UTF-8")
            }
        }
    }

    /// `encoding="…"` of a leading `<?xml …?>` declaration, if there is one.
    static func declaredEncoding(_ bytes: [UInt8], from start: Int) -> String? {
        let head = bytes[start...].prefix(200)
        guard head.starts(with: Array("<?xml".utf8)), let close = head.firstIndex(of: UInt8(ascii: ">")) else { return nil }
        let declaration = String(decoding: head[..<close], as: UTF8.self)
        guard let key = declaration.range(of: "encoding=") else { return nil }
        let rest = declaration[key.upperBound...]
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }

    /// Line and column (in scalars) of a byte offset.
    static func location(of offset: Int, in bytes: [UInt8]) -> SourceLocation {
        var line = 1, column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return SourceLocation(line: line, column: column)
    }
}
