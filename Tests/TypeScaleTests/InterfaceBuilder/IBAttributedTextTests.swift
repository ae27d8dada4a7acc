import Foundation
import Testing
@testable import TypeScale

/// Attributed text is measured in its own font (README "Interface Builder files"), on small
/// hand-written documents: an @2x 375-pt xib whose views are pinned by their top-left corner
/// only, so each frame is its intrinsic size. San Francisco's line height is 1.193359375 × the
/// point size (reference/dynamic-type.md): 14 pt → 16.707, 17 pt (UILabel's default) → 20.287.
struct IBAttributedTextTests {
    /// Imports the views, lays them out at L with missing custom families replaced by the system
    /// family as the screen commands do; frames by IB object id, and the families replaced.
    static func layout(_ subviews: String, corners: [(String, Int, Int)]) throws -> (frames: [String: Frame], missing: [String]) {
        let xml = IBControlMetricsTests.xib(subviews, corners: corners)
        let imported = try InterfaceBuilderImport.read(Array(xml.utf8), file: "attributed.xib")
        let screen = try #require(imported.screens.first)
        let loaded = try LoadedScreen.load(screen.screen, path: "attributed.xib", fontFiles: [])
        let missing = loaded.standingInFor
        var request = LayoutRequest()
        request.categories = [.l]
        let layout = try #require(try loaded.layouts(request).first)
        return (IBDocumentLayout.framesByObjectId(layout), missing)
    }

    /// One fragment of `content` in San Francisco at `size`, under `key`.
    static func attributedString(_ key: String, _ content: String, size: Int) -> String {
        """
        <attributedString key="\(key)">
            <fragment content="\(content)">
                <attributes>
                    <font key="NSFont" size="\(size)" name=".AppleSystemUIFont"/>
                </attributes>
            </fragment>
        </attributedString>
        """
    }

    static func warnings(_ subviews: String) throws -> [String] {
        let xml = IBControlMetricsTests.xib(subviews, corners: [])
        return try InterfaceBuilderImport.read(Array(xml.utf8), file: "attributed.xib").warnings.map(\.message)
    }

    /// A label whose only text is an attributed string, one fragment per `(content, font)`.
    static func label(_ id: String, _ fragments: [(String, String)], extra: String = "") -> String {
        let body = fragments.map { content, font in
            """
            <fragment content="\(content)">
                <attributes>
                    \(font)
                    <paragraphStyle key="NSParagraphStyle" alignment="left" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
                </attributes>
            </fragment>
            """
        }.joined(separator: "\n")
        return """
            <label usesAttributedText="YES" lineBreakMode="tailTruncation" \(extra) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="100" height="17"/>
                <attributedString key="attributedText">
            \(body)
                </attributedString>
            </label>
            """
    }

