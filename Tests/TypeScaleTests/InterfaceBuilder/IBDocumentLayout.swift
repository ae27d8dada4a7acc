import Testing
@testable import TypeScale

/// The first screen of a hand-written Interface Builder document, imported and laid out as
/// `typescale layout FILE` would: what the reader's tests compare with worked frames.
enum IBDocumentLayout {
    static func firstScreen(_ xml: String, file: String,
                            request: LayoutRequest = LayoutRequest()) throws -> ScreenLayout {
        let imported = try InterfaceBuilderImport.read(Array(xml.utf8), file: file)
        let screen = try #require(imported.screens.first)
        let loaded = try LoadedScreen.load(screen.screen, path: file, fontFiles: [])
        return try #require(try loaded.layouts(request).first)
    }

    /// Each view's frame in screen coordinates, by its IB object id.
    static func framesByObjectId(_ layout: ScreenLayout) -> [String: Frame] {
        var frames: [String: Frame] = [:]
        for view in layout.views { if let ib = view.ibObjectId { frames[ib] = view.absoluteFrame } }
        return frames
    }

    /// The same at one orientation of the file's own device.
    static func firstScreen(_ xml: String, file: String, _ orientation: Orientation) throws -> ScreenLayout {
        var request = LayoutRequest()
        request.container = ContainerChoice(orientation: orientation)
        return try firstScreen(xml, file: file, request: request)
    }
}

/// The envelopes hand-written test xibs and storyboards share, so that each test writes only
/// what it is about.
enum IBTestDocument {
    /// A xib: the XML declaration, an iOS xib `<document>` with safe areas, a portrait
    /// `<device>`, the IB plug-in's version when given, the test's top-level `<objects>` and,
    /// when given, its `<resources>`.
    static func xib(device: String = "retina4_0", toolsVersion: String = "1", plugin: String? = nil, _ objects: String,
                    resources: String? = nil) -> String {
        // No line for absent dependencies: the objects start on line 5, where tests of
        // reported locations count them.
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait"/>
        \(dependencies(plugin))    <objects>
        \(objects)
            </objects>\(resources.map { "\n    <resources>\($0)</resources>" } ?? "")
        </document>
        """
    }

    /// A storyboard: the XML declaration, an iOS storyboard `<document>`, a portrait
    /// `<device>`, the IB plug-in's version when given and the test's `<scenes>`. The rest is
    /// a parameter where the files tests stand for differ and a test's meaning may hang on it:
    /// `safeAreas: false` leaves `useSafeAreas="YES"` out, as a file of the legacy top and
    /// bottom layout guides has it; `attributes` adds others to the `<document>`
    /// (`useTraitCollections="YES"`); `appearance` is the device's (`"light"`), which Xcode 11
    /// wrote first, so that a file of an older plug-in carrying it reads as an Xcode 11 beta's
    /// (`IBDocument.pluginVersion`).
    static func storyboard(device: String = "retina4_0", toolsVersion: String = "1", plugin: String? = nil,
                           safeAreas: Bool = true, attributes: String = "", appearance: String? = nil,
                           _ scenes: String) -> String {
        // As in a xib, no line for absent dependencies: the scenes start on line 5.
        let documentAttributes = (attributes.isEmpty ? "" : " " + attributes) + (safeAreas ? #" useSafeAreas="YES""# : "")
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES"\(documentAttributes)>
            <device id="\(device)" orientation="portrait"\(appearance.map { #" appearance="\#($0)""# } ?? "")/>
        \(dependencies(plugin))    <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    /// The `<dependencies>` line naming the IB plug-in's version, or nothing.
    private static func dependencies(_ plugin: String?) -> String {
        plugin.map {
            #"    <dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\#($0)"/></dependencies>"# + "\n"
        } ?? ""
    }
}
