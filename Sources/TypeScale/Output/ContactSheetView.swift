/// One view drawn on a contact sheet: its box, its text at the resolved size (placeholders in
/// UIKit's placeholder grey), a red outline with a numbered marker when it is flagged, and its
/// id and frame as a hover `<title>`, never drawn over the picture.
struct ContactSheetView {
    let view: LaidOutView
    /// The text it draws, when known.
    let text: String?
    /// The screen's size: markers and ids of views hanging off it are kept on it.
    let screen: (width: Double, height: Double)
    /// Nil: not flagged; 0: flagged without a numbered finding (truncated text).
    let marker: Int?
    /// Neither it nor a view it lies in is hidden or transparent: drawn at full strength.
    var isShown = true
    /// One device pixel in points: with the text's width, how much wider than its room a
    /// system-font text may measure and still be drawn whole, as the audit reads it
    /// (`TextFitRule.measuringError`).
    var pixel = 0.0
    /// Whether the hover `<title>` names the view.
    var showsID = true
    /// Whether its marker is drawn with it; one in faded scroll content is drawn after the
    /// views, at full strength (`drawMarker(into:)`).
    var drawsMarker = true

    func draw(into svg: inout SVGText) {
        let frame = view.absoluteFrame
        var group: [(String, String)] = [("class", "view"), ("data-id", view.id), ("data-kind", view.kind.rawValue)]
        if !isShown { group += [("opacity", "0.35")] }
        svg.open("g", group)
        if showsID {
            let frame = view.frame
            let numbers = [frame.x, frame.y, frame.width, frame.height].map(svgNumber).joined(separator: " ")
            svg.element("title", [], "\(view.id) \(view.kind.rawValue) \(numbers)")
        }
        var box: [(String, String)] = [("class", marker == nil ? "box" : "box flagged"),
                                       ("x", svgNumber(frame.x)), ("y", svgNumber(frame.y)),
                                       ("width", svgNumber(max(0, frame.width))), ("height", svgNumber(max(0, frame.height)))]
        box += style
        svg.empty("rect", box)
        drawText(frame, into: &svg)
        if let marker, drawsMarker {
            drawMarker(marker, frame, into: &svg)
        }
        svg.close("g")
    }

    /// Its marker alone, when it is flagged.
    func drawMarker(into svg: inout SVGText) {
        if let marker { drawMarker(marker, view.absoluteFrame, into: &svg) }
    }

    /// Fill and stroke by kind; flagged views are outlined in red.
    private var style: [(String, String)] {
        let fill: String
        var extra: [(String, String)] = []
        switch view.kind {
        case .label, .textView: fill = "#007aff0d"
        case .field: fill = "#ffffff"; extra = [("rx", "5")]
        // A borderless button (`clear`) draws only its title: its tap area is a faint tint
        // (round 36: chrizera's drawn as filled tiles sunk into the tab bar, dev set 50).
        case .button: fill = view.clear ? "#007aff08" : "#007aff1a"; extra = [("rx", "6")]
        case .image: fill = "#d1d1d6"
        case .switch: fill = "#34c75966"; extra = [("rx", svgNumber(max(0, view.absoluteFrame.height / 2)))]
        default: fill = "none"
        }
        if marker != nil {
            return [("fill", fill), ("stroke", ContactSheet.Colors.flagged), ("stroke-width", "2")] + extra
        }
        let dash: [(String, String)] = view.kind == .stack || !isShown ? [("stroke-dasharray", "4 3")] : []
        return [("fill", fill), ("stroke", ContactSheet.Colors.box), ("stroke-width", "1")] + dash + extra
    }

