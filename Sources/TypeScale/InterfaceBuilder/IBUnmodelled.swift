/// Reports what typescale does not model in a screen: one warning per element tag or view
/// attribute, with the first line where it occurs (SPEC §10 "Bad files").
enum IBUnmodelled {
    /// Elements read, or without effect on frames (colours, connections, accessibility, …).
    static let knownElements: Set<String> = [
        "subviews", "constraints", "constraint", "rect", "autoresizingMask", "fontDescription", "variation", "mask",
        "include", "exclude", "viewLayoutGuide", "layoutGuides", "viewControllerLayoutGuide", "edgeInsets",
        "directionalEdgeInsets", "inset", "state", "string", "mutableString", "attributedString", "fragment",
        "paragraphStyle", "font", "color", "systemColor", "namedColor", "nil", "connections", "outlet",
        "outletCollection", "action", "segue", "userDefinedRuntimeAttributes", "userDefinedRuntimeAttribute",
        "real", "integer", "boolean", "size", "point", "textInputTraits", "accessibility", "accessibilityTraits",
        "gestureRecognizers", "prototypes", "sections", "tableViewSection", "cells", "date", "locale",
        "buttonConfiguration", "imageReference", "preferredSymbolConfiguration", "backgroundConfiguration",
        "image", "attributedTitle", "popoverArrowDirection", "dataDetectorType", "textAttributes", "offsetWrapper",
        "freeformSimulatedSizeMetrics", "simulatedNavigationBarMetrics", "simulatedToolbarMetrics", "simulatedTabBarMetrics",
        "simulatedStatusBarMetrics", "simulatedScreenMetrics", "simulatedOrientationMetrics", "navigationItem",
        "barButtonItem", "toolbarItems", "tabBarItem", "segments", "segment", "collectionViewFlowLayout",
        "collectionViewLayout", "items", "navigationBarAppearance", "tableViewCellStyle", "dateComponents",
        "visualEffect", "blurEffect", "vibrancyEffect", "customFonts", "array", "dictionary", "designable",
        // A web view's configuration, a map's look, a button's menu and a symbol's colours:
        // how the view behaves or draws, never its frame (round 36: 30 warnings over the dev
        // sets said only that).
        "wkWebViewConfiguration", "wkPreferences", "audiovisualMediaTypes", "standardMapConfiguration",
        "menu", "command", "children", "hierarchicalColors",
        // Read (`IBScreenBuilder.collectGuides`).
        "keyboardLayoutGuide",
    ]

