/// Turns `item.attribute` into linear forms over the views' absolute left/top/width/height.
struct AttributeForms {
    let tree: InstalledTree
    let container: Container
    let direction: LayoutDirection
    /// Lines drawn and font per view, for baselines.
    let textLines: [TextFit?]
    /// Where the frames' edges come from (shared arrays, not four new ones per item).
    var units = UnitTerms()

    /// A rectangle as four linear forms.
    struct Rect {
        var left, top, width, height: LinearForm

        func inset(by insets: EdgeInsets) -> Rect {
            Rect(left: left + insets.left, top: top + insets.top,
                 width: width + (-insets.left - insets.right), height: height + (-insets.top - insets.bottom))
        }
    }

    func frame(of view: Int) -> Rect {
        Rect(left: .variable(ViewVariables.left(view), in: units), top: .variable(ViewVariables.top(view), in: units),
             width: .variable(ViewVariables.width(view), in: units), height: .variable(ViewVariables.height(view), in: units))
    }

    /// A scroll view's content layout guide: at the view's origin (content offset 0, no
    /// insets), as large as the content size.
    func content(of view: Int) -> Rect {
        guard let width = tree.views[view].contentVariable else { return frame(of: view) }
        return Rect(left: .variable(ViewVariables.left(view), in: units), top: .variable(ViewVariables.top(view), in: units),
                    width: .variable(width, in: units), height: .variable(ViewVariables.contentHeight(width: width), in: units))
    }

    /// The root's safe-area guide: the container's insets.
    var safeArea: Rect { frame(of: 0).inset(by: container.safeArea) }

    /// A view's safe-area guide: the root's, or the view's frame less the insets the last
    /// pass's frames gave it (`ViewSafeAreas`).
    func safeArea(of view: Int) -> Rect {
        view == 0 ? safeArea : frame(of: view).inset(by: tree.views[view].safeAreaInsets)
    }

    /// A view's layout-margins guide. The root's is the safe area inset by 16 or 20 at the
    /// sides (UIKit's `insetsLayoutMarginsFromSafeArea`), or its own (`Container.rootMarginsGuide`);
    /// others use their `margins`.
    func margins(of view: Int) -> Rect {
        if view == 0 { return frame(of: 0).inset(by: container.rootMarginsGuide(in: direction)) }
        return frame(of: view).inset(by: tree.views[view].margins)
    }

    /// The attribute of a rectangle; `view` is given for a view's own frame (baselines).
    func form(_ attribute: LayoutAttribute, of rect: Rect, view: Int?) -> LinearForm? {
        // Built only for the attributes that use it: most items are a left, top, width or height.
        var right: LinearForm { rect.left + rect.width }
        switch attribute {
        case .left: return rect.left
        case .right: return right
        case .top: return rect.top
        case .bottom: return rect.top + rect.height
        case .width: return rect.width
        case .height: return rect.height
        case .centerX: return rect.left + rect.width * 0.5
        case .centerY: return rect.top + rect.height * 0.5
        // Leading and trailing flip in right-to-left: measured along the reading direction,
        // so `b.leading == a.trailing + 8` puts b 8 pt after a either way.
        case .leading: return direction == .ltr ? rect.left : right * -1
        case .trailing: return direction == .ltr ? right : rect.left * -1
        case .firstBaseline, .lastBaseline:
            guard let view else { return nil }
            return baseline(attribute, of: rect, view: view)
        }
    }

    /// The view whose text gives `view`'s first or last baseline: its own, or a vertical
    /// stack's first or last visible arranged view's, a nested stack forwarding its own
    /// (UIStackView's `viewForFirstBaselineLayout`/`viewForLastBaselineLayout`; round 37's
    /// review: a caption tied to a stack's first baseline had sat on its bottom edge). A
    /// horizontal stack keeps its own, its bottom: UIKit's is its tallest view, which only the
    /// finished layout knows (a limit).
    func baselineView(_ attribute: LayoutAttribute, of view: Int) -> Int {
        guard tree.views[view].stackAxis == .vertical else { return view }
        let arranged = tree.children(of: view).filter { !tree.views[$0].hidden }
        guard let child = attribute == .firstBaseline ? arranged.first : arranged.last else { return view }
        return baselineView(attribute, of: child)
    }

    /// Text is drawn centred vertically (SPEC §5.5); a view without text has its baselines at
    /// its bottom.
    private func baseline(_ attribute: LayoutAttribute, of rect: Rect, view: Int) -> LinearForm {
        let source = baselineView(attribute, of: view)
        if source != view { return baseline(attribute, of: frame(of: source), view: source) }
        guard let lines = textLines[view], lines.drawn > 0, let font = tree.views[view].font else {
            return rect.top + rect.height
        }
        let drawn = Double(lines.drawn)
        let first = rect.top + rect.height * 0.5 + (font.ascender - font.textHeight(lines: lines.drawn) / 2)
        return attribute == .firstBaseline ? first : first + (drawn - 1) * font.lineAdvance
    }
}
