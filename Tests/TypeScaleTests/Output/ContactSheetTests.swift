import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import TypeScale

/// The contact sheet parsed back as XML: panels, boxes at the view's frames, text sizes, flags.
struct ContactSheetTests {
    /// Elements in document order with their attributes and text.
    final class Elements: NSObject, XMLParserDelegate {
        struct Element {
            var name: String
            var attributes: [String: String]
            var text = ""
            /// Index of the enclosing `g.panel`, if any.
            var panel: Int?
            /// The classes of the enclosing `g`s, outermost first.
            var groups: [String] = []
        }
        var elements: [Element] = []
        private var stack: [Int] = []
        private var panelCount = 0
        private var currentPanel: Int?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if name == "g", attributes["class"] == "panel" {
                currentPanel = panelCount
                panelCount += 1
            }
            let groups = stack.filter { elements[$0].name == "g" }.compactMap { elements[$0].attributes["class"] }
            elements.append(Element(name: name, attributes: attributes, panel: currentPanel, groups: groups))
            stack.append(elements.count - 1)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let last = stack.last { elements[last].text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if let index = stack.popLast(), elements[index].name == "g", elements[index].attributes["class"] == "panel" {
                currentPanel = nil
            }
        }
    }

    static func parse(_ svg: String) throws -> [Elements.Element] {
        let parser = XMLParser(data: Data(svg.utf8))
        let delegate = Elements()
        parser.delegate = delegate
        #expect(parser.parse(), "not well-formed XML: \(String(describing: parser.parserError))")
        return delegate.elements
    }

    static func sample(_ category: ContentSizeCategory, labelWidth: Double) -> ScreenLayout {
        var sample = LayoutSample(category: category)
        sample.add("card", 8, 40, 304, 91)
        sample.add("nameLabel", .label, in: "card", 16, 48, labelWidth, 41,
                   text: LayoutSample.text(truncated: labelWidth < 61, neededWidth: 60.7, size: 34))
        return sample.layout
    }

    let layouts = [sample(.l, labelWidth: 80), sample(.ax3, labelWidth: 52)]

    @Test func onePanelPerLayoutSideBySideWithTheCategoryName() throws {
        let elements = try Self.parse(ContactSheet.render(layouts, findings: []))
        let panels = elements.filter { $0.attributes["class"] == "panel" }
        #expect(panels.map { $0.attributes["data-category"] } == ["L", "AX3"])
        // 24 margin; second panel after the 320-wide first and a 48 gap; both below title and header.
        #expect(panels.map { $0.attributes["transform"] } == ["translate(24,90)", "translate(392,90)"])
        let names = elements.filter { $0.attributes["class"] == "category" }
        #expect(names.map(\.text) == ["L", "AX3"])
        #expect(names.map(\.panel) == [0, 1])
        let svg = try #require(elements.first)
        #expect(svg.name == "svg")
        // 24 + 320 + 48 + 320 + 24 wide; 90 + 480 + 24 tall (no findings list).
        #expect(svg.attributes["width"] == "736")
        #expect(svg.attributes["height"] == "594")
    }

    /// A screen's safe-area insets are shaded bands; a freeform view's (a cell's) are not:
    /// it sits where its list puts it, and the audit judges it by its own bounds.
    @Test func aScreenShadesItsInsetsAndACellDoesNot() throws {
        var screen = Self.sample(.l, labelWidth: 80)
        screen.container.safeArea = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        var cell = screen
        cell.isFreeform = true
        func bands(_ layout: ScreenLayout) throws -> [String] {
            try Self.parse(ContactSheet.render([layout], findings: [])).filter { $0.attributes["class"] == "inset" }
                .map { "\($0.attributes["y"] ?? "") \($0.attributes["height"] ?? "")" }
        }
        #expect(try bands(screen) == ["0 44", "446 34"])
        #expect(try bands(cell) == [])
    }

