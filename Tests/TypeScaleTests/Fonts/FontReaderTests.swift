import Foundation
import Testing
import TestSupport
@testable import TypeScale

/// The reader on synthetic TrueType fonts: cmap format 4, hmtx tails, legacy `kern`,
/// extension GPOS lookups, family names and weights.
@Suite struct FontReaderTests {
    static func directory() throws -> URL {
        try Scratch.directory("fonts")
    }

    static func face(_ font: SyntheticFont) throws -> FontFace {
        try FontFace(file: FontFile(bytes: font.bytes(), file: "synthetic.ttf"), baseName: "synthetic")
    }

    @Test func readsMetricsCmapAndNames() throws {
        let face = try Self.face(SyntheticFont())
        #expect(face.family == "Synthetic Sans")
        #expect(face.unitsPerEm == 1000)
        #expect((face.ascender, face.descender, face.lineGap) == (800, -200, 90))
        #expect(["A", "B", "C", "D"].map { face.glyph(for: $0) } == [1, 2, 3, 0])
        #expect(face.advance(of: face.glyph(for: "C")) == 650)
    }

    @Test func cmapGlyphArraysAddTheirDeltaButKeepNotdef() throws {
        var font = SyntheticFont()
        // a b c d → raw 0, 1, 2, 3 in the array, idDelta 1: .notdef stays 0 (the delta does
        // not apply to it), the others shift to 2 and 3; raw 3 + 1 = 4 is past the 4 glyphs.
        font.arraySegment = (first: 0x61, glyphs: [0, 1, 2, 3], delta: 1)
        let face = try Self.face(font)
        #expect(["a", "b", "c", "d", "A"].map { face.glyph(for: $0) } == [0, 2, 3, 0, 1])
    }

    @Test func glyphsPastNumberOfHMetricsShareTheLastAdvance() throws {
        var font = SyntheticFont()
        font.metricCount = 2
        let face = try Self.face(font)
        #expect((0..<4).map(face.advance(of:)) == [500, 600, 600, 600])
    }

