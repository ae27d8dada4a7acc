import Testing
@testable import TypeScale

/// The widest word the audit's `breaks words` compares with a wrapping frame: a URL or a path
/// wraps after its slashes in UIKit (UAX #14's class SY), so its widest piece is what must fit.
struct WidestWordTests {
    static let fonts = LayoutHarness.fonts
    static let body = try! fonts.resolve(FontSpec(size: .fixed(17), dynamic: false), in: FontEnvironment())

    @Test func aURLIsMeasuredBetweenItsSlashes() throws {
        let widest = try #require(Self.fonts.widestWord("see example.org/documentation/intro", font: Self.body))
        #expect(widest.word == "documentation/")
        #expect(widest.width == Self.fonts.measure("documentation/", font: Self.body, wrapWidth: nil).width)
        #expect(widest.width < Self.fonts.measure("example.org/documentation/intro", font: Self.body, wrapWidth: nil).width * 0.6)
    }

    /// A slash before a digit (a date, a fraction) keeps its word whole, as UAX #14's SY × NU
    /// does, and a scheme's double slash is not split between its slashes.
    @Test func aDateAndASchemeKeepTheirSlashes() throws {
        #expect(try #require(Self.fonts.widestWord("due 12/31/2026", font: Self.body)).word == "12/31/2026")
        let pieces = FontCatalog.slashPieces(Array("https://x.io/a".unicodeScalars), 0..<14)
        #expect(pieces == [0..<8, 8..<13, 13..<14])
    }
}
