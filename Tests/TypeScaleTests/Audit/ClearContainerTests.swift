import Testing
@testable import TypeScale

/// A clear container (`clear`: a plain view without a background of its own) shows only its
/// subviews, so the audit judges its place by them (round 32, the review item: a plain
/// container's overhang judged by its frame though it may draw nothing there).
struct ClearContainerTests {
    /// A grouping view 20 pt past its card's bottom whose label stays inside: nothing shows
    /// past the card. The same view with a background, or its label past the card too, does.
    @Test func aClearContainersOverhangIsWhatItsSubviewsShow() {
        func lines(clear: Bool, labelTop: Double) -> [String] {
            var sample = LayoutSample()
            sample.add("card", .view, 16, 100, 288, 100)
            sample.add("group", .view, in: "card", 16, 150, 288, 70)
            if clear { sample.views[sample.views.count - 1].clear = true }
            sample.add("title", .label, in: "group", 32, labelTop, 200, 20.5, text: LayoutSample.text())
            return sample.lines
        }
        #expect(lines(clear: true, labelTop: 160) == [])
        #expect(lines(clear: false, labelTop: 160) == ["AX3 group outside superview card: bottom by 20 pt"])
        // The label's line box reaches 6.5 pt past the card, its ink (down to the descender of
        // "Sample"'s p) 5.5: the group shows that much past it (from round 37 a label among a
        // container's subviews shows its ink's top and bottom, as it is judged on its own).
        #expect(lines(clear: true, labelTop: 186) == ["AX3 group outside superview card: bottom by 5.5 pt"])
    }

    /// A clear container laid over a picture is judged by its subviews, as a stack is: its
    /// button beside the picture hides none of it; a button on it still overlaps.
    @Test func aClearContainerOverASiblingIsJudgedByItsSubviews() {
        func lines(buttonX: Double) -> [String] {
            var sample = LayoutSample()
            sample.add("preview", .view, 0, 20, 240, 320)
            sample.add("controls", .view, 16, 40, 288, 128)
            sample.views[sample.views.count - 1].clear = true
            sample.add("close", .button, in: "controls", buttonX, 40, 50, 32, text: LayoutSample.text())
            return sample.lines
        }
        #expect(lines(buttonX: 254) == [])
        // Named by the container, as a stack's overlap is, by what its button covers (round
        // 33; the container's frame said 224 x 128).
        #expect(lines(buttonX: 200) == ["AX3 preview overlaps controls: 40 x 32 pt"])
    }

    /// Beneath a later sibling a clear container hides nothing either: a label running into its
    /// empty lower part is no overlap in either order; into its icon it is.
    @Test func aClearContainerBeneathASiblingIsJudgedByItsSubviewsToo() {
        func lines(labelFirst: Bool, labelY: Double) -> [String] {
            var sample = LayoutSample()
            let text = LayoutSample.text(neededWidth: 200)
            if labelFirst { sample.add("label", .label, 16, labelY, 200, 20.5, text: text) }
            // The label starts left of the group: no band of colour under it.
            sample.add("group", .view, 40, 100, 264, 100)
            sample.views[sample.views.count - 1].clear = true
            sample.add("icon", .image, in: "group", 180, 100, 40, 40)
            if !labelFirst { sample.add("label", .label, 16, labelY, 200, 20.5, text: text) }
            return sample.lines
        }
        #expect(lines(labelFirst: false, labelY: 190) == [])
        #expect(lines(labelFirst: true, labelY: 190) == [])
        // By what the icon covers: 36 of the label's width (the group's frame said 176).
        #expect(lines(labelFirst: false, labelY: 90) == ["AX3 group overlaps label: 36 x 9.5 pt"])
    }

    /// A clear root child is no safe-area finding of its own: its title under the status bar
    /// is (one problem, one line), and a clear overlay's decoration is not judged.
    @Test func aClearRootChildLeavesTheSafeAreaToItsContent() {
        var sample = LayoutSample()
        sample.container.safeArea = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        // Below the screen's top edge, so its frame alone would be under the status bar.
        sample.add("container", .view, 0, 20, 320, 460)
        sample.views[sample.views.count - 1].clear = true
        sample.add("art", .image, in: "container", 0, 24, 320, 100)
        sample.add("title", .label, in: "container", 16, 20, 200, 20.5, text: LayoutSample.text())
        // The title by its ink, 3.5 pt down its line (round 32).
        #expect(sample.lines == ["AX3 title outside safe area: top by 23.5 pt"])
    }