    /// A scroll view clips its content: a row past its bounds is drawn in a group masked to
    /// show the scroll view's frame whole and the rest faded; a sibling outside it is not.
    @Test func aScrollViewsContentPastItsBoundsIsFaded() throws {
        var sample = LayoutSample(category: .l)
        sample.add("list", .scroll, 0, 100, 320, 200)
        sample.add("row", .label, in: "list", 16, 280, 200, 40, text: LayoutSample.text())
        sample.add("bar", 0, 300, 320, 50)
        let elements = try Self.parse(ContactSheet.render([sample.layout], findings: []))
        let masks = elements.filter { $0.name == "mask" }
        #expect(masks.count == 1)
        let shown = try #require(elements.last { $0.name == "rect" && $0.attributes["fill"] == "#fff" })
        #expect([shown.attributes["x"], shown.attributes["y"], shown.attributes["width"], shown.attributes["height"]]
                == ["0", "100", "320", "200"])
        let maskID = try #require(masks.first?.attributes["id"])
        #expect(elements.contains { $0.name == "g" && $0.attributes["mask"] == "url(#\(maskID))" })
        func box(_ title: String) -> Elements.Element? {
            let index = elements.firstIndex { $0.name == "title" && $0.text.hasPrefix(title + " ") }
            return index.map { elements[$0] }
        }
        #expect(box("row")?.groups.contains("scrolled") == true)
        #expect(box("list")?.groups.contains("scrolled") == false)
        #expect(box("bar")?.groups.contains("scrolled") == false)
    }

    /// Content of a scroll view inside another is under both masks, each written once, and a
    /// finding's marker on faded content is drawn after the views, at full strength (the
    /// fresh-eyes review of round 31).
    @Test func nestedScrollContentIsUnderEveryMaskAndItsMarkerIsWhole() throws {
        var sample = LayoutSample(category: .l)
        sample.add("outer", .scroll, 0, 100, 320, 200)
        sample.add("inner", .scroll, in: "outer", 0, 150, 320, 400)
        sample.add("deep", .label, in: "inner", 16, 450, 200, 20.5, text: LayoutSample.text())
        sample.add("sibling", .label, in: "outer", 16, 120, 200, 20.5, text: LayoutSample.text())
        let finding = AuditFinding(category: .l, kind: .overlap, view: "deep", detail: "x")
        let elements = try Self.parse(ContactSheet.render([sample.layout], findings: [finding]))
        let ids = elements.filter { $0.name == "mask" }.compactMap { $0.attributes["id"] }
        #expect(ids.count == 2 && Set(ids).count == 2)
        let deep = try #require(elements.first { $0.name == "title" && $0.text.hasPrefix("deep ") })
        #expect(deep.groups.filter { $0 == "scrolled" }.count == 2)
        let marker = try #require(elements.first { $0.name == "circle" && $0.attributes["class"] == "marker" })
        #expect(!marker.groups.contains("scrolled"))
    }

    /// A clamp of 2 or more lines cut at L by design is not outlined where the audit does not
    /// report it; a one-line truncated label is, finding or not.
    @Test func aDesignedClampIsOutlinedOnlyWhereReported() {
        var sample = LayoutSample(category: .l)
        sample.add("preview", .label, 16, 100, 200, 61,
                   text: LayoutSample.text(lines: 3, truncated: true, neededWidth: 900, neededLines: 10, maxLines: 3))
        sample.add("name", .label, 16, 200, 40, 20.5, text: LayoutSample.text(truncated: true, neededWidth: 80))
        #expect(ContactSheet.markers(sample.layout, []) == [nil, nil, 0])
        let finding = AuditFinding(category: .l, kind: .truncated, view: "preview", detail: "needs 10 lines, allows 3")
        #expect(ContactSheet.markers(sample.layout, [finding]) == [nil, 1, 0])
    }

    @Test func everyViewIsABoxAtItsAbsoluteFrameNamedByAHoverTitle() throws {
        let elements = try Self.parse(ContactSheet.render(layouts, findings: []))
        let boxes = elements.filter { $0.name == "rect" && ($0.attributes["class"] ?? "").hasPrefix("box") }
        #expect(boxes.count == 4)
        let label = try #require(boxes.first { $0.panel == 1 && $0.attributes["width"] == "52" })
        #expect([label.attributes["x"], label.attributes["y"], label.attributes["height"]] == ["16", "48", "41"])
        // Id, kind and the frame relative to the parent (card at 8, 40), as `layout` prints it;
        // no id is drawn as text over the picture.
        let titles = elements.filter { $0.name == "title" && $0.panel == 0 }.map(\.text)
        #expect(titles == ["card view 8 40 304 91", "nameLabel label 8 8 80 41"])
        #expect(elements.filter { $0.name == "text" && ($0.text == "card" || $0.text == "nameLabel") }.isEmpty)
    }

    @Test func textIsDrawnAtItsResolvedSizeOnItsBaseline() throws {
        let elements = try Self.parse(ContactSheet.render(layouts, findings: [], texts: ["nameLabel": "Name <&>"]))
        let texts = elements.filter { $0.attributes["class"] == "text" }
        #expect(texts.count == 2)
        let first = try #require(texts.first)
        #expect(first.attributes["font-size"] == "34")
        // Centred one line: 48 + 41/2 − 40.574/2 + 32.373 = 80.5859375.
        #expect(first.attributes["y"] == "80.586")
        #expect(first.text == "Name <&>")
        #expect(first.attributes["font-weight"] == "400")
    }

    @Test func fieldTextIsInsetBySevenPointsAndWrapsInsideThem() throws {
        var sample = LayoutSample(category: .l)
        // 100 pt of text ("Sample", 16.7 pt a character): it fits the 120 pt field's 106 pt
        // inside and the label's 120 pt, but not the 110 pt field's 96 pt inside: 5 characters
        // fit, the fifth becomes the ellipsis.
        sample.add("wideField", .field, 16, 100, 120, 34, text: LayoutSample.text(neededWidth: 100))
        sample.add("nameLabel", .label, 16, 200, 120, 21, text: LayoutSample.text(neededWidth: 100))
        sample.add("narrowField", .field, 16, 300, 110, 34, text: LayoutSample.text(neededWidth: 100))
        let elements = try Self.parse(ContactSheet.render([sample.layout], findings: []))
        let texts = elements.filter { $0.attributes["class"] == "text" }
        #expect(texts.map { $0.attributes["x"] } == ["23", "16", "23"])
        #expect(texts.map(\.text) == ["Sample", "Sample", "Samp…"])
    }

    /// A text view draws from its top, below its 8-pt inset and inside its 5-pt line padding,
    /// where a label of the same frame centres its line.
    @Test func aTextViewsLinesStartAtItsTop() throws {
        var sample = LayoutSample(category: .l)
        sample.add("notes", .textView, 16, 100, 200, 120, text: LayoutSample.text(neededWidth: 60))
        sample.add("caption", .label, 16, 300, 200, 120, text: LayoutSample.text(neededWidth: 60))
        let texts = try Self.parse(ContactSheet.render([sample.layout], findings: [])).filter { $0.attributes["class"] == "text" }
        // 17-pt system text: ascender 16.1865, line 20.2871. Text view: 100 + 8 + 16.1865;
        // label: 300 + 60 − 10.1436 + 16.1865.
        #expect(texts.map { $0.attributes["y"] } == ["124.187", "366.043"])
        #expect(texts.map { $0.attributes["x"] } == ["21", "16"])
    }

    /// A label's lines lie by its alignment: a centred one anchored at the frame's middle, a
    /// right-aligned one at its right edge (inside a field's padding), a natural one at its start.
    @Test func textLiesByItsAlignment() throws {
        var sample = LayoutSample(category: .l)
        for (index, alignment) in [TextAlignment.center, .right, .left].enumerated() {
            var text = LayoutSample.text(neededWidth: 60)
            text.alignment = alignment
            sample.add("label\(index)", .label, 20, 100 + 40 * Double(index), 200, 21, text: text)
        }
        var field = LayoutSample.text(neededWidth: 60)
        field.alignment = .right
        sample.add("field", .field, 20, 300, 200, 34, text: field)
        let texts = try Self.parse(ContactSheet.render([sample.layout], findings: [])).filter { $0.attributes["class"] == "text" }
        #expect(texts.map { $0.attributes["x"] } == ["120", "220", "20", "213"])
        #expect(texts.map { $0.attributes["text-anchor"] } == ["middle", "end", nil, "end"])
    }

    @Test func truncatedAndFoundViewsAreOutlinedInRedWithANumberedMarker() throws {
        let finding = AuditFinding(category: .ax3, kind: .truncated, view: "nameLabel", detail: "needs 61 pt, has 52 pt")
        let elements = try Self.parse(ContactSheet.render(layouts, findings: [finding]))
        let flagged = elements.filter { $0.attributes["class"] == "box flagged" }
        #expect(flagged.count == 1)
        #expect(flagged.first?.panel == 1)
        #expect(flagged.first?.attributes["stroke"] == "#ff3b30")
        let marker = try #require(elements.first { $0.attributes["class"] == "marker" })
        // Top-right corner of the 52-wide box at x 16.
        #expect([marker.attributes["cx"], marker.attributes["cy"]] == ["68", "48"])
        #expect(elements.first { $0.attributes["class"] == "marker-label" }?.text == "1")
        let listed = elements.filter { $0.attributes["class"] == "finding" }
        #expect(listed.map(\.text) == ["1 nameLabel truncated: needs 61 pt, has 52 pt"])
        #expect(listed.first?.panel == 1)
    }

    /// Two screens of one file at the same category: each finding is listed under its own
    /// screen's panel only (by category alone, both panels listed both screens' findings).
    @Test func aFindingIsListedUnderItsOwnScreensPanel() throws {
        let first = Self.sample(.ax3, labelWidth: 80), second = Self.sample(.ax3, labelWidth: 52)
        let finding = AuditFinding(category: .ax3, kind: .truncated, view: "nameLabel", detail: "needs 61 pt, has 52 pt")
        let elements = try Self.parse(ContactSheet.render([first, second], findingsByLayout: [[], [finding]]))
        let listed = elements.filter { $0.attributes["class"] == "finding" }
        #expect(listed.map(\.text) == ["1 nameLabel truncated: needs 61 pt, has 52 pt"])
        #expect(listed.map(\.panel) == [1])
        #expect(elements.filter { $0.attributes["class"] == "marker-label" }.map(\.panel) == [1])
    }

    /// A file of several screens: each panel carries its own screen's name (only the first
    /// screen's was in the sheet's title before), panel and clip ids stay unique, and the title
    /// names the screens' count and their shared container instead of the first screen.
    @Test func eachScreensPanelCarriesItsOwnName() throws {
        var first = Self.sample(.l, labelWidth: 80), second = Self.sample(.l, labelWidth: 80)
        first.screenName = "Account"
        second.screenName = "Feed"
        let elements = try Self.parse(ContactSheet.render([first, second], findings: []))
        let names = elements.filter { $0.attributes["class"] == "screen-name" }
        #expect(names.map(\.text) == ["Account", "Feed"])
        #expect(names.map(\.panel) == [0, 1])
        let panels = elements.filter { $0.attributes["class"] == "panel" }
        #expect(panels.map { $0.attributes["id"] } == ["panel-1-L", "panel-2-L"])
        #expect(panels.map { $0.attributes["data-screen"] } == ["Account", "Feed"])
        #expect(elements.filter { $0.name == "clipPath" }.map { $0.attributes["id"] } == ["clip-1-L", "clip-2-L"])
        let title = try #require(elements.first { $0.attributes["class"] == "title" })
        #expect(title.text == "2 screens · test-phone portrait 320×480 @2x")
        // One screen: no per-panel name, ids as before.
        let single = try Self.parse(ContactSheet.render([first], findings: []))
        #expect(single.filter { $0.attributes["class"] == "screen-name" }.isEmpty)
        #expect(single.first { $0.attributes["class"] == "panel" }?.attributes["id"] == "panel-L")
    }

    /// The shared container comes from the layouts, not from their titles: a screen name with
    /// the title's separator in it (`Sign in · Step 2`) does not hide it.
    @Test func theSharedContainerSurvivesADotInAScreenName() throws {
        var first = Self.sample(.l, labelWidth: 80), second = Self.sample(.l, labelWidth: 80)
        first.screenName = "Sign in · Step 2"
        second.screenName = "Feed"
        let title = try #require(try Self.parse(ContactSheet.render([first, second], findings: []))
            .first { $0.attributes["class"] == "title" })
        #expect(title.text == "2 screens · test-phone portrait 320×480 @2x")
    }

    @Test func aLongScreenNameIsCutToItsPanel() {
        #expect(ContactSheet.panelScreenName("Short", width: 320) == "Short")
        // (320 − 64) / 8 = 32 characters: 31 and an ellipsis.
        let cut = ContactSheet.panelScreenName(String(repeating: "A", count: 40), width: 320)
        #expect(cut == String(repeating: "A", count: 31) + "…")
    }

    @Test func truncatedTextWithoutAFindingIsOutlinedWithAnExclamationMark() throws {
        let elements = try Self.parse(ContactSheet.render(layouts, findings: []))
        let flagged = elements.filter { $0.attributes["class"] == "box flagged" }
        #expect(flagged.map(\.panel) == [1])
        #expect(elements.filter { $0.attributes["class"] == "marker-label" }.map(\.text) == ["!"])
        #expect(elements.filter { $0.attributes["class"] == "finding" }.isEmpty)
    }

    /// A hidden view and one inside a hidden view show nothing, truncated or not: the audit
    /// skips them, so no "!" points at text nobody sees.
    @Test func hiddenTruncatedTextIsNotMarked() throws {
        var sample = LayoutSample(category: .ax3)
        let cut = LayoutSample.text(truncated: true, neededWidth: 60.7, size: 34)
        sample.add("source", .label, 16, 40, 52, 41, hidden: true, text: cut)
        sample.add("card", 8, 100, 304, 91, hidden: true)
        sample.add("inner", .label, in: "card", 16, 108, 52, 41, text: cut)
        sample.add("shown", .label, 16, 300, 52, 41, text: cut)
        let elements = try Self.parse(ContactSheet.render([sample.layout], findings: []))
        #expect(elements.filter { $0.attributes["class"] == "marker-label" }.map(\.text) == ["!"])
        #expect(elements.filter { $0.attributes["class"] == "box flagged" }.count == 1)
    }

    @Test func sameInputSameBytes() {
        let finding = AuditFinding(category: .ax3, kind: .truncated, view: "nameLabel", detail: "x")
        #expect(ContactSheet.render(layouts, findings: [finding]) == ContactSheet.render(layouts, findings: [finding]))
    }

    @Test func wrappingEstimateEndsTruncatedTextWithAnEllipsis() {
        // 10 pt per character: 6 characters a line.
        let lines = SheetTextLines.wrap("aaaa bbbb cccc dddd", neededWidth: 190, width: 60, maxLines: 2)
        #expect(lines == ["aaaa", "bbbb…"])
        #expect(SheetTextLines.wrap("aaaa bbbb", neededWidth: 90, width: 100, maxLines: 1) == ["aaaa bbbb"])
    }

    @Test func columnsWrapPanelsIntoRowsWithTheHeaderAboveEachRow() throws {
        let five: [ContentSizeCategory] = [.xs, .s, .m, .l, .xl]
        let layouts = five.map { Self.sample($0, labelWidth: 80) }
        let elements = try Self.parse(ContactSheet.render(layouts, findings: [], options: .init(columns: 2)))
        let panels = elements.filter { $0.attributes["class"] == "panel" }
        // Rows 480 tall; the next row starts 48 (gap) + 34 (header) below: 90, 652, 1214.
        #expect(panels.map { $0.attributes["transform"] } == ["translate(24,90)", "translate(392,90)", "translate(24,652)",
                                                              "translate(392,652)", "translate(24,1214)"])
        let svg = try #require(elements.first)
        #expect(svg.attributes["width"] == "736")
        #expect(svg.attributes["height"] == "1718")
        // The default, 4, puts all five in two rows.
        let byDefault = try Self.parse(ContactSheet.render(layouts, findings: []))
        #expect(byDefault.first?.attributes["width"] == "1472")
        #expect(byDefault.filter { $0.attributes["class"] == "panel" }.last?.attributes["transform"] == "translate(24,652)")
    }

    @Test func aPanelsFindingsSitRightUnderItEvenWhenItsNeighbourIsTaller() throws {
        var tall = LayoutSample(category: .l)
        tall.add("footer", 0, 560, 320, 40)
        let finding = AuditFinding(category: .ax3, kind: .truncated, view: "nameLabel", detail: "needs 61 pt, has 52 pt")
        let elements = try Self.parse(ContactSheet.render([tall.layout, layouts[1]], findings: [finding]))
        let listed = try #require(elements.first { $0.attributes["class"] == "finding" })
        #expect(listed.panel == 1)
        // Under AX3's own 480-pt screen (480 + 16 + 12), not under L's 600 pt of content.
        #expect(listed.attributes["y"] == "508")
        // The row is as tall as its tallest panel: 90 + 600 + 24.
        #expect(elements.first?.attributes["height"] == "714")
    }

    @Test func withoutIDsNoViewIsNamedButTheFindingsLegendStays() throws {
        let finding = AuditFinding(category: .ax3, kind: .truncated, view: "nameLabel", detail: "needs 61 pt, has 52 pt")
        let svg = ContactSheet.render(layouts, findings: [finding], options: .init(showsIDs: false))
        let elements = try Self.parse(svg)
        #expect(elements.filter { $0.name == "title" }.isEmpty)
        #expect(elements.filter { $0.name == "text" && $0.text.contains("card") }.isEmpty)
        #expect(elements.filter { $0.attributes["class"] == "finding" }.map(\.text) == ["1 nameLabel truncated: needs 61 pt, has 52 pt"])
        #expect(elements.filter { $0.attributes["class"] == "marker-label" }.map(\.text) == ["1"])
    }

    @Test func placeholdersAreDrawnInUIKitsPlaceholderGrey() throws {
        var sample = LayoutSample(category: .l)
        var placeholder = LayoutSample.text(neededWidth: 40)
        placeholder.isPlaceholder = true
        sample.add("emptyField", .field, 8, 40, 200, 34, text: placeholder)
        sample.add("filledField", .field, 8, 80, 200, 34, text: LayoutSample.text(neededWidth: 40))
        let texts = try Self.parse(ContactSheet.render([sample.layout], findings: [])).filter { $0.name == "text" && $0.text == "Sample" }
        #expect(texts.count == 2)
        // UIColor.placeholderText in light mode: #3C3C43 at 30 % alpha; typed text in the label colour.
        #expect(texts.map { $0.attributes["class"] } == ["text placeholder", "text"])
        #expect(texts.map { $0.attributes["fill"] } == ["#3c3c43", "#1d1d1f"])
        #expect(texts.map { $0.attributes["fill-opacity"] } == ["0.3", nil])
    }

    /// A scrolling text view draws the lines that fit with no ellipsis; one that does not
    /// scroll ends its last line with one.
    @Test func aScrollingTextViewIsDrawnWithoutAnEllipsis() throws {
        func drawn(scrolls: Bool) throws -> [String] {
            var sample = LayoutSample(category: .l)
            var text = LayoutSample.text(lines: 2, neededWidth: 600, neededLines: 6, maxLines: 0)
            text.string = "One two three four five six seven eight nine ten eleven twelve thirteen"
            text.scrolls = scrolls
            sample.add("notes", .textView, 8, 40, 120, 60, text: text)
            return try Self.parse(ContactSheet.render([sample.layout], findings: [])).filter { $0.attributes["class"] == "text" }.map(\.text)
        }
        #expect(try drawn(scrolls: false).last?.hasSuffix("…") == true)
        let scrolled = try drawn(scrolls: true)
        #expect(scrolled.count == 2 && !scrolled.contains { $0.contains("…") })
    }

    /// A long wrapped text is drawn line by line within its room: 1 % of the measure's error is
    /// a line's, not the whole paragraph's on one line (1,700 pt of it had let a 250-pt text
    /// view's lines reach 267 pt, cemaltuysuz's onboarding cell, dev set 51). A 260-pt text
    /// view has 250 pt inside its 5-pt line padding; 1 % of that is 2.5.
    @Test func aLongWrappedTextIsDrawnWithinItsRoom() throws {
        var sample = LayoutSample(category: .l)
        let words = Array(repeating: "lorem ipsum dolor sit amet consectetaur adipisicing", count: 8).joined(separator: " ")
        var text = LayoutSample.text(lines: 12, neededWidth: Double(words.count) * 6.35, neededLines: 12, maxLines: 0)
        text.string = words
        text.scrolls = true
        sample.add("notes", .textView, 20, 40, 260, 300, text: text)
        let lines = try Self.parse(ContactSheet.render([sample.layout], findings: [])).filter { $0.attributes["class"] == "text" }
        let widths = lines.compactMap { $0.attributes["textLength"].flatMap(Double.init) }
        #expect(widths.count == lines.count && lines.count >= 8)
        #expect(widths.allSatisfy { $0 <= 250 * 1.01 }, "\(widths)")
    }

    /// A wrapping label in a stand-in font whose one line is within the stand-in's 5 % of its
    /// width is drawn on that line, as the audit takes it to fit (round 36's review), not
    /// wrapped onto a second its frame has no room for.
    @Test func aStandInsWrappingTextWithinItsSlackIsDrawnOnOneLine() throws {
        var sample = LayoutSample(category: .l)
        var text = LayoutSample.text(lines: 1, truncated: true, neededWidth: 206, neededLines: 2, maxLines: 0,
                                     string: "Sample text here")
        text.font.standsInFor = "Nunito"
        sample.add("title", .label, 16, 100, 200, 20.5, text: text)
        let lines = try Self.parse(ContactSheet.render([sample.layout], findings: [])).filter { $0.attributes["class"] == "text" }
        #expect(lines.map(\.text) == ["Sample text here"])
    }

    /// A view inside a hidden one is drawn dimmed and dashed with it; a shown one is not
    /// (the Wikipedia widget's hidden header, dev set 38).
    @Test func viewsInsideAHiddenViewAreDimmedWithIt() throws {
        var sample = LayoutSample(category: .l)
        sample.add("header", 0, 0, 320, 60, hidden: true)
        sample.add("title", .label, in: "header", 16, 20, 200, 20.5, text: LayoutSample.text())
        sample.add("footer", 0, 100, 320, 60)
        let groups = try Self.parse(ContactSheet.render([sample.layout], findings: [])).filter { $0.attributes["class"] == "view" }
        #expect(groups.map { $0.attributes["data-id"] ?? "" } == ["header", "title", "footer"])
        #expect(groups.map { $0.attributes["opacity"] } == ["0.35", "0.35", nil])
    }

    @Test func idsInTitlesAreEscaped() throws {
        var sample = LayoutSample(category: .l)
        sample.add("a<b&\"c'", 8, 40, 100, 20)
        let svg = ContactSheet.render([sample.layout], findings: [])
        #expect(svg.contains("<title>a&lt;b&amp;&quot;c&apos; view 8 40 100 20</title>"))
        #expect(try Self.parse(svg).filter { $0.name == "title" }.map(\.text) == ["a<b&\"c' view 8 40 100 20"])
    }

    @Test func aWrappedFindingsLaterLinesAreIndentedByPosition() throws {
        // 320 + 24 pt at 6.6 pt a character: 52 characters a line.
        let finding = AuditFinding(category: .ax3, kind: .outsideSuperview, view: "nameLabel", related: ["card"],
                                   detail: "left by 17 pt, right by 17.5 pt, bottom by 12 pt")
        let lines = try Self.parse(ContactSheet.render(layouts, findings: [finding])).filter { $0.attributes["class"] == "finding" }
        #expect(lines.map(\.text) == ["1 nameLabel outside superview card: left by 17 pt,", "right by 17.5 pt, bottom by 12 pt"])
        #expect(lines.map { $0.attributes["x"] } == ["0", "14"])
    }
}

