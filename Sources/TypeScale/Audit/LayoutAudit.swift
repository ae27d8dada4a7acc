/// The problems a user would see in finished layouts (SPEC §8 `audit`): a pure function of
/// the layouts, so it is tested on hand-built values.
///
/// Order is stable by construction: layouts in the order given (canonical category order from
/// `LoadedScreen.layouts`); within a layout, views depth-first in input order and for each view
/// its text, superview, safe-area, overlap and scaling findings in that order; then the layout
/// warnings in the order the solver reported them.
///
/// Rules (the choices SPEC §8 leaves open):
/// - Hidden views, transparent ones (alpha below 0.01) and views inside either are invisible: no
///   geometric or text findings.
/// - Text fit: a label's `truncated` flag says by how much; fields, buttons and text views (not
///   scrolling ones: `TextInfo.scrolls`) are
///   `clipped` when their frame is smaller than their text (a field adds its padding, its
///   `insets`: 7 pt at the sides and 6.5 above and below by default; a button its side
///   insets, a configuration button's 12 + 12, and its bare line's height), and a label more than a device pixel
///   shorter than its line height is `clipped` (it draws that line cut at its edges).
/// - Overlaps: an empty stack view draws nothing, so only a control beneath it is covered.
/// - Freeform screens (`ScreenLayout.isFreeform`: a cell, a widget, a xib view of its own
///   size) have no known place on a screen: their views are judged as a table's rows are,
///   against their superviews only (no screen, reach or safe-area findings).
/// - Outside superview: any visible view with an area, except table cells (rows past a table's
///   bottom are scrolled-to content, not a layout bug); a scroll view's children against its
///   content, so content below (or beside) the frame is no finding.
/// - Entirely outside: a visible view (squeezed ones by their standardized frame) that shares
///   nothing with its superview's area, or, outside scroll views, tables and freeform screens,
///   nothing with the screen while its superview does (only the outermost such view is reported).
/// - Unreachable: text views and switches with any part off the screen that no enclosing scroll
///   view can bring in (the view must lie in its scroll view's content, and the scroll view's
///   frame must be on the screen or reachable itself); not checked inside tables or freeform
///   screens.
/// - Squeezed: a negative width or height on any view; zero on text with text, on switches
///   and on plain views that take taps (`control`)
///   (an empty label or a spacer at zero is normal). A field is squeezed too when its text
///   area holds fewer than six typed characters while at L, the designed size, it held six or
///   more (`FieldRoomRule`: a label beside it grew); a field cut short of its text is only
///   `clipped`.
/// - Scrolls sideways: a scroll view whose content is wider than its frame.
/// - Breaks words: wrapping text whose widest word (rounded up to the pixel grid) is wider
///   than its frame.
/// - Table rows: the same finding in several rows of a table (ambiguity included) is one line
///   for the cell template's view naming the rows: `items#0…4.title`, `items#1,3.title`.
/// - Outside safe area: text views and controls at any depth (text under the notch or the home
///   indicator cannot be read or tapped), and every direct child of the root on each edge that
///   does not reach the root's own edge (a view pinned to the screen edge is a deliberate
///   full-bleed background). Views inside a table or a scroll view are scrolled content and are
///   not checked (the scroll view itself is), nor are a freeform screen's. An
///   edge of a root child already outside the root is reported as outside its superview only.
/// - Overlap: two visible siblings with an area whose intersection is more than one device
///   pixel in both directions, unless a plain view or image contains the other entirely (a
///   backdrop, or a badge on an image, layered on purpose; a label covering another is still
///   reported), or a blank button (no title, no image) contains one holding no control (a tap
///   area over an icon or a row; over a button or a switch it takes their taps), or a scroll
///   view contains a later sibling or an earlier one holding no control (an empty state on
///   the list or beneath it), or the two share one frame (alternates code shows one at a
///   time; not a blank button), or an image button holds a later one that takes no taps (an
///   icon on it), or both are pictures. A stack drawn over a sibling holding no control is
///   judged by its arranged views, each by these rules.
/// - Not scaling: a visible text view with `scales == false` when another visible text view in
///   the same layout scales; reported in every category audited but L, where the scaling text
///   is at its designed size too. A screen whose text is all fixed gets no such finding: SPEC §8
///   asks for fixed text only where other text scales (MBFontAdapter's fixed sizes per
///   device are a design of their own); `AuditOptions.requiresScaling` (`--require-scaling`)
///   makes it one screen line, `no text scales`, at every category but L. A button with no title has
///   a font but shows no text: it is no scaling text beside others (khanhhuypham's tap area
///   made its cell's fixed labels "not scale"), and an image button's own font is not reported
///   (a blank button's is: code may give it a title).
/// - Not updating: a visible text view whose text-style font UIKit creates once at launch and
///   never updates (Interface Builder without adjustsFontForContentSizeCategory).
/// - Layout warnings: every unsatisfiable and ambiguous warning, one line each.
/// - One problem, one line (the issue 15 review of the Interface Builder samples): a squeezed
///   view gets no other finding about its text or place; a root child that is `unreachable`
///   is not also outside the root (the root's bounds are the screen), nor a deeper view on
///   an edge its superview shares with the screen; an unreachable view's
///   safe-area finding keeps only its edges on the screen; a childless plain root child
///   spanning the screen's width that runs on past its top only is a full-bleed band, not
///   outside the root; a backdrop holds a sibling when it holds the part of it on the screen;
///   a plain view beneath a sibling (earlier in its superview), across its whole width and
///   under its top or bottom edge, whose own views the sibling does not cover, is its
///   background, not an overlap; nor is a separator (a childless plain view at most 1 pt
///   thick) at a sibling's edge or crossing another separator; a clear container (`clear`)
///   is judged by what its subviews show, and its text and controls are judged for the safe
///   area, not it.
public enum LayoutAudit {
    /// The findings of every layout, in stable order.
    /// `designed`: the same screen at L, what a field's room is compared with (by default
    /// the L layout among `layouts`, if any).
    public static func findings(_ layouts: [ScreenLayout], designed: ScreenLayout? = nil,
                                options: AuditOptions = AuditOptions()) -> [AuditFinding] {
        layouts.flatMap { layout in
            // The same screen's: layouts of several screens are each compared with their own.
            let atL = designed ?? layouts.first { $0.category == .l && $0.screenName == layout.screenName }
            return findings(in: layout, designed: atL, options: options)
        }
    }

