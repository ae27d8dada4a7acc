import Foundation
import Testing
@testable import TypeScale

/// A view Interface Builder marks `fixedFrame="YES"` has no constraints; IB gives it
/// prototyping constraints at build time that hold its stored frame, so it is laid out by its
/// autoresizing mask whatever its `translatesAutoresizingMaskIntoConstraints` says (ivpn's
/// widget). In a stack it is arranged like any other view.
struct IBFixedFrameTests {
    /// A 320 × 110 widget root holding a fixed-frame box at (76, 0), 138 × 110, with a
    /// fixed-frame label at (0, 29), 138 × 16, inside it; both also say
    /// `translatesAutoresizingMaskIntoConstraints="NO"`, as ivpn's do. `fixed` drops the
    /// `fixedFrame` marks.
    static func document(fixed: Bool) -> String {
        let mark = fixed ? #" fixedFrame="YES""# : ""
        return IBTestDocument.xib("""
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="110"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill"\(mark) translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="76" y="0.0" width="138" height="110"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <subviews>
                                <label text="Connected to"\(mark) translatesAutoresizingMaskIntoConstraints="NO" id="status">
                                    <rect key="frame" x="0.0" y="29" width="138" height="16"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="13"/>
                                </label>
                            </subviews>
                        </view>
                    </subviews>
                </view>
        """)
    }

    static func frames(fixed: Bool) throws -> (box: Frame, status: Frame) {
        let layout = try IBDocumentLayout.firstScreen(document(fixed: fixed), file: "widget.xib")
        func frame(_ ib: String) throws -> Frame { try #require(layout.views.first { $0.ibObjectId == ib }).absoluteFrame }
        return (try frame("box"), try frame("status"))
    }

    @Test func aFixedFrameViewKeepsItsStoredFrame() throws {
        let laidOut = try Self.frames(fixed: true)
        #expect(laidOut.box == Frame(x: 76, y: 0, width: 138, height: 110))
        #expect(laidOut.status == Frame(x: 76, y: 29, width: 138, height: 16))
    }

    /// Without the marks (Xcode 8 wrote none: habitio's cell) no constraint names them either,
    /// so IB's prototyping constraints hold the same stored frames (`IBPrototypingTests`);
    /// they are no longer left free at their superviews' corners.
    @Test func withoutTheMarkPrototypingHoldsTheSameFrames() throws {
        #expect(try Self.frames(fixed: false) == Self.frames(fixed: true))
    }
}
