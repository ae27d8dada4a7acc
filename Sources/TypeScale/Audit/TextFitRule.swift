import Foundation

/// Text that does not fit its view: truncated labels, clipped fields, buttons and text views.
enum TextFitRule {
    /// Frames are on the pixel grid; this only absorbs floating-point noise.
    static let tolerance = 1e-6

    /// How much wider than its one-line label a text measured in a stand-in font may come out
    /// and still not be called truncated: the system font measures in place of a font the run
    /// lacks, and a frame sized by its text in the real font is routinely a few per cent off
    /// (VietInterview's Nunito captions 0.5 to 5.5 pt, under 3 %; Franchovy's Helvetica Neue
    /// 1 pt in 45). Past that, or with the font given (`--font`), it is a finding.
    static let standInSlack = 0.05

    /// A one-line label's text in a stand-in font, no more than `standInSlack` wider than
    /// `width`: within the stand-in's error, not called truncated.
    static func isStandInsError(_ text: LaidOutView.TextInfo, width: Double, scene: AuditedScene) -> Bool {
        text.font.standsInFor != nil && text.maxLines == 1 && text.neededLines <= 1
            && scene.ceilToPixel(text.neededWidth) <= width * (1 + standInSlack)
    }

    static func findings(for index: Int, in scene: AuditedScene) -> [AuditFinding] {
        let view = scene.layout.views[index]
        guard let text = view.text, text.neededWidth > 0 || text.neededLines > 0 else { return [] }
        let frame = view.frame
        let category = scene.layout.category
        // A label that shrank its text draws smaller lines.
        let font = text.drawnFont
        let lineHeight = scene.ceilToPixel(font.lineHeight)
        func finding(_ kind: AuditFinding.Kind, _ detail: String) -> [AuditFinding] {
            [AuditFinding(category: category, kind: kind, view: view.id, detail: detail)]
        }
        func linesDetail() -> String {
            let needed = scene.ceilToPixel(TextFit.height(lines: text.neededLines, font: font, kind: view.kind))
            return "needs \(lines(text.neededLines)) (\(points(needed))), has \(points(frame.height))"
        }

        switch view.kind {
        case .label:
            let wraps = text.maxLines != 1
            if text.truncated {
                if !wraps, text.neededLines <= 1 {
                    if !isStandInsError(text, width: frame.width, scene: scene) {
                        return finding(.truncated, "needs \(points(scene.ceilToPixel(text.neededWidth))), has \(points(frame.width))")
                    }
                } else {
                    let allowed = wraps ? text.maxLines : 1
                    if allowed > 0, text.neededLines > allowed {
                        return finding(.truncated, "needs \(lines(text.neededLines)), allows \(allowed)")
                    }
                    return finding(.truncated, linesDetail())
                }
            }
            // Its first line is drawn centred, cut at the frame's edges (`TextFit.linesShown`).
            // A line box holds the font's whole ascender and descender, which glyphs do not
            // quite reach: a frame one device pixel short (half a pixel each side; IB's own
            // canvas stores simplenote's 17-pt title 20 tall on @2x) cuts nothing one sees,
            // nor one short by less than the room its characters leave (`GlyphInk`).
            let allowance = max(scene.pixel, GlyphInk.allowance(for: text.string, font: font))
            if text.shrunkSize != nil, text.lines == 1 {
                // A shrunk line sits where its baseline adjustment puts it, not always centred:
                // each edge's cut against the room its characters leave there.
                let top = text.drawnLinesTop(inHeight: frame.height)
                let room = GlyphInk.room(for: text.string, font: font)
                let cutAbove = -top, cutBelow = top + font.lineHeight - frame.height
                if cutBelow > max(scene.pixel / 2, room.below) + tolerance {
                    return finding(.clipped, "its shrunk line is cut \(points(scene.ceilToPixel(cutBelow))) at the bottom")
                }
                if cutAbove > max(scene.pixel / 2, room.above) + tolerance {
                    return finding(.clipped, "its shrunk line is cut \(points(scene.ceilToPixel(cutAbove))) at the top")
                }
            } else if frame.height + allowance + tolerance < lineHeight {
                return finding(.clipped, "needs \(points(lineHeight)) tall, has \(points(frame.height))")
            }
        case .field:
            // The text and the field's own padding (SPEC §3.1's 7 and 6.5 for the rounded
            // rectangle, none borderless, 3 or 5 above and below for one from an IB file).
            let padding = text.fieldPadding
            return sizeFindings(text: text, frame: frame, scene: scene,
                                width: text.neededWidth + (padding.left + padding.right),
                                height: lineHeight + (padding.top + padding.bottom), finding: finding)
        case .button:
            // A title is the text it draws, as a label's is (a field's is whatever is typed):
            // room its characters leave in the line box cuts nothing (round 29: an 85-pt "+"
            // in a 100-pt button, dev set 37).
            let allowance = GlyphInk.allowance(for: text.string, font: font)
            return sizeFindings(text: text, frame: frame, scene: scene,
                                width: text.neededWidth, height: lineHeight, inkAllowance: allowance, finding: finding)
        case .textView:
            if text.lines < text.neededLines {
                return finding(.clipped, linesDetail())
            }
        default:
            break
        }
        return []
    }

