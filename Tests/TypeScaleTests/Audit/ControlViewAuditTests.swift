import Testing
@testable import TypeScale

/// A plain view that takes taps (`"control": true`: a slider, a stepper, a segmented control,
/// a date picker, a page control, as the Interface Builder import writes them) is judged as
/// a control: a view laid over it takes its taps (the plain view's backdrop exemption is not
/// its), and it must lie inside the safe area and on the screen (round 28: a to-do app's
/// date picker, dev set 35, had been a backdrop for the four views its frame held).
struct ControlViewAuditTests {
    static func screen(control: Bool, pickerY: Int = 200) -> String {
        """
        { "size": { "width": 320, "height": 480, "scale": 2, "safeArea": [20, 0, 34, 0] },
          "views": [ { "id": "form", "kind": "view", "children": [
            { "id": "picker", "kind": "view", "intrinsic": { "width": 320, "height": 216 }\(control ? #", "control": true"# : "") },
            { "id": "note", "kind": "label", "text": "Due tomorrow" } ] } ],
          "constraints": [ "H:|[form]|", "V:|[form]|", "H:|[picker]|", "V:|-\(pickerY)-[picker]", "H:|-20-[note]",
                           "note.top == picker.top + 40" ] }
        """
    }

    @Test func aLabelOverAControlOverlapsIt() throws {
        let lines = LayoutAudit.findings(in: try LayoutHarness.layout(Self.screen(control: true))).map(\.line)
        #expect(lines.contains { $0.hasPrefix("L picker overlaps note") })
        // The same frame as a plain view is a backdrop the label is laid on.
        let plain = LayoutAudit.findings(in: try LayoutHarness.layout(Self.screen(control: false))).map(\.line)
        #expect(!plain.contains { $0.contains("overlaps") })
    }

    /// A control at any depth must respect the safe area, as buttons do: the picker's bottom
    /// (250 + 216 = 466) is 20 pt into the 34-pt home indicator inset; a plain view's, below
    /// the root's children, is not judged.
    @Test func aControlUnderTheHomeIndicatorIsOutsideTheSafeArea() throws {
        let control = LayoutAudit.findings(in: try LayoutHarness.layout(Self.screen(control: true, pickerY: 250))).map(\.line)
        #expect(control.contains("L picker outside safe area: bottom by 20 pt"))
        let plain = LayoutAudit.findings(in: try LayoutHarness.layout(Self.screen(control: false, pickerY: 250))).map(\.line)
        #expect(!plain.contains { $0.contains("outside safe area") })
    }

    /// A blank tap area laid over a control takes its taps: an overlap, where over a plain
    /// view it is a tap area on purpose. A control off the screen is unreachable, one
    /// squeezed to 0 is squeezed, as a switch would be.
    @Test func aControlIsJudgedAsAControlThroughout() {
        func sample(_ takesTaps: Bool) -> [String] {
            var sample = LayoutSample()
            sample.add("stepper", .view, 20, 100, 94, 32)
            sample.add("tap", .button, 10, 90, 200, 60)
            sample.views[2].isBlankButton = true
            sample.add("slider", .view, 200, 300, 200, 30)
            sample.add("count", .view, 20, 400, 0, 32)
            for index in [1, 3, 4] { sample.views[index].takesTaps = takesTaps }
            return sample.lines
        }
        #expect(sample(true) == [
            "AX3 stepper overlaps tap: 94 x 32 pt",
            "AX3 slider unreachable: right by 80 pt past the screen, not in a scroll view",
            "AX3 count squeezed: width 0 pt",
        ])
        #expect(sample(false) == ["AX3 slider outside superview root: right by 80 pt"])
    }

    @Test func onlyAPlainViewTakesTheKey() throws {
        #expect(throws: (any Error).self) {
            try LayoutHarness.layout(#"{ "views": [ { "id": "a", "kind": "label", "text": "x", "control": true } ] }"#)
        }
    }
}

/// The Interface Builder import marks the controls it writes as plain views (README
/// "Intrinsic sizes of controls"): a slider, a stepper, a segmented control, a page control
/// and the pickers take taps; an activity indicator and a progress view do not.
struct IBControlViewTests {
    @Test func controlsAreWrittenAsTakingTaps() throws {
        let subviews = """
            <slider value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="volume">
                <rect key="frame" x="0.0" y="0.0" width="200" height="31"/>
            </slider>
            <stepper maximumValue="10" translatesAutoresizingMaskIntoConstraints="NO" id="count">
                <rect key="frame" x="0.0" y="0.0" width="94" height="32"/>
            </stepper>
            <progressView progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="upload">
                <rect key="frame" x="0.0" y="0.0" width="200" height="4"/>
            </progressView>
            <activityIndicatorView style="medium" translatesAutoresizingMaskIntoConstraints="NO" id="spinner">
                <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
            </activityIndicatorView>
            """
        let ids = ["volume", "count", "upload", "spinner"]
        let xml = IBControlMetricsTests.xib(subviews, corners: ids.enumerated().map { ($1, 10, 10 + 50 * $0) })
        let imported = try InterfaceBuilderImport.read(Array(xml.utf8), file: "controls.xib")
        let screen = try #require(imported.screens.first).screen
        func takesTaps(_ ib: String) -> Bool? {
            var stack = screen.views
            while let view = stack.popLast() {
                if view.ibObjectId == ib { return view.takesTaps }
                stack += view.children
            }
            return nil
        }
        #expect(takesTaps("volume") == true)
        #expect(takesTaps("count") == true)
        #expect(takesTaps("upload") == false)
        #expect(takesTaps("spinner") == false)
    }
}