    /// The text on its baselines (SPEC §5.5: lines centred vertically; a text view's from its
    /// top, below its 8-pt inset and inside its 5-pt line padding, as UITextView draws them),
    /// wrapped and truncated with an estimate of the character width, since the sheet has no
    /// glyph positions.
    private func drawText(_ frame: Frame, into svg: inout SVGText) {
        guard let info = view.text, let text, !text.isEmpty, info.lines > 0 else { return }
        let font = info.drawnFont
        // A field's text sits inside its padding (7 pt at the sides unless its `insets` say),
        // a button's title inside its content insets.
        let side = TextFit.horizontalPadding(of: view.kind) / 2
        let padding = view.kind == .field || view.kind == .button
            ? (left: info.padding.left, right: info.padding.right) : (left: side, right: side)
        // A scrolling text view shows the lines that fit and scrolls to the rest: no ellipsis.
        let room = frame.width - (padding.left + padding.right)
        // The stand-in's error is a share of a line's width: of a wrapped text's, at most the
        // room (round 36: 1 % of a whole paragraph on one line had let a 250-pt text view's
        // lines run 17 pt past it, a designer's review of dev set 51).
        var error = TextFitRule.measuringError(of: font, width: min(info.neededWidth, max(0, room)), pixel: pixel)
        if view.kind == .label, info.maxLines != 1, info.neededLines > info.lines,
           TextFitRule.neededLines(info, width: room, pixel: pixel) <= info.lines {
            // A wrapping text the audit takes to fit its lines within the measure's error is
            // drawn so, on them (round 36's review: a stand-in font's).
            error = max(error, info.neededWidth - room)
        } else if view.kind == .label, TextFitRule.isStandInsError(info, width: room, pixel: pixel) {
            // A one-line label the audit does not call truncated (a stand-in font's slack,
            // `TextFitRule.isStandInsError`) is drawn whole (a designer's review of dev set 47:
            // Ilhasoft's "Status" drawn "Statu…" 4 % over, with no finding).
            error = max(error, info.neededWidth - room)
        } else if view.kind == .label, info.maxLines == 1, info.truncated {
            // A one-line label the audit calls truncated is drawn cut, whatever the unrounded
            // width's error would allow (round 36's review: 201.5 pt of text in 199.5, within
            // the 1 % but a pixel past once rounded, had been drawn whole in its red outline).
            error = min(error, info.neededWidth - room - 0.01)
        } else if view.kind == .field || (view.kind == .button && info.maxLines == 1) {
            // A one-line title or field text is drawn whole exactly where the audit finds it
            // fits (`TextFitRule.titleFits`; round 34's second review: within a pixel of the
            // limit it had been drawn whole inside its red outline).
            let fits = TextFitRule.titleFits(info, padding: padding.left + padding.right, frameWidth: frame.width, pixel: pixel)
            // (A text it cuts gets a hundredth of a point less than it needs, past the wrap's
            // rounding.)
            error = fits ? max(error, info.neededWidth - room) : min(error, info.neededWidth - room - 0.01)
        }
        let lines = SheetTextLines.wrap(text, neededWidth: info.neededWidth,
                                        width: room + error,
                                        maxLines: info.lines, ellipsised: !info.scrolls)
        let characterWidth = SheetTextLines.averageWidth(text, neededWidth: info.neededWidth)
        let firstBaseline = view.kind == .textView
            ? frame.y + TextFit.verticalInset(of: view.kind) / 2 + font.ascender
            : view.kind == .label ? frame.y + info.drawnLinesTop(inHeight: frame.height) + font.ascender
            : frame.y + frame.height / 2 - font.textHeight(lines: lines.count) / 2 + font.ascender
        // Text lies by its alignment (a button's title centred unless its content alignment
        // says otherwise).
        let anchor = info.alignment
        let x = switch anchor {
        case .center: frame.x + padding.left + (frame.width - padding.left - padding.right) / 2
        case .right: frame.maxX - padding.right
        case .left, .natural, .justified: frame.x + padding.left
        }
        let paint: [(String, String)] = info.isPlaceholder
            ? [("fill", ContactSheet.Colors.placeholder), ("fill-opacity", ContactSheet.Colors.placeholderOpacity)]
            : [("fill", view.kind == .button ? "#007aff" : ContactSheet.Colors.text)]
        for (index, line) in lines.enumerated() {
            var attributes: [(String, String)] = [
                ("class", info.isPlaceholder ? "text placeholder" : "text"), ("x", svgNumber(x)),
                ("y", svgNumber(firstBaseline + Double(index) * font.lineAdvance)),
                ("font-size", svgNumber(font.size)), ("font-weight", Self.cssWeight(font.weight)),
            ] + paint
            if anchor == .center { attributes.append(("text-anchor", "middle")) }
            if anchor == .right { attributes.append(("text-anchor", "end")) }
            // The viewer's font is not the measured one: stretch each line to its measured
            // width so the picture shows what fits and what does not.
            if characterWidth > 0 {
                attributes += [("textLength", svgNumber(Double(line.count) * characterWidth)),
                               ("lengthAdjust", "spacingAndGlyphs")]
            }
            svg.text(line, attributes)
        }
    }

