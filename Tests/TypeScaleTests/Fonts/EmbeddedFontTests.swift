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
        #expect(FontCatalog.standard().familyNames == ["system"])
        #expect(FontCatalog.empty().familyNames == [])
    }
}
