import Testing
@testable import TypeScale

/// A table cell's xib is a self-sizing row (`"selfSizing": true`, README "Additions to the
/// screen format"): at least its stored height, taller where larger text needs it; IB's canvas
/// (`--canvas`) keeps the stored height.
struct IBSelfSizingCellTests {
    /// A 320 × 60 cell: a body title over a footnote detail, 8 + title + 2 + detail + 8.
    static let cell = IBTestDocument.xib("""
            <tableViewCell id="cell">
                <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <subviews>
                        <label text="Sleep well tonight" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="16" y="8" width="288" height="20.5"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        </label>
                        <label text="8 hours" translatesAutoresizingMaskIntoConstraints="NO" id="detail">
                            <rect key="frame" x="16" y="30.5" width="288" height="21.5"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="c1"/>
                        <constraint firstItem="detail" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="2" id="c2"/>
                        <constraint firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="detail" secondAttribute="bottom" constant="8" id="c3"/>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="c4"/>
                        <constraint firstItem="detail" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="c5"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
        """)

    static func heights(canvas: Bool) throws -> [String] {
        let imported = try InterfaceBuilderImport.read(Array(cell.utf8), file: "cell.xib")
        let screen = try #require(imported.screens.first).screen
        var request = LayoutRequest()
        request.categories = [.l, .ax3]
        request.canvas = canvas
        return try LoadedScreen(screen: screen, fonts: LayoutHarness.fonts).layouts(request).map { layout in
            "\(layout.category.shortName) \(formatNumber(layout.views[0].frame.height)) \(formatNumber(layout.container.height))"
        }
    }

    /// At L the content needs 8 + 20.5 + 2 + 16 + 8 = 54.5 (@2x): the designed 60 holds.
    /// At AX3 the body line is 48 and the footnote's 39.5: 8 + 48 + 2 + 39.5 + 8 = 105.5.
    @Test func aCellGrowsPastItsDesignedHeightOnlyWhereItsTextNeeds() throws {
        #expect(try Self.heights(canvas: false) == ["L 60 60", "AX3 105.5 105.5"])
        #expect(try Self.heights(canvas: true) == ["L 60 60", "AX3 60 60"])
    }

    /// `selfSizing` grows a `size`: a screen on a device has none to grow.
    @Test func selfSizingNeedsASize() throws {
        let json = #"{ "device": "iphone-15", "selfSizing": true, "views": [] }"#
        #expect(throws: InputError.self) { try ScreenDecoder.decode(Array(json.utf8), file: "cell.json") }
        do {
            _ = try ScreenDecoder.decode(Array(json.utf8), file: "cell.json")
        } catch let error as InputError {
            #expect(error.description.contains("'selfSizing' grows a cell from its 'size'"))
            #expect(error.description.contains("cell.json:1:"))
        }
    }
}

extension IBSelfSizingCellTests {
    /// A self-sizing cell grows for what its content needs, not for hugging: a field beside a
    /// square photo would hug its placeholder and widen the photo, growing a 100-pt cell to
    /// 236.5 at a table's fitting priority (50); the cell keeps its 100 (viethuydinh's
    /// candidate cell, dev set 39).
    @Test func huggingDoesNotGrowASelfSizingCell() throws {
        let json = """
            { "name": "candidate", "size": { "width": 320, "height": 100, "scale": 2 }, "freeform": true, "selfSizing": true,
              "views": [ { "id": "photo", "kind": "image" }, { "id": "nameField", "kind": "field", "font": "body", "placeholder": "Name" } ],
              "constraints": [ "H:|-16-[photo]-8-[nameField]-16-|", "V:|-8-[photo]-8-|", "photo.width == photo.height",
                               "nameField.centerY == photo.centerY" ] }
            """
        let layout = try LayoutHarness.layout(json, category: .l)
        #expect(layout.container.height == 100)
        #expect(layout.views.first { $0.id == "photo" }?.frame == Frame(x: 16, y: 8, width: 84, height: 84))
    }
}

extension IBSelfSizingCellTests {
    /// Text whose vertical compression resistance is below 500 grows the row too: the designed
    /// height holds just below the weakest (a 44-pt cell's body label at AX3, 48 + 11 + 11).
    @Test func weakCompressionStillGrowsTheRow() throws {
        let json = """
            { "name": "cell", "size": { "width": 320, "height": 44, "scale": 2 }, "freeform": true, "selfSizing": true,
              "views": [ { "id": "title", "kind": "label", "text": "Sleep", "font": "body", "compression": [750, 300] } ],
              "constraints": [ "H:|-16-[title]-16-|", "V:|-11-[title]-11-|" ] }
            """
        let layout = try LayoutHarness.layout(json, category: .ax3)
        #expect(layout.container.height == 70)
        #expect(!LayoutAudit.findings(in: layout).contains { $0.kind == .clipped })
    }