    private func drawMarker(_ number: Int, _ frame: Frame, into svg: inout SVGText) {
        let radius = ContactSheet.Metrics.markerRadius
        let center = (x: min(max(frame.x + max(0, frame.width), 0), screen.width),
                      y: min(max(frame.y, 0), screen.height))
        svg.empty("circle", [("class", "marker"), ("cx", svgNumber(center.x)), ("cy", svgNumber(center.y)),
                             ("r", svgNumber(radius)), ("fill", ContactSheet.Colors.flagged)])
        svg.text(number > 0 ? "\(number)" : "!", [("class", "marker-label"), ("x", svgNumber(center.x)),
                                                 ("y", svgNumber(center.y + 4)), ("font-size", "11"), ("font-weight", "700"),
                                                 ("fill", "#ffffff"), ("text-anchor", "middle")])
    }

    static func cssWeight(_ weight: FontWeight) -> String { String(weight.weightClass) }
}

/// Splits text into drawn lines using the average character width of the measured text: a
/// picture of the wrapping, not the measurement itself (which the layout output holds).
enum SheetTextLines {
    static let ellipsis = "…"

    /// The average width of a character of `text`, from the width its widest paragraph
    /// measured (`neededWidth`, the text on one line a paragraph each); 0 when unmeasured.
    static func averageWidth(_ text: String, neededWidth: Double) -> Double {
        guard neededWidth > 0 else { return 0 }
        let longest = text.split(omittingEmptySubsequences: false, whereSeparator: isParagraphBreak).map(\.count).max() ?? 0
        return neededWidth / Double(max(1, longest))
    }

