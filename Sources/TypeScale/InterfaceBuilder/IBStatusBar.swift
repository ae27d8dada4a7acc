/// Whether Interface Builder's canvas draws a status bar above a screen on an iPhone without a
/// notch, where the status bar is the safe area's whole top inset (20 pt). It depends on the
/// Xcode that saved the file, as read off the stored frames of views pinned to the safe
/// area's top in 15 held-out files and samples (README "Interface Builder files", Container):
///
/// | IB plug-in | device-sized screen | freeform scene |
/// |---|---|---|
/// | before 15000 (Xcode 10 and older) | 20 (3 files) | 0 (2 files) |
/// | 15000 to 21999 (Xcode 11 to 14; an Xcode 11 beta's 14824 counts, `IBDocument.pluginVersion`) | 0 (3 files) | 0 (3 files) |
/// | 22000 and later (Xcode 15 and later) | 20 (3 files: twilio's Xcode 15.2 scene, plug-in 22504, its label 10 below the top guide at 74 = 20 + 44 + 10 under a navigation bar) | 20 (1 file) |
///
/// An iPad with a home button is drawn alike (round 24): INIAD's Xcode 11.4 scenes on an
/// `ipad10_2` store their navigation bars at y 0, ish's Xcode 12 freeform sheet on an
/// `ipad9_7` its message 20 below the safe area's top at 20, and duckduckgo's Xcode 15 tab on
/// an `ipad9_7` keeps the 20. A notched iPhone keeps its sensor housing's inset and a rounded
/// iPad its 24, so the rule is for the devices whose top inset is the status bar. Before Xcode
/// 11 an iPad follows the iPhones' rule too (device-sized 20, freeform 0): no file shows it.
///
/// Before Xcode 11 the canvas also drew the status bar a scene sets (Simulated Metrics,
/// `simulatedStatusBarMetrics`: an element shows it, `<nil>` hides it), its own or its
/// navigation controller's (WWDCScholars' 600 × 800 freeform scene, the root of a navigation
/// controller set to a light status bar, has its scroll view at 20 + 44); Xcode 11 dropped
/// the setting from the inspector and the rule above holds whatever a file still says.
enum IBStatusBar {
    static func isShown(pluginVersion: Double, destination: IBDestination, explicit: Bool? = nil) -> Bool {
        if pluginVersion <= 0 || pluginVersion >= 22000 { return true }
        if pluginVersion < IBDocument.xcode11, let explicit { return explicit }
        return pluginVersion < IBDocument.xcode11 && destination == .device
    }

    /// A today widget's view (`simulatedAppContext="notificationCenter"`): drawn, and shown at
    /// run time, in the notification centre, with neither a status bar nor a navigation bar
    /// above it whatever its controller's metrics say (owntracks' widget, pinned to its top
    /// layout guide and stored at y 0 under a simulated navigation bar).
    static func isWidget(_ view: XMLElementNode) -> Bool {
        view["simulatedAppContext"] == "notificationCenter"
    }

    /// A device whose portrait top inset is the status bar alone: an iPhone without a notch,
    /// or an iPad with a home button.
    static func isBarOnly(_ device: Device) -> Bool {
        device.safeAreaPortrait.top == SimulatedBars.statusBarHeight && device.safeAreaPortrait.bottom == 0
    }
}
