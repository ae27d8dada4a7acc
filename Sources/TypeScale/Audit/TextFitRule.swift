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

    /// A one-line label's text no wider than `width` by more than the measuring's error
    /// (`measuringError`), or in a stand-in font by no more than `standInSlack`. Not called
    /// truncated.
    static func isStandInsError(_ text: LaidOutView.TextInfo, width: Double, scene: AuditedScene) -> Bool {
        isStandInsError(text, width: width, pixel: scene.pixel)
    }

    /// The same on a device `pixel` points wide (the contact sheet draws text by it).
    static func isStandInsError(_ text: LaidOutView.TextInfo, width: Double, pixel: Double) -> Bool {
        guard text.maxLines == 1, text.neededLines <= 1 else { return false }
        let needed = (text.neededWidth / pixel - 1e-9).rounded(.up) * pixel
        if needed <= width + measuringError(of: text.font, width: text.neededWidth, pixel: pixel) + tolerance { return true }
        return text.font.standsInFor != nil && needed <= width * (1 + standInSlack)
    }

    /// How much wider than a frame a text `width` wide, measured in the system family, may come
    /// out and still fit it in the app: one device pixel, or 1 % of the text's width where that
    /// is more. Inter's advances stand in for San Francisco's, and a frame IB sized to the
    /// text in San Francisco is routinely a fraction of a point narrower than Inter's measure
    /// (round 30: a designer found "Menu" 0.07 pt wider than the 43-pt frame IB gave it cut
    /// nothing, dev set 38; round 33: LidyIfce's "Não possui cadastro?" held to the 164 pt it
    /// is in San Francisco measures 165, and fairmatic's 342-pt button title 0.8 pt over was
    /// a 2-line clip, two designers' reviews of dev sets 44 and 45). A font read from its file
    /// (`--font`) is measured as the app draws it: no allowance.
    static func measuringError(of font: ResolvedFont, width: Double, scene: AuditedScene) -> Double {
        measuringError(of: font, width: width, pixel: scene.pixel)
    }

    /// The same for a device `pixel` points wide (the contact sheet draws text by it).
    static func measuringError(of font: ResolvedFont, width: Double, pixel: Double) -> Double {
        font.family == "system" ? max(pixel, width * systemWidthError) : 0
    }

    static let systemWidthError = 0.01

    /// Whether a one-line title or field text `width` wide, with its side `padding`, fits a
    /// frame `frameWidth` wide as `sizeFindings` asks it (rounded to the pixel, within the
    /// measuring's error): the contact sheet draws by the same answer.
    static func titleFits(_ text: LaidOutView.TextInfo, padding: Double, frameWidth: Double, pixel: Double) -> Bool {
        let needed = ((text.neededWidth + padding) / pixel - 1e-9).rounded(.up) * pixel
        return frameWidth + measuringError(of: text.drawnFont, width: text.neededWidth, pixel: pixel) + tolerance >= needed
    }

    /// How much shorter than its line a one-line label or a button's title in a stand-in font
    /// whose line typescale does not know may be and cut nothing, beyond the pixel its line is
    /// rounded up to (0 for another font):
    /// `standInSlack` of the line, as of a width (a
    /// designer's review of dev set 46: IniongunIsaac's 13-pt Comfortaa, a 14.5-pt line, in a
    /// 15-pt row, had been reported against the system font's 15.5). A font iOS ships has its
    /// own line (`IOSFontLines`) and no slack; a font read from its file none either.
    static func standInLineSlack(_ font: ResolvedFont, pixel: Double) -> Double {
        guard let family = font.standsInFor, IOSFontLines.lines(family: family, weight: font.weight) == nil else { return 0 }
        return pixel + font.lineHeight * standInSlack
    }

    /// The lines a wrapping text needs in `width`: the layout's count, but one where the whole
    /// text on a line is wider than `width` by no more than the measuring's error
    /// (`measuringError`): the app draws it on one line (a designer's review of dev set 45:
    /// fairmatic's 40-pt configuration button title, 0.8 pt over its 342 pt at AX3, had been
    /// a 2-line clip).
    /// A stand-in font's text (a family the run lacks) takes one line within `standInSlack` of
    /// it, as a one-line label does (`isStandInsError`; round 36's review: the same text 3 %
    /// over had been "needs 2 lines" in a wrapping label and no finding in a one-line one).
    static func neededLines(_ text: LaidOutView.TextInfo, width: Double, scene: AuditedScene) -> Int {
        neededLines(text, width: width, pixel: scene.pixel)
    }

    /// The same for a device `pixel` points wide (the contact sheet wraps by it).
    static func neededLines(_ text: LaidOutView.TextInfo, width: Double, pixel: Double) -> Int {
        // A line break of the text's own ends a line however wide it is.
        guard text.neededLines > 1, !text.string.contains(where: \.isNewline)
        else { return text.neededLines }
        let oneLine = (text.neededWidth / pixel - 1e-9).rounded(.up) * pixel
        let fits = oneLine <= width + measuringError(of: text.font, width: text.neededWidth, pixel: pixel) + tolerance
            || (text.font.standsInFor != nil && oneLine <= width * (1 + standInSlack))
        return fits ? 1 : text.neededLines
    }

    static func findings(for index: Int, in scene: AuditedScene) -> [AuditFinding] {
        let view = scene.layout.views[index]
        // Text of spaces draws nothing to cut (round 32: a 1-pt divider label holding " ", a
        // designer's review of dev set 43).
        guard let text = view.text, text.neededWidth > 0 || text.neededLines > 0, !text.isBlank else { return [] }
        let frame = view.frame
        let category = scene.layout.category
        // A label that shrank its text draws smaller lines.
        let font = text.drawnFont
        let lineHeight = scene.ceilToPixel(font.lineHeight)
        func finding(_ kind: AuditFinding.Kind, _ detail: String) -> [AuditFinding] {
            [AuditFinding(category: category, kind: kind, view: view.id, detail: detail)]
        }
        func linesDetail() -> String {
            // A text view shows its lines from its top inset; its bottom inset is padding.
            let needed = scene.ceilToPixel(view.kind == .textView ? textViewBottom(lines: text.neededLines, font: font)
                                           : TextFit.height(lines: text.neededLines, font: font, kind: view.kind))
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
                } else if neededLines(text, width: frame.width, scene: scene) > text.lines {
                    let allowed = wraps ? text.maxLines : 1
                    if allowed > 0, text.neededLines > allowed {
                        // A clamp of two or more lines that cuts its text at L already is the
                        // design (a headline held to three lines): reported only where larger
                        // text needs more lines than there (a designer's review of dev set 41:
                        // rlarjsdn3's three-line news preview of placeholder text, fixed size).
                        if allowed >= 2, let designed = scene.designedView(view.id)?.text, designed.truncated,
                           designed.maxLines == allowed, designed.lines == allowed, text.lines == allowed,
                           text.neededLines <= designed.neededLines {
                            return []
                        }
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
            let allowance = max(scene.pixel, GlyphInk.allowance(for: text.string, font: font, extent: text.inkExtent),
                                standInLineSlack(font, pixel: scene.pixel))
            if text.shrunkSize != nil, text.lines == 1 {
                // A shrunk line sits where its baseline adjustment puts it, not always centred:
                // each edge's cut against the room its characters leave there and half a pixel
                // (round 32: ApturiCOVID's "1920" reached 0.18 pt past its digits' ink, a
                // designer's review of dev set 43 saw nothing cut). A centred line takes the
                // larger of the two instead, as it did (`allowance` below): the same question
                // answered two ways, left so (round 32's review).
                let top = text.drawnLinesTop(inHeight: frame.height)
                let room = GlyphInk.room(for: text.string, font: font, extent: text.inkExtent)
                let cutAbove = -top, cutBelow = top + font.lineHeight - frame.height
                if cutBelow > room.below + scene.pixel / 2 + tolerance {
                    return finding(.clipped, "its shrunk line is cut \(points(scene.ceilToPixel(cutBelow))) at the bottom")
                }
                if cutAbove > room.above + scene.pixel / 2 + tolerance {
                    return finding(.clipped, "its shrunk line is cut \(points(scene.ceilToPixel(cutAbove))) at the top")
                }
            } else if frame.height + allowance + tolerance < lineHeight {
                return finding(.clipped, "needs \(points(lineHeight)) tall, has \(points(frame.height))")
            }
        case .field:
            // The text and the field's own padding across (SPEC §3.1's 7 for the rounded
            // rectangle, none borderless): its text rect ends there. Down, UITextField centres
            // its line in its bounds and cuts it only at them: the padding above and below
            // (6.5, or 3 or 5 from an IB file) sizes the field, it cuts nothing (round 32:
            // SumSubstance's 16-pt field 0.5 pt short of its padding showed its text whole, a
            // designer's review of dev set 42).
            let padding = text.padding
            return sizeFindings(text: text, frame: frame, scene: scene,
                                width: text.neededWidth + (padding.left + padding.right),
                                height: lineHeight, widthError: measuringError(of: font, width: text.neededWidth, scene: scene),
                                finding: finding)
        case .button:
            // A title is the text it draws, as a label's is (a field's is whatever is typed):
            // room its characters leave in the line box cuts nothing (round 29: an 85-pt "+"
            // in a 100-pt button, dev set 37). It lies between the button's side insets, which
            // UIButton keeps when it truncates (round 30: a configuration button's 12 + 12;
            // dinimar's "Add New Schedule" cut at L, dev set 38); above and below only the
            // line counts: a title is centred and drawn past insets a short frame leaves.
            // A wrapping title (a configuration button's) takes more lines instead, and is
            // cut where its frame holds fewer than it needs (a designer's review of dev set 40:
            // "Sign in as guest" at AX3 wraps in UIKit, where it had been reported clipped).
            let titleWidth = frame.width - (text.padding.left + text.padding.right)
            if text.maxLines != 1, neededLines(text, width: titleWidth, scene: scene) > 1 {
                // Held to fewer lines by its `lines`, it is truncated as a label is.
                if text.maxLines > 0, text.neededLines > text.maxLines, text.lines >= text.maxLines {
                    return finding(.truncated, "needs \(lines(text.neededLines)), allows \(text.maxLines)")
                }
                guard text.neededLines > text.lines else { return [] }
                let shown = text.maxLines > 0 ? min(text.neededLines, text.maxLines) : text.neededLines
                let needed = scene.ceilToPixel(font.textHeight(lines: shown) + text.padding.top + text.padding.bottom)
                return finding(.clipped, "needs \(lines(shown)) (\(points(needed))), has \(points(frame.height))")
            }
            // A button's title line one device pixel short cuts nothing either, as a label's
            // (round 36's review: clipped in a 20-pt frame where the same label was not). A
            // field's typed text keeps no pixel: its line box is the field's own least height.
            let allowance = max(view.kind == .button ? scene.pixel : 0,
                                GlyphInk.allowance(for: text.string, font: font, extent: text.inkExtent),
                                standInLineSlack(font, pixel: scene.pixel))
            return sizeFindings(text: text, frame: frame, scene: scene,
                                width: text.neededWidth + (text.padding.left + text.padding.right), height: lineHeight,
                                widthError: measuringError(of: font, width: text.neededWidth, scene: scene),
                                inkAllowance: allowance, finding: finding)
        case .textView:
            // A scrolling text view's further lines are scrolled to (round 30: two designers'
            // reviews, Maximchik's profile text and a fortune app's description, dev sets 37, 39).
            let lineWidth = frame.width - TextFit.horizontalPadding(of: .textView)
            if !text.scrolls, text.lines < neededLines(text, width: lineWidth, scene: scene) {
                return finding(.clipped, linesDetail())
            }
            // Its last line shown starts below the top inset and is clipped at the bounds: cut
            // only where its characters reach, the bottom inset being padding (round 31: a
            // designer found kevindelord's 15-pt line in a 30-pt view reported though nothing
            // was cut; SASAbus' "phoneLabel", 1.7 pt into its bottom inset, loses its p).
            let bottom = textViewBottom(lines: text.lines, font: font)
            let room = GlyphInk.room(for: text.string, font: font, extent: text.inkExtent).below
            if !text.scrolls, text.lines > 0, frame.height + max(scene.pixel, room) + tolerance < bottom {
                return finding(.clipped, "needs \(points(scene.ceilToPixel(bottom))) tall, has \(points(frame.height))")
            }
        default:
            break
        }
        return []
    }

    /// Where a text view's `lines` lines end: below its top inset, each line's advance but the
    /// last's, which ends at its line box (the spacing after it is no ink).
    static func textViewBottom(lines: Int, font: ResolvedFont) -> Double {
        TextFit.topInset(of: .textView) + Double(max(lines, 1) - 1) * font.lineAdvance + font.lineHeight
    }

    /// Wrapping text (a label with `lines` ≠ 1, a text view) whose widest word is wider than the
    /// frame: UIKit breaks that word between characters, one letter a line at worst.
    static func wordFindings(for index: Int, in scene: AuditedScene) -> [AuditFinding] {
        let view = scene.layout.views[index]
        guard let text = view.text, var widest = text.widestWord, view.frame.width > tolerance else { return [] }
        // A key or filler breaks no word, but a word read beside it may be broken too (round
        // 34's two reviews); nor does a button's "Button", Interface Builder's own title, which
        // code titles or blanks (round 37: EleneTs' ten keypad buttons of a custom class that
        // draws its digits, a designer's review of dev set 52).
        let unread = { (word: String) in
            isPlaceholderKey(word) || isFiller(word) || (view.kind == .button && word == Self.interfaceBuilderTitle)
        }
        if unread(widest.word) {
            guard let real = text.widestWord(skipping: unread) else { return [] }
            widest = real
        }
        // A text view's lines are its frame less the line fragment padding; a button's title
        // wraps between its side insets.
        let padding = view.kind == .button ? text.padding.left + text.padding.right : TextFit.horizontalPadding(of: view.kind)
        let needed = scene.ceilToPixel(widest.width + padding)
        guard needed > view.frame.width + measuringError(of: text.drawnFont, width: widest.width, scene: scene) + tolerance
        else { return [] }
        // A stand-in font's word within `standInSlack` of the room fits, as a one-line label's
        // text does (round 37: Bhumik91's 50-pt Poppins "COOKING", stored at its own width,
        // measured 2.8 % wider by the stand-in; a designer's review of dev set 53).
        if text.font.standsInFor != nil, needed <= view.frame.width * (1 + standInSlack) { return [] }
        return [AuditFinding(category: scene.layout.category, kind: .breaksWords, view: view.id,
                             detail: "'\(widest.word)' needs \(points(needed)), has \(points(view.frame.width))")]
    }

    /// The title Interface Builder gives a new button.
    static let interfaceBuilderTitle = "Button"

    /// A localisation key standing where code puts the text (`<AGE_VERIFICATION_DESCRIPTION>`,
    /// `ENERGY_RANGE`): one unbroken token no user reads, so no word of it is broken (round
    /// 31: a designer's review of dev set 40, Ppkhanh's product cell).
    static func isPlaceholderKey(_ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars)
        guard scalars.count >= 3 else { return false }
        if scalars.first == "<", scalars.last == ">" {
            return !scalars.dropFirst().dropLast().contains { $0 == "<" || $0 == ">" || $0.properties.isWhitespace }
        }
        let isKeyCharacter = { (c: Unicode.Scalar) in ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "_" }
        return scalars.contains("_") && scalars.allSatisfy(isKeyCharacter) && scalars.first != "_"
    }

    /// Filler standing where code puts the text: one short unit (up to 6 characters, a letter
    /// among them) typed over and over, at least 4 times ("TextTextText…", 42 times in GrozianDeveloper's 3-line note
    /// preview, a designer's review of dev set 46; "aaaaaaaa"). No word of it is read, so none
    /// is broken.
    static func isFiller(_ word: String) -> Bool {
        let characters = Array(word)
        // Letters typed over: a row of bullets (a masked value), underscores (a blank to fill
        // in) or dots (a leader) is read as what it is.
        guard characters.contains(where: \.isLetter) else { return false }
        return (1...6).contains { unit in
            characters.count >= 4 * unit && characters.count % unit == 0
                && characters.indices.allSatisfy { characters[$0] == characters[$0 % unit] }
        }
    }

    /// `1 line`, `3 lines`.
    static func lines(_ count: Int) -> String { count == 1 ? "1 line" : "\(count) lines" }

    /// Single-line text in a frame: too narrow first, then too short.
    private static func sizeFindings(
        text: LaidOutView.TextInfo, frame: Frame, scene: AuditedScene, width: Double, height: Double,
        widthError: Double, inkAllowance: Double = 0, finding: (AuditFinding.Kind, String) -> [AuditFinding]
    ) -> [AuditFinding] {
        let neededWidth = scene.ceilToPixel(width)
        // Within the measuring's error of the frame fits it, as for a label (`isStandInsError`;
        // `titleFits` asks the same for the sheet).
        if frame.width + widthError + tolerance < neededWidth {
            return finding(.clipped, "needs \(points(neededWidth)), has \(points(frame.width))")
        }
        if frame.height + inkAllowance + tolerance < height {
            return finding(.clipped, "needs \(points(height)) tall, has \(points(frame.height))")
        }
        return []
    }
}
