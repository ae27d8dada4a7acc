/// Text and controls the user cannot scroll to (SPEC §6.2, §8).
enum ReachRule {
    static func findings(for index: Int, in scene: AuditedScene) -> [AuditFinding] {
        let view = scene.layout.views[index]
        guard scene.parents[index] != nil, BoundsRule.isContent(view), !scene.placedByContainer[index] else { return [] }
        // What it draws: a switch pinned to the screen's edge has a frame 2 pt past it; a
        // label's top and bottom are its ink's, within a pixel, as for the other place rules
        // (round 36's review: a line box 2 pt past the screen's bottom, its text above it, had
        // been `unreachable`). Its sides are its frame's, as there.
        let frame = AuditedScene.standardized(view.absoluteAlignmentFrame)
        var past = BoundsRule.overflow(of: frame, past: scene.screen)
        if BoundsRule.drawsTextOnly(view) {
            // Kept where the ink is past too; the amount stays the frame's, what scrolling
            // would have to bring in.
            let inked = Set(BoundsRule.byInk(past, of: view, past: scene.screen, pixel: scene.pixel).map(\.edge))
            past = past.filter { inked.contains($0.edge) }
        }
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
        // A zero size is how empty labels and spacers are laid out; only what must draw something
        // is squeezed at 0: text that draws (not spaces, round 36's review), a switch, and any
        // control but a blank button, a tap area that may collapse (an image button or a field
        // at 0 is gone with its tap target: the same review).
        let drawsText = view.text.map { $0.neededWidth > 0 && !$0.isBlank } ?? false
        let drawsSomething = drawsText || (BoundsRule.isControl(view) && !view.isBlankButton)
        let limit = drawsSomething ? BoundsRule.tolerance : -BoundsRule.tolerance
        var parts: [String] = []
        if view.frame.width < limit {
            // What the frame should have held, since no text-fit finding says it for a squeezed view.
            let wide = drawsText ? view.text.map { " (text " + points(scene.ceilToPixel($0.neededWidth)) + " wide)" } : nil
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
