import Foundation

/// The `name` table's family name. Optional: a font without a usable one is known by its
/// file's base name, so a damaged `name` table never makes a font unusable.
enum FontNames {
    /// Typographic family (ID 16) if present, else family (ID 1); Windows Unicode records
    /// first, then Unicode platform, then Macintosh Roman (ASCII only).
    static func family(_ table: FontTable?) -> String? {
        guard let table else { return nil }
        return (try? bestFamily(table)) ?? nil
    }

    private static func bestFamily(_ table: FontTable) throws(FontError) -> String? {
        let count = try table.u16(2)
        let storage = try table.u16(4)
        try table.require(6, count * 12, "name records")
        var best: (rank: Int, name: String)?
        for index in 0..<count {
            let record = 6 + index * 12
            let platform = table.unsafeU16(record)
            let encoding = table.unsafeU16(record + 2)
            let nameID = table.unsafeU16(record + 6)
            let length = table.unsafeU16(record + 8)
            let offset = storage + table.unsafeU16(record + 10)
            guard nameID == 16 || nameID == 1 else { continue }
            let platformRank: Int
            switch (platform, encoding) {
            case (3, 1), (3, 10): platformRank = 0
            case (0, _): platformRank = 1
            case (1, 0): platformRank = 2
            default: continue
            }
            let rank = (nameID == 16 ? 0 : 10) + platformRank
            guard rank < (best?.rank ?? Int.max) else { continue }
            try table.require(offset, length, "name string")
            let bytes = Array(table.bytes[(table.start + offset)..<(table.start + offset + length)])
            let name: String
            if platform == 1 {
                guard bytes.allSatisfy({ $0 < 0x80 }) else { continue }
                name = String(decoding: bytes, as: UTF8.self)
            } else {
                let units = stride(from: 0, to: bytes.count - 1, by: 2).map { UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]) }
                name = String(decoding: units, as: UTF16.self)
            }
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty { best = (rank, trimmed) }
        }
        return best?.name
    }
}
