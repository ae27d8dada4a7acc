/// A snapshot file read back into frames (SPEC §7.1): what `typescale check` recorded, so a
/// report can draw the recorded layout under the current one.
public struct RecordedSnapshot: Sendable, Equatable {
    /// One view line: `  nameLabel label 8 34.5 45.5 20.5 truncated`.
    public struct View: Sendable, Equatable {
        public var id: String
        /// As written; a kind this version does not know is kept as text.
        public var kind: String
        public var depth: Int
        /// Index of the parent line in `views`; nil for the root.
        public var parent: Int?
        /// Relative to the parent, as written.
        public var frame: Frame
        /// Summed up the parent chain (the text format's frames are differences of absolute edges).
        public var absoluteFrame: Frame
        /// `lines=N`; 1 when absent.
        public var lines: Int
        public var truncated: Bool
        public var hidden: Bool
        /// A scroll view's `content=WxH`.
        public var contentSize: ContentSize?
        /// Flags this reader does not interpret, in order.
        public var otherFlags: [String]
        /// Every flag as written (`lines=2 truncated`), for comparing with the current line.
        public var flagText: String
    }

    public var screenName: String
    /// The category as written (`AX3`); `category` when it is one typescale knows.
    public var categoryName: String
    public var category: ContentSizeCategory?
    public var deviceName: String
    public var orientation: String
    public var width: Double
    public var height: Double
    public var scale: Double
    /// Depth-first, root first, as written.
    public var views: [View]
    /// `constraint ID VALUE` lines.
    public var constants: [Constant]

    public struct Constant: Sendable, Equatable {
        public var id: String
        public var value: Double
    }
}

extension RecordedSnapshot {
    /// The recorded frames as a layout the audit rules can read: the safe area of `current`'s
    /// container when the header names the same container, else of the built-in device it
    /// names, else none. What the screen file says and a snapshot does not (a freeform screen,
    /// a blank button, a view's text and its measurements, with the snapshot's own lines) is
    /// `current`'s, so the two sides are judged alike.
    func layout(like current: ScreenLayout) -> ScreenLayout {
        let now = current.container
        var container: Container
        let orientation = Orientation(rawValue: orientation) ?? .portrait
        if now.deviceName == deviceName, now.orientation == orientation, now.width == width, now.height == height {
            container = now
        } else if let device = Device.named(deviceName) {
            container = Container(device: device, orientation: orientation)
        } else {
            container = Container(deviceName: deviceName, width: width, height: height, scale: scale, safeArea: .zero,
                                  widthClass: now.widthClass, heightClass: now.heightClass, orientation: orientation,
                                  portraitHeight: orientation == .portrait ? height : width)
        }
        container.width = width
        container.height = height
        container.scale = scale
        // Looked up, never iterated: the order is the snapshot's.
        let blankButtons = Set(current.views.filter(\.isBlankButton).map(\.id))
        let tapTakers = Set(current.views.filter(\.takesTaps).map(\.id))
        let clearViews = Set(current.views.filter(\.clear).map(\.id))
        let clippers = Set(current.views.filter(\.clipsSubviews).map(\.id))
        let alphas = Dictionary(current.views.map { ($0.id, $0.alpha) }, uniquingKeysWith: { first, _ in first })
        let insets = Dictionary(current.views.map { ($0.id, $0.alignmentInsets) }, uniquingKeysWith: { first, _ in first })
        let contentInsets = Dictionary(current.views.map { ($0.id, $0.contentInset) }, uniquingKeysWith: { first, _ in first })
        let texts = Dictionary(current.views.map { ($0.id, $0.text) }, uniquingKeysWith: { first, _ in first })
        let laidOut = views.map { view in
            var laidOut = LaidOutView(
                id: view.id, kind: ViewKind(rawValue: view.kind) ?? .view, parent: view.parent.map { views[$0].id },
                depth: view.depth, frame: view.frame, absoluteFrame: view.absoluteFrame, hidden: view.hidden, text: nil,
                contentSize: view.contentSize)
            laidOut.isBlankButton = blankButtons.contains(view.id)
            laidOut.takesTaps = tapTakers.contains(view.id)
            laidOut.clear = clearViews.contains(view.id)
            laidOut.clipsSubviews = clippers.contains(view.id)
            laidOut.alpha = alphas[view.id] ?? 1
            laidOut.alignmentInsets = insets[view.id] ?? .zero
            laidOut.contentInset = contentInsets[view.id] ?? .zero
            // The text as it is now, with the lines the snapshot shows: a label's overlaps are
            // judged by the text it draws on both sides.
            if var text = texts[view.id] ?? nil {
                text.lines = view.lines
                text.truncated = view.truncated
                laidOut.text = text
            }
            return laidOut
        }
        var layout = ScreenLayout(screenName: screenName, category: category ?? current.category, container: container,
                                  views: laidOut, constants: constants.map { ($0.id, $0.value) }, warnings: [])
        layout.isFreeform = current.isFreeform
        return layout
    }
}