    /// Each paragraph wrapped in turn (a line break starts a line: round 28, the review's
    /// pikey order title had been drawn on one squeezed line), the last of `maxLines` lines
    /// ellipsised when text is left (unless `ellipsised` is false: a scrolling text view's);
    /// blank paragraphs left after it draw nothing and leave no ellipsis.
    static func wrap(_ text: String, neededWidth: Double, width: Double, maxLines: Int, ellipsised: Bool = true) -> [String] {
        let average = neededWidth > 0 ? averageWidth(text, neededWidth: neededWidth) : 1
        let perLine = max(1, Int((max(0, width) / average + 1e-6).rounded(.down)))
        let paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: isParagraphBreak)
        var lines: [String] = []
        var left = false
        for (index, paragraph) in paragraphs.enumerated() where lines.count < maxLines {
            var wrapped = wrapParagraph(paragraph, perLine: perLine, maxLines: maxLines - lines.count)
            // An empty paragraph, or one of spaces only, is a line all the same.
            if wrapped.lines.isEmpty { wrapped.lines = [""] }
            lines += wrapped.lines
            if lines.count == maxLines {
                left = wrapped.left || paragraphs[(index + 1)...].contains { $0.contains { !$0.isWhitespace } }
            }
        }
        if ellipsised, left, let last = lines.last {
            // At least one character before the ellipsis, as UIKit keeps when it can.
            lines[lines.count - 1] = String(last.prefix(max(1, perLine - 1))) + ellipsis
        }
        return lines
    }

    /// The line breaks the layout starts a paragraph at (`FontCatalog.isParagraphBreak`; a
    /// CRLF is one character here and one break there).
    static func isParagraphBreak(_ character: Character) -> Bool {
        character.unicodeScalars.first.map(FontCatalog.isParagraphBreak) ?? false
    }

    /// Greedy word wrap of one paragraph at `perLine` characters, a longer word broken between
    /// characters, at most `maxLines` lines, and whether text is left. Linear: a text is split
    /// into words once, a word is only sliced (never copied) when broken, and a word's length
    /// is counted only as far as the room left on the line, so every step takes a word or a
    /// line's worth of characters (a 1 MiB word no longer costs a copy per line).
    static func wrapParagraph(_ text: Substring, perLine: Int, maxLines: Int) -> (lines: [String], left: Bool) {
        var lines: [String] = []
        var current = ""
        var currentCount = 0
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        var next = 0
        var word = words.first ?? ""  // what is left of words[next]
        while next < words.count {
            // Joined with a space unless it starts the line.
            let room = current.isEmpty ? perLine : perLine - currentCount - 1
            if let count = Self.count(word, atMost: room) {
                currentCount += current.isEmpty ? count : count + 1
                if !current.isEmpty { current += " " }
                current += word
                next += 1
                word = next < words.count ? words[next] : ""
            } else if current.isEmpty {
                // A word longer than the line breaks between characters.
                lines.append(String(word.prefix(perLine)))
                word = word.dropFirst(perLine)
            } else {
                lines.append(current)
                current = ""
                currentCount = 0
            }
            if lines.count == maxLines { break }
        }
        if !current.isEmpty, lines.count < maxLines { lines.append(current) }
        let left = next < words.count && (!word.isEmpty || words[(next + 1)...].contains { !$0.isEmpty })
        return (lines, left)
    }

    /// The number of characters of `word` if at most `limit`, else nil, looking at no more
    /// than `limit + 1` of them.
    static func count(_ word: Substring, atMost limit: Int) -> Int? {
        guard limit >= 0 else { return nil }
        var count = 0
        var index = word.startIndex
        while index < word.endIndex {
            guard count < limit else { return nil }
            count += 1
            index = word.index(after: index)
        }
        return count
    }
}

/// A small SVG writer: attributes in the order given, text escaped, two-space indentation.
struct SVGText {
    private(set) var text = ""
    private var depth = 0

    mutating func open(_ name: String, _ attributes: [(String, String)]) {
        text += indentation + "<" + name + Self.attributes(attributes) + ">\n"
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        text += indentation + "</" + name + ">\n"
    }

    mutating func empty(_ name: String, _ attributes: [(String, String)]) {
        text += indentation + "<" + name + Self.attributes(attributes) + "/>\n"
    }

    mutating func text(_ content: String, _ attributes: [(String, String)]) {
        element("text", attributes, content)
    }

    /// `<name …>content</name>` on one line, the content escaped.
    mutating func element(_ name: String, _ attributes: [(String, String)], _ content: String) {
        text += indentation + "<" + name + Self.attributes(attributes) + ">" + Self.escaped(content) + "</" + name + ">\n"
    }

    private var indentation: String { String(repeating: "  ", count: depth) }

    private static func attributes(_ attributes: [(String, String)]) -> String {
        attributes.map { " \($0.0)=\"\(escaped($0.1))\"" }.joined()
    }

    /// XML escaping; control characters (not allowed in XML 1.0) become spaces.
    static func escaped(_ text: String) -> String {
        // Most ids, numbers and diff lines need nothing: no scalar-by-scalar copy then (0xEF
        // leads the UTF-8 of U+FFFE and U+FFFF).
        let special: (UInt8) -> Bool = { $0 < 0x20 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 || $0 == 0xEF }
        guard text.utf8.contains(where: special) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value): result += " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