    /// Content whose required constraints make the row shorter than designed makes it that
    /// short, as UITableView.automaticDimension does, with no conflict (round 33: Lawlis's
    /// 100-pt cell pinned at 8 + 80 + 8, a designer's review of dev set 45; a required least
    /// height of 60 had broken the box's chain here).
    @Test func contentPinnedShorterMakesTheRowShorter() throws {
        let json = """
            { "name": "cell", "size": { "width": 320, "height": 60, "scale": 2 }, "freeform": true, "selfSizing": true,
              "views": [ { "id": "box", "kind": "view" } ],
              "constraints": [ "H:|-16-[box]-16-|", "V:|-8-[box(24)]-8-|" ] }
            """
        let layout = try LayoutHarness.layout(json, category: .l)
        #expect(layout.container.height == 40)
        #expect(layout.warnings.isEmpty)
        #expect(layout.views.first { $0.id == "box" }?.frame == Frame(x: 16, y: 8, width: 288, height: 24))
        // Hugging does not: a label hugging at 750 between 8-pt insets keeps the 60-pt row
        // (the least holds at 999; the review of round 33 found it shrunk to 36.5).
        let hugging = """
            { "name": "cell", "size": { "width": 320, "height": 60, "scale": 2 }, "freeform": true, "selfSizing": true,
              "views": [ { "id": "title", "kind": "label", "text": "Sleep", "font": "body", "hugging": [250, 750] } ],
              "constraints": [ "H:|-16-[title]-16-|", "V:|-8-[title]-8-|" ] }
            """
        #expect(try LayoutHarness.layout(hugging, category: .l).container.height == 60)
    }
}

/// A storyboard's collection cell whose flow layout estimates its items' sizes (Xcode 11's
/// default, "Estimate Size: Automatic", or an `estimatedItemSize`) sizes itself in the app,
/// as a table's self-sizing row does; with `itemSize` alone the layout gives every cell its
/// stored size.
struct IBSelfSizingCollectionCellTests {
    /// A 150 × 40 cell: a body label 8 from the top, the cell's bottom at least 8 below it.
    static let cell = """
        <collectionViewCell contentMode="center" reuseIdentifier="Book" customClass="BookCell" id="book">
            <rect key="frame" x="0.0" y="0.0" width="150" height="40"/>
            <view key="contentView" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="book-content">
                <rect key="frame" x="0.0" y="0.0" width="150" height="40"/>
                <subviews>
                    <label text="Dune" translatesAutoresizingMaskIntoConstraints="NO" id="book-title">
                        <rect key="frame" x="8" y="8" width="40" height="20.5"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                </subviews>
            </view>
            <constraints>
                <constraint firstItem="book-title" firstAttribute="leading" secondItem="book" secondAttribute="leading" constant="8" id="l"/>
                <constraint firstItem="book-title" firstAttribute="top" secondItem="book" secondAttribute="top" constant="8" id="t"/>
                <constraint firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="book-title" secondAttribute="bottom" constant="8" id="b"/>
            </constraints>
        </collectionViewCell>
        """

    /// The cell's height at L and AX3 under a flow layout written as `layout`.
    static func heights(layout: String) throws -> [String] {
        let xml = IBCollectionViewTests.storyboard(cell, layout: layout)
        let imported = try InterfaceBuilderImport.read(Array(xml.utf8), file: "shelf.storyboard")
        let screen = try #require(imported.screens.last { $0.name == "BookCell" }).screen
        var request = LayoutRequest()
        request.categories = [.l, .ax3]
        return try LoadedScreen(screen: screen, fonts: LayoutHarness.fonts).layouts(request).map { layout in
            "\(layout.category.shortName) \(formatNumber(layout.container.height))"
        }
    }

    /// At L the cell needs 8 + 20.5 + 8 = 36.5 and keeps its 40; at AX3 the body line is 48:
    /// 8 + 48 + 8 = 64 where the layout estimates, the stored 40 where it does not.
    @Test func aCellItsLayoutEstimatesGrowsWithItsText() throws {
        let automatic = #"""
            <collectionViewFlowLayout key="collectionViewLayout" automaticEstimatedItemSize="YES" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                <size key="itemSize" width="150" height="40"/>
                <size key="estimatedItemSize" width="0.0" height="0.0"/>
            </collectionViewFlowLayout>
            """#
        let estimated = #"""
            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                <size key="itemSize" width="150" height="40"/>
                <size key="estimatedItemSize" width="150" height="40"/>
            </collectionViewFlowLayout>
            """#
        let fixed = #"""
            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                <size key="itemSize" width="150" height="40"/>
                <size key="estimatedItemSize" width="0.0" height="0.0"/>
            </collectionViewFlowLayout>
            """#
        #expect(try Self.heights(layout: automatic) == ["L 40", "AX3 64"])
        #expect(try Self.heights(layout: estimated) == ["L 40", "AX3 64"])
        #expect(try Self.heights(layout: fixed) == ["L 40", "AX3 40"])
    }
}
