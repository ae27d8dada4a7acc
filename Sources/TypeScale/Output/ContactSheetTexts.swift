extension ContactSheet {
    /// What each text view of `screen` draws, by view id, for `render`: the text (a field's
    /// placeholder when it has none). A text that varies by environment shows its unconditional
    /// alternative, else its first. The map is only looked up by id, never iterated.
    public static func texts(of screen: Screen) -> [String: String] {
        var texts: [String: String] = [:]
        var pending = screen.views
        while let view = pending.popLast() {
            pending += view.children
            let text = view.text.map(representative) ?? ""
            let shown = text.isEmpty ? view.placeholder.map(representative) ?? "" : text
            if !shown.isEmpty { texts[view.id] = shown }
        }
        return texts
    }

    private static func representative(_ value: Varying<String>) -> String {
        (value.alternatives.first { $0.condition == nil } ?? value.alternatives.first)?.value ?? ""
    }
}