    /// Wrapping text (a label with `lines` ≠ 1, a text view) whose widest word is wider than the
    /// frame: UIKit breaks that word between characters, one letter a line at worst.
    static func wordFindings(for index: Int, in scene: AuditedScene) -> [AuditFinding] {
        let view = scene.layout.views[index]
        guard let text = view.text, let widest = text.widestWord, view.frame.width > tolerance else { return [] }
        // A text view's lines are its frame less the line fragment padding.
        let needed = scene.ceilToPixel(widest.width + TextFit.horizontalPadding(of: view.kind))
        guard needed > view.frame.width + tolerance else { return [] }
        return [AuditFinding(category: scene.layout.category, kind: .breaksWords, view: view.id,
                             detail: "'\(widest.word)' needs \(points(needed)), has \(points(view.frame.width))")]
    }

    /// `1 line`, `3 lines`.
    static func lines(_ count: Int) -> String { count == 1 ? "1 line" : "\(count) lines" }

    /// Single-line text in a frame: too narrow first, then too short.
    private static func sizeFindings(
        text: LaidOutView.TextInfo, frame: Frame, scene: AuditedScene, width: Double, height: Double,
        inkAllowance: Double = 0, finding: (AuditFinding.Kind, String) -> [AuditFinding]
    ) -> [AuditFinding] {
        let neededWidth = scene.ceilToPixel(width)
        if frame.width + tolerance < neededWidth {
            return finding(.clipped, "needs \(points(neededWidth)), has \(points(frame.width))")
        }
        if frame.height + inkAllowance + tolerance < height {
            return finding(.clipped, "needs \(points(height)) tall, has \(points(frame.height))")
        }
        return []
    }
}

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
        let why = text.asksToScale ? ": adjustsFontForContentSizeCategory needs a text style" : " while other text scales"
        return [AuditFinding(category: scene.layout.category, kind: .notScaling, view: views[index].id,
                             detail: "stays \(points(text.font.size))" + why)]
    }
}

extension ScalingRule {
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

/// The solver's warnings, one line each.
enum WarningRule {
    static func findings(in layout: ScreenLayout) -> [AuditFinding] {
        layout.warnings.map { warning in
            switch warning.kind {
            case .unsatisfiable:
                // The message ends with the broken constraint, as Auto Layout's does.
                let broken = warning.message.split(separator: "\n").last.map(String.init) ?? ""
                var detail = "breaking " + oneLine(broken)
                if !warning.constraints.isEmpty {
                    detail += " (conflicting: " + warning.constraints.joined(separator: ", ") + ")"
                }
                return AuditFinding(category: layout.category, kind: .unsatisfiable, view: nil,
                                    related: warning.constraints, detail: detail)
            case .ambiguous:
                var detail = oneLine(warning.message)
                let prefix = "ambiguous layout: "
                if detail.hasPrefix(prefix) { detail.removeFirst(prefix.count) }
                return AuditFinding(category: layout.category, kind: .ambiguous, view: nil,
                                    related: warning.constraints, detail: detail, views: warning.view.map { [$0] } ?? [])
            }
        }
    }

    /// Findings are one line each: tabs and line breaks become spaces.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: { $0 == "\n" || $0 == "\t" || $0 == "\r" })
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