    /// Whether a layout has text and none of it follows Dynamic Type: what `--require-scaling`
    /// reports (`no text scales`), and what the audit notes without it.
    public static func noTextScales(in layout: ScreenLayout) -> Bool {
        !ScalingRule.fixedTextSizes(in: AuditedScene(layout)).isEmpty
    }

    /// The findings of one layout; `designed` as above (without it, no field is judged squeezed
    /// by its room).
    public static func findings(in layout: ScreenLayout, designed: ScreenLayout? = nil,
                                options: AuditOptions = AuditOptions()) -> [AuditFinding] {
        let scene = AuditedScene(layout, designed: designed)
        let overlaps = OverlapRule.findingsByView(in: scene)
        var findings: [AuditFinding] = []
        // Views inside one reported wholly off its superview or the screen: that line says
        // where they all are (round 29: Treefrog's pop-up parked 800 pt below the screen for
        // code to animate in, dev set 37, had a line for it and one for each of its five views).
        var insideParked = Array(repeating: false, count: layout.views.count)
        for index in layout.views.indices where scene.visible[index] {
            let squeezed = SqueezeRule.findings(for: index, in: scene)
            findings += squeezed
            let parked = scene.parents[index].map { insideParked[$0] } ?? false
            if squeezed.isEmpty {
                // A squeezed view's text fits nowhere and its place is undefined: the squeeze
                // is its one geometric finding (no `truncated: … has −208 pt`, no `entirely
                // outside` or `unreachable` by its standardized frame).
                let fit = TextFitRule.findings(for: index, in: scene)
                findings += fit
                // A field whose text is already cut says so; its room is the same problem.
                if fit.isEmpty { findings += FieldRoomRule.findings(for: index, in: scene) }
                findings += TextFitRule.wordFindings(for: index, in: scene)
                if !parked {
                    let reach = ReachRule.findings(for: index, in: scene)
                    let outside = BoundsRule.superviewFindings(for: index, in: scene, unreachable: !reach.isEmpty)
                    findings += outside
                    findings += BoundsRule.safeAreaFindings(for: index, in: scene, unreachable: !reach.isEmpty)
                    findings += reach
                    // Wholly off the screen too: a view off a small superview may still show
                    // (views do not clip), and what it holds is then judged as ever.
                    let offScreen = !AuditedScene.intersects(AuditedScene.standardized(layout.views[index].absoluteFrame), scene.screen)
                    // Off its superview, not only the screen: a container pushed off the screen
                    // inside one that is not leaves its controls' own `unreachable` lines.
                    let offSuperview = outside.contains { $0.kind == .entirelyOutside && !$0.related.isEmpty }
                    insideParked[index] = offScreen && (offSuperview || !reach.isEmpty)
                }
            }
            if parked { insideParked[index] = true }
            findings += ScrollRule.findings(for: index, in: scene)
            findings += overlaps[index]
            findings += ScalingRule.findings(for: index, in: scene)
        }
        if options.requiresScaling { findings += ScalingRule.screenFindings(in: scene) }
        findings += WarningRule.findings(in: layout)
        return TableRowCollapse(layout: layout).collapse(findings)
    }
}