extension ContactSheetTests {
    /// A system-font title within a device pixel of its room is drawn whole, as the audit
    /// reads it ("Add New Schedule", 146.24 pt, between a 170-pt configuration button's
    /// 12-pt insets).
    @Test func aTitleWithinAPixelOfItsRoomIsDrawnWhole() throws {
        var sample = LayoutSample(category: .l)
        var title = LayoutSample.text(neededWidth: 146.24)
        title.string = "Add New Schedule"
        title.padding = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
        sample.add("add", .button, 16, 40, 170, 34.5, text: title)
        let texts = try Self.parse(ContactSheet.render([sample.layout], findings: [])).filter { $0.attributes["class"] == "text" }
        #expect(texts.map(\.text) == ["Add New Schedule"])
    }

    /// And within 1 % of its width (round 33): a 257.3-pt label text in 256 pt is drawn whole,
    /// 2 % over is cut with an ellipsis (the review found the sheet still reading a pixel).
    @Test func aTextWithinOnePercentOfItsRoomIsDrawnWhole() throws {
        func drawn(_ width: Double) throws -> [String] {
            var sample = LayoutSample(category: .l)
            var text = LayoutSample.text(neededWidth: width)
            text.string = "Continue with your account today"
            sample.add("label", .label, 16, 40, 256, 20.5, text: text)
            return try Self.parse(ContactSheet.render([sample.layout], findings: []))
                .filter { $0.attributes["class"] == "text" }.map(\.text)
        }
        #expect(try drawn(257.3) == ["Continue with your account today"])
        #expect(try drawn(261.2).first?.hasSuffix("…") == true)
    }