    /// San Francisco's private names and `metaFont` are the system family at that size and
    /// weight: the attributed labels are the frames of the same text in the matching
    /// `<fontDescription>` (14 pt: 16.707 → 17 on @2x, where the default 17 pt is 20.5; bold
    /// 20 pt: 23.867 → 24), and the bold one is wider than the same text in regular.
    @Test func systemFontNamesAreTheSystemFamily() throws {
        let plain = { (id: String, font: String) in
            """
            <label text="Password rules" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="100" height="17"/>
                \(font)
            </label>
            """
        }
        let subviews = [
            Self.label("apple", [("Password rules", #"<font key="NSFont" size="14" name=".AppleSystemUIFont"/>"#)]),
            Self.label("meta", [("Password rules", #"<font key="NSFont" metaFont="system" size="14"/>"#)]),
            plain("system14", #"<fontDescription key="fontDescription" type="system" pointSize="14"/>"#),
            Self.label("boldName", [("Password rules", #"<font key="NSFont" size="20" name=".SFUIText-Bold"/>"#)]),
            Self.label("emphasized", [("Password rules", #"<font key="NSFont" size="20" name=".AppleSystemUIFontEmphasized"/>"#)]),
            plain("bold20", #"<fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>"#),
            plain("regular20", #"<fontDescription key="fontDescription" type="system" pointSize="20"/>"#),
        ].joined(separator: "\n")
        let ids = ["apple", "meta", "system14", "boldName", "emphasized", "bold20", "regular20"]
        let (frames, missing) = try Self.layout(subviews, corners: ids.enumerated().map { ($1, 10, 10 + 40 * $0) })
        #expect(missing.isEmpty)
        let system14 = try #require(frames["system14"])
        #expect(system14.height == 17)
        for id in ["apple", "meta"] {
            #expect(frames[id]?.height == 17)
            #expect(frames[id]?.width == system14.width)
        }
        let bold20 = try #require(frames["bold20"])
        let regular20 = try #require(frames["regular20"])
        #expect(bold20.height == 24)
        #expect(bold20.width > regular20.width)
        for id in ["boldName", "emphasized"] {
            #expect(frames[id]?.height == 24)
            #expect(frames[id]?.width == bold20.width)
        }
    }

    /// A `metaFont` without a size is AppKit's system font size, 13 (IB's attributed-text
    /// editor is AppKit's: 0lynny's label, dev set 41): as tall as a 13-pt system label (15.51
    /// → 16 on @2x) and as wide, where UILabel's default 17 pt would be 20.5 tall.
    @Test func aMetaFontWithoutASizeIsAppKitsSystemSize() throws {
        let subviews = Self.label("sizeless", [("Books/Tickets", #"<font key="NSFont" metaFont="system"/>"#)])
            + Self.label("thirteen", [("Books/Tickets", #"<font key="NSFont" metaFont="system" size="13"/>"#)])
        let (frames, _) = try Self.layout(subviews, corners: [("sizeless", 10, 10), ("thirteen", 10, 50)])
        #expect(frames["sizeless"]?.height == 16)
        #expect(frames["sizeless"]?.width == frames["thirteen"]?.width)
        #expect(try Self.warnings(subviews).allSatisfy { !$0.contains("without a point size") })
    }

    /// Any other name is a custom font by name; not loaded, it is reported and the system
    /// family stands in at its size, as wide as a 14-pt system label; HelveticaNeue, which iOS
    /// ships, with its own line (14 × 1.165 = 16.31: 16.5 tall, where San Francisco's is 17).
    @Test func otherNamesAreCustomFontsAtTheirSize() throws {
        let subviews = Self.label("helvetica", [("• Must be at least 6 characters", #"<font key="NSFont" size="14" name="HelveticaNeue"/>"#)])
            + Self.label("system", [("• Must be at least 6 characters", #"<font key="NSFont" metaFont="system" size="14"/>"#)])
        let (frames, missing) = try Self.layout(subviews, corners: [("helvetica", 10, 10), ("system", 10, 50)])
        #expect(missing == ["HelveticaNeue"])
        #expect(frames["helvetica"]?.height == 16.5)
        #expect(frames["system"]?.height == 17)
        #expect(frames["helvetica"]?.width == frames["system"]?.width)
    }

    /// The fidelity measure lays a custom font out in the system family too (it used to stop
    /// at the unknown family): a 14-pt HelveticaNeue label stored 355 × 17 is within 1 pt.
    @Test func fidelityMeasuresCustomFontsInTheStandIn() throws {
        let subviews = Self.label("helvetica", [("Rules", #"<font key="NSFont" size="14" name="HelveticaNeue"/>"#)])
            .replacingOccurrences(of: #"x="0.0" y="0.0" width="100" height="17""#, with: #"x="10" y="10" width="355" height="17""#)
        let trailing = #"<constraint firstAttribute="trailing" secondItem="helvetica" secondAttribute="trailing" constant="10" id="t"/>"#
        let xml = IBControlMetricsTests.xib(subviews, corners: [("helvetica", 10, 10)], extra: trailing)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ib-attributed-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("rules.xib")
        try xml.write(to: file, atomically: true, encoding: .utf8)
        let result = try IBFidelity.measure(path: file.path)
        #expect(result.compared == 1)
        #expect(result.within == 1, "\(result.misses.map { "\($0.stored) vs \($0.laidOut)" })")
    }

    /// Fragments in different sizes: the line is as tall as its largest run, so the label is
    /// measured in the 24-pt font (28.641 → 29 on @2x), not the first fragment's 12 pt (14.5)
    /// nor the default 17 (20.5).
    @Test func mixedSizesAreMeasuredInTheLargest() throws {
        let subviews = Self.label("mixed", [
            ("Total ", #"<font key="NSFont" size="12" name=".AppleSystemUIFont"/>"#),
            ("42", #"<font key="NSFont" size="24" name=".AppleSystemUIFontBold"/>"#),
            (" items", #"<font key="NSFont" size="12" name=".AppleSystemUIFont"/>"#),
        ])
        let (frames, _) = try Self.layout(subviews, corners: [("mixed", 10, 10)])
        #expect(frames["mixed"]?.height == 29)
        let warnings = try Self.warnings(subviews)
        #expect(warnings.contains { $0.hasPrefix("attributed text in several fonts is measured in one") && $0.contains(".AppleSystemUIFontBold 24") })
    }

    /// A button's normal-state `attributedTitle` sets its title font, other states do not: a
    /// legacy title rounds its line up to whole points, 13 pt → ⌈15.514⌉ + 6 + 6 = 28 (the
    /// default 15 pt would be 30, the highlighted 30 pt 48), as wide as the same title in a
    /// 13-pt `<fontDescription>`. A field's attributed text likewise: borderless, its line in
    /// whole points + 1 = 18 (its 17-pt description would give 22).
    @Test func buttonsAndFieldsUseTheirAttributedFont() throws {
        let attributed = { (key: String, size: Int) in Self.attributedString(key, "Edit", size: size) }
        let subviews = """
            <button buttonType="system" hasAttributedTitle="YES" translatesAutoresizingMaskIntoConstraints="NO" id="attributed">
                <rect key="frame" x="0.0" y="0.0" width="30" height="25"/>
                <state key="normal">\(attributed("attributedTitle", 13))</state>
                <state key="highlighted">\(attributed("attributedTitle", 30))</state>
            </button>
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="described">
                <rect key="frame" x="0.0" y="0.0" width="30" height="28"/>
                <fontDescription key="fontDescription" type="system" pointSize="13"/>
                <state key="normal" title="Edit"/>
            </button>
            <textField usesAttributedText="YES" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                <rect key="frame" x="0.0" y="0.0" width="30" height="18"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                \(attributed("attributedText", 14))
            </textField>
            """
        let (frames, _) = try Self.layout(subviews, corners: [("attributed", 10, 10), ("described", 10, 60), ("field", 10, 110)])
        let described = try #require(frames["described"])
        #expect(described.height == 28)
        #expect(frames["attributed"] == Frame(x: 10, y: 10, width: described.width, height: 28))
        #expect(frames["field"]?.height == 18)
        let warnings = try Self.warnings(subviews)
        #expect(!warnings.contains { $0.contains("hasAttributedTitle") || $0.contains("<attributes>") })
    }

    /// A configuration button shows its configuration's `attributedTitle` in that string's
    /// font (Cake Anytime's 22-pt Helvetica titles, dev set 21: measured before in the
    /// configuration's default scaling font, they were "clipped" at AX3 and made the screen's
    /// fixed fonts "not scale"): 13 pt here, fixed, with no unmodelled-attributes warning.
    @Test func aConfigurationButtonUsesItsAttributedTitlesFont() throws {
        let subviews = """
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="configured">
                <rect key="frame" x="0.0" y="0.0" width="60" height="30"/>
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="filled">\(Self.attributedString("attributedTitle", "Save", size: 13))</buttonConfiguration>
            </button>
            """
        let xml = IBControlMetricsTests.xib(subviews, corners: [("configured", 10, 10)])
        let layout = try IBDocumentLayout.firstScreen(xml, file: "configured.xib")
        let button = try #require(layout.views.first { $0.ibObjectId == "configured" })
        #expect(button.text?.string == "Save")
        #expect(button.text?.font.size == 13)
        #expect(button.text?.scales == false)
        #expect(!(try Self.warnings(subviews)).contains { $0.contains("<attributes>") })
    }

    /// What a read string holds beyond its font is still reported, once per kind: line
    /// spacing, kerning; a string typescale does not read (a field's attributed placeholder)
    /// keeps the unmodelled-element warning. Alignment and line-break settings change no frame.
    @Test func unmodelledAttributesAreStillReported() throws {
        let label = """
            <label usesAttributedText="YES" translatesAutoresizingMaskIntoConstraints="NO" id="spaced">
                <rect key="frame" x="0.0" y="0.0" width="100" height="17"/>
                <attributedString key="attributedText">
                    <fragment content="Spaced">
                        <attributes>
                            <font key="NSFont" size="14" name=".AppleSystemUIFont"/>
                            <real key="NSKern" value="1.5"/>
                            <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" lineSpacing="4" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
                        </attributes>
                    </fragment>
                </attributedString>
            </label>
            """
        let field = """
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="field">
                <rect key="frame" x="0.0" y="0.0" width="100" height="18"/>
                <attributedString key="attributedPlaceholder">
                    <fragment content="Name">
                        <attributes>
                            <font key="NSFont" size="20" name=".AppleSystemUIFont"/>
                        </attributes>
                    </fragment>
                </attributedString>
            </textField>
            """
        let warnings = try Self.warnings(label)
        #expect(warnings == ["unmodelled attributed-text attribute 'NSKern': ignored",
                             "paragraph style 'lineSpacing' is not modelled: lines are spaced and indented by the font alone"])
        #expect(try Self.warnings(field) == ["unmodelled element <attributes>: ignored"])
    }
}

extension IBAttributedTextTests {
    /// IB encodes a string with leading or trailing spaces or control characters in base64
    /// (`<string key="text" base64-UTF8="YES">`, a fragment's `<string key="content" …>`, a
    /// button state's `<string key="title" …>`):
    /// the text is the decoded string, as wide as the same text written plainly, not the
    /// encoding's letters (round 28: kevinkim2586's " \n", dev set 34). Data ending in a lone
    /// character, which holds less than a byte, decodes without it (round 32: mohsinaliayub's
    /// "AwMD4oiaA", dev set 42): "A2FiA" is U+0003 "ab", as wide as "ab" (a control character
    /// advances nothing).
    @Test func base64TextIsDecoded() throws {
        let system = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#
        let plain = """
            <label text="Total due" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                <rect key="frame" x="0.0" y="0.0" width="100" height="17"/>
                \(system)
            </label>
            """
        // "Total due" in base64, wrapped over lines as IB writes it.
        let encoded = """
            <label translatesAutoresizingMaskIntoConstraints="NO" id="encoded">
                <rect key="frame" x="0.0" y="0.0" width="100" height="17"/>
                <string key="text" base64-UTF8="YES">
            VG90YWwgZHVl
            </string>
                \(system)
            </label>
            """
        let fragment = """
            <label usesAttributedText="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fragment">
                <rect key="frame" x="0.0" y="0.0" width="100" height="17"/>
                <attributedString key="attributedText">
                    <fragment>
                        <string key="content" base64-UTF8="YES">
            VG90YWwgZHVl
            </string>
                        <attributes>
                            <font key="NSFont" metaFont="system" size="17"/>
                        </attributes>
                    </fragment>
                </attributedString>
            </label>
            """
        let button = { (id: String, title: String) in
            """
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
                <state key="normal">\(title)</state>
            </button>
            """
        }
        let short = """
            <label text="ab" translatesAutoresizingMaskIntoConstraints="NO" id="ab">
                <rect key="frame" x="0.0" y="0.0" width="20" height="17"/>
                \(system)
            </label>
            <label translatesAutoresizingMaskIntoConstraints="NO" id="lone">
                <rect key="frame" x="0.0" y="0.0" width="20" height="17"/>
                <string key="text" base64-UTF8="YES">
            A2FiA
            </string>
                \(system)
            </label>
            """
        let buttons = button("plainTitle", #"<string key="title">Total due</string>"#)
            + button("encodedTitle", "<string key=\"title\" base64-UTF8=\"YES\">\nVG90YWwgZHVl\n</string>")
        let (frames, _) = try Self.layout(plain + encoded + fragment + buttons + short,
                                          corners: [("plain", 10, 10), ("encoded", 10, 50), ("fragment", 10, 90),
                                                    ("plainTitle", 10, 130), ("encodedTitle", 10, 170),
                                                    ("ab", 10, 210), ("lone", 10, 250)])
        let abWidth = try #require(frames["ab"]?.width)
        #expect(abWidth > 10 && frames["lone"]?.width == abWidth)
        let width = try #require(frames["plain"]?.width)
        #expect(width > 60)
        #expect(frames["encoded"]?.width == width)
        #expect(frames["fragment"]?.width == width)
        let titleWidth = try #require(frames["plainTitle"]?.width)
        #expect(titleWidth > 60)
        #expect(frames["encodedTitle"]?.width == titleWidth)
    }
}

extension IBAttributedTextTests {
    /// San Francisco named as a custom font ("SF Pro Text", "SF UI  Text" with the font's own
    /// two spaces, ".AppleSystemUIFont", and by PostScript name in attributed text) is the
    /// system family, written without a family: no warning, no stand-in's slack, and an
    /// imported screen file that lays out; SF Mono, another design, is still a custom font
    /// (round 34: 38 labels of the held-out sets; round 34's second review found the
    /// attributed name and the imported family).
    @Test func sanFranciscoByNameIsTheSystemFont() throws {
        func label(_ id: String, _ family: String, _ name: String) -> String {
            """
            <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
                <fontDescription key="fontDescription" name="\(name)" family="\(family)" pointSize="17"/>
            </label>
            """
        }
        let subviews = [label("pro", "SF Pro Text", "SFProText-Semibold"), label("ui", "SF UI  Text", "SFUIText-Regular"),
                        label("private", ".AppleSystemUIFont", ".SFNS-Regular"), label("mono", "SF Mono", "SFMono-Regular"),
                        label("system", "", ""),
                        Self.label("attributed", [("Hello", #"<font key="NSFont" size="17" name="SFProText-Regular"/>"#)])].joined()
            .replacingOccurrences(of: #"<fontDescription key="fontDescription" name="" family="" pointSize="17"/>"#,
                                  with: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#)
        let result = try Self.layout(subviews, corners: [("pro", 0, 0), ("ui", 0, 30), ("private", 0, 60), ("mono", 0, 90), ("system", 0, 120),
                                                         ("attributed", 0, 150)])
        #expect(result.missing == ["SF Mono"])
        #expect(result.frames["attributed"]?.width == result.frames["system"]?.width)
        let imported = try InterfaceBuilderImport.read(Array(IBControlMetricsTests.xib(subviews, corners: []).utf8), file: "sf.xib")
        let json = try #require(imported.screens.first).json.text()
        #expect(!json.contains("SF Pro") && !json.contains("AppleSystemUIFont") && !json.contains("SF UI") && json.contains("SF Mono"))
        #expect(result.frames["ui"]?.width == result.frames["system"]?.width)
        #expect(result.frames["private"]?.width == result.frames["system"]?.width)
        #expect((result.frames["pro"]?.width ?? 0) > (result.frames["system"]?.width ?? 0), "semibold")
    }
}
