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
                       lineBreak: String? = nil, height: Double? = nil, category: ContentSizeCategory = .l) throws -> ScreenLayout {
        var keys = ""
        if let minimumScale { keys += #", "minimumScale": \#(minimumScale)"# }
        if lines != 1 { keys += #", "lines": \#(lines)"# }
        if let lineBreak { keys += #", "lineBreak": "\#(lineBreak)""# }
        let json = """
        { "size": { "width": 320, "height": 480, "scale": 2 },
          "views": [ { "id": "title", "kind": "label", "text": "\(text)", "font": { "size": 17 }\(keys) } ],
          "constraints": [ "H:|-16-[title(\(width))]", "V:|-40-[title]" \(height.map { ", \"title.height == \($0)\"" } ?? "") ] }
        """
        return try LayoutHarness.layout(json, category: category)
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

    /// Its lines are the smaller size's: 14 pt holds a line of the shrunk text (about 11.4 pt,
    /// 13.6 tall), where the 17-pt line, 20.3 tall, would be clipped.
    @Test func aShrunkLabelIsJudgedByTheLinesItDraws() throws {
        let layout = try Self.layout(width: 120, minimumScale: 0.5, height: 14)
        let text = try Self.text(layout)
        #expect(text.drawnFont.lineHeight < 14 && text.font.lineHeight > 20)
        #expect(LayoutAudit.findings(in: layout).isEmpty)
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

/// IB's autoshrink reaches the label: a minimum font scale as written, Xcode's older minimum
/// font size as a share of the font's size at L, nothing when `adjustsFontSizeToFit` is off.
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
        // Body is 17 pt at L: 8.5 of it is half.
        #expect(scales == [0.2, 0.5, 0.5, nil, nil])
        #expect(!imported.warnings.contains { $0.message.contains("minimumScaleFactor") || $0.message.contains("shrinks") })
    }
}
