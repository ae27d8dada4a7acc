/// A finding that is the same at several categories, printed once (`audit --group`).
///
/// SPEC §8 prints one finding a line per category, which a diff script wants; a reader of
/// `--category all` gets a fixed image's overhang twelve times (two designers' reviews counted
/// 36 of 49 AX3 lines copying L's). Findings are the same when all but their category is: the
/// kind, the view, the related views and the detail, so a text whose shortfall grows with the
/// category stays one line a category.
public struct GroupedFinding: Sendable, Equatable {
    /// Ascending; the finding is the first category's.
    public var categories: [ContentSizeCategory]
    public var finding: AuditFinding

    /// `XS…AX5 photo outside superview root: right by 8 pt`.
    public var line: String { CategoryGrouping.list(categories) + " " + finding.body }
}

public enum CategoryGrouping {
    /// The findings grouped, each group where its first finding was: in `LayoutAudit.findings`'
    /// order, categories first, so at its lowest category, and a group's lines no longer come
    /// category by category (`XS…M,XL…AX5 label does not scale` sits among XS's). A finding
    /// that repeats within one category (none does today) stays a line of its own.
    public static func group(_ findings: [AuditFinding]) -> [GroupedFinding] {
        struct Key: Hashable { let kind: AuditFinding.Kind, view: String?, related: [String], detail: String }
        var groups: [GroupedFinding] = []
        // Only looks groups up; their order is the array's.
        var index: [Key: Int] = [:]
        for finding in findings {
            let key = Key(kind: finding.kind, view: finding.view, related: finding.related, detail: finding.detail)
            if let at = index[key], !groups[at].categories.contains(finding.category) {
                groups[at].categories.append(finding.category)
            } else {
                index[key] = groups.count
                groups.append(GroupedFinding(categories: [finding.category], finding: finding))
            }
        }
        return groups.map { group in
            var sorted = group
            sorted.categories.sort()
            sorted.finding.category = sorted.categories[0]
            return sorted
        }
    }

    /// `XS…AX5`, `L,XL`, `XL…XXXL,AX5`: runs of three or more neighbouring categories joined
    /// by an ellipsis, as table rows are.
    public static func list(_ categories: [ContentSizeCategory]) -> String {
        RunList.text(categories.map(\.rawValue)) { ContentSizeCategory(rawValue: $0)?.shortName ?? "" }
    }
}
