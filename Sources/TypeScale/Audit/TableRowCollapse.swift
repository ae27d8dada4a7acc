/// The same finding in several rows of a table as one line (SPEC §8): a five-row table with an
/// ambiguous cell printed five warnings per view and category. Findings about `TABLE#N.VIEW`
/// (or the cell `TABLE#N`) that differ only in N become one about `TABLE#0…4.VIEW`, at the
/// place of the first; row numbers run as `0…4` (three or more in a row) and `1,3`.
struct TableRowCollapse {
    /// Each cell's id: the table and row a `TABLE#N` prefix names, looked up, never iterated.
    private var cells: [String: (table: String, row: Int)] = [:]

    init(layout: ScreenLayout) {
        for view in layout.views where view.kind == .cell {
            guard let hash = view.id.lastIndex(of: "#"), let row = Int(view.id[view.id.index(after: hash)...]) else { continue }
            cells[view.id] = (String(view.id[..<hash]), row)
        }
    }

    func collapse(_ findings: [AuditFinding]) -> [AuditFinding] {
        guard !cells.isEmpty else { return findings }
        // Per finding, its row and its text with that row's number taken out.
        struct Template: Hashable {
            var kind: AuditFinding.Kind
            var view: String?
            var related: [String]
            var detail: String
        }
        var groups: [(template: Template, cell: String, members: [Int])] = []
        // Looked up only, never iterated: groups keep the order of their first finding.
        var groupOfTemplate: [Template: Int] = [:]
        var result: [AuditFinding?] = []
        for finding in findings {
            guard let (cell, table, _) = row(of: finding) else {
                result.append(finding)
                continue
            }
            let marker = "\(table)#\u{0}"
            let template = Template(kind: finding.kind, view: finding.view.map { replace(cell, in: $0, with: marker) },
                                    related: finding.related.map { replace(cell, in: $0, with: marker) },
                                    detail: replace(cell, in: finding.detail, with: marker))
            if let group = groupOfTemplate[template], groups[group].cell != cell {
                groups[group].members.append(result.count)
            } else if groupOfTemplate[template] == nil {
                groupOfTemplate[template] = groups.count
                groups.append((template, cell, [result.count]))
            }
            result.append(finding)
        }
        for group in groups where group.members.count > 1 {
            let members = group.members.compactMap { result[$0] }
            let rows = members.compactMap { self.row(of: $0)?.row }
            guard let first = members.first, let table = self.row(of: first)?.table else { continue }
            let label = "\(table)#\(Self.rowList(rows))"
            let marker = "\(table)#\u{0}"
            var merged = first
            merged.view = group.template.view.map { $0.replacingOccurrences(of: marker, with: label) }
            merged.related = group.template.related.map { $0.replacingOccurrences(of: marker, with: label) }
            merged.detail = group.template.detail.replacingOccurrences(of: marker, with: label)
            merged.views = members.flatMap(\.views)
            result[group.members[0]] = merged
            for member in group.members.dropFirst() { result[member] = nil }
        }
        return result.compactMap { $0 }
    }

    /// The outermost table row a finding is about: its view's, or the view named first (in
    /// quotes) in an ambiguity warning.
    private func row(of finding: AuditFinding) -> (cell: String, table: String, row: Int)? {
        guard let subject = finding.view ?? finding.views.first else { return nil }
        // `items#3.title` → `items#3`; `items#0.inner#1.title` → `items#0` (the outer table).
        guard let hash = subject.firstIndex(of: "#") else { return nil }
        let end = subject[hash...].firstIndex(of: ".") ?? subject.endIndex
        let cell = String(subject[..<end])
        guard let place = cells[cell] else { return nil }
        return (cell, place.table, place.row)
    }

    /// `text` with every `cell` id that is not part of a longer number (`items#1` in `items#12`) replaced.
    private func replace(_ cell: String, in text: String, with marker: String) -> String {
        var output = ""
        var rest = text[...]
        while let found = rest.range(of: cell) {
            let next = rest[found.upperBound...].first
            output += rest[..<found.lowerBound]
            output += next?.isNumber == true ? String(rest[found]) : marker
            rest = rest[found.upperBound...]
        }
        return output + rest
    }

    /// `0…4`, `1,3`, `0…2,5`: ascending, runs of three or more joined by an ellipsis.
    static func rowList(_ rows: [Int]) -> String { RunList.text(rows) }
}