    @Test func legacyKernTableKerns() throws {
        var font = SyntheticFont()
        font.kernPairs = [(1, 2, -80), (2, 3, 25)]
        let face = try Self.face(font)
        let glyphs = "ABCA".unicodeScalars.map(face.glyph(for:))
        #expect(face.kerning.adjustments(for: glyphs) == [
            PairAdjustment(first: 0, second: 1, amount: -80), PairAdjustment(first: 1, second: 2, amount: 25),
        ])
    }

    @Test func legacyKernSkipsMarks() throws {
        var font = SyntheticFont()
        font.kernPairs = [(1, 2, -80), (1, 3, 30)]
        font.markGlyphs = [3]
        let face = try Self.face(font)
        // "ACB": C (glyph 3) is a mark, so A kerns with B across it (as HarfBuzz's kern machine
        // does), and the A–C pair of the table never applies.
        let glyphs = "ACB".unicodeScalars.map(face.glyph(for:))
        #expect(face.kerning.adjustments(for: glyphs) == [PairAdjustment(first: 0, second: 2, amount: -80)])
    }

    @Test func gposExtensionLookupKernsAndWinsOverLegacyKern() throws {
        var font = SyntheticFont()
        font.gposPairs = [(1, 3, -120), (3, 1, 40)]
        font.kernPairs = [(1, 2, -80)]
        let face = try Self.face(font)
        let glyphs = "ACAB".unicodeScalars.map(face.glyph(for:))
        // GPOS present with kern lookups: the legacy table is not used (as HarfBuzz).
        #expect(face.kerning.adjustments(for: glyphs) == [
            PairAdjustment(first: 0, second: 1, amount: -120), PairAdjustment(first: 1, second: 2, amount: 40),
        ])
    }

    @Test func catalogRegistersByNameTableFamilyAndMeasures() throws {
        var regular = SyntheticFont()
        regular.kernPairs = [(1, 2, -100)]
        var bold = SyntheticFont()
        bold.weightClass = 700
        bold.advances = [500, 900, 900, 900]
        let folder = try Self.directory()
        let catalog = FontCatalog.empty()
        #expect(try catalog.addFontFile(at: regular.write(to: folder, name: "Synth-Regular.ttf")) == "Synthetic Sans")
        try catalog.addFontFile(at: bold.write(to: folder, name: "Synth-Bold.ttf"))
        #expect(catalog.familyNames == ["Synthetic Sans"])

        let font = try catalog.resolve(FontSpec(size: .fixed(10), family: "Synthetic Sans"), in: FontEnvironment())
        #expect(font.lineHeight == 10.9)          // (800 + 200 + 90) / 1000 × 10, no SF metrics
        #expect(font.ascender == 8)
        // "AB": (500+600... glyph advances 600 + 700 − 100 kern) × 10/1000, no tracking.
        #expect(abs(catalog.measure("AB", font: font, wrapWidth: nil).width - 12) < 1e-12)
        let heavy = try catalog.resolve(FontSpec(size: .fixed(10), weight: .bold, family: "synthetic sans"), in: FontEnvironment())
        #expect(abs(catalog.measure("AB", font: heavy, wrapWidth: nil).width - 18) < 1e-12)
        // The file's base name is an alias for that face.
        let byFile = try catalog.resolve(FontSpec(size: .fixed(10), family: "Synth-Bold"), in: FontEnvironment())
        #expect(byFile.family == "Synthetic Sans")
    }

    /// A font file whose family is Inter replaces the built-in Inter faces, every weight of
    /// them: its metrics, not the embedded file's (README, "Inter is a family of its own").
    @Test func anAddedInterFileComesBeforeTheBuiltInFaces() throws {
        var inter = SyntheticFont()
        inter.family = "Inter"
        let catalog = FontCatalog.standard()
        try catalog.addFontFile(at: inter.write(to: try Self.directory(), name: "MyInter.ttf"))
        for weight in [FontWeight.regular, .semibold] {
            let font = try catalog.resolve(FontSpec(size: .fixed(10), weight: weight, family: "Inter"), in: FontEnvironment())
            #expect(font.lineHeight == 10.9)  // the synthetic file's (800 + 200 + 90) / 1000 × 10
            // Its advances, 600 + 700, × 10 / 1000.
            #expect(abs(catalog.measure("AB", font: font, wrapWidth: nil).width - 13) < 1e-12)
        }
        #expect(catalog.familyNames == ["system", "Inter", "Inter Display"])
    }

    @Test func fontWithoutNameTableIsKnownByItsFileName() throws {
        var font = SyntheticFont()
        font.family = nil
        let path = try font.write(to: Self.directory(), name: "Plain-Font.ttf")
        let catalog = FontCatalog.empty()
        try catalog.addFontFile(at: path)
        #expect(catalog.familyNames == ["Plain-Font"])
    }

    @Test func errorsNameTheFileAndTable() throws {
        let catalog = FontCatalog.standard()
        #expect(throws: FontError.unknownFamily("Helvetica", known: ["system", "Inter", "Inter Display"])) {
            try catalog.resolve(FontSpec(size: .fixed(12), family: "Helvetica"), in: FontEnvironment())
        }
        let folder = try Self.directory()
        var bytes = SyntheticFont().bytes()
        bytes.removeLast(4)  // the last table (name: tags sort uppercase first) now runs past the end
        let path = folder.appendingPathComponent("Broken.ttf").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(throws: FontError.malformed(file: "Broken.ttf", table: "name", reason: "table extends past the end of the file (\(bytes.count) bytes)")) {
            try catalog.addFontFile(at: path)
        }
        #expect(throws: FontError.unreadable(file: "missing.ttf", reason: "no such file")) {
            try catalog.addFontFile(at: folder.appendingPathComponent("missing.ttf").path)
        }
        #expect(FontError.malformed(file: "a.otf", table: "cmap", reason: "x").description == "a.otf: malformed 'cmap' table: x")
    }
}