    /// View attributes read, or without effect on frames.
    static let knownAttributes: Set<String> = [
        "simulatedAppContext", "id", "key", "customClass", "customModule", "customModuleProvider", "userLabel", "hidden", "opaque", "alpha",
        "contentMode", "semanticContentAttribute", "clipsSubviews", "userInteractionEnabled", "multipleTouchEnabled",
        "tag", "translatesAutoresizingMaskIntoConstraints", "fixedFrame", "misplaced", "ambiguous", "verifyAmbiguity",
        "horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority",
        "verticalCompressionResistancePriority", "placeholderIntrinsicWidth", "placeholderIntrinsicHeight",
        "text", "placeholder", "textAlignment", "lineBreakMode", "numberOfLines", "baselineAdjustment",
        "adjustsFontForContentSizeCategory", "adjustsLetterSpacingToFitWidth", "minimumFontSize", "highlighted",
        "enabled", "selected", "contentHorizontalAlignment", "contentVerticalAlignment", "buttonType", "image",
        "catalog", "axis", "distribution", "alignment", "spacing", "spacingType", "layoutMarginsRelativeArrangement",
        "baselineRelativeArrangement", "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea",
        "reuseIdentifier", "rowHeight", "estimatedRowHeight", "selectionStyle", "accessoryType", "indentationWidth",
        "indentationLevel", "tableViewCell", "style", "dataMode", "separatorStyle", "sectionHeaderHeight",
        "sectionFooterHeight", "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight", "separatorInsetReference",
        "alwaysBounceVertical", "alwaysBounceHorizontal", "showsHorizontalScrollIndicator", "showsVerticalScrollIndicator",
        "scrollEnabled", "pagingEnabled", "bounces", "bouncesZoom", "keyboardDismissMode", "contentInsetAdjustmentBehavior",
        "directionalLockEnabled", "delaysContentTouches", "canCancelContentTouches", "editable", "selectable",
        "borderStyle", "clearButtonMode", "clearsOnBeginEditing", "on", "animating", "hidesWhenStopped",
        "datePickerMode", "minuteInterval", "style", "value", "minValue", "maxValue", "progress", "progressViewStyle",
        "numberOfPages", "currentPage", "segmentControlStyle", "selectedSegmentIndex", "apportionsSegmentWidthsByContent",
        "translucent", "barStyle",
        "searchBarStyle", "showsCancelButton", "title", "adjustsImageWhenHighlighted", "adjustsImageSizeForAccessibilityContentSizeCategory",
        "reversesTitleShadowWhenHighlighted", "showsTouchWhenHighlighted", "preferredMaxLayoutWidth",
        "customColorSpace", "colorSpace", "contentInsetAdjustment", "insetsContentViewsToSafeArea", "allowsSelection",
        "springLoaded", "pointerInteraction", "changesSelectionAsPrimaryAction", "showsMenuAsPrimaryAction",
        "usesAttributedText", "textContainerInsetUseDefault", "automaticallyAdjustsScrollIndicatorInsets",
        "contentViewInsetsToSafeArea", "maximumZoomScale", "minimumZoomScale", "role", "isAccessibilityElement",
        "adjustsFontSizeToFit", "minimumScaleFactor", "hasAttributedTitle",
        // Behaviour that moves no frame at launch: editing mode, restoration, drawing,
        // a map's type, a stepper's values, a page control hiding a single page, scroll
        // indicators, focus. A built-in cell style's `textLabel`, `detailTextLabel` and
        // `imageView` name the views it places, which keep their stored frames (`IBTableRows`).
        "hidesAccessoryWhenEditing", "editingAccessoryType", "allowsSelectionDuringEditing", "restorationIdentifier",
        "clearsContextBeforeDrawing", "highlightedImage", "mapType", "showsUserLocation", "minimumValue", "maximumValue",
        "stepValue", "autorepeat", "wraps", "continuous", "hidesForSinglePage", "indicatorStyle", "focusStyle",
        "sectionIndexMinimumDisplayRowCount", "textLabel", "detailTextLabel", "imageView",
        "colorPixelFormat", "depthStencilPixelFormat",
    ]

    static func report(_ document: IBDocument, roots: [XMLElementNode], notes: IBNotes) {
        for root in roots {
            for element in [root] + root.descendants() {
                let isView = IBViewKind.named(element.name) != nil
                if element.name == "attributes", IBAttributedText.isRead(element) {
                    IBAttributedText.reportUnmodelled(element, notes: notes)
                } else if element.name == "attributes", IBAttributedText.isOtherStateTitle(element) {
                    continue
                } else if element.name == "variation", let key = element["key"], !IBSizeClasses.isUnderstood(key) {
                    notes.warn("variation:" + key, at: element.location,
                               "unmodelled size-class variation '\(key)': its overrides and masks are ignored")
                } else if !isView && !knownElements.contains(element.name) {
                    notes.warn("element:" + element.name, at: element.location, "unmodelled element <\(element.name)>: ignored")
                }
                guard isView else { continue }
                for attribute in element.attributeNames where !knownAttributes.contains(attribute) {
                    notes.warn("attribute:" + attribute, at: element.location,
                               "unmodelled attribute '\(attribute)' on <\(element.name)>: ignored")
                }
                // A label's is modelled (`minimumScale`); a field's or a button's is not.
                if element.name != "label", element["adjustsFontSizeToFit"] == "YES" || element["minimumScaleFactor"] != nil {
                    notes.warn("adjustsFontSizeToFit", at: element.location,
                               "text that shrinks to fit (adjustsFontSizeToFit, minimumScaleFactor) is measured at full size")
                }
            }
        }
    }
}
