import Foundation
import Testing
@testable import TypeScale

/// A label that shrinks its text to fit (`minimumScale`, UIKit's adjustsFontSizeToFitWidth and
/// minimumScaleFactor): drawn at the largest size down to its minimum at which the text fits,
/// not truncated there; cut at the minimum when even that is too large (round 29: Barbershop's
/// title, dev set 35, had been reported truncated though it shrinks to fit).
struct ShrinkToFitTests {
    static let title = "Departures and arrivals"

    static func layout(_ text: String = title, width: Double, minimumScale: Double?, lines: Int = 1,
                       lineBreak: String? = nil, height: Double? = nil, category: ContentSizeCategory = .l,
                       extra: String = "") throws -> ScreenLayout {
        var keys = extra
        if let minimumScale { keys += #", "minimumScale": \#(minimumScale)"# }
        if lines != 1 { keys += #", "lines": \#(lines)"# }
        if let lineBreak { keys += #", "lineBreak": "\#(lineBreak)""# }
        let json = """
        { "size": { "width": 320, "height": 480, "scale": 2 },
          "views": [ { "id": "title", "kind": "label", "text": \(Self.encoded(text)), "font": { "size": 17 }\(keys) } ],
          "constraints": [ "H:|-16-[title(\(width))]", "V:|-40-[title]" \(height.map { ", \"title.height == \($0)\"" } ?? "") ] }
        """
        return try LayoutHarness.layout(json, category: category)
    }

    static func encoded(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }

    static func text(_ layout: ScreenLayout) throws -> LaidOutView.TextInfo {
        try #require(layout.view("title")?.text)
    }

    /// 17-pt text 177.3 pt wide in 120 pt: the largest size that fits leaves the line
    /// within a hair of the frame, and that size is what the text format prints.
    @Test func aOneLineLabelShrinksToTheLargestSizeThatFits() throws {
        let full = try Self.text(Self.layout(width: 120, minimumScale: nil))
        #expect(full.truncated && full.shrunkSize == nil && full.neededWidth > 177 && full.neededWidth < 178)

        let layout = try Self.layout(width: 120, minimumScale: 0.5)
        let text = try Self.text(layout)
        let size = try #require(text.shrunkSize)
        #expect(!text.truncated)
        #expect(size > 8.5 && size < 17 * 120 / 177)
        #expect(text.neededWidth <= 120 && text.neededWidth > 119.5)
        // Measured at that size the text is the one the layout kept; a tenth of a point larger, too wide.
        let fonts = LayoutHarness.fonts
        #expect(fonts.measure(Self.title, font: text.font.scaled(to: size + 0.1), wrapWidth: nil).width > 120)
        #expect(LayoutTextFormat.render([layout]).contains("title label 16 40 120 20.5 shrunk=\(formatNumber(size))\n"))
        #expect(LayoutAudit.findings(in: layout).isEmpty)
    }

    /// A shrunk line keeps the baseline its full-size line had (UILabel's default
    /// `baselineAdjustment`): in a 14-pt label the 17-pt line's baseline is 13.04 down, so
    /// the 10.6-pt text's descenders (2.56) run 1.6 pt past the bottom. Centred instead, its
    /// 12.7-pt line fits.
    @Test func aShrunkLineKeepsItsBaseline() throws {
        let layout = try Self.layout(width: 120, minimumScale: 0.5, height: 14)
        let text = try Self.text(layout)
        #expect(text.drawnFont.lineHeight < 14 && text.font.lineHeight > 20)
        let top = text.drawnLinesTop(inHeight: 14)
        #expect(abs(top + text.drawnFont.ascender - ((14 - text.font.lineHeight) / 2 + text.font.ascender)) < 1e-9)
        #expect(LayoutAudit.findings(in: layout).map(\.line) == ["L title clipped: its shrunk line is cut 2 pt at the bottom"])
        let centred = try Self.layout(width: 120, minimumScale: 0.5, height: 14, extra: #", "baselineAdjustment": "centers""#)
        #expect(LayoutAudit.findings(in: centred).isEmpty)
        #expect(try Self.text(centred).drawnLinesTop(inHeight: 14) > 0)
    }

    /// At 0.9 the text still does not fit: drawn at 15.3 pt and cut, the finding naming the
    /// width it needs at that size.
    @Test func textTooLongAtTheMinimumIsCutThere() throws {
        let layout = try Self.layout(width: 120, minimumScale: 0.9)
        let text = try Self.text(layout)
        #expect(text.truncated)
        #expect(try #require(text.shrunkSize) == 17 * 0.9)
        // Measured at 15.3 pt (163.1), not scaled from 17 pt's 177.3: SF's tracking is
        // looser at the smaller size.
        #expect(text.neededWidth > 163 && text.neededWidth < 163.2)
        let needed = formatNumber((text.neededWidth * 2).rounded(.up) / 2)
        #expect(LayoutAudit.findings(in: layout).map(\.line) == ["L title truncated: needs \(needed) pt, has 120 pt"])
        #expect(LayoutTextFormat.render([layout]).contains("shrunk=15.3 truncated\n"))
    }

    /// Text that fits draws at its own size: nothing shrinks, no flag.
    @Test func textThatFitsKeepsItsSize() throws {
        let text = try Self.text(Self.layout(width: 280, minimumScale: 0.5))
        #expect(!text.truncated && text.shrunkSize == nil)
    }

    /// A wrapping label shrinks only when its line break truncates (UIKit draws a word-wrapped
    /// one at its size and cuts it): three lines of text in a two-line frame.
    @Test func aWrappingLabelShrinksOnlyWithATruncatingLineBreak() throws {
        let text = "Boarding closes twenty minutes before departure at every gate"
        let tail = try Self.text(Self.layout(text, width: 200, minimumScale: 0.6, lines: 2, height: 41))
        #expect(!tail.truncated)
        #expect(tail.lines == 2 && tail.neededLines == 2)
        #expect(try #require(tail.shrunkSize) < 17)
        let wrapped = try Self.text(Self.layout(text, width: 200, minimumScale: 0.6, lines: 2, lineBreak: "word", height: 41))
        #expect(wrapped.truncated && wrapped.shrunkSize == nil)
        // A frame that holds three small lines: the shrunk text may take the third.
        let unlimited = try Self.text(Self.layout(text, width: 150, minimumScale: 0.5, lines: 0, height: 41))
        #expect(!unlimited.truncated && unlimited.lines >= 3)
    }

    @Test func aMinimumScaleOutsideItsRangeIsAnError() throws {
        for bad in ["0", "1.5", "\"half\""] {
            let json = """
            { "views": [ { "id": "title", "kind": "label", "text": "x", "minimumScale": \(bad) } ] }
            """
            #expect(throws: InputError.self) { _ = try ScreenDecoder.decode(Array(json.utf8), file: "test.json") }
        }
        let field = #"{ "views": [ { "id": "name", "kind": "field", "minimumScale": 0.5 } ] }"#
        #expect(throws: InputError.self) { _ = try ScreenDecoder.decode(Array(field.utf8), file: "test.json") }
    }
}

extension ShrinkToFitTests {
    /// A one-line label's blank ending draws nothing (round 28), so it does not stop the text
    /// shrinking as the text alone does (the fresh-eyes review of round 29: it had been
    /// drawn at its minimum and called truncated, "needs 99 pt, has 120 pt").
    @Test func aBlankEndingDoesNotStopAOneLineLabelShrinking() throws {
        let plain = try Self.text(Self.layout(width: 120, minimumScale: 0.5))
        let layout = try Self.layout(Self.title + "\n", width: 120, minimumScale: 0.5)
        let blank = try Self.text(layout)
        #expect(!blank.truncated)
        #expect(blank.shrunkSize == plain.shrunkSize)
        #expect(LayoutAudit.findings(in: layout).isEmpty)
    }

    /// A one-line label cut at a line break it holds shows its first line at any size: no
    /// shrinking, truncated as before.
    @Test func aHardLineBreakIsNotShrunkAway() throws {
        let text = try Self.text(Self.layout("Dep\nArr", width: 120, minimumScale: 0.5))
        #expect(text.truncated && text.shrunkSize == nil)
    }

    /// A wrapping label in a zero-height frame draws no line: truncated, not "shrunk" to its
    /// own size (the review: `shrunk=17`, not truncated).
    @Test func aZeroHeightWrappingLabelStaysTruncated() throws {
        let text = "Boarding closes soon"
        let plain = try Self.text(Self.layout(text, width: 200, minimumScale: nil, lines: 2, height: 0))
        let shrinking = try Self.text(Self.layout(text, width: 200, minimumScale: 0.5, lines: 2, height: 0))
        #expect(plain.truncated && shrinking.truncated && shrinking.shrunkSize == nil)
    }

    /// A shrunk wrapping label's words are drawn at the shrunk size: "departure" is 75.5 pt at
    /// 17 pt, wider than 70, and about 42 pt at the size the text shrinks to (the review:
    /// "breaks words: 'departure' needs 75.5 pt, has 70 pt").
    @Test func aShrunkLabelsWordsAreJudgedAtTheDrawnSize() throws {
        let text = "Boarding closes twenty minutes before departure at every gate"
        let layout = try Self.layout(text, width: 70, minimumScale: 0.5, lines: 0, height: 60)
        let info = try Self.text(layout)
        #expect(!info.truncated && info.shrunkSize != nil)
        #expect(!LayoutAudit.findings(in: layout).contains { $0.kind == .breaksWords })
        let full = try Self.layout(text, width: 70, minimumScale: nil, lines: 0, height: 60)
        #expect(LayoutAudit.findings(in: full).contains { $0.kind == .breaksWords })
    }

    /// An unlimited label shrinks to the lines its frame holds (three small lines in 41 pt),
    /// not to however many the text needs.
    @Test func anUnlimitedLabelShrinksToTheLinesItsFrameHolds() throws {
        let text = "Boarding closes twenty minutes before departure at every gate"
        let info = try Self.text(Self.layout(text, width: 150, minimumScale: 0.5, lines: 0, height: 41))
        let size = try #require(info.shrunkSize)
        #expect(!info.truncated && size < 16)
        #expect(TextFit.height(lines: info.lines, font: info.drawnFont, kind: .label) <= 41 + 1e-3)
    }

    @Test(arguments: [("tail", true), ("head", true), ("middle", true), ("word", false), ("char", false), ("clip", false)])
    func onlyTruncatingModesShrinkAWrappingLabel(mode: String, shrinks: Bool) throws {
        let text = "Boarding closes twenty minutes before departure at every gate"
        let info = try Self.text(Self.layout(text, width: 200, minimumScale: 0.6, lines: 2, lineBreak: mode, height: 41))
        #expect((info.shrunkSize != nil) == shrinks)
        #expect(info.truncated == !shrinks)
    }

    /// The minimum scale is a share of the category's size (UIKit multiplies the current
    /// font); a minimum font size is points whatever the category: body at AX3 (40 pt) may
    /// shrink to 20 with 0.5, and to 10 with a 10-pt least size.
    @Test func theMinimumFollowsTheCategoryOrIsPoints() throws {
        func info(_ key: String) throws -> LaidOutView.TextInfo {
            let json = """
            { "size": { "width": 320, "height": 480, "scale": 2 },
              "views": [ { "id": "title", "kind": "label", "text": "\(Self.title)", "font": { "style": "body" }, \(key) } ],
              "constraints": [ "H:|-16-[title(120)]", "V:|-40-[title]" ] }
            """
            return try Self.text(LayoutHarness.layout(json, category: .ax3))
        }
        let scale = try info(#""minimumScale": 0.5"#)
        #expect(scale.font.size == TextStyle.body.pointSize(at: .ax3))
        #expect(try #require(scale.shrunkSize) == scale.font.size * 0.5)
        #expect(scale.truncated)
        let points = try info(#""minimumFontSize": 10"#)
        let least = try #require(points.shrunkSize)
        #expect(!points.truncated && least < 20)
    }

    /// The size shows in every output: the text line, JSON and the sheet's text.
    @Test func theShrunkSizeReachesTheOutputs() throws {
        let layout = try Self.layout(width: 120, minimumScale: 0.5)
        let size = try #require(try Self.text(layout).shrunkSize)
        #expect(size == (size * 100).rounded() / 100)
        #expect(LayoutJSONFormat.render([layout], screenName: "s").contains("\"shrunk\": \(formatNumber(size))"))
        let sheet = ContactSheet.render([layout], findings: [])
        #expect(sheet.contains("font-size=\"\(formatNumber(size))\""))
    }
}

/// IB's autoshrink reaches the label: a minimum font scale as written, Xcode's older minimum
/// font size in points, nothing when `adjustsFontSizeToFit` is off.
struct IBShrinkToFitTests {
    static func label(_ id: String, _ attributes: String, font: String = #"type="system" pointSize="18""#) -> String {
        """
        <label text="Departures" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="0.0" y="0.0" width="300" height="21"/>
            <fontDescription key="fontDescription" \(font)/>
        </label>
        """
    }

    @Test func autoshrinkIsImportedAsAMinimumScale() throws {
        let labels = Self.label("scale", #"minimumScaleFactor="0.20000000298023224""#)
            + Self.label("size", #"minimumFontSize="9""#)
            + Self.label("style", #"minimumFontSize="8.5""#, font: #"style="UICTFontTextStyleBody""#)
            + Self.label("off", #"adjustsFontSizeToFit="NO" minimumFontSize="9""#)
            + Self.label("large", #"minimumFontSize="20""#)
        let xml = IBControlMetricsTests.xib(labels, corners: [("scale", 0, 0), ("size", 0, 40), ("style", 0, 80), ("off", 0, 120), ("large", 0, 160)])
        let imported = try InterfaceBuilderImport.read(Array(xml.utf8), file: "shrink.xib")
        let screen = try #require(imported.screens.first).screen
        func find(_ ib: String, in views: [ViewSpec]) -> ViewSpec? {
            for view in views {
                if view.ibObjectId == ib { return view }
                if let found = find(ib, in: view.children) { return found }
            }
            return nil
        }
        let scales = ["scale", "size", "style", "off", "large"].map { find($0, in: screen.views)?.minimumScale }
        let sizes = ["scale", "size", "style", "off", "large"].map { find($0, in: screen.views)?.minimumFontSize }
        #expect(scales == [0.2, nil, nil, nil, nil])
        // Xcode's older minimum font size stays points (UILabel's deprecated property).
        #expect(sizes == [nil, 9, 8.5, nil, 20])
        #expect(!imported.warnings.contains { $0.message.contains("minimumScaleFactor") || $0.message.contains("shrinks") })
    }
}
