import Testing
@testable import TypeScale

/// Fixed-size text among scaling text (`ScalingRule`): display text at least as large as
/// body text at AX5 (53 pt) is not asked to grow (iccub's 90-pt countdown, dev set 32);
/// a 52-pt fixed title still is.
struct ScalingRuleTests {
    @Test func displayTextAsLargeAsAX5BodyNeedNotScale() {
        var sample = LayoutSample()
        sample.add("body", .label, 16, 40, 280, 20.5, text: LayoutSample.text())
        sample.add("countdown", .label, 16, 80, 280, 108, text: LayoutSample.text(scales: false, size: 90))
        sample.add("atLimit", .label, 16, 200, 280, 64, text: LayoutSample.text(scales: false, size: 53))
        sample.add("title", .label, 16, 280, 280, 63, text: LayoutSample.text(scales: false, size: 52))
        #expect(ScalingRule.largestBodySize == 53)
        #expect(sample.lines == ["AX3 title does not scale: stays 52 pt while other text scales"])
    }

    /// At L, the default, scaling text is at its designed size as fixed text is: the finding
    /// is made at every other category, smaller sizes too, and not at L.
    @Test func fixedTextIsReportedWhereOtherTextHasScaled() {
        func lines(at category: ContentSizeCategory) -> [String] {
            var sample = LayoutSample(category: category)
            sample.add("body", .label, 16, 40, 280, 20.5, text: LayoutSample.text())
            sample.add("price", .label, 16, 80, 280, 20.5, text: LayoutSample.text(scales: false))
            return sample.lines
        }
        #expect(lines(at: .l) == [])
        #expect(lines(at: .xs) == ["XS price does not scale: stays 17 pt while other text scales"])
        #expect(lines(at: .xl) == ["XL price does not scale: stays 17 pt while other text scales"])
    }

    /// A fixed font whose view asks to follow Dynamic Type (IB's adjustsFontForContentSizeCategory
    /// on it, `adjustsFont: true`) is reported though nothing else scales: its author meant it
    /// to (round 29: three designer reviews; AktivCo's 12-pt date, dev set 37); not at L.
    @Test func aFixedFontAskedToScaleIsReportedOnItsOwn() throws {
        func lines(_ adjusts: String, _ category: ContentSizeCategory) throws -> [String] {
            let json = """
            { "views": [ { "id": "date", "kind": "label", "text": "12 May", "font": { "size": 12 }\(adjusts) } ],
              "constraints": [ "H:|-16-[date]", "V:|-80-[date]" ] }
            """
            return LayoutAudit.findings(in: try LayoutHarness.layout(json, category: category)).map(\.line)
        }
        #expect(try lines(#", "adjustsFont": true"#, .ax3) == ["AX3 date does not scale: stays 12 pt: adjustsFontForContentSizeCategory needs a dynamic text style"])
        #expect(try lines(#", "adjustsFont": true"#, .l) == [])
        #expect(try lines("", .ax3) == [])
        #expect(try lines(#", "adjustsFont": false"#, .ax3) == [])
    }

    /// The import writes the wish for a fixed font, not for a text style (which scales).
    @Test func theImportWritesTheWishOnAFixedFontOnly() throws {
        let labels = """
            <label text="12 May" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
                <rect key="frame" x="0.0" y="0.0" width="60" height="15"/>
                <fontDescription key="fontDescription" type="system" pointSize="12"/>
            </label>
            <label text="Today" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="styled">
                <rect key="frame" x="0.0" y="0.0" width="60" height="21"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </label>
            """
        let xml = IBControlMetricsTests.xib(labels, corners: [("fixed", 0, 0), ("styled", 0, 40)])
        let screen = try #require(try InterfaceBuilderImport.read(Array(xml.utf8), file: "wish.xib").screens.first).screen
        let views = screen.views.flatMap { [$0] + $0.children }
        #expect(views.first { $0.ibObjectId == "fixed" }?.adjustsFont == true)
        #expect(views.first { $0.ibObjectId == "styled" }?.adjustsFont == nil)
    }
}

/// `audit --require-scaling` (`AuditOptions.requiresScaling`): a screen whose text is all
/// fixed gets one line at every category but L; by default it gets none (SPEC §8).
struct RequiredScalingTests {
    static let fixedScreen = """
        { "views": [
            { "id": "title", "kind": "label", "text": "Checkout", "font": { "size": 22, "weight": "bold" } },
            { "id": "total", "kind": "label", "text": "Total 12.50", "font": { "size": 15 } },
            { "id": "countdown", "kind": "label", "text": "0:59", "font": { "size": 90 } },
            { "id": "empty", "kind": "label", "font": { "size": 11 } } ],
          "constraints": [ "H:|-16-[title]", "H:|-16-[total]", "H:|-16-[countdown]", "H:|-16-[empty]",
                           "V:|-80-[title]-8-[total]-8-[countdown]-8-[empty]" ] }
        """

    static func lines(_ json: String, _ categories: [ContentSizeCategory], requiring: Bool = true) throws -> [String] {
        LayoutAudit.findings(try LayoutHarness.layouts(json, categories: categories),
                             options: AuditOptions(requiresScaling: requiring)).map(\.line)
    }

    /// The 90-pt countdown is display text (larger than body at AX5); the empty label, which
    /// code fills, counts: three texts, 11 to 22 pt.
    @Test func aScreenWithNoScalingTextIsOneLineOutsideL() throws {
        #expect(try Self.lines(Self.fixedScreen, [.xs, .l, .ax3]) == [
            "XS no text scales: 3 texts stay at 11 to 22 pt (smallest: empty), none follows Dynamic Type",
            "AX3 no text scales: 3 texts stay at 11 to 22 pt (smallest: empty), none follows Dynamic Type",
        ])
        #expect(try Self.lines(Self.fixedScreen, [.ax3], requiring: false) == [])
    }

    /// One scaling text turns it into SPEC §8's per-view finding, without the screen's line.
    @Test func oneScalingTextMakesItTheUsualFinding() throws {
        let mixed = Self.fixedScreen.replacingOccurrences(of: #""font": { "size": 15 }"#, with: #""font": "body""#)
        #expect(try Self.lines(mixed, [.ax3]) == ["AX3 title does not scale: stays 22 pt while other text scales",
                                                  "AX3 empty does not scale: stays 11 pt while other text scales"])
    }
}
