extension ContactSheet {
    /// What each text view of `screen` draws, by view id, for `render`: the text (a field's
    /// placeholder when it has none); table cells' views as `id#N` with row N's text. A text
    /// that varies by environment shows its unconditional alternative, else its first. The map
    /// is only looked up by id, never iterated.
    public static func texts(of screen: Screen) -> [String: String] {
        var texts: [String: String] = [:]
        var pending = screen.views
        while let view = pending.popLast() {
            pending += view.children
            if let shown = shownText(view) { texts[view.id] = shown }
            guard let table = view.table else { continue }
            for (row, overrides) in table.rows.enumerated() {
                var cellViews = table.cellViews
                while let cellView = cellViews.popLast() {
                    cellViews += cellView.children
                    let text = overrides.last { $0.id == cellView.id }?.text ?? shownText(cellView)
                    if let text, !text.isEmpty { texts["\(cellView.id)#\(row)"] = text }
                }
            }
        }
        return texts
    }

    private static func shownText(_ view: ViewSpec) -> String? {
        let text = view.text.map(representative) ?? ""
        let shown = text.isEmpty ? view.placeholder.map(representative) ?? "" : text
        return shown.isEmpty ? nil : shown
    }

    private static func representative(_ value: Varying<String>) -> String {
        (value.alternatives.first { $0.condition == nil } ?? value.alternatives.first)?.value ?? ""
    }
}