    /// A one-line label in a stand-in font within the audit's 5 % is drawn whole, as the
    /// audit reports nothing (a designer's review of dev set 47: Ilhasoft's "Status" 4.2 %
    /// over its frame was drawn "Statu…"); in the system font itself 4 % over is cut.
    @Test(arguments: [("Comfortaa", true), (nil, false)] as [(String?, Bool)])
    func aStandInTextWithinItsSlackIsDrawnWhole(standsInFor: String?, whole: Bool) throws {
        var sample = LayoutSample(category: .l)
        var text = LayoutSample.text(truncated: true, neededWidth: 52)
        text.string = "Status"
        text.font.standsInFor = standsInFor
        sample.add("status", .label, 16, 40, 50, 20.5, text: text)
        let drawn = try Self.parse(ContactSheet.render([sample.layout], findings: []))
            .filter { $0.attributes["class"] == "text" }.map(\.text)
        #expect(drawn.count == 1 && drawn.first?.hasSuffix("…") == !whole)
        #expect(LayoutAudit.findings(in: sample.layout).isEmpty == whole)
    }
}

extension ContactSheetTests {
    /// What the audit calls cut is drawn cut: a button title or a field's text in a stand-in
    /// font 4 % over its room is `clipped` (the stand-in's slack is a label's) and drawn with
    /// an ellipsis (round 34's review: the sheet had drawn it whole inside its red outline).
    @Test(arguments: [ViewKind.button, .field])
    func aStandInTitleTheAuditCallsClippedIsDrawnCut(kind: ViewKind) throws {
        var sample = LayoutSample(category: .l)
        var text = LayoutSample.text(neededWidth: 52)
        text.string = "Status"
        text.font.standsInFor = "Comfortaa"
        text.padding = .zero
        sample.add("go", kind, 16, 40, 50, 34, text: text)
        let findings = LayoutAudit.findings(in: sample.layout)
        #expect(findings.map(\.line) == ["L go clipped: needs 52 pt, has 50 pt"])
        let drawn = try Self.parse(ContactSheet.render([sample.layout], findings: findings))
            .filter { $0.attributes["class"] == "text" }.map(\.text)
        #expect(drawn.count == 1 && drawn.first?.hasSuffix("…") == true, "drawn \(drawn)")
    }

