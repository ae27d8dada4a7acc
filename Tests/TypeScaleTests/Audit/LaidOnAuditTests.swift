import Testing
@testable import TypeScale

/// Overlaps a designer draws on purpose, and text measured in a stand-in font (README "Audit").
struct LaidOnAuditTests {
    /// A 200 × 150 picture at (20, 40) and, after it (drawn over it), `over`'s view at
    /// `frame`; or the view first and the picture over it when `imageOnTop`.
    static func findings(over: String, _ frame: (x: Int, y: Int, w: Int, h: Int), imageOnTop: Bool = false) throws -> [String] {
        let image = #"{ "id": "photo", "kind": "image", "image": { "width": 200, "height": 150 } }"#
        let other = over == "label" ? #"{ "id": "over", "kind": "label", "text": "Sunset" }"# : #"{ "id": "over", "kind": "\#(over)" }"#
        let children = imageOnTop ? other + ", " + image : image + ", " + other
        let screen = """
            { "size": { "width": 320, "height": 480, "scale": 2 },
              "views": [ \(children) ],
              "constraints": [ "photo.left == root.left + 20", "photo.top == root.top + 40",
                               "over.left == root.left + \(frame.x)", "over.top == root.top + \(frame.y)",
                               "over.width == \(frame.w)", "over.height == \(frame.h)" ] }
            """
        return LayoutAudit.findings(in: try LayoutHarness.layout(screen)).map(\.line).filter { $0.contains("overlaps") }
    }

    /// A caption laid across the bottom of the photo and running past its edge: the photo is
    /// covered, as designed; the caption shows whole.
    @Test func aCaptionOnPartOfAPhotoIsNoOverlap() throws {
        #expect(try Self.findings(over: "label", (100, 160, 180, 24)).isEmpty)
    }

    /// The same caption drawn beneath the photo is hidden: an overlap, though the photo holds
    /// its text whole (a picture is a backdrop only for what is drawn over it).
    @Test func aPhotoDrawnOverTextOverlaps() throws {
        let found = try Self.findings(over: "label", (100, 160, 180, 24), imageOnTop: true)
        #expect(found.count == 1 && found[0].hasPrefix("L over overlaps photo: "))
    }

    /// A view larger than the picture it runs into is a collision, not a caption (a title over
    /// a row's avatar).
    @Test func aViewLargerThanThePictureStillOverlaps() throws {
        #expect(try Self.findings(over: "view", (150, 100, 160, 200)) == ["L photo overlaps over: 70 x 90 pt"])
    }

    /// Two siblings within a point of each other on every edge are alternates code shows one at
    /// a time (cylankj's message as text or as a web view, 58.5 and 57.5 tall); 2 pt apart,
    /// they overlap.
    @Test(arguments: [(57, true), (56, false)])
    func nearlyOneFrameIsAlternates(height: Int, alternates: Bool) throws {
        let screen = """
            { "size": { "width": 320, "height": 480, "scale": 2 },
              "views": [ { "id": "text", "kind": "button", "title": "Hello" }, { "id": "web", "kind": "button", "title": "Web" } ],
              "constraints": [ "H:|-80-[text(180)]", "H:|-80-[web(180)]", "V:|-80-[text(58)]", "V:|-80-[web(\(height))]" ] }
            """
        let overlaps = LayoutAudit.findings(in: try LayoutHarness.layout(screen)).filter { $0.kind == .overlap }
        #expect(overlaps.isEmpty == alternates)
    }

    /// One-line labels in a font the run lacks (an IB file's Nunito), sized 3 % and 10 % under
    /// their text's width in the system font that stands in: only the second is truncated, as
    /// the stand-in's widths are a few per cent from the font's. The same labels in the system
    /// font itself are both truncated.
    @Test(arguments: [("Nunito", false), ("system", true)])
    func aStandInFontIsAllowedItsError(family: String, slightTruncation: Bool) throws {
        let text = "Autohunt level one"
        let fonts = FontCatalog.standard()
        let font = try fonts.resolve(FontSpec(size: .fixed(18), dynamic: false), in: FontEnvironment())
        let needed = PixelGrid(scale: 2).ceil(fonts.measure(text, font: font, wrapWidth: nil).width)
        let description = family == "system" ? #"type="system" pointSize="18""# : #"name="Nunito-Regular" family="Nunito" pointSize="18""#
        let label = { (id: String, width: Double) in
            """
            <label text="\(text)" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="22"/>
                <constraints>
                    <constraint firstAttribute="width" constant="\(width)" id="\(id)-w"/>
                </constraints>
                <fontDescription key="fontDescription" \(description)/>
            </label>
            """
        }
        let slight = (needed / 1.03).rounded(.down), far = (needed / 1.1).rounded(.down)
        let xml = IBControlMetricsTests.xib(label("slight", slight) + label("far", far), corners: [("slight", 0, 0), ("far", 0, 40)])
        let imported = try InterfaceBuilderImport.read(Array(xml.utf8), file: "standin.xib")
        let loaded = try LoadedScreen.load(try #require(imported.screens.first).screen, path: "standin.xib", fontFiles: [])
        var request = LayoutRequest()
        request.categories = [.l]
        let layout = try #require(try loaded.layouts(request).first)
        let truncated = LayoutAudit.findings(in: layout).filter { $0.kind == .truncated }.map { finding in
            layout.views.first { $0.id == finding.view }?.ibObjectId
        }
        #expect(truncated == (slightTruncation ? ["slight", "far"] : ["far"]))
    }

    /// A view that only grazes a picture (a count 6 pt into a 44-pt icon, a title grown into
    /// a thumbnail beside it) still overlaps it, though it is smaller.
    @Test func aViewGrazingAPictureStillOverlaps() {
        var sample = LayoutSample(category: .l)
        sample.add("icon", .image, 20, 40, 44, 44)
        sample.add("count", .button, 58, 50, 30, 24, text: LayoutSample.text(neededWidth: 20))
        #expect(sample.lines == ["L icon overlaps count: 6 x 24 pt"])
    }

    /// The stand-in's allowance is for the width only: a one-line label 2 % too wide and too
    /// short for its line is still clipped.
    @Test func aStandInFontIsStillClipped() {
        var sample = LayoutSample(category: .l)
        var caption = LayoutSample.text(truncated: true, neededWidth: 102)
        caption.font.standsInFor = "Nunito"
        sample.add("caption", .label, 0, 100, 100, 10, text: caption)
        #expect(sample.lines == ["L caption clipped: needs 20.5 pt tall, has 10 pt"])
    }

    /// `natural` and `justified` lie at the reading direction's start: the right in RTL.
    @Test func naturalAndJustifiedTextLiesAtTheStartOfTheReadingDirection() throws {
        let screen = """
            { "size": { "width": 320, "height": 480, "scale": 2 },
              "views": [ { "id": "natural", "kind": "label", "text": "Hi" },
                         { "id": "justified", "kind": "label", "text": "Hi", "textAlignment": "justified" },
                         { "id": "centred", "kind": "label", "text": "Hi", "textAlignment": "center" } ],
              "constraints": [ "H:|[natural]|", "H:|[justified]|", "H:|[centred]|", "V:|-20-[natural]-[justified]-[centred]" ] }
            """
        for (direction, start) in [(LayoutDirection.ltr, TextAlignment.left), (.rtl, .right)] {
            let layout = try LayoutHarness.layout(screen, direction: direction)
            let alignments = ["natural", "justified", "centred"].map { id in layout.views.first { $0.id == id }?.text?.alignment }
            #expect(alignments == [start, start, .center])
        }
    }
}