/// A layout with the derived facts the rules share: parents by index and visibility.
struct AuditedScene {
    let layout: ScreenLayout
    /// Index of each view's parent in `layout.views`; nil for the root or an unknown parent.
    let parents: [Int?]
    /// Neither it nor an ancestor is hidden or transparent (`LaidOutView.isTransparent`).
    let visible: [Bool]
    /// Placed on the screen by something the layout does not show: a table, its rows and their
    /// subviews (the table scrolls them), and every view of a freeform screen (a cell, a
    /// widget, a xib view of its own size). Judged against their own bounds only.
    let placedByContainer: [Bool]
    /// A visible button, field, switch, text view or plain view that takes taps (`control`) is
    /// this view or lies in it.
    let holdsControl: [Bool]
    /// A visible text view or control (`BoundsRule.isContent`) is this view or lies in it.
    let holdsContent: [Bool]
    /// The nearest scroll view a view lies in (an ancestor, not the view itself).
    let scrollAncestor: [Int?]
    /// One device pixel in points.
    let pixel: Double
    /// Visible text views whose font follows Dynamic Type.
    let scalingTextCount: Int
    /// Whether a view has visible subviews.
    let hasVisibleChildren: [Bool]
    /// The end of each view's subtree in `layout.views`: views come depth-first, so a view's
    /// descendants are the indices after it up to this one (`descendants(of:)`).
    let subtreeEnds: [Int]
    /// What each view shows of itself (`shownFrame(_:)`), worked out once a scene.
    let shownFrames: [Frame?]

    /// The same screen at L, by view id (looked up, never iterated): a field's designed room.
    private let designedIndex: [String: Int]
    private let designed: ScreenLayout?

    init(_ layout: ScreenLayout, designed: ScreenLayout? = nil) {
        self.layout = layout
        self.designed = designed
        var designedIndex: [String: Int] = [:]
        for (index, view) in (designed?.views ?? []).enumerated() where designedIndex[view.id] == nil {
            designedIndex[view.id] = index
        }
        self.designedIndex = designedIndex
        // Views come depth-first, so a parent always precedes its children; the lookup table
        // maps ids to indices for that walk only (never iterated).
        var indexOfID: [String: Int] = [:]
        var parents: [Int?] = []
        var visible: [Bool] = []
        var placedByContainer: [Bool] = []
        var scrollAncestor: [Int?] = []
        for (index, view) in layout.views.enumerated() {
            let parent = view.parent.flatMap { indexOfID[$0] }
            parents.append(parent)
            visible.append(!view.hidden && !view.isTransparent && (parent.map { visible[$0] } ?? true))
            placedByContainer.append(view.kind == .table || (parent.map { placedByContainer[$0] } ?? layout.isFreeform))
            scrollAncestor.append(parent.flatMap { layout.views[$0].kind == .scroll ? $0 : scrollAncestor[$0] })
            indexOfID[view.id] = index
        }
        self.parents = parents
        self.visible = visible
        self.placedByContainer = placedByContainer
        self.scrollAncestor = scrollAncestor
        var hasVisibleChildren = [Bool](repeating: false, count: layout.views.count)
        for index in layout.views.indices where visible[index] {
            if let parent = parents[index] { hasVisibleChildren[parent] = true }
        }
        self.hasVisibleChildren = hasVisibleChildren
        subtreeEnds = Self.subtreeEnds(parents: parents)
        let scale = layout.container.scale
        pixel = scale.isFinite && scale > 0 ? 1 / scale : 1
        shownFrames = Self.shownFrames(layout, parents: parents, visible: visible, hasVisibleChildren: hasVisibleChildren,
                                       pixel: pixel)
        // Children follow their parents, so one backward pass carries each up.
        var holdsControl = [Bool](repeating: false, count: layout.views.count)
        for index in layout.views.indices.reversed() where visible[index] {
            if BoundsRule.isControl(layout.views[index]) { holdsControl[index] = true }
            if holdsControl[index], let parent = parents[index] { holdsControl[parent] = true }
        }
        self.holdsControl = holdsControl
        var holdsContent = [Bool](repeating: false, count: layout.views.count)
        for index in layout.views.indices.reversed() where visible[index] {
            if BoundsRule.isContent(layout.views[index]) { holdsContent[index] = true }
            if holdsContent[index], let parent = parents[index] { holdsContent[parent] = true }
        }
        self.holdsContent = holdsContent
        scalingTextCount = layout.views.indices.filter {
            visible[$0] && layout.views[$0].text?.scales == true && !layout.views[$0].isUntitledButton
        }.count
    }