    /// A wrapping label or a text view whose whole line is within the 1 % of its width takes
    /// one line: no finding, drawn whole, not outlined ("Add New Schedule", 146.24 pt, in a
    /// 145-pt label and a 155-pt text view, 10 of it line padding; round 34's review found
    /// the text view still `clipped: needs 2 lines` and the label outlined in red).
    @Test func wrappingTextWithinTheErrorIsOneLineEverywhere() throws {
        let screen = """
            { "views": [
                { "id": "note", "kind": "label", "text": "Add New Schedule", "font": "body", "lines": 0 },
                { "id": "memo", "kind": "textView", "text": "Add New Schedule", "font": "body", "scrolls": false } ],
              "constraints": [ "H:|-16-[note(145)]", "H:|-16-[memo(155)]", "note.height == 20.333", "memo.height == 37",
                               "V:|-80-[note]-8-[memo]" ] }
            """
        let layout = try LayoutHarness.layout(screen, category: .l)
        #expect(layout.view("memo")?.text?.neededLines == 2 && layout.view("note")?.text?.neededLines == 2)
        let findings = LayoutAudit.findings(in: layout)
        #expect(findings.isEmpty)
        let drawn = try Self.parse(ContactSheet.render([layout], findings: findings))
            .filter { $0.attributes["class"] == "text" }.map(\.text)
        #expect(drawn == ["Add New Schedule", "Add New Schedule"])
        #expect(ContactSheet.markers(layout, findings).allSatisfy { $0 == nil })
    }
}