extension FontReaderTests {
    /// TrueType outlines give each glyph's reach above and below the baseline (`glyf` headers
    /// through `loca`); a glyph with no outline (a space) has none, a font without the tables
    /// no bounds at all. The catalog's ink of a text is its characters' highest and lowest
    /// points as fractions of the em; a character the font lacks leaves it unknown.
    @Test(arguments: [false, true])
    func outlinesGiveEachGlyphsReach(longOffsets: Bool) throws {
        var font = SyntheticFont()
        font.longOffsets = longOffsets
        font.segments = [(0x20, 0x20, 3), (0x41, 0x42, 1), (0x301, 0x301, 2)]  // A B → 1 2, space → 3, U+0301 → 2
        font.outlines = [nil, (0, 700), (-210, 720), nil]
        let face = try Self.face(font)
        #expect(face.bounds?.extent(of: 1).map { [$0.top, $0.bottom] } == [700, 0])
        #expect(face.bounds?.extent(of: 2).map { [$0.top, $0.bottom] } == [720, -210])
        #expect(face.bounds?.extent(of: 3) == nil)
        #expect(try Self.face(SyntheticFont()).bounds == nil)

        let catalog = FontCatalog.empty()
        try catalog.addFontFile(at: font.write(to: Self.directory(), name: "Outlined.ttf"))
        let resolved = try catalog.resolve(FontSpec(size: .fixed(10), family: "Synthetic Sans"), in: FontEnvironment())
        #expect(catalog.inkExtent(of: "A A", font: resolved) == InkExtent(top: 0.7, depth: 0))
        #expect(catalog.inkExtent(of: "AB", font: resolved) == InkExtent(top: 0.72, depth: 0.21))
        #expect(catalog.inkExtent(of: "AC", font: resolved) == nil, "C is not in the font")
        // A combining mark is drawn where the font's anchors put it: unknown.
        #expect(catalog.inkExtent(of: "A\u{0301}", font: resolved) == nil)
    }

    /// A `loca` whose offsets run backwards is a broken table, named as such; the font is
    /// still measured, its ink unknown (outlines serve the audit only).
    @Test func backwardOutlineOffsetsLeaveTheInkUnknown() throws {
        var font = SyntheticFont()
        font.outlines = [(0, 700), (0, 700), nil, nil]
        var bytes = font.bytes()
        // loca's second entry (glyph 1's start, 12 bytes / 2 = 6) made 13, past its end's 12.
        let file = try FontFile(bytes: bytes, file: "Backward.ttf")
        let loca = try #require(file.table("loca"))
        bytes[loca.start + 3] = 13
        let broken = try FontFile(bytes: bytes, file: "Backward.ttf")
        #expect(throws: FontError.malformed(file: "Backward.ttf", table: "loca", reason: "glyph 1's offsets run backwards")) {
            try GlyphBounds(file: broken, head: #require(broken.table("head")), glyphCount: 4)
        }
        let face = try FontFace(file: broken, baseName: "Backward")
        #expect(face.bounds == nil && face.advance(of: 1) == 600)
    }
}

extension FontReaderTests {
    /// A label in a font read from its file is cut only where its glyphs' outlines reach
    /// (round 34: a designer found tiagohs' 50-pt Roboto "00" in a 47-pt frame, its line
    /// 59 pt, cut nothing). At 20 pt the synthetic font's line is 16 + 4 + 1.8 = 21.8, 22 on
    /// the grid, and "AA" reaches 14 above the baseline and nothing below: 2 pt of room under
    /// the ascender and 4 over the descender, so a centred line may lose 2 × 2 = 4 pt: an
    /// 18-pt frame cuts nothing, a 14-pt one does; a font without outlines reaches its line
    /// box, and 18 pt is cut.
    @Test(arguments: [(true, 18.0, false), (true, 14, true), (false, 18, true)])
    func aLoadedFontIsJudgedByItsOutlines(outlined: Bool, height: Double, cut: Bool) throws {
        var font = SyntheticFont()
        font.segments = [(0x41, 0x42, 1)]
        font.family = outlined ? "Outlined Sans" : "Plain Sans"
        if outlined { font.outlines = [nil, (0, 700), (-210, 720), nil] }
        let catalog = FontCatalog.standard()
        try catalog.addFontFile(at: font.write(to: Self.directory(), name: "\(font.family!).ttf"))
        let json = """
            { "views": [ { "id": "tag", "kind": "label", "text": "AA", "font": { "family": "\(font.family!)", "size": 20 } } ],
              "constraints": [ "H:|-16-[tag]", "V:|-80-[tag(\(height))]" ] }
            """
        let screen = try ScreenDecoder.decode(Array(json.utf8), file: "ink.json")
        var request = LayoutRequest()
        request.categories = [.l]
        let layout = try #require(try LoadedScreen(screen: screen, fonts: catalog).layouts(request).first)
        #expect(layout.view("tag")?.text?.inkExtent == (outlined ? InkExtent(top: 0.7, depth: 0) : nil))
        #expect(LayoutAudit.findings(in: layout).map(\.kind) == (cut ? [.clipped] : []))
    }
}