    /// Clear containers nested three deep show their innermost label: the outer one's overhang
    /// past its card is the label's.
    @Test func nestedClearContainersShowTheirInnermostViews() {
        var sample = LayoutSample()
        sample.add("card", .view, 16, 100, 288, 100)
        for (id, parent) in [("a", "card"), ("b", "a"), ("c", "b")] {
            sample.add(id, .view, in: parent, 16, 150, 288, 100)
            sample.views[sample.views.count - 1].clear = true
        }
        sample.add("title", .label, in: "c", 32, 190, 200, 20.5, text: LayoutSample.text())
        // The line box 10.5 pt past the card, the ink 9.5.
        #expect(sample.lines == ["AX3 a outside superview card: bottom by 9.5 pt"])
    }

    /// The reader marks a plain view clear when it has no colour, or a clear one, and nothing
    /// could draw in it: not one with a colour, a custom class, an outlet, a runtime attribute or
    /// a gesture recognizer (a tap area takes touches over its whole frame).
    @Test func theReaderMarksPlainViewsWithoutABackgroundClear() throws {
        let xml = IBTestDocument.xib("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                    <connections><outlet property="styled" destination="styled" id="o1"/></connections>
                </placeholder>
                <tapGestureRecognizer id="tap"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="none"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
                        <view contentMode="scaleToFill" id="alpha0"><rect key="frame" x="0.0" y="10" width="10" height="10"/>
                            <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/></view>
                        <view contentMode="scaleToFill" id="white"><rect key="frame" x="0.0" y="20" width="10" height="10"/>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></view>
                        <view contentMode="scaleToFill" customClass="GradientView" id="custom"><rect key="frame" x="0.0" y="30" width="10" height="10"/></view>
                        <view contentMode="scaleToFill" id="styled"><rect key="frame" x="0.0" y="40" width="10" height="10"/></view>
                        <view contentMode="scaleToFill" id="tapArea"><rect key="frame" x="0.0" y="60" width="10" height="10"/>
                            <connections><outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="g1"/></connections></view>
                        <view contentMode="scaleToFill" id="bordered"><rect key="frame" x="0.0" y="50" width="10" height="10"/>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth"><integer key="value" value="1"/></userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes></view>
                    </subviews>
                </view>
        """)
        let layout = try IBDocumentLayout.firstScreen(xml, file: "clear.xib")
        let clear = layout.views.filter(\.clear).compactMap(\.ibObjectId)
        #expect(clear == ["none", "alpha0"])
    }
}

/// Text of spaces draws nothing (round 32): a 1-pt divider label holding " " is cut by
/// nothing, and a button titled " " beside its icon is untitled, so its fixed font is no
/// finding among scaling text. The label's fixed font still is, as an empty label's is (code
/// may fill it). The same with a letter is judged as before.
struct BlankTextTests {
    @Test func textOfSpacesIsNeitherCutNorFixedText() {
        func lines(_ string: String) -> [String] {
            var sample = LayoutSample()
            sample.add("title", .label, 16, 40, 200, 20.5, text: LayoutSample.text())
            sample.add("divider", .label, 16, 80, 288, 1,
                       text: LayoutSample.text(neededWidth: 4.5, scales: false, string: string))
            sample.add("send", .button, 16, 100, 30, 30,
                       text: LayoutSample.text(neededWidth: 4.5, scales: false, size: 15, string: string))
            return sample.lines
        }
        #expect(lines(" ") == ["AX3 divider does not scale: stays 17 pt while other text scales"])
        // Control characters draw nothing either (round 32's review).
        #expect(lines("\u{3}") == ["AX3 divider does not scale: stays 17 pt while other text scales"])
        #expect(lines("x") == [
            "AX3 divider clipped: needs 20.5 pt tall, has 1 pt",
            "AX3 divider does not scale: stays 17 pt while other text scales",
            "AX3 send does not scale: stays 15 pt while other text scales",
        ])
    }

    /// A clear view showing nothing draws nothing: a picture laid over part of it is no
    /// overlap, nor is a button over it (the button takes its taps); laid over part of a
    /// button, it takes the button's taps.
    @Test func aClearViewShowingNothingCoversNothingButTaps() {
        func lines(over kind: ViewKind) -> [String] {
            var sample = LayoutSample()
            sample.add("padding", .view, 20, 100, 200, 60)
            sample.views[sample.views.count - 1].clear = true
            sample.add("front", kind, 150, 120, 160, 40, text: kind == .button ? LayoutSample.text() : nil)
            return sample.lines
        }
        #expect(lines(over: .image) == [])
        #expect(lines(over: .button) == [])
        var onTop = LayoutSample()
        onTop.add("button", .button, 150, 120, 160, 40, text: LayoutSample.text())
        onTop.add("padding", .view, 20, 100, 200, 60)
        onTop.views[onTop.views.count - 1].clear = true
        #expect(onTop.lines == ["AX3 button overlaps padding: 70 x 40 pt"])
    }

    /// Blank text has no ink to judge the safe area by: its label is judged by its frame, as
    /// an empty one is (code fills it).
    @Test func aBlankLabelIsJudgedForTheSafeAreaByItsFrame() {
        var sample = LayoutSample()
        sample.add("gap", .label, 16, 8, 200, 20.5, text: LayoutSample.text(neededWidth: 4.5, string: "  "))
        #expect(sample.lines == ["AX3 gap outside safe area: top by 12 pt"])
    }
}

/// A superview that clips its subviews (`clips`, UIView's clipsToBounds) crops decoration
/// reaching past it by design (round 32: Gapsi's circles in their clipping header, a
/// designer's review of dev set 42); text, a control or a stack cut by it is still reported.
struct ClippingSuperviewTests {
    @Test func decorationPastAClippingSuperviewIsCroppedByDesign() {
        func lines(clips: Bool) -> [String] {
            var sample = LayoutSample()
            sample.add("header", .view, 0, 100, 320, 100)
            sample.views[sample.views.count - 1].clipsSubviews = clips
            sample.add("circle", .image, in: "header", 250, 60, 120, 120)
            sample.add("blob", .view, in: "header", -40, 150, 100, 100)
            sample.add("stack", .stack, in: "header", 16, 180, 100, 40)
            sample.add("title", .label, in: "header", 16, 120, 100, 20.5, text: LayoutSample.text())
            sample.add("tag", .label, in: "header", 200, 190, 60, 20.5, text: LayoutSample.text())
            return sample.lines.filter { $0.contains("outside superview") }
        }
        #expect(lines(clips: true) == [
            "AX3 stack outside superview header: bottom by 20 pt",
            "AX3 tag outside superview header: bottom by 9.5 pt",
        ])
        #expect(lines(clips: false) == [
            "AX3 circle outside superview header: top by 40 pt, right by 50 pt",
            "AX3 blob outside superview header: left by 40 pt, bottom by 50 pt",
            "AX3 stack outside superview header: bottom by 20 pt",
            "AX3 tag outside superview header: bottom by 9.5 pt",
        ])
    }

    /// A panel holding a label, half a point past its clipping superview (covering a
    /// separator), loses only its background: no finding while the label lies inside; one
    /// whose label runs past is reported (round 35: Popdeem's instructions panel, a designer's
    /// review of dev set 49).
    @Test func aPanelWhoseTextLiesInsideIsCropped() {
        func lines(labelTop: Double) -> [String] {
            var sample = LayoutSample()
            sample.add("cell", .view, 0, 100, 320, 100)
            sample.views[sample.views.count - 1].clipsSubviews = true
            sample.add("panel", .view, in: "cell", 0, 140, 320, 60.5)
            sample.add("panel.note", .label, in: "panel", 16, labelTop, 200, 20.5, text: LayoutSample.text())
            return sample.lines.filter { $0.contains("outside superview") }
        }
        #expect(lines(labelTop: 148).isEmpty)
        #expect(lines(labelTop: 190) == [
            "AX3 panel outside superview cell: bottom by 0.5 pt", "AX3 panel.note outside superview panel: bottom by 9 pt",
        ])
    }

    /// The reader writes `clips` for a plain view or an image that clips its subviews, not for
    /// a control.
    @Test func theReaderMarksClippingViews() throws {
        let xml = IBTestDocument.xib("""
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                    <subviews>
                        <view clipsSubviews="YES" contentMode="scaleToFill" id="box"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
                        <imageView clipsSubviews="YES" contentMode="scaleToFill" id="photo"><rect key="frame" x="0.0" y="10" width="10" height="10"/></imageView>
                        <button clipsSubviews="YES" contentMode="scaleToFill" buttonType="system" id="go"><rect key="frame" x="0.0" y="20" width="10" height="10"/></button>
                        <view contentMode="scaleToFill" id="open"><rect key="frame" x="0.0" y="30" width="10" height="10"/></view>
                    </subviews>
                </view>
        """)
        let layout = try IBDocumentLayout.firstScreen(xml, file: "clips.xib")
        #expect(layout.views.filter(\.clipsSubviews).compactMap(\.ibObjectId) == ["box", "photo"])
    }
}
