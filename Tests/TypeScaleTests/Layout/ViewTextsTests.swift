import Testing
@testable import TypeScale

/// `ViewTexts` keeps shapings and measurements per view: whatever it keeps, every answer is
/// `FontCatalog.measure`'s for the string, font and width asked about.
struct ViewTextsTests {
    static func label(_ text: String, placeholder: String = "") -> InstalledView {
        InstalledView(index: 1, id: "label", kind: .label, stack: nil, parent: 0, depth: 1, hidden: false,
                      hugging: ViewKind.label.defaultHugging, compression: ViewKind.label.defaultCompression,
                      margins: .zero, intrinsicOverride: IntrinsicOverride(width: .measured, height: .measured),
                      text: text, placeholder: placeholder, font: nil, fontScales: true, maxLines: 0, insets: .zero,
                      imageSize: nil)
    }

    @Test func everyAnswerIsTheCatalogsMeasurement() throws {
        let fonts = LayoutHarness.fonts
        let texts = ViewTexts(fonts: fonts, viewCount: 2)
        let body = try fonts.resolve(FontSpec(size: .style(.body), weight: nil, family: "system", dynamic: true, maxSize: nil),
                                     in: FontEnvironment(category: .l))
        let large = try fonts.resolve(FontSpec(size: .style(.body), weight: nil, family: "system", dynamic: true, maxSize: nil),
                                      in: FontEnvironment(category: .ax3))
        let bold = try fonts.resolve(FontSpec(size: .style(.body), weight: .bold, family: "system", dynamic: true, maxSize: nil),
                                     in: FontEnvironment(category: .l))
        let long = "A sentence long enough to wrap at the narrower widths asked for below"
        // The same view asked about in turn: other widths, fonts, strings of the same length
        // with other bytes, canonically equal strings with other bytes, empty strings.
        let asks: [(String, ResolvedFont, Double?)] = [
            (long, body, nil), (long, body, 120), (long, body, 120), (long, body, 200), (long, body, nil),
            (long, large, 200), (long, large, nil), (long, bold, nil), (long, body, 120),
            ("ab", body, nil), ("ba", body, nil), ("\u{e9}t\u{e9}", body, nil), ("e\u{301}te\u{301}", body, nil),
            ("", body, nil), ("Line one\nline two", body, 50),
        ]
        for (string, font, width) in asks {
            let view = Self.label(string, placeholder: string + " placeholder")
            #expect(texts.text(of: view, font: font, wrapWidth: width) == fonts.measure(string, font: font, wrapWidth: width),
                    "\(string) \(font.size) \(width ?? -1)")
            #expect(texts.placeholder(of: view, font: font) == fonts.measure(string + " placeholder", font: font, wrapWidth: nil))
        }
        // Kept answers are not stale: 120 pt wraps the long text onto more lines than 200 pt.
        let narrow = texts.text(of: Self.label(long), font: body, wrapWidth: 120)
        let wide = texts.text(of: Self.label(long), font: body, wrapWidth: 200)
        #expect(narrow.lineCount > wide.lineCount)
    }
}
