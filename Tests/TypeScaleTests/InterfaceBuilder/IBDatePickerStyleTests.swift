import Testing
@testable import TypeScale

/// A date picker's size by its style (round 38's review).
struct IBDatePickerStyleTests {
    /// A date picker's `preferredDatePickerStyle` defaults to `.automatic` (Apple:
    /// UIDatePicker `preferredDatePickerStyle`, "The default style is automatic"), which iOS 14
    /// and later resolve to the compact style for a time picker; IB writes `style` only for
    /// another choice (`style="wheels"`, `style="compact"`). In a file of Xcode 13 (plug-in
    /// 19529) a time picker without `style` is therefore the same compact pill as one written
    /// `style="compact"`, 79 × 31 (`IBControlSizes.compactTimePickerSize`, Happiggy's stored
    /// frame); it had been given the 320 × 216 wheel. Before iOS 14 (an Xcode 11 file) the
    /// automatic style is the wheel.
    @Test func anAutomaticTimePickerIsCompactFromIOS14() throws {
        let picker = { (id: String, style: String) in
            """
            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="time" minuteInterval="1"\(style) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="79" height="31"/>
            </datePicker>
            """
        }
        let subviews = picker("automatic", "") + picker("compact", #" style="compact""#)
        let frames = try IBControlMetricsTests.frames(IBControlMetricsTests.xib(subviews, corners: [("automatic", 10, 10), ("compact", 10, 100)], plugin: "19529"))
        let compact = try #require(frames["compact"])
        #expect(compact.width == 79 && compact.height == 31)
        let automatic = try #require(frames["automatic"])
        #expect(automatic.width == compact.width && automatic.height == compact.height, "\(automatic)")
        let xcode11 = try IBControlMetricsTests.frames(IBControlMetricsTests.xib(picker("wheel", ""), corners: [("wheel", 10, 10)], plugin: "15705"))
        #expect(xcode11["wheel"] == Frame(x: 10, y: 10, width: 320, height: 216))
    }
}
