/// Visible siblings covering each other.
enum OverlapRule {
    /// Every overlap of the layout, listed under the earlier view of each pair (by view index),
    /// partners in view order. Siblings are swept in order of their left edge, so wide screens
    /// (thousands of siblings in a row) cost about n log n, not n².
    static func findingsByView(in scene: AuditedScene) -> [[AuditFinding]] {
        let views = scene.layout.views
        let drawn = views.map { $0.drawnFrame(pixel: scene.pixel) }
        var children = [[Int]](repeating: [], count: views.count)
        for index in views.indices {
            guard let parent = scene.parents[index], scene.visible[index],
                  AuditedScene.hasArea(drawn[index]) else { continue }
            children[parent].append(index)
        }
        var pairs: [(first: Int, second: Int, width: Double, height: Double)] = []
        let threshold = scene.pixel + BoundsRule.tolerance
        for siblings in children where siblings.count > 1 {
            // Ties broken by index: the order never depends on anything but the input.
            // What each draws: a switch beside a label reaches 2 pt into it by its frame alone.
            let byLeft = siblings.sorted { (drawn[$0].x, $0) < (drawn[$1].x, $1) }
            for (position, a) in byLeft.enumerated() {
                let frame = drawn[a]
                for b in byLeft[(position + 1)...] {
                    let other = drawn[b]
                    if other.x >= frame.maxX - threshold { break }
                    var (width, height) = intersection(frame, other)
                    guard width > threshold, height > threshold, !isLayered(a, b, drawn: drawn, in: scene) else { continue }
                    // A stack view draws only its arranged views: judged by them, each with the
                    // same rules (Qussk's buttons, laid on the picture at the foot of the screen),
                    // and the overlap is the largest part one of them covers, not the stack's
                    // frame's (nor the extent of parts apart: two badges at a row's ends).
                    // Where both are so, each side by its views: which lies to the left decides
                    // nothing (round 36's review: two clear containers had overlapped in one
                    // direction and not in the mirror image).
                    let judgedA = isJudgedByArrangedViews(a, against: b, in: scene)
                    let judgedB = isJudgedByArrangedViews(b, against: a, in: scene)
                    if judgedA || judgedB {
                        let sideA = judgedA ? arrangedViews(of: a, children: children, in: scene) : [a]
                        let sideB = judgedB ? arrangedViews(of: b, children: children, in: scene) : [b]
                        let covered = sideA.flatMap { shown in sideB.compactMap { otherView -> Frame? in
                            let (w, h) = intersection(drawn[shown], drawn[otherView])
                            guard w > threshold, h > threshold, !isLayered(shown, otherView, drawn: drawn, in: scene) else { return nil }
                            return AuditedScene.standardized(drawn[shown]).intersection(AuditedScene.standardized(drawn[otherView]))
                        } }
                        // Ties go to the earlier view: the order is the input's.
                        guard let largest = covered.enumerated().max(by: { a, b in
                            (a.element.width * a.element.height, b.offset) < (b.element.width * b.element.height, a.offset)
                        })?.element else { continue }
                        (width, height) = (largest.width, largest.height)
                    }
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

    /// The width and height two frames share (negative where they do not meet).
    private static func intersection(_ a: Frame, _ b: Frame) -> (width: Double, height: Double) {
        (min(a.maxX, b.maxX) - max(a.x, b.x), min(a.maxY, b.maxY) - max(a.y, b.y))
    }

    /// Whether two intersecting views are layered on purpose: a backdrop, a background, a
    /// picture something is laid on, an empty stack, alternates, a separator.
    private static func isLayered(_ a: Int, _ b: Int, drawn: [Frame], in scene: AuditedScene) -> Bool {
        // Containment is judged on what shows: a full-screen overlay holds a bar whose
        // background runs on above the screen.
        // A list holds within a pixel: an edge fade 0.5 pt past the picker it lies on (round
        // 35: sang200515's calendar, its grid's trailing constant 0.33, a designer's review of
        // dev set 49).
        let shownA = onScreen(drawn, a, scene), shownB = onScreen(drawn, b, scene)
        func slack(_ backdrop: Int) -> Double { isList(backdrop, in: scene) ? scene.pixel : 0 }
        return (isBackdrop(a, of: b, in: scene) && contains(shownA, shownB, slack: slack(a)) && !hidesContent(of: a, with: b, drawn: drawn, in: scene))
            || (isBackdrop(b, of: a, in: scene) && contains(shownB, shownA, slack: slack(b)) && !hidesContent(of: b, with: a, drawn: drawn, in: scene))
            || isBackground(min(a, b), behind: max(a, b), drawn: drawn, in: scene)
            || isLaidOnImage(min(a, b), under: max(a, b), drawn: drawn, in: scene)
            || isTuckedOverPicture(min(a, b), under: max(a, b), in: scene)
            || coversNothing(a, b, in: scene) || coversNothing(b, a, in: scene)
            || areAlternates(scene.layout.views[a], scene.layout.views[b])
            || areCrossingPictures(a, b, in: scene)
            || isHairlineJoint(a, b, in: scene)
            || isFieldAccessory(a, b, in: scene) || isFieldAccessory(b, a, in: scene)
    }

    /// A button or an icon laid inside a field at one of its ends, as designed (they meet at L
    /// already): an inline accessory ("Forgot?", a show-password eye) an app lays over its
    /// field rather than setting the field's `rightView` (round 35: Kwang8's login, a
    /// designer's review of dev set 48, also with an eye icon in its place). What the field
    /// shows, its text or placeholder, must stop short of it: text grown under the accessory
    /// still overlaps, and so does an accessory over the field's middle.
    private static func isFieldAccessory(_ field: Int, _ accessory: Int, in scene: AuditedScene) -> Bool {
        let views = scene.layout.views
        let part = views[accessory]
        // Drawn over the field (one beneath it is hidden by it and takes none of its taps),
        // and no wider than half of it (a button over most of a field takes its taps).
        guard views[field].kind == .field, part.kind == .button || (part.kind == .image && !scene.hasVisibleChildren[accessory]),
              accessory > field, meetsWhenDesigned(field, accessory, in: scene) else { return false }
        let box = views[field].absoluteAlignmentFrame, laid = part.absoluteAlignmentFrame, slack = BoundsRule.tolerance
        guard laid.width <= box.width / 2 + slack else { return false }
        guard laid.x >= box.x - slack, laid.maxX <= box.maxX + slack, laid.y >= box.y - slack - 1, laid.maxY <= box.maxY + slack + 1
        else { return false }
        // At an end: within `accessoryInset` of the field's edge.
        let atTrailing = box.maxX - laid.maxX <= accessoryInset + slack, atLeading = laid.x - box.x <= accessoryInset + slack
        guard atTrailing != atLeading, let text = views[field].text else { return false }
        let width = min(text.neededWidth, box.width - text.padding.left - text.padding.right)
        let start = switch text.alignment {
        case .center: box.x + text.padding.left + (box.width - text.padding.left - text.padding.right - width) / 2
        case .right: box.maxX - text.padding.right - width
        case .left, .natural, .justified: box.x + text.padding.left
        }
        return atTrailing ? start + width <= laid.x + slack : start >= laid.maxX - slack
    }

    /// A stack showing arranged views, drawn over a sibling, is judged by those views rather
    /// than its frame: between them what lies beneath shows. Not over a control (or a view
    /// holding one), whose taps its empty parts take; nor beneath the other view, which is
    /// judged against the stack's whole frame as before. From round 32 a clear container (a
    /// plain view without a background, `clear`) is judged by its subviews so too, and beneath
    /// the other view as well: it hides nothing there, and the view over it takes the taps.
    private static func isJudgedByArrangedViews(_ stack: Int, against other: Int, in scene: AuditedScene) -> Bool {
        scene.isDrawnBySubviews(stack) && (stack > other || scene.isClearContainer(stack)) && !scene.holdsControl[other]
    }

    /// The visible views a stack (or a clear container) shows, a nested one's by its own.
    private static func arrangedViews(of stack: Int, children: [[Int]], in scene: AuditedScene) -> [Int] {
        children[stack].flatMap { child in
            scene.isDrawnBySubviews(child) ? arrangedViews(of: child, children: children, in: scene) : [child]
        }
    }

    /// A stack view showing no arranged view draws nothing: UIStackView renders nothing of its
    /// own (a background colour, iOS 14's, is not in a screen file), so a label across an
    /// empty one covers nothing (share-budget's expense cell, dev set 28: an empty stack filled
    /// by code, two labels "overlapping" it). It still takes the taps that land on it, so one
    /// laid over a control, or over a view holding one, is an overlap. From round 32 so does a
    /// clear plain view (`clear`) showing no subview: igorleonovich's alpha-0 padding view
    /// pinned round a label, under the text views' stack that is the label's alternate (a
    /// designer's review of dev set 43).
    private static func coversNothing(_ stack: Int, _ other: Int, in scene: AuditedScene) -> Bool {
        let view = scene.layout.views[stack]
        let drawsNothing = view.kind == .stack || (view.kind == .view && view.clear && !view.takesTaps)
        guard drawsNothing, !scene.hasVisibleChildren[stack] else { return false }
        return stack < other || !scene.holdsControl[other]
    }

    /// Whether `view`, holding `held` entirely, is layered with it on purpose: a plain view or
    /// an image is a backdrop or carries a badge; a blank button is a tap area laid over an
    /// icon or a row (Grafonsky's over a symbol, khanhhuypham's over a whole cell) or the ring
    /// behind an icon (Windscribe's close button), unless what it holds takes taps itself (a
    /// button, a field, a switch: the tap area over them takes their taps). A scroll view (a
    /// table, a collection) is one for a later sibling drawn over it: an empty state's message,
    /// a spinner or a floating button laid on the list (exponea's inbox, round 24); and for
    /// an earlier one it holds that takes no taps, beneath the list: a table draws an opaque
    /// background, so that view shows only when code hides the list, the empty state's other
    /// form (MirrorFly's no-results label under its contacts table, dev set 32, round 28). A
    /// control beneath a list takes no taps while the list is there (a plain scroll view is
    /// clear, and the import cannot tell one from a table), and a view the list only partly
    /// holds, still overlap. A text view holds an earlier one beneath it so too.
    private static func isBackdrop(_ view: Int, of held: Int, in scene: AuditedScene) -> Bool {
        let laidOut = scene.layout.views[view]
        if laidOut.isBlankButton { return !scene.holdsControl[held] }
        // An image button is the picture an icon or a caption is laid on: they take no taps
        // (UIImageView and UILabel pass them to the button beneath), and the button has no
        // title for them to cover (round 28: Barbershop's icons on its round buttons, dev set 35).
        if laidOut.isUntitledButton { return held > view && !scene.holdsControl[held] }
        if laidOut.kind == .scroll || laidOut.kind == .table { return held > view || !scene.holdsControl[held] }
        // A text view draws its background over what it wholly holds beneath it: a spinner
        // there shows only when code hides the text (round 31: mocarz's weather text view, a
        // designer's review of dev set 41). Drawn over, a later view's text collides with its.
        if laidOut.kind == .textView { return held < view && !scene.holdsControl[held] }
        // A picture drawn over what it holds hides it (round 25: a label is judged by its
        // text, which a photo can now hold whole); a plain view may be a clear container.
        if laidOut.kind == .image { return held > view }
        // A control drawn as a plain view (a slider, a date picker) covers what it holds.
        return laidOut.kind == .view && !laidOut.takesTaps
    }

    /// A plain view drawn beneath content (`upper` is later among the siblings and holds views
    /// or text, or is a picture) across its whole width and under its top or bottom edge: a
    /// band of colour the content is laid on, as cwa's card backgrounds (a top and a bottom
    /// half, each the card's width, behind its stack) are. The band may hold views of its own
    /// where the content covers none of them: a header band with its title and back button, a
    /// card laid over its empty lower part (round 32: iriscalender's sign-up card, 66.5 pt
    /// into its header, dev set 39; the review item). Two bare boxes colliding, the
    /// same view above its sibling, content over the band's own views, or content grown
    /// across a band (a divider or a banner in its middle) still overlap. A blind spot left:
    /// content whose top or bottom edge runs into a full-width band.
    private static func isBackground(_ lower: Int, behind upper: Int, drawn: [Frame], in scene: AuditedScene) -> Bool {
        let views = scene.layout.views
        // The content may be a picture too (round 32: 0xfbravo's thumbnail on the blank end of
        // its cell's info bar, a designer's review of dev set 43), where it lies on the band in
        // the designed layout already: one that larger text pushes into a band is a finding.
        // So may a list (a table or a collection, whose rows code fills), laid on the band's
        // empty part (round 34: AppNews' collection 7 pt into its header band by a negative
        // stack spacing, a designer's review of dev set 46).
        let isPicture = views[upper].kind == .image && !scene.hasVisibleChildren[upper]
        let isList = views[upper].kind == .scroll || views[upper].kind == .table
        guard views[lower].kind == .view, !views[lower].takesTaps,
              scene.hasVisibleChildren[upper] || (views[upper].text?.neededWidth ?? 0) > 0
                || ((isPicture || isList) && meetsWhenDesigned(lower, upper, in: scene))
        else { return false }
        // Across the width only: an avatar-sized box beside a row's text spans its height too,
        // and a plain view may be a custom class that draws (element's avatar view).
        let back = views[lower].absoluteFrame, front = views[upper].absoluteFrame, slack = BoundsRule.tolerance
        let acrossWidth = back.x <= front.x + slack && back.maxX >= front.maxX - slack
        let underTop = back.y <= front.y + slack && back.maxY >= front.y - slack
        let underBottom = back.y <= front.maxY + slack && back.maxY >= front.maxY - slack
        guard acrossWidth && (underTop || underBottom) else { return false }
        return !scene.hasVisibleChildren[lower] || !coversContent(of: lower, with: upper, drawn: drawn, in: scene)
    }

    /// Whether a view drawn over a plain backdrop that holds it hides the backdrop's own text
    /// or controls, by more than a pixel each way, where the two do not meet in the designed
    /// layout (or there is none to ask): then the backdrop is no excuse (round 36's review: an
    /// icon laid over a card's title had been layering, the same icon poking out of the card an
    /// overlap). An image or a list laid on keeps its own rules.
    private static func hidesContent(of backdrop: Int, with front: Int, drawn: [Frame], in scene: AuditedScene) -> Bool {
        guard front > backdrop, scene.layout.views[backdrop].kind == .view else { return false }
        let threshold = scene.pixel + BoundsRule.tolerance
        let views = scene.layout.views
        return scene.descendants(of: backdrop).contains { index in
            guard scene.visible[index], BoundsRule.isContent(views[index]), AuditedScene.hasArea(drawn[index]) else { return false }
            let (width, height) = intersection(drawn[index], drawn[front])
            guard width > threshold, height > threshold else { return false }
            guard let first = scene.designedView(views[index].id), let second = scene.designedView(views[front].id) else { return true }
            return AuditedScene.standardized(first.absoluteFrame).intersection(AuditedScene.standardized(second.absoluteFrame)) == nil
        }
    }

    /// Whether two views already meet in the designed layout (the screen at L), or there is
    /// none to ask (an audit of L itself).
    private static func meetsWhenDesigned(_ a: Int, _ b: Int, in scene: AuditedScene) -> Bool {
        let views = scene.layout.views
        guard let first = scene.designedView(views[a].id), let second = scene.designedView(views[b].id) else { return true }
        return AuditedScene.standardized(first.absoluteFrame).intersection(AuditedScene.standardized(second.absoluteFrame)) != nil
    }

    /// Whether `front` is drawn over any visible view inside `band` by more than a pixel each
    /// way. A view drawn only by its subviews (a clear wrapper round the band's title, a
    /// stack) is judged by them, which the walk meets in turn.
    private static func coversContent(of band: Int, with front: Int, drawn: [Frame], in scene: AuditedScene) -> Bool {
        let threshold = scene.pixel + BoundsRule.tolerance
        return scene.descendants(of: band).contains { index in
            guard scene.visible[index], !scene.isDrawnBySubviews(index), AuditedScene.hasArea(drawn[index]) else { return false }
            let (width, height) = intersection(drawn[index], drawn[front])
            return width > threshold && height > threshold
        }
    }

    /// A sibling drawn over an image, no larger than it and mostly on it (half of what it
    /// draws or more), is laid on the picture on purpose, however much of it it covers: a
    /// caption or a title on a photo, buttons on an onboarding picture, a badge on an avatar.
    /// What is drawn on top shows whole; only the picture is covered, as designed (namkyo's
    /// form, mostly off the illustration beneath it, dev set 27, is still an overlap). A view larger than the image it runs
    /// into (a title over a row's avatar), one that only grazes its edge (a title grown into
    /// a thumbnail beside it), or an image drawn over a sibling, still overlaps.
    private static func isLaidOnImage(_ lower: Int, under upper: Int, drawn: [Frame], in scene: AuditedScene) -> Bool {
        guard scene.layout.views[lower].kind == .image else { return false }
        let image = onScreen(drawn, lower, scene), laid = onScreen(drawn, upper, scene)
        let area = laid.width * laid.height
        guard area <= image.width * image.height else { return false }
        let width = min(image.maxX, laid.maxX) - max(image.x, laid.x), height = min(image.maxY, laid.maxY) - max(image.y, laid.y)
        return width > 0 && height > 0 && 2 * width * height >= area
    }

    /// A view tucked over a picture's top or bottom edge across its whole width, as designed
    /// (the two meet at L already), covering a strip no deeper than `tuckDepth` of the
    /// picture's height: a card laid a few points over its photo (round 34: mp-git20's hotel
    /// card 8 pt over its 162-pt photo, a designer's review of dev set 46). The photo's strip
    /// is all it hides. A view that meets the picture only at larger text, one covering more of
    /// it, or one narrower than it (a title over a thumbnail) is judged as before.
    private static func isTuckedOverPicture(_ lower: Int, under upper: Int, in scene: AuditedScene) -> Bool {
        let views = scene.layout.views
        guard views[lower].kind == .image, !scene.hasVisibleChildren[lower], meetsWhenDesigned(lower, upper, in: scene)
        else { return false }
        // Across its width within a point (mp-git20's card ends 1 pt short of its photo's side).
        let picture = views[lower].absoluteFrame, front = views[upper].absoluteFrame, slack = BoundsRule.tolerance
        guard front.x <= picture.x + 1 + slack, front.maxX >= picture.maxX - 1 - slack else { return false }
        let depth = front.y > picture.y + slack ? picture.maxY - front.y : front.maxY - picture.y
        let edgeOnly = front.y > picture.y + slack ? front.maxY >= picture.maxY - slack : front.maxY < picture.maxY - slack
        return edgeOnly && depth > 0 && depth <= picture.height * tuckDepth + slack
    }

    /// How far inside a field's end an accessory laid over it may sit: the standard 16-pt margin.
    static let accessoryInset = 16.0

    /// The share of a picture's height a view tucked over its edge may cover.
    static let tuckDepth = 0.15

    /// Two pictures crossing, each reaching past the other on opposite axes (a cross, a T):
    /// decorative rules drawn across each other, which hide no text and take no tap (round 28:
    /// Barbershop's, dev set 35). A picture drawn over part of another (a photo over an
    /// avatar), or over text or a control, is judged as before.
    private static func areCrossingPictures(_ a: Int, _ b: Int, in scene: AuditedScene) -> Bool {
        let views = scene.layout.views
        guard views[a].kind == .image, views[b].kind == .image,
              !scene.hasVisibleChildren[a], !scene.hasVisibleChildren[b] else { return false }
        let first = views[a].absoluteFrame, second = views[b].absoluteFrame
        func spansWidth(_ x: Frame, _ y: Frame) -> Bool { x.x <= y.x && x.maxX >= y.maxX }
        func spansHeight(_ x: Frame, _ y: Frame) -> Bool { x.y <= y.y && x.maxY >= y.maxY }
        return (spansWidth(first, second) && spansHeight(second, first))
            || (spansWidth(second, first) && spansHeight(first, second))
    }

    /// Two siblings in one frame are alternates, one shown at a time by code: Adguard's Import
    /// and OK buttons, castled's two buttons tied centre to centre and size to size,
    /// auvergne-webcams' empty-list label and error button (dev sets 16, 21, 9), cylankj's
    /// message as text or as a web view, one pinned to the bottom and one to its margin, 1 pt
    /// apart (dev set 26). No designer lays two visible views within a point of each other on
    /// every edge; text grown apart still overlaps. A blank button is shown with what it lies
    /// on: a tap area (`isBackdrop`), not an alternate.
    private static func areAlternates(_ first: LaidOutView, _ second: LaidOutView) -> Bool {
        guard !first.isBlankButton, !second.isBlankButton else { return false }
        let a = first.absoluteFrame, b = second.absoluteFrame, slack = 1 + BoundsRule.tolerance
        return abs(a.x - b.x) <= slack && abs(a.y - b.y) <= slack
            && abs(a.width - b.width) <= slack && abs(a.height - b.height) <= slack
    }

    /// The thickness of a line drawn as a view: a childless plain view at most this thick
    /// across is a separator or a divider.
    static let hairline = 1.0

    /// The thickness of a rule drawn as a picture: a partition image tucked a point under the
    /// lists on each side of it (round 35: sang200515's 3-pt calendar divider, a designer's
    /// review of dev set 49) is a drawing, as a separator view is.
    static let pictureRule = 4.0

    /// Two childless plain views at most this thick crossing at a right angle are the sides
    /// of a border meeting at its corner (round 30: a sudoku cell's border of four 2-pt lines,
    /// dev set 38); a 2-pt bar drawn into a button's edge still overlaps it.
    static let borderLine = 2.0

    /// A separator meeting a sibling at that sibling's edge, or two separators (or border
    /// sides, `borderLine`) crossing at a right angle: a drawing, not a collision. ringoid's rating bar runs a 1-pt divider up
    /// from a 1-pt line (a T) along a button's edge, 0.667 pt inside it; bither's and
    /// organicmaps' rows end on a line drawn 1 pt into a button's or a stack's bottom. A line
    /// lying deeper than its own thickness from both of the sibling's edges (content grown
    /// across a divider; Adguard's separator 6 pt inside a button) still overlaps it, and so
    /// do two lines lying along each other.
    private static func isHairlineJoint(_ a: Int, _ b: Int, in scene: AuditedScene) -> Bool {
        let views = scene.layout.views
        func thinAxis(_ index: Int, upTo thickness: Double = hairline) -> (horizontal: Bool, thickness: Double)? {
            let kind = views[index].kind
            guard kind == .view || kind == .image, !views[index].takesTaps, !scene.hasVisibleChildren[index] else { return nil }
            let frame = views[index].absoluteFrame
            let thin = min(frame.width, frame.height)
            // A picture as thin as `pictureRule` is a rule drawn as an image (a partition).
            guard thin <= (kind == .image ? max(thickness, pictureRule) : thickness) + BoundsRule.tolerance else { return nil }
            return (frame.height <= frame.width, thin)
        }
        if let sideA = thinAxis(a, upTo: borderLine), let sideB = thinAxis(b, upTo: borderLine),
           sideA.horizontal != sideB.horizontal { return true }
        let lineA = thinAxis(a), lineB = thinAxis(b)
        if let lineA, let lineB { return lineA.horizontal != lineB.horizontal }
        guard let (line, other, axis) = lineA.map({ (a, b, $0) }) ?? lineB.map({ (b, a, $0) }) else { return false }
        let stroke = views[line].absoluteFrame, body = views[other].absoluteFrame
        let reach = axis.thickness + BoundsRule.tolerance
        let (start, end, edge0, edge1) = axis.horizontal
            ? (stroke.y, stroke.maxY, body.y, body.maxY) : (stroke.x, stroke.maxX, body.x, body.maxX)
        let atFirstEdge = start >= edge0 - reach && end <= edge0 + reach
        let atSecondEdge = start >= edge1 - reach && end <= edge1 + reach
        return atFirstEdge || atSecondEdge
    }

    /// The part of a view's drawn frame on the screen (the frame itself when none of it is);
    /// whole in scroll content and in a container's rows, whose frames are in content
    /// coordinates the user scrolls (round 36's review: a panel and the switch past its bottom
    /// had overlapped or not by where the screen's edge fell, so by category).
    private static func onScreen(_ drawn: [Frame], _ index: Int, _ scene: AuditedScene) -> Frame {
        guard scene.scrollAncestor[index] == nil, !scene.placedByContainer[index] else { return drawn[index] }
        return drawn[index].intersection(scene.screen) ?? drawn[index]
    }

    private static func isList(_ index: Int, in scene: AuditedScene) -> Bool {
        [.scroll, .table].contains(scene.layout.views[index].kind)
    }

    private static func contains(_ outer: Frame, _ inner: Frame, slack: Double = 0) -> Bool {
        BoundsRule.overflow(of: inner, past: outer).allSatisfy { $0.amount <= slack + BoundsRule.tolerance }
    }
}