extension ContactSheetTests {
    /// What the audit calls cut is drawn cut, to the pixel: 101.01 pt of text in a 100-pt
    /// field or button without padding at @2x rounds up to 101.5, past the 1 % (1.01): the
    /// audit says `clipped: needs 101.5 pt` and the sheet ends the text with an ellipsis;
    /// 100.9 rounds to 101 and is within it, drawn whole (round 34's second review: the sheet
    /// compared the unrounded width).
    @Test(arguments: [(ViewKind.field, 101.01, true), (.button, 101.01, true), (.field, 100.9, false), (.button, 100.9, false)])
    func aTitleIsDrawnCutExactlyWhereTheAuditCutsIt(kind: ViewKind, width: Double, cut: Bool) throws {
        var sample = LayoutSample(category: .l)
        var text = LayoutSample.text(neededWidth: width)
        text.string = "Continue to checkout"
        text.padding = .zero
        sample.add("go", kind, 16, 40, 100, 34, text: text)
        let findings = LayoutAudit.findings(in: sample.layout)
        #expect(findings.map(\.kind) == (cut ? [.clipped] : []))
        let drawn = try Self.parse(ContactSheet.render([sample.layout], findings: findings))
            .filter { $0.attributes["class"] == "text" }.map(\.text)
        #expect(drawn.count == 1 && drawn.first?.hasSuffix("…") == cut, "drawn \(drawn)")
    }
}
