import Foundation
import Testing
@testable import TypeScale

/// The fonts compiled into the binary are exactly the bundled Inter files (a stale
/// `Fonts/Embedded` after a font update fails here), and the system family uses them.
@Suite struct EmbeddedFontTests {
    /// `Sources/TypeScale/Resources/Fonts` in this checkout, the generator's input.
    static let fontsFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/TypeScale/Resources/Fonts")

    @Test(arguments: FontWeight.allCases, OpticalCut.allCases)
    func embeddedBytesEqualTheFontFile(_ weight: FontWeight, _ cut: OpticalCut) throws {
        let file = Self.fontsFolder.appendingPathComponent(SystemFontMetrics.fileName(for: weight, cut: cut))
        let expected = [UInt8](try Data(contentsOf: file))
        let embedded = EmbeddedFonts.bytes(for: weight, cut: cut)
        #expect(embedded.count == expected.count)
        #expect(embedded == expected)
    }

    @Test func systemFaceComesFromTheEmbeddedBytes() throws {
        let face = try FaceCache.shared.embeddedFace(.semibold)
        #expect(face.baseName == "Inter-SemiBold")
        #expect(face.weightClass == 600)
        #expect(FontCatalog.standard().familyNames == ["system", "Inter", "Inter Display"])
        #expect(FontCatalog.empty().familyNames == [])
    }

    /// A screen that names Inter measures with the embedded file as a font of its own, exactly
    /// as that file added with `--font` (Inter's line height and advances, no SF tracking):
    /// 16-pt SemiBold "Credit Card Name" is 137.693 wide where San Francisco's stand-in is
    /// 135.465, as a public xib stores it (138 on its @2x canvas).
    @Test func interIsAFamilyOfItsOwn() throws {
        let text = "Credit Card Name"
        let standard = FontCatalog.standard()
        let named = try standard.resolve(FontSpec(size: .fixed(16), weight: .semibold, family: "Inter"), in: FontEnvironment())
        let fromFile = FontCatalog.empty()
        try fromFile.addFontFile(at: Self.fontsFolder.appendingPathComponent("Inter-SemiBold.otf").path)
        let added = try fromFile.resolve(FontSpec(size: .fixed(16), weight: .semibold, family: "Inter"), in: FontEnvironment())
        let system = try standard.resolve(FontSpec(size: .fixed(16), weight: .semibold), in: FontEnvironment())

        let width = standard.measure(text, font: named, wrapWidth: nil).width
        #expect(width == fromFile.measure(text, font: added, wrapWidth: nil).width)
        #expect(named.lineHeight == added.lineHeight)
        #expect(abs(width - 137.693) < 0.001)
        #expect(abs(standard.measure(text, font: system, wrapWidth: nil).width - 135.465) < 0.001)
        // The display cut is a family too, and a family name matches ignoring case.
        let display = try standard.resolve(FontSpec(size: .fixed(28), family: "inter display"), in: FontEnvironment())
        #expect(display.family == "Inter Display")
    }
}

extension EmbeddedFontTests {
    /// A PostScript name finds its family among added fonts too, spaces dropped ("InterDisplay-
    /// SemiBold" is Inter Display's face, an attributed string's `NSFont` names it so), and a
    /// file named by it by its base name (round 38's review).
    @Test func aPostScriptNameFindsAnAddedFamily() throws {
        let catalog = FontCatalog.empty()
        try catalog.addFontFile(at: Self.fontsFolder.appendingPathComponent("InterDisplay-SemiBold.otf").path)
        #expect(catalog.familyNames == ["Inter Display"])
        for name in ["InterDisplay-SemiBold", "InterDisplay-Bold"] {
            let font = try catalog.resolve(FontSpec(size: .fixed(16), weight: .semibold, family: name), in: FontEnvironment())
            #expect(font.family == "Inter Display", "\(name)")
        }
        #expect(throws: FontError.self) {
            try catalog.resolve(FontSpec(size: .fixed(16), family: "Inter-Bold"), in: FontEnvironment())
        }
    }
}
