extension LaidOutView {
    /// A borderless button's title (`clear`): its lines' box, centred down the frame and placed
    /// across it by its alignment inside the content insets, on the pixel grid. Nil for any
    /// other view, or a button without a measured title.
    func titleFrame(pixel: Double) -> Frame? {
        guard kind == .button, clear, let text, text.neededWidth > 0, text.lines > 0 else { return nil }
        let frame = absoluteAlignmentFrame
        let room = max(0, frame.width - text.padding.left - text.padding.right)
        let width = text.lines == 1 ? min(text.neededWidth, room) : room
        let height = min(max(0, frame.height), TextFit.height(lines: text.lines, font: text.drawnFont, kind: .button))
        let start = frame.x + text.padding.left
        let x = switch text.alignment {
        case .center: start + (room - width) / 2
        case .right: start + room - width
        case .left, .natural, .justified: start
        }
        func round(_ value: Double) -> Double { (value / pixel).rounded() * pixel }
        let left = round(x), top = round(frame.y + (frame.height - height) / 2)
        return Frame(x: left, y: top, width: round(x + width) - left, height: round(frame.y + (frame.height + height) / 2) - top)
    }

    /// What a view draws, where overlaps are judged: a control's frame less its alignment
    /// insets; a label's text, not its frame (a label draws no box: its text lies across it by
    /// its alignment and is centred down it, so a full-width title centred in a custom
    /// navigation bar meets no back button laid over the bar's leading edge: Lifyzer's three,
    /// dev set 26). A label with no text draws nothing. The text's box is rounded to the
    /// pixel grid, as frames are. A label whose text is not known (a recorded snapshot's) is
    /// judged by its frame.
    func drawnFrame(pixel: Double) -> Frame {
        let frame = absoluteAlignmentFrame
        // A recorded snapshot keeps no text (`check --report`): its labels are judged by frame.
        guard kind == .label, let text else { return frame }
        guard text.neededWidth > 0, text.lines > 0 else {
            return Frame(x: frame.x, y: frame.y, width: 0, height: 0)
        }
        let width = text.lines == 1 ? min(text.neededWidth, frame.width) : frame.width
        // The lines' ink: room the characters leave above the first line and below the last
        // is empty (`GlyphInk`; round 30: Treefrog's "ROOM" tucked 20 pt into the descent of
        // the 110-pt capitals "OPEN" above it, dev set 37, touches no ink). Measured in the
        // whole line box, which may start above the frame, then cut at the frame's edges.
        let linesTop = text.drawnLinesTop(inHeight: frame.height)
        let linesHeight = TextFit.height(lines: text.lines, font: text.drawnFont, kind: .label)
        let room = GlyphInk.room(for: text.string, font: text.drawnFont, extent: text.inkExtent)
        let inkTop = min(max(0, linesTop + room.above), frame.height)
        let inkBottom = max(inkTop, min(frame.height, linesTop + linesHeight - room.below))
        let height = inkBottom - inkTop
        let x = switch text.alignment {
        case .center: frame.x + (frame.width - width) / 2
        case .right: frame.maxX - width
        case .left, .natural, .justified: frame.x
        }
        func round(_ value: Double) -> Double { (value / pixel).rounded() * pixel }
        let left = round(x), top = round(frame.y + inkTop)
        return Frame(x: left, y: top, width: round(x + width) - left, height: round(top + height) - top)
    }
}
