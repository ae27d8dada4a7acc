import Testing
@testable import TypeScale

/// Attributes and elements that move no frame are read silently; the warning for an unmodelled
/// one is kept for what could (README "Interface Builder files").
struct IBInertAttributeTests {
    static func unmodelled(_ subviews: String) throws -> [String] {
        let xml = IBControlMetricsTests.xib(subviews, corners: [])
        return try InterfaceBuilderImport.read(Array(xml.utf8), file: "inert.xib").warnings.map(\.message)
            .filter { $0.contains("unmodelled") }
    }

    /// Editing, restoration, drawing, a map's type, a stepper's values, a built-in cell style's
    /// labels, a web view's configuration, a button's menu, a substituted font's original: 30
    /// warnings over the dev sets that said nothing about frames.
    @Test func behaviourThatMovesNoFrameIsNotReported() throws {
        let subviews = """
        <view clearsContextBeforeDrawing="NO" restorationIdentifier="r1" id="plain"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
        <mapView mapType="hybrid" showsUserLocation="YES" id="map"><rect key="frame" x="0" y="20" width="100" height="100"/>
            <standardMapConfiguration key="preferredConfiguration"/></mapView>
        <stepper minimumValue="1" maximumValue="10" stepValue="2" autorepeat="NO" wraps="YES" continuous="NO" id="step">
            <rect key="frame" x="0" y="130" width="94" height="32"/></stepper>
        <wkWebView id="web"><rect key="frame" x="0" y="170" width="100" height="100"/>
            <wkWebViewConfiguration key="configuration"><audiovisualMediaTypes key="mediaTypesRequiringUserActionForPlayback" none="YES"/>
            <wkPreferences key="preferences"/></wkWebViewConfiguration></wkWebView>
        <button id="menuButton"><rect key="frame" x="0" y="280" width="60" height="30"/>
            <menu key="menu" id="m1"><children><command title="One" id="c1"/></children></menu>
            <state key="normal">
                <attributedString key="attributedTitle"><fragment content="Go"><attributes>
                    <font key="NSFont" size="17" name=".AppleSystemUIFont"/><font key="NSOriginalFont" size="12" name="Helvetica"/>
                </attributes></fragment></attributedString>
            </state></button>
        <tableView id="table" sectionIndexMinimumDisplayRowCount="3" allowsSelectionDuringEditing="YES" indicatorStyle="black">
            <rect key="frame" x="0" y="320" width="375" height="200"/>
            <prototypes>
                <tableViewCell style="IBUITableViewCellStyleValue1" textLabel="t1" detailTextLabel="d1" hidesAccessoryWhenEditing="NO"
                    editingAccessoryType="checkmark" focusStyle="custom" id="cell"><rect key="frame" x="0" y="0" width="375" height="44"/>
                    <tableViewCellContentView key="contentView" id="content"><rect key="frame" x="0" y="0" width="375" height="44"/>
                        <subviews>
                            <label text="Title" id="t1"><rect key="frame" x="16" y="12" width="33" height="20.5"/></label>
                            <label text="Detail" id="d1"><rect key="frame" x="311" y="12" width="48" height="20.5"/></label>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
            </prototypes>
        </tableView>
        """
        #expect(try Self.unmodelled(subviews) == [])
    }

    /// An attribute that could move a frame still warns, once, with its line.
    @Test func anAttributeThatCouldMoveAFrameStillWarns() throws {
        let subviews = """
        <view autoresizesSubviews="NO" id="plain"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
        """
        #expect(try Self.unmodelled(subviews) == ["unmodelled attribute 'autoresizesSubviews' on <view>: ignored"])
    }
}

/// Which buttons the import marks borderless (`clear`): a title and nothing else drawn.
struct IBBorderlessButtonTests {
    static func isClear(_ button: String) throws -> Bool {
        let xml = IBControlMetricsTests.xib(button, corners: [("b", 10, 10)])
        let imported = try InterfaceBuilderImport.read(Array(xml.utf8), file: "button.xib")
        return try #require(imported.screens.first).json.text().contains(#""clear": true"#)
    }

    @Test(arguments: [
        (#"<state key="normal" title="Save"/>"#, true),
        (#"<buttonConfiguration key="configuration" style="plain" title="Save"/>"#, true),
        (#"<buttonConfiguration key="configuration" style="filled" title="Save"/>"#, false),
        (#"<state key="normal" title="Save"/><color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#, false),
        (#"<state key="normal" title="Save"/><color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#, true),
        (#"<state key="normal" title="Save" image="star"/>"#, false),
        (#"<state key="normal" title="Save"/><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="8"/></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes>"#, false),
        (#"<buttonConfiguration key="configuration" style="plain" title="Save"><backgroundConfiguration key="background"><color key="strokeColor" white="0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></backgroundConfiguration></buttonConfiguration>"#, false),
    ])
    func aButtonDrawingOnlyItsTitleIsClear(content: String, clear: Bool) throws {
        let button = """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="10" y="10" width="60" height="30"/>\(content)</button>
            """
        #expect(try Self.isClear(button) == clear)
    }
}

/// Screen names are unique in a file whatever their case: a screen's files are named by it, and
/// macOS's disks do not tell "Login.json" from "login.json" (round 36's review).
struct IBScreenNameCaseTests {
    @Test func namesThatDifferOnlyInCaseAreMadeUnique() throws {
        let scenes = [IBBarInheritanceTests.Scene(id: "Login"), IBBarInheritanceTests.Scene(id: "login"),
                      IBBarInheritanceTests.Scene(id: "Other")]
        let xml = IBBarInheritanceTests.storyboard(scenes)
        let imported = try InterfaceBuilderImport.read(Array(xml.utf8), file: "case.storyboard")
        #expect(imported.screens.map(\.name) == ["Login", "login_2", "Other"])
    }
}

extension IBInertAttributeTests {
    /// A variation keyed by more than size classes (a gamut) is read by nothing: one warning
    /// says its overrides and masks are ignored, where they had gone without a word (round
    /// 36's review); a size-class variation is read silently.
    @Test func aVariationTypescaleDoesNotReadWarns() throws {
        let subviews = """
        <view id="plain"><rect key="frame" x="0" y="0" width="10" height="10"/>
            <variation key="heightClass=compact-gamut=P3"><mask key="constraints"><exclude reference="plain"/></mask></variation>
            <variation key="widthClass=compact"/>
        </view>
        """
        #expect(try Self.unmodelled(subviews) == [
            "unmodelled size-class variation 'heightClass=compact-gamut=P3': its overrides and masks are ignored",
        ])
    }
}
