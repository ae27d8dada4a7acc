import Testing
@testable import TypeScale

/// Coverage and ClassDef tables in format 2 (RangeRecords), read from bytes written here.
struct GlyphClassesTests {
    /// A table of big-endian uint16s.
    static func table(_ values: [Int]) -> FontTable {
        let bytes = values.flatMap { [UInt8(($0 >> 8) & 0xFF), UInt8($0 & 0xFF)] }
        return FontTable(bytes: bytes, start: 0, count: bytes.count, file: "t.otf", tag: "GPOS")
    }

    @Test func coverageRangesGiveIndicesFromTheirStartIndex() throws {
        // format 2, two ranges: glyphs 5…7 from index 0, glyph 10 at index 3; listed out of order.
        let coverage = try GlyphRanges.coverage(Self.table([2, 2, 10, 10, 3, 5, 7, 0]), at: 0)
        #expect([5, 6, 7, 10].map { coverage.value(for: $0, coverage: true) } == [0, 1, 2, 3])
        #expect([4, 8, 11].map { coverage.value(for: $0, coverage: true) } == [nil, nil, nil])
    }

    @Test func classRangesGiveTheirClassAndZeroElsewhere() throws {
        let classes = try GlyphRanges.classDef(Self.table([2, 2, 5, 7, 2, 9, 9, 1]), at: 0)
        #expect([5, 7, 9].map { classes.value(for: $0, coverage: false) } == [2, 2, 1])
        #expect([4, 8, 10].map { classes.value(for: $0, coverage: false) } == [0, 0, 0])
    }

    @Test func reversedAndTruncatedRangesNameTheirKind() {
        #expect(throws: FontError.malformed(file: "t.otf", table: "GPOS", reason: "coverage range 7...5 is reversed")) {
            try GlyphRanges.coverage(Self.table([2, 1, 7, 5, 0]), at: 0)
        }
        #expect(throws: FontError.malformed(file: "t.otf", table: "GPOS", reason: "class range 7...5 is reversed")) {
            try GlyphRanges.classDef(Self.table([2, 1, 7, 5, 1]), at: 0)
        }
        #expect(throws: FontError.malformed(file: "t.otf", table: "GPOS",
                                            reason: "class ranges at offset 4 (12 bytes) beyond the table's 10 bytes")) {
            try GlyphRanges.classDef(Self.table([2, 2, 5, 7, 1]), at: 0)
        }
    }
}
