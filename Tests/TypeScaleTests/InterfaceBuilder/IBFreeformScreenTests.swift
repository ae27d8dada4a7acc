import Testing
@testable import TypeScale

/// Which imported screens are freeform (`"freeform": true`, README "Additions to the screen
/// format"): views laid out at their own size that are not screens.
struct IBFreeformScreenTests {
    /// The import marks a top-level cell, collection cell, reusable view or a view of its own
    /// size on the 320 × 568 canvas, and not a view the screen's size; only a table cell is a
    /// self-sizing row (`selfSizing`: a collection cell's size is its layout's).
    @Test(arguments: [("tableViewCell", 60, true), ("collectionViewCell", 60, true),
                      ("collectionReusableView", 60, true), ("view", 60, true), ("view", 568, false)])
    func theImportMarksViewsThatAreNotScreens(element: String, height: Int, freeform: Bool) throws {
        let xml = IBTestDocument.xib("""
                <\(element) id="top">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="\(height)"/>
                </\(element)>
            """)
        let imported = try InterfaceBuilderImport.read(Array(xml.utf8), file: "top.xib")
        let screen = try #require(imported.screens.first)
        #expect(screen.screen.isFreeform == freeform)
        #expect(screen.json.text().contains(#""freeform": true"#) == freeform)
        let selfSizing = element == "tableViewCell"
        #expect(screen.screen.isSelfSizing == selfSizing)
        #expect(screen.json.text().contains(#""selfSizing": true"#) == selfSizing)
    }

    /// A top-level view of a cell class is a cell's view even at the screen's size: freeform,
    /// at its own size, under no status bar (jinglejill's `CustomTableViewCellOrder`, dev set
    /// 50); a view of another class that size is a screen, 20 pt under the status bar.
    @Test(arguments: [("CustomTableViewCellOrder", true), ("OrderCell", true), ("PhotoCollectionViewCellContent", true),
                      ("OrderView", false), ("Cellar", false)])
    func aViewOfACellClassIsACellsView(customClass: String, freeform: Bool) throws {
        let xml = IBTestDocument.xib("""
                <view id="top" customClass="\(customClass)">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                </view>
            """)
        let imported = try InterfaceBuilderImport.read(Array(xml.utf8), file: "top.xib")
        let screen = try #require(imported.screens.first)
        #expect(screen.screen.isFreeform == freeform)
        let layout = try #require(try LoadedScreen.load(screen.screen, path: "top.xib", fontFiles: []).layouts(LayoutRequest()).first)
        #expect(layout.container.safeArea.top == (freeform ? 0 : 20))
        #expect(layout.container.height == 568)
    }

    /// A storyboard's scene is a screen, even a freeform one; a today widget's view is not.
    @Test func aSceneIsAScreenAndAWidgetIsNot() throws {
        let size = #"<size key="freeformSize" width="320" height="150"/>"#
        let scene = IBSceneDestinationTests.scene(width: 320, height: 150, destination: size, device: "retina6_1",
                                                  plugin: "22685", appearance: true)
        let widget = scene.replacingOccurrences(of: #"<view key="view" id="root">"#,
                                                with: #"<view key="view" simulatedAppContext="notificationCenter" id="root">"#)
        for (xml, freeform) in [(scene, false), (widget, true)] {
            let imported = try InterfaceBuilderImport.read(Array(xml.utf8), file: "scene.storyboard")
            #expect(try #require(imported.screens.first).screen.isFreeform == freeform)
        }
    }
}
