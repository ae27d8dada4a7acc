import Testing
@testable import TypeScale

/// A legacy button with an image and a title is as tall as the taller of the two
/// (`IBGeneratedConstraints.buttonImageMinimum`).
struct IBButtonImageTests {
    /// A system button titled "Go", with `image` (60 × 60 in `<resources>`) when given and
    /// `insets` as its content edge insets, centred in a 320 × 200 view.
    static func height(image: Bool, insets: String = "", state custom: String? = nil, extra: String = "") throws -> Double {
        try frame(image: image, insets: insets, state: custom, extra: extra).height
    }

    static func frame(image: Bool, insets: String = "", state custom: String? = nil, extra: String = "",
                      hugging: String? = nil) throws -> Frame {
        let layout = try IBDocumentLayout.firstScreen(document(image: image, insets: insets, state: custom, extra: extra, hugging: hugging),
                                                      file: "go.xib")
        return try #require(layout.views.first { $0.ibObjectId == "go" }).absoluteFrame
    }

    /// The document: `attributes` are added to the button element.
    static func document(image: Bool, insets: String = "", state custom: String? = nil, extra: String = "",
                         hugging: String? = nil, attributes: String = "") -> String {
        let state = custom ?? (image ? #"<state key="normal" title="Go" image="badge"/>"# : #"<state key="normal" title="Go"/>"#)
        return IBTestDocument.xib("""
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <button buttonType="system"\(hugging.map { #" horizontalHuggingPriority="\#($0)" verticalHuggingPriority="\#($0)""# } ?? "")\(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="go">
                            <rect key="frame" x="120" y="70" width="80" height="60"/>
                            \(insets)
                            \(state)
                            \(extra)
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="go" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="x"/>
                        <constraint firstItem="go" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="y"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
        """, resources: #"<image name="badge" width="60" height="60"/>"#)
    }

    @Test func anImageTallerThanTheTitleSetsTheHeight() throws {
        #expect(try Self.height(image: false) == 30)  // 15-pt title: 17.9 → 18 + 6 + 6
        #expect(try Self.height(image: true) == 60)
        // The content insets add to the image, as they do to the title.
        #expect(try Self.height(image: true, insets: #"<inset key="contentEdgeInsets" minX="0.0" minY="5" maxX="0.0" maxY="7"/>"#) == 72)
    }

    /// The title as IB writes one with a line break counts; a configuration button, which
    /// lays out its image and title itself, has no such minimum; the file's own required
    /// height wins over it.
    @Test func otherTitlesConfigurationsAndTheFilesOwnHeight() throws {
        let stringTitle = #"<state key="normal" image="badge"><string key="title">Go</string></state>"#
        #expect(try Self.height(image: true, state: stringTitle) == 60)
        let configuration = #"<state key="normal" title="Go" image="badge"/><buttonConfiguration key="configuration" style="plain" title="Go"/>"#
        #expect(try Self.height(image: true, state: configuration) < 60)
        // Its own image it lays out beside the title, inside its 7 and 12 insets: 60 + 7 + 7
        // tall, and 12 + 60 + "Go" + 12 wide (it had lost the insets, the title's 18 tall).
        let ownImage = #"<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" image="badge" title="Go"/>"#
        let framed = try Self.frame(image: true, state: ownImage)
        let plain = try Self.frame(image: false, state: #"<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" title="Go"/>"#)
        #expect(framed.height == 74)
        #expect(framed.width == plain.width + 60)
        let ownHeight = #"<constraints><constraint firstAttribute="height" constant="40" id="h"/></constraints>"#
        #expect(try Self.height(image: true, extra: ownHeight) == 40)
    }

    /// A configuration button shows its configuration's title only: IB writes the normal
    /// state's "Button" on every button, but one whose configuration has no title shows none.
    /// With the configuration's 60-pt image it is the image and the configuration's insets,
    /// 60 + 12 + 12 by 60 + 7 + 7 (yogadarma13's 24-pt arrow is stored 48 × 38); without an
    /// image only the insets, 24 × 14 (it was "Button" in body, 75 × 34.5).
    @Test func aConfigurationWithoutATitleShowsNone() throws {
        let imageOnly = #"<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" image="badge"/>"#
        let framed = try Self.frame(image: false, state: imageOnly)
        #expect([framed.width, framed.height] == [84, 74])
        let empty = #"<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain"/>"#
        let bare = try Self.frame(image: false, state: empty)
        #expect([bare.width, bare.height] == [24, 14])
    }

    /// The image may be an `<imageReference>` child rather than an attribute (a symbol with a
    /// scale or rendering mode), of the configuration or of the normal state: the same 84 × 74.
    @Test(arguments: [
        #"<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain"><imageReference key="image" image="badge" symbolScale="small"/></buttonConfiguration>"#,
        #"<state key="normal"><imageReference key="image" image="badge" renderingMode="template"/></state><buttonConfiguration key="configuration" style="plain"/>"#,
    ])
    func anImageReferenceIsTheImage(state: String) throws {
        let framed = try Self.frame(image: false, state: state)
        #expect([framed.width, framed.height] == [84, 74])
    }

    /// An untitled legacy button showing only its background image (an SF Symbol set as one
    /// before iOS 15) is that image's size, 60 × 60, not a blank 30-pt button.
    @Test func anUntitledButtonIsItsBackgroundImage() throws {
        let frame = try Self.frame(image: false, state: #"<state key="normal" backgroundImage="badge"/>"#)
        #expect(frame.width == 60 && frame.height == 60)
    }

    /// A titled one is the larger of its title and the image, each way (round 33: BullsEye's
    /// 100 × 37 "Close" had been its title's 51 × 36): "Go" on the 60-pt image is 60 × 60; a
    /// title wider than the image keeps its own width, the image's height.
    @Test func aTitledButtonIsAtLeastItsBackgroundImage() throws {
        let short = try Self.frame(image: false, state: #"<state key="normal" title="Go" backgroundImage="badge"/>"#)
        #expect([short.width, short.height] == [60, 60])
        let title = #"title="A title wider than the image""#
        let long = try Self.frame(image: false, state: "<state key=\"normal\" \(title) backgroundImage=\"badge\"/>")
        let plain = try Self.frame(image: false, state: "<state key=\"normal\" \(title)/>")
        #expect(plain.width > 60 && plain.height == 30)
        #expect([long.width, long.height] == [plain.width, 60])
        // Above its hugging too, which pulls towards the title (round 33's review: hugging at
        // 751 gave the title's size, at 750 an ambiguous layout). Hugging at 1000 still holds
        // the title's size: UIKit hugs the larger of the two, typescale the title (a limit).
        for hugging in ["750", "751"] {
            let hugged = try Self.frame(image: false, state: #"<state key="normal" title="Go" backgroundImage="badge"/>"#,
                                        extra: "", hugging: hugging)
            #expect([hugged.width, hugged.height] == [60, 60])
        }
    }
}

extension IBButtonImageTests {
    /// A configuration's own `contentInsets` replace its 7 and 12 (demolaf's filled buttons,
    /// 12 and 30 around a 16-pt title, stored 46 tall, dev set 47): "Go" with 12 and 30 is
    /// 10 taller and 36 wider than with the standard insets; the image alone with them is
    /// 60 + 30 + 30 by 60 + 12 + 12.
    @Test func aConfigurationsOwnInsetsReplaceItsStandardOnes() throws {
        let insets = #"<directionalEdgeInsets key="contentInsets" top="12" leading="30" bottom="12" trailing="30"/>"#
        let standard = try Self.frame(image: false, state: #"<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="filled" title="Go"/>"#)
        let own = try Self.frame(image: false, state: #"<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="filled" title="Go">\#(insets)</buttonConfiguration>"#)
        #expect(own.height == standard.height - 14 + 24)
        #expect(own.width == standard.width - 24 + 60)
        let imageOnly = try Self.frame(image: false, state: #"<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" image="badge">\#(insets)</buttonConfiguration>"#)
        #expect([imageOnly.width, imageOnly.height] == [120, 84])
    }
}

extension IBButtonImageTests {
    /// A button's content alignment places its title (a designer's review of dev set 47:
    /// danielAvalos' left-aligned "Homepage" was drawn centred): left and leading at the
    /// button's left in a left-to-right screen, right and trailing at its right, centre and
    /// fill centred; the sheet anchors the title there. No frame moves.
    @Test(arguments: [("left", TextAlignment.left, nil as String?), ("leading", .left, nil), ("trailing", .right, "end"),
                      ("right", .right, "end"), ("center", .center, "middle"), ("fill", .center, "middle")])
    func aButtonsContentAlignmentPlacesItsTitle(raw: String, alignment: TextAlignment, anchor: String?) throws {
        let width = #"<constraints><constraint firstAttribute="width" constant="280" id="w"/></constraints>"#
        let xml = Self.document(image: false, state: #"<state key="normal" title="Homepage"/>"#, extra: width,
                                attributes: #" contentHorizontalAlignment="\#(raw)""#)
        let layout = try IBDocumentLayout.firstScreen(xml, file: "go.xib")
        let button = try #require(layout.views.first { $0.ibObjectId == "go" })
        #expect(button.text?.alignment == alignment)
        #expect(button.absoluteFrame.width == 280)
        let texts = try ContactSheetTests.parse(ContactSheet.render([layout], findings: [])).filter { $0.attributes["class"] == "text" }
        #expect(texts.map { $0.attributes["text-anchor"] } == [anchor])
    }
}
