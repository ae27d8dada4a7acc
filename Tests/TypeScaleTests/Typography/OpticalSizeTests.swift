import Foundation
import Testing
@testable import TypeScale

/// San Francisco's optical sizes (README "Decisions where the spec is silent"): the system
/// family blends Inter's advances and kerning with Inter Display's by the point size, checked
/// against each cut measured on its own as a font file (no tracking there, so it is added).
@Suite struct OpticalSizeTests {
    static let fonts = EmbeddedFontTests.fontsFolder

    /// Inter and Inter Display as families of their own, beside the system family.
    static func catalog() throws -> (FontCatalog, text: String, display: String) {
        let catalog = FontCatalog.standard()
        let text = try catalog.addFontFile(at: fonts.appendingPathComponent("Inter-Regular.otf").path)
        let display = try catalog.addFontFile(at: fonts.appendingPathComponent("InterDisplay-Regular.otf").path)
        return (catalog, text, display)
    }

    static func width(_ catalog: FontCatalog, _ text: String, family: String, size: Double) throws -> Double {
        let font = try catalog.resolve(FontSpec(size: .fixed(size), family: family, dynamic: false), in: FontEnvironment())
        return catalog.measure(text, font: font, wrapWidth: nil).width
    }

    /// SF's tracking at a size over a text's glyphs, in points.
    static func tracking(_ text: String, size: Double) -> Double {
        SFTracking.points(at: size) * Double(text.unicodeScalars.count)
    }

    @Test func theDisplayShareRampsFrom19To26Points() {
        #expect(SystemFontMetrics.displayShare(at: 17) == 0)
        #expect(SystemFontMetrics.displayShare(at: 19) == 0)
        #expect(SystemFontMetrics.displayShare(at: 22.5) == 0.5)
        #expect(SystemFontMetrics.displayShare(at: 26) == 1)
        #expect(SystemFontMetrics.displayShare(at: 53) == 1)
    }

    /// Up to 19 pt the system family is Inter alone, from 26 pt Inter Display alone, and at
    /// 22.5 pt halfway ("AV" and "To" kern in both cuts, by different amounts).
    @Test(arguments: [17.0, 19, 22.5, 26, 34])
    func theSystemFamilyIsTheBlendOfTheTwoCuts(size: Double) throws {
        let (catalog, textFamily, displayFamily) = try Self.catalog()
        let share = SystemFontMetrics.displayShare(at: size)
        for sample in ["Welcome to myTBA", "AVATAR To", "Guess the Random Number!"] {
            let text = try Self.width(catalog, sample, family: textFamily, size: size)
            let display = try Self.width(catalog, sample, family: displayFamily, size: size)
            let system = try Self.width(catalog, sample, family: FontSpec.systemFamily, size: size)
            let expected = (1 - share) * text + share * display + Self.tracking(sample, size: size)
            #expect(abs(system - expected) < 1e-6, "\(sample) at \(size): \(system) vs \(expected)")
        }
        #expect(share == 0 || share == 1 || abs(share - 0.5) < 1e-12)
    }

    /// A character Inter Display lacks (฿) keeps Inter's advance at every size, instead of
    /// mixing in Inter Display's `.notdef`; one neither has (日) is Inter's `.notdef`.
    @Test func aCharacterOneCutLacksKeepsInterAlone() throws {
        let (catalog, textFamily, _) = try Self.catalog()
        for sample in ["฿", "日"] {
            let text = try Self.width(catalog, sample, family: textFamily, size: 30)
            let system = try Self.width(catalog, sample, family: FontSpec.systemFamily, size: 30)
            #expect(abs(system - (text + Self.tracking(sample, size: 30))) < 1e-6, "\(sample): \(system) vs \(text)")
        }
    }

    /// The cache keeps a shaping per Display share: the same text at 20 and 25 pt gives each
    /// size's blend, not the first one measured.
    @Test func eachShareHasItsOwnShaping() throws {
        let catalog = FontCatalog.standard()
        let fresh = { (size: Double) in try Self.width(FontCatalog.standard(), "Welcome", family: FontSpec.systemFamily, size: size) }
        let at20 = try Self.width(catalog, "Welcome", family: FontSpec.systemFamily, size: 20)
        let at25 = try Self.width(catalog, "Welcome", family: FontSpec.systemFamily, size: 25)
        #expect(at20 == (try fresh(20)))
        #expect(at25 == (try fresh(25)))
        #expect(at25 / 25 < at20 / 20)
    }
}
