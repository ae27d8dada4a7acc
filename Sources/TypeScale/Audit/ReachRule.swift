/// Text and controls the user cannot scroll to (SPEC §6.2, §8).
enum ReachRule {
    static func findings(for index: Int, in scene: AuditedScene) -> [AuditFinding] {
        let view = scene.layout.views[index]
        guard scene.parents[index] != nil, BoundsRule.isContent(view), !scene.placedByContainer[index] else { return [] }
        // What it draws: a switch pinned to the screen's edge has a frame 2 pt past it.
        let frame = AuditedScene.standardized(view.absoluteAlignmentFrame)
        let past = BoundsRule.overflow(of: frame, past: scene.screen)
        guard !past.isEmpty, !reachable(frame, from: index, in: scene) else { return [] }
        let place = scene.scrollAncestor[index] == nil ? "not in a scroll view" : "outside what its scroll view can show"
        return [AuditFinding(category: scene.layout.category, kind: .unreachable, view: view.id,
                             detail: BoundsRule.describe(past) + " past the screen, " + place)]
    }

    /// Whether scrolling can bring `frame` onto the screen: it lies in the content of its
    /// scroll view, whose frame is on the screen or, in turn, reachable through an outer one.
    static func reachable(_ frame: Frame, from index: Int, in scene: AuditedScene) -> Bool {
        var frame = frame
        var scroll = scene.scrollAncestor[index]
        while let current = scroll {
            guard BoundsRule.overflow(of: frame, past: scene.scrollableArea(of: current)).isEmpty else { return false }
            frame = AuditedScene.standardized(scene.layout.views[current].absoluteFrame)
            if BoundsRule.overflow(of: frame, past: scene.screen).isEmpty { return true }
            scroll = scene.scrollAncestor[current]
        }
        return false
    }
}

/// Scroll views whose content is wider than they are (SPEC §6.2): the text scrolls sideways,
/// which Dynamic Type users meet at the large sizes.
enum ScrollRule {
    static func findings(for index: Int, in scene: AuditedScene) -> [AuditFinding] {
        let view = scene.layout.views[index]
        guard let content = view.contentSize, content.width > view.frame.width + BoundsRule.tolerance else { return [] }
        return [AuditFinding(category: scene.layout.category, kind: .scrollsSideways, view: view.id,
                             detail: "content \(points(content.width)) wide, frame \(points(view.frame.width))")]
    }
}

/// Views squeezed to nothing or less: constraints that beat compression resistance.
enum SqueezeRule {
    static func findings(for index: Int, in scene: AuditedScene) -> [AuditFinding] {
        let view = scene.layout.views[index]
        guard scene.parents[index] != nil else { return [] }
        // A zero size is how empty labels and spacers are laid out; only what must draw something is squeezed at 0.
        let drawsSomething = (view.text.map { $0.neededWidth > 0 } ?? false) || view.kind == .switch || view.takesTaps
        let limit = drawsSomething ? BoundsRule.tolerance : -BoundsRule.tolerance
        var parts: [String] = []
        if view.frame.width < limit {
            // What the frame should have held, since no text-fit finding says it for a squeezed view.
            let wide = view.text.map(\.neededWidth).flatMap { $0 > 0 ? " (text " + points(scene.ceilToPixel($0)) + " wide)" : nil }
            parts.append("width " + signedPoints(view.frame.width) + (wide ?? ""))
        }
        if view.frame.height < limit { parts.append("height " + signedPoints(view.frame.height)) }
        guard !parts.isEmpty else { return [] }
        return [AuditFinding(category: scene.layout.category, kind: .squeezed, view: view.id,
                             detail: parts.joined(separator: ", "))]
    }

    /// `−46 pt` with a minus sign, `0 pt`.
    static func signedPoints(_ value: Double) -> String {
        let text = points(abs(value))
        return value < 0 && text != "0 pt" ? "\u{2212}" + text : text
    }
}
