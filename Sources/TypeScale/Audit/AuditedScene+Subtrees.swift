/// Subtrees and what a view shows of itself, worked out once a scene in backward passes:
/// views come depth-first, so each view's descendants follow it and are done before it is.
extension AuditedScene {
    /// The indices of the views inside `index`, at any depth.
    func descendants(of index: Int) -> Range<Int> { (index + 1)..<subtreeEnds[index] }

    /// Whether `index` lies inside `ancestor` (at any depth).
    func isDescendant(_ index: Int, of ancestor: Int) -> Bool { descendants(of: ancestor).contains(index) }

    /// A plain view that draws nothing of its own (`clear`) and shows subviews: a grouping
    /// view, seen only through them.
    func isClearContainer(_ index: Int) -> Bool {
        Self.isClearContainer(layout.views[index], showsSubviews: hasVisibleChildren[index])
    }

    /// A view drawn only by its subviews: a stack showing arranged views (UIStackView draws
    /// nothing of its own) or a clear container. Judged by those subviews where it lies over
    /// a sibling (`OverlapRule`).
    func isDrawnBySubviews(_ index: Int) -> Bool {
        (layout.views[index].kind == .stack && hasVisibleChildren[index]) || isClearContainer(index)
    }

    /// What a view shows of itself, in screen coordinates: its alignment frame (a control's
    /// frame less its alignment insets), or for a clear container the part of its frame that
    /// what its visible subviews show covers (round 32: the review item, a plain
    /// container's overhang judged by its frame though it may draw nothing there); a subview
    /// reaching past the container is a finding of its own. Nil when they show nothing inside it.
    /// From round 37 a stack showing arranged views so too (UIStackView draws nothing of its
    /// own), and a label shows its frame's sides and its ink's top and bottom, as the bounds
    /// rules judge a label (`BoundsRule.byInk`): shrimpshell's event stack, its last line box
    /// 0.5 pt past its card and the ink 2 pt inside, a designer's review of dev set 50.
    func shownFrame(_ index: Int) -> Frame? { shownFrames[index] }

    static func isClearContainer(_ view: LaidOutView, showsSubviews: Bool) -> Bool {
        view.kind == .view && view.clear && !view.takesTaps && showsSubviews
    }

    /// Each view's subtree end: itself plus one, or its last descendant's end.
    static func subtreeEnds(parents: [Int?]) -> [Int] {
        var ends = parents.indices.map { $0 + 1 }
        for index in parents.indices.reversed() {
            if let parent = parents[index] { ends[parent] = max(ends[parent], ends[index]) }
        }
        return ends
    }

    static func shownFrames(_ layout: ScreenLayout, parents: [Int?], visible: [Bool], hasVisibleChildren: [Bool],
                            pixel: Double) -> [Frame?] {
        let views = layout.views
        var shown = [Frame?](repeating: nil, count: views.count)
        // The union of what each view's visible subviews show, filled in as they are done.
        var subviewsShow = [Frame?](repeating: nil, count: views.count)
        for index in views.indices.reversed() {
            let view = views[index]
            let own = view.absoluteAlignmentFrame
            let drawnBySubviews = view.kind == .stack && hasVisibleChildren[index]
            if drawnBySubviews || isClearContainer(view, showsSubviews: hasVisibleChildren[index]) {
                shown[index] = subviewsShow[index].flatMap { standardized(own).intersection($0) }
            } else {
                shown[index] = own
            }
            guard let parent = parents[index], visible[index], hasArea(view.absoluteFrame),
                  var frame = shown[index].map(standardized) else { continue }
            if BoundsRule.drawsTextOnly(view) {
                let ink = view.drawnFrame(pixel: pixel)
                frame = Frame(x: frame.x, y: ink.y, width: frame.width, height: ink.height)
            }
            subviewsShow[parent] = subviewsShow[parent].map { $0.union(frame) } ?? frame
        }
        return shown
    }
}

extension Frame {
    /// The part both cover; nil when they do not overlap with some area.
    func intersection(_ other: Frame) -> Frame? {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return x1 > x0 && y1 > y0 ? Frame(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }

    /// The smallest frame holding both.
    func union(_ other: Frame) -> Frame {
        let x0 = min(x, other.x), y0 = min(y, other.y)
        return Frame(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }
}
