import Foundation
import Testing
@testable import TypeScale
import TestSupport

/// Malformed fonts: thousands of truncations, shrunk tables and byte flips of the bundled
/// fonts (fixed seeds). Each must either load and measure, or throw a FontError naming the
/// file — never crash or read out of bounds.
@Suite struct FontFuzzTests {
    static func interBytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: EmbeddedFontTests.fontsFolder.appendingPathComponent("Inter-\(name).otf")))
    }

    /// Loads and measures, or returns the error. Any other outcome (a trap) fails the run.
    static func loadAndMeasure(_ bytes: [UInt8]) -> FontError? {
        do {
            let face = try FontFace(file: FontFile(bytes: bytes, file: "fuzz.otf"), baseName: "fuzz")
            let glyphs = "AVATAR To Wa Yo 日本 👍 café".unicodeScalars.map(face.glyph(for:))
            var total = 0
            for glyph in glyphs { total += face.advance(of: glyph) }
            total += face.kerning.adjustments(for: glyphs).reduce(0) { $0 + $1.amount }
            _ = total
            return nil
        } catch {
            return error
        }
    }

    /// Table records of the font: (offset of the directory record, table offset, length, tag).
    static func directory(_ bytes: [UInt8]) -> [(record: Int, offset: Int, length: Int, tag: String)] {
        func u32(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        return (0..<count).map { index in
            let record = 12 + index * 16
            return (record, u32(record + 8), u32(record + 12), String(decoding: bytes[record..<record + 4], as: UTF8.self))
        }
    }

    @Test func truncatedFilesThrowNamingTheFile() throws {
        let original = try Self.interBytes("Regular")
        var random = SplitMix64(seed: 1)
        var errors = 0
        for _ in 0..<2000 {
            let length = Int.random(in: 0..<original.count, using: &random)
            if let error = Self.loadAndMeasure(Array(original[0..<length])) {
                errors += 1
                #expect(error.description.hasPrefix("fuzz.otf: "), "\(error)")
            }
        }
        // Every truncation cuts a table the reader needs or the directory itself.
        #expect(errors == 2000)
    }

    @Test func shrunkTablesThrowNamingTheTable() throws {
        let original = try Self.interBytes("Regular")
        let tables = Self.directory(original).filter { $0.tag != "CFF " && $0.tag != "post" }
        var random = SplitMix64(seed: 2)
        var named: Set<String> = []
        for _ in 0..<600 {
            var bytes = original
            let table = tables[Int.random(in: 0..<tables.count, using: &random)]
            let length = Int.random(in: 0..<max(1, table.length), using: &random)
            for (index, shift) in [24, 16, 8, 0].enumerated() { bytes[table.record + 12 + index] = UInt8((length >> shift) & 0xFF) }
            if case let .malformed(file, tag, _)? = Self.loadAndMeasure(bytes) {
                #expect(file == "fuzz.otf")
                #expect(tag == table.tag, "shrinking \(table.tag) blamed \(tag)")
                named.insert(tag)
            }
        }
        for tag in ["cmap", "hmtx", "GPOS", "hhea", "head", "maxp"] {
            #expect(named.contains(tag), "no shrunk \(tag) was reported")
        }
    }

    @Test func flippedBytesLoadOrThrow() throws {
        let original = try Self.interBytes("Bold")
        // Flip inside the tables the reader uses (the CFF outlines are never read).
        let tables = Self.directory(original).filter { $0.tag != "CFF " && $0.tag != "post" }
        var random = SplitMix64(seed: 3)
        var loaded = 0
        var failed = 0
        for _ in 0..<700 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let table = tables[Int.random(in: 0..<tables.count, using: &random)]
                let index = table.offset + Int.random(in: 0..<max(1, table.length), using: &random)
                bytes[index] = UInt8.random(in: 0...255, using: &random)
            }
            if Self.loadAndMeasure(bytes) == nil { loaded += 1 } else { failed += 1 }
        }
        // Both outcomes happen: the fuzzing reaches past the first check.
        #expect(loaded > 50)
        #expect(failed > 10)
    }

    /// A byte of the sfnt header or table directory changed: a changed version is not a font,
    /// the fields the reader does not use (binary-search hints, checksums) change nothing,
    /// and anything else loads or throws an error naming the file.
    @Test func flippedDirectoryAndHeaderBytes() throws {
        let original = try Self.interBytes("Regular")
        let records = Self.directory(original).count
        #expect(original[0..<4] == Array("OTTO".utf8)[...])
        var random = SplitMix64(seed: 4)
        var seen = (version: 0, unread: 0, failed: 0)
        for _ in 0..<500 {
            var bytes = original
            let index = Int.random(in: 0..<(12 + 16 * 13), using: &random)
            bytes[index] = UInt8.random(in: 0...255, using: &random)
            let error = Self.loadAndMeasure(bytes)
            let isChecksum = index >= 12 && index < 12 + 16 * records && (index - 12) % 16 >= 4 && (index - 12) % 16 < 8
            if index < 4, bytes[index] != original[index] {
                // One byte from "OTTO" is none of the four tags the reader knows.
                #expect(error == .unsupportedFormat(file: "fuzz.otf", reason: "not a TrueType or OpenType font"))
                seen.version += 1
            } else if (6..<12).contains(index) || isChecksum {
                #expect(error == nil, "byte \(index) is never read, yet: \(String(describing: error))")
                seen.unread += 1
            } else if let error {
                #expect(error.description.hasPrefix("fuzz.otf: "), "\(error)")
                seen.failed += 1
            }
        }
        #expect(seen.version > 0 && seen.unread > 50 && seen.failed > 10, "\(seen)")
    }

    @Test func garbageIsNotAFont() {
        #expect(Self.loadAndMeasure([]) == .malformed(file: "fuzz.otf", table: "sfnt header", reason: "uint32 at offset 0 (4 bytes) beyond the table's 0 bytes"))
        #expect(Self.loadAndMeasure(Array("hello, world".utf8)) == .unsupportedFormat(file: "fuzz.otf", reason: "not a TrueType or OpenType font"))
        #expect(Self.loadAndMeasure([0x74, 0x74, 0x63, 0x66, 0, 1, 0, 0]) == .unsupportedFormat(file: "fuzz.otf", reason: "font collections (.ttc) are not supported; extract one font"))
    }
}
