import Foundation

/// The table directory of an sfnt font file (TrueType `0x00010000`/`true` or CFF `OTTO`).
struct FontFile: Sendable {
    let file: String
    let bytes: [UInt8]
    /// (tag, offset, length) in directory order.
    private let records: [(tag: String, offset: Int, length: Int)]

    init(path: String) throws(FontError) {
        let name = (path as NSString).lastPathComponent
        let data: Data
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadable(file: name, reason: "no such file")
        }
        guard !isDirectory.boolValue, let contents = FileManager.default.contents(atPath: path) else {
            // Foundation's own wording differs by platform; keep messages stable.
            throw .unreadable(file: name, reason: isDirectory.boolValue ? "is a directory" : "permission denied or I/O error")
        }
        data = contents
        try self.init(bytes: [UInt8](data), file: name)
    }

    init(bytes: [UInt8], file: String) throws(FontError) {
        self.file = file
        self.bytes = bytes
        let whole = FontTable(bytes: bytes, start: 0, count: bytes.count, file: file, tag: "sfnt header")
        let version = try whole.u32(0)
        switch version {
        case 0x0001_0000, 0x4F54_544F /* OTTO */, 0x7472_7565 /* true */:
            break
        case 0x7474_6366 /* ttcf */:
            throw .unsupportedFormat(file: file, reason: "font collections (.ttc) are not supported; extract one font")
        default:
            throw .unsupportedFormat(file: file, reason: "not a TrueType or OpenType font")
        }
        let tableCount = try whole.u16(4)
        try whole.require(12, tableCount * 16, "table directory")
        var records: [(tag: String, offset: Int, length: Int)] = []
        for index in 0..<tableCount {
            let record = 12 + index * 16
            let tag = try whole.tag(record)
            let offset = try whole.u32(record + 8)
            let length = try whole.u32(record + 12)
            guard offset <= bytes.count, length <= bytes.count - offset else {
                throw .malformed(file: file, table: tag, reason: "table extends past the end of the file (\(bytes.count) bytes)")
            }
            records.append((tag, offset, length))
        }
        self.records = records
    }

    /// The table with a tag, or nil when the font has none.
    func table(_ tag: String) -> FontTable? {
        guard let record = records.first(where: { $0.tag == tag }) else { return nil }
        return FontTable(bytes: bytes, start: record.offset, count: record.length, file: file, tag: tag)
    }

    func requiredTable(_ tag: String) throws(FontError) -> FontTable {
        guard let table = table(tag) else { throw .missingTable(file: file, table: tag) }
        return table
    }
}
