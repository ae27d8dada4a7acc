/// Views reaching past their superview or into the safe-area insets.
enum BoundsRule {
    /// Frames are on the pixel grid; this only absorbs floating-point noise.
    static let tolerance = 1e-6

    /// Kinds whose content must stay readable and tappable: checked against the safe area at any depth.
    static let contentKinds: [ViewKind] = [.label, .field, .button, .textView, .switch]

    /// How far `inner` reaches past `outer` on each edge: `top by 4 pt, bottom by 12.5 pt`.
    static func overflow(of inner: Frame, past outer: Frame) -> [(edge: String, amount: Double)] {
        let amounts = [("top", outer.y - inner.y), ("left", outer.x - inner.x),
                       ("bottom", inner.maxY - outer.maxY), ("right", inner.maxX - outer.maxX)]
        return amounts.filter { $0.1 > tolerance }.map { (edge: $0.0, amount: $0.1) }
    }

    static func describe(_ edges: [(edge: String, amount: Double)]) -> String {
        edges.map { "\($0.edge) by \(points($0.amount))" }.joined(separator: ", ")
    }

    static func superviewFindings(for index: Int, in scene: AuditedScene) -> [AuditFinding] {
        let view = scene.layout.views[index]
        guard let parent = scene.parents[index], view.kind != .cell else { return [] }
        let parentView = scene.layout.views[parent]
        let area = scene.area(of: parent)
        let frame = AuditedScene.standardized(view.absoluteFrame)
        if !AuditedScene.intersects(frame, area) {
            return [AuditFinding(category: scene.layout.category, kind: .entirelyOutside, view: view.id,
                                 related: [parentView.id], detail: describe(overflow(of: frame, past: area)))]
        }
        if !scene.inTable[index], scene.scrollAncestor[index] == nil, !AuditedScene.intersects(frame, scene.screen),
           AuditedScene.intersects(AuditedScene.standardized(parentView.absoluteFrame), scene.screen),
           !contentKinds.contains(view.kind) {
            // Text and controls off the screen are `unreachable` (ReachRule).
            return [AuditFinding(category: scene.layout.category, kind: .entirelyOutside, view: view.id,
                                 detail: describe(overflow(of: frame, past: scene.screen)))]
        }
        guard AuditedScene.hasArea(view.absoluteFrame) else { return [] }
        let edges = overflow(of: view.absoluteFrame, past: area)
        guard !edges.isEmpty else { return [] }
        return [AuditFinding(category: scene.layout.category, kind: .outsideSuperview, view: view.id,
                             related: [parentView.id], detail: describe(edges))]
    }

    static func safeAreaFindings(for index: Int, in scene: AuditedScene) -> [AuditFinding] {
        let view = scene.layout.views[index]
        guard let parent = scene.parents[index], !scene.inTable[index], scene.scrollAncestor[index] == nil,
              AuditedScene.hasArea(view.absoluteFrame) else { return [] }
        let container = scene.layout.container
        let bounds = Frame(x: 0, y: 0, width: container.width, height: container.height)
        let insets = container.safeArea
        let safe = Frame(x: insets.left, y: insets.top, width: container.width - insets.left - insets.right,
                         height: container.height - insets.top - insets.bottom)
        var edges = overflow(of: view.absoluteFrame, past: safe)
        let isRootChild = scene.parents[parent] == nil
        if isRootChild {
            // An edge at or past the screen's edge is full-bleed by intent (or already reported
            // as outside the superview); only edges that stop short of it must respect the insets.
            let atScreenEdge = overflow(of: view.absoluteFrame, past: shrunk(bounds)).map(\.edge)
            edges = edges.filter { !atScreenEdge.contains($0.edge) }
        } else if !contentKinds.contains(view.kind) {
            return []
        }
        guard !edges.isEmpty else { return [] }
        return [AuditFinding(category: scene.layout.category, kind: .outsideSafeArea, view: view.id,
                             detail: describe(edges))]
    }

    /// `frame` shrunk by twice the tolerance on every side, so an edge lying on it counts as reaching it.
    private static func shrunk(_ frame: Frame) -> Frame {
        let inset = 2 * tolerance
        return Frame(x: frame.x + inset, y: frame.y + inset,
                     width: frame.width - 2 * inset, height: frame.height - 2 * inset)
    }
}

/// Visible siblings covering each other.
enum OverlapRule {
    /// Every overlap of the layout, listed under the earlier view of each pair (by view index),
    /// partners in view order. Siblings are swept in order of their left edge, so wide screens
    /// (thousands of siblings in a row) cost about n log n, not n².
    static func findingsByView(in scene: AuditedScene) -> [[AuditFinding]] {
        let views = scene.layout.views
        var children = [[Int]](repeating: [], count: views.count)
        for index in views.indices {
            guard let parent = scene.parents[index], scene.visible[index],
                  AuditedScene.hasArea(views[index].absoluteFrame) else { continue }
            children[parent].append(index)
        }
        var pairs: [(first: Int, second: Int, width: Double, height: Double)] = []
        let threshold = scene.pixel + BoundsRule.tolerance
        for siblings in children where siblings.count > 1 {
            // Ties broken by index: the order never depends on anything but the input.
            let byLeft = siblings.sorted { (views[$0].absoluteFrame.x, $0) < (views[$1].absoluteFrame.x, $1) }
            for (position, a) in byLeft.enumerated() {
                let frame = views[a].absoluteFrame
                for b in byLeft[(position + 1)...] {
                    let other = views[b].absoluteFrame
                    if other.x >= frame.maxX - threshold { break }
                    let width = min(frame.maxX, other.maxX) - max(frame.x, other.x)
                    let height = min(frame.maxY, other.maxY) - max(frame.y, other.y)
                    guard width > threshold, height > threshold,
                          !(isBackdrop(views[a].kind) && contains(frame, other)),
                          !(isBackdrop(views[b].kind) && contains(other, frame)) else { continue }
                    pairs.append((min(a, b), max(a, b), width, height))
                }
            }
        }
        pairs.sort { ($0.first, $0.second) < ($1.first, $1.second) }
        var findings = [[AuditFinding]](repeating: [], count: views.count)
        for pair in pairs {
            findings[pair.first].append(AuditFinding(
                category: scene.layout.category, kind: .overlap, view: views[pair.first].id,
                related: [views[pair.second].id], detail: "\(formatNumber(pair.width)) x \(points(pair.height))"))
        }
        return findings
    }

    /// Kinds that are layered under or over other views on purpose: a plain view or an image
    /// holding a sibling entirely is a backdrop or carries a badge.
    private static func isBackdrop(_ kind: ViewKind) -> Bool { kind == .view || kind == .image }

    private static func contains(_ outer: Frame, _ inner: Frame) -> Bool {
        BoundsRule.overflow(of: inner, past: outer).isEmpty
    }
}