    /// Rounds up to the device's pixel grid, as intrinsic sizes are.
    func ceilToPixel(_ x: Double) -> Double {
        (x / pixel - 1e-9).rounded(.up) * pixel
    }

    /// The view of the same id in the designed layout (the screen at L).
    func designedView(_ id: String) -> LaidOutView? {
        guard let designed, let index = designedIndex[id] else { return nil }
        return designed.views[index]
    }

    /// Whether a view is a direct child of the root, whose bounds are the screen.
    func isRootChild(_ index: Int) -> Bool {
        parents[index].map { parents[$0] == nil } ?? false
    }

    /// Whether a frame has a positive area.
    static func hasArea(_ frame: Frame) -> Bool { frame.width > 0 && frame.height > 0 }

    /// The screen's bounds.
    var screen: Frame { Frame(x: 0, y: 0, width: layout.container.width, height: layout.container.height) }

    /// The area a view's subviews lie in, in root coordinates: a scroll view's content (its
    /// origin is the view's, content offset 0), any other view's bounds.
    func area(of index: Int) -> Frame {
        let view = layout.views[index]
        guard let content = view.contentSize else { return view.absoluteFrame }
        return Frame(x: view.absoluteFrame.x, y: view.absoluteFrame.y, width: content.width, height: content.height)
    }

    /// What scrolling can show of a scroll view's content, in root coordinates: its content,
    /// grown by its content inset at the top and bottom (UIKit scrolls from −inset.top to the
    /// content's height + inset.bottom, so a view hanging that far past the content's edge
    /// still comes into view); any other view's bounds.
    func scrollableArea(of index: Int) -> Frame {
        var area = area(of: index)
        let inset = layout.views[index].contentInset
        area.y -= inset.top
        area.height += inset.top + inset.bottom
        return area
    }

    /// A frame with negative sizes turned around, as CGRect's geometry functions read it: a
    /// view at x = 725 with width −421 spans 304…725.
    static func standardized(_ frame: Frame) -> Frame {
        Frame(x: min(frame.x, frame.maxX), y: min(frame.y, frame.maxY), width: abs(frame.width), height: abs(frame.height))
    }

    /// Whether two standardized frames share area: more than an edge in each axis, or, for a
    /// frame of zero width or height, a point of the other's closed area.
    static func intersects(_ a: Frame, _ b: Frame) -> Bool {
        func overlaps(_ a0: Double, _ a1: Double, _ b0: Double, _ b1: Double) -> Bool {
            let overlap = min(a1, b1) - max(a0, b0)
            let degenerate = a1 - a0 <= BoundsRule.tolerance || b1 - b0 <= BoundsRule.tolerance
            return degenerate ? overlap >= -BoundsRule.tolerance : overlap > BoundsRule.tolerance
        }
        return overlaps(a.x, a.maxX, b.x, b.maxX) && overlaps(a.y, a.maxY, b.y, b.maxY)
    }
}

/// `12.5 pt`, numbers as in the layout output.
func points(_ value: Double) -> String { formatNumber(value) + " pt" }
