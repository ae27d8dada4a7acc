import Testing
@testable import TypeScale

/// A self-sizing row (`rowHeight="-1"`) whose content leaves its height free keeps the height
/// IB's canvas sized it to, as UIKit sizes it (systemLayoutSizeFitting, as short as the
/// content allows); where the canvas did not size rows (static cells before Xcode 12), the
/// standard 44 (round 30: dinimar's static rows of an empty stack between 5-pt insets, stored
/// 10 tall, dev set 38). Here a static 100-pt row holds a plain view pinned to its content
/// view's four margins, its height free (`IBControlFramesTests.prototypeTable`).
struct IBSelfSizingRowTests {
    static func rowHeight(plugin: String, bottom: Bool = true) throws -> Double? {
        var xml = IBControlFramesTests.prototypeTable(plugin: plugin, table: "", cell: "", content: "", pinned: "pinned",
                                                      pinnedHeight: "", isStatic: true)
        if !bottom {
            xml = xml.replacingOccurrences(
                of: #"<constraint firstAttribute="bottomMargin" secondItem="pinned" secondAttribute="bottom" id="bottom"/>"#, with: "")
        }
        let frames = try IBControlMetricsTests.frames(xml)
        return frames["cell"]?.height
    }

    /// Xcode 13's canvas sized the row to its stored 100; Xcode 11's drew static rows at 44.
    @Test func aFreeRowKeepsTheHeightTheCanvasSizedItTo() throws {
        #expect(try Self.rowHeight(plugin: "20020") == 100)
        #expect(try Self.rowHeight(plugin: "16096") == 44)
    }

    /// Content held at its top only gives the row no height to fit: UIKit's standard 44.
    @Test func aRowItsContentDoesNotSpanIsTheStandardHeight() throws {
        #expect(try Self.rowHeight(plugin: "20020", bottom: false) == 44)
    }
}
