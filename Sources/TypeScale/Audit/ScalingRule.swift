import Foundation

/// Fixed-size text among text that follows Dynamic Type.
enum ScalingRule {
    static func findings(for index: Int, in scene: AuditedScene) -> [AuditFinding] {
        let views = scene.layout.views
        // An untitled button's font draws nothing: an image button (NewsApp's bookmark button,
        // dev set 21) or a blank tap area laid over a label (ClintJang's link button over its
        // URL label, dev set 32). A blank button on its own is still judged: code may give it
        // a title (Windscribe's connect button).
        guard let text = views[index].text, !drawsNoText(index, in: scene) else { return [] }
        if text.scales {
            // UIKit creates a nib's text-style font for the launch category; without
            // adjustsFontForContentSizeCategory a change of text size later leaves it as it was.
            guard !text.updatesWhileRunning else { return [] }
            return [AuditFinding(category: scene.layout.category, kind: .notUpdating, view: views[index].id,
                                 detail: "its text style is applied at launch but adjustsFontForContentSizeCategory is off")]
        }
        // This view does not scale, so any scaling text is another view's. At L, the default,
        // that text is at its designed size too: nothing a user sees differs, so the finding
        // is made where it shows (the designer review of round 27: 61 of 115 findings at L).
        // A view that asks to scale in a fixed font is reported whatever else scales: its
        // author meant it to (Xcode warns of it; three designer reviews asked, round 29).
        guard scene.scalingTextCount > 0 || text.asksToScale, scene.layout.category != .default else { return [] }
        // Display text at least as large as body text at the largest accessibility size has
        // nowhere to grow for legibility (iccub's 90-pt countdown, dev set 32).
        guard text.font.size < largestBodySize else { return [] }
        let why = text.asksToScale ? ": adjustsFontForContentSizeCategory needs a dynamic text style" : " while other text scales"
        return [AuditFinding(category: scene.layout.category, kind: .notScaling, view: views[index].id,
                             detail: "stays \(points(text.font.size))" + why)]
    }
}

extension ScalingRule {
    /// With `AuditOptions.requiresScaling`: a screen with text, none of which follows Dynamic
    /// Type, at every category but L. SPEC §8 reports fixed text only beside scaling text, so
    /// by default such a screen is silent; two designers' reviews (rounds 29 and 30, dev sets
    /// 36 and 37: 20 of 24 files all fixed) named that silence the biggest miss for a team
    /// that means to support Dynamic Type. One line for the screen, not one a view.
    static func screenFindings(in scene: AuditedScene) -> [AuditFinding] {
        guard scene.layout.category != .default else { return [] }
        let texts = fixedTexts(in: scene)
        let sizes = texts.map(\.size)
        guard let smallest = sizes.min(), let largest = sizes.max(),
              let first = texts.first(where: { $0.size == smallest }) else { return [] }
        let range = smallest == largest ? points(smallest) : formatNumber(smallest) + " to " + points(largest)
        let count = sizes.count == 1 ? "1 text stays" : "\(sizes.count) texts stay"
        // The smallest text named (the first in view order): what to start with, and an
        // 8-pt caption among 18-pt text does not hide in the range (two designers' reviews of
        // dev sets 40 and 41 asked which texts).
        let named = sizes.count == 1 ? "" : " (smallest: \(scene.layout.views[first.index].id))"
        return [AuditFinding(category: scene.layout.category, kind: .noTextScales, view: nil,
                             detail: "\(count) at \(range)\(named), none follows Dynamic Type")]
    }

    /// The sizes of a screen's text when none of it scales (empty when some does): the text
    /// the per-view rule would judge, not an untitled button's font, not display text as large
    /// as body text at AX5; an empty label's, which code fills, counts.
    static func fixedTextSizes(in scene: AuditedScene) -> [Double] {
        fixedTexts(in: scene).map(\.size)
    }

    /// `fixedTextSizes` with the views' indices, in view order.
    static func fixedTexts(in scene: AuditedScene) -> [(index: Int, size: Double)] {
        guard scene.scalingTextCount == 0 else { return [] }
        let views = scene.layout.views
        return views.indices.compactMap { index -> (index: Int, size: Double)? in
            guard scene.visible[index], let text = views[index].text, !drawsNoText(index, in: scene),
                  text.font.size < largestBodySize else { return nil }
            return (index, text.font.size)
        }
    }

    /// Body text at AX5 (53 pt).
    static let largestBodySize = TextStyle.body.pointSize(at: .ax5)

    /// An untitled button whose font draws nothing: an image button, or a blank one laid over
    /// a label it holds whole (a tap area for that text). A blank button elsewhere may be
    /// given a title by code.
    static func drawsNoText(_ index: Int, in scene: AuditedScene) -> Bool {
        let views = scene.layout.views
        guard views[index].isUntitledButton else { return false }
        guard views[index].isBlankButton else { return true }
        let frame = AuditedScene.standardized(views[index].absoluteFrame)
        return views.indices.contains { other in
            views[other].kind == .label && scene.visible[other]
                && Self.holds(frame, AuditedScene.standardized(views[other].absoluteFrame))
        }
    }

    /// Whether `outer` holds `inner` whole, within a point (a tap area drawn around its text).
    static func holds(_ outer: Frame, _ inner: Frame) -> Bool {
        inner.x >= outer.x - 1 && inner.y >= outer.y - 1 && inner.maxX <= outer.maxX + 1 && inner.maxY <= outer.maxY + 1
    }
}
