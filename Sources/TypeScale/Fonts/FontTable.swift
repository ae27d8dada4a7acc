/// A bounds-checked view of one table of a font file. Every read checks its range against the
/// table, so a truncated or lying font throws an error naming the table instead of reading
/// past the end.
struct FontTable: Sendable {
    let bytes: [UInt8]
    /// Absolute position of the table in `bytes`.
    let start: Int
    /// Length of the table in bytes.
    let count: Int
    let file: String
    let tag: String

    func error(_ reason: String) -> FontError {
        .malformed(file: file, table: tag, reason: reason)
    }

    /// Throws unless `length` bytes at `offset` lie inside the table.
    func require(_ offset: Int, _ length: Int, _ what: @autoclosure () -> String) throws(FontError) {
        guard offset >= 0, length >= 0, offset <= count, length <= count - offset else {
            throw error("\(what()) at offset \(offset) (\(length) bytes) beyond the table's \(count) bytes")
        }
    }

    func u8(_ offset: Int) throws(FontError) -> Int {
        try require(offset, 1, "byte")
        return Int(bytes[start + offset])
    }

    func u16(_ offset: Int) throws(FontError) -> Int {
        try require(offset, 2, "uint16")
        return unsafeU16(offset)
    }

    func i16(_ offset: Int) throws(FontError) -> Int {
        Int(Int16(truncatingIfNeeded: try u16(offset)))
    }

    func u32(_ offset: Int) throws(FontError) -> Int {
        try require(offset, 4, "uint32")
        return unsafeU16(offset) << 16 | unsafeU16(offset + 2)
    }

    /// A four-character tag such as "kern".
    func tag(_ offset: Int) throws(FontError) -> String {
        try require(offset, 4, "tag")
        return Self.tagString(bytes[(start + offset)..<(start + offset + 4)])
    }

    /// A sub-view `offset...` of this table, sharing its name for errors.
    func slice(from offset: Int) throws(FontError) -> FontTable {
        try require(offset, 0, "subtable")
        return FontTable(bytes: bytes, start: start + offset, count: count - offset, file: file, tag: tag)
    }

    /// Reads a uint16 whose range the caller has already checked with `require`.
    func unsafeU16(_ offset: Int) -> Int {
        Int(bytes[start + offset]) << 8 | Int(bytes[start + offset + 1])
    }

    static func tagString(_ slice: ArraySlice<UInt8>) -> String {
        String(decoding: slice.map { (0x20...0x7E).contains($0) ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
    }
}
