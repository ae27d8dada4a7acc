/// Which elements below a view are views that take part in layout, and their kinds.
enum IBLayoutTree {
    /// The layout children of a view element, in document order: its `<subviews>`, a cell's
    /// or effect view's content view, a table's header, cells and footer.
    static func children(of element: XMLElementNode, notes: IBNotes) -> [XMLElementNode] {
        var result: [XMLElementNode] = []
        if element.name == "tableView" {
            if let header = element.child(key: "tableHeaderView") { result.append(header) }
        }
        for child in element.children {
            switch child.name {
            case "subviews":
                result += child.children.filter { isView($0, notes: notes) }
            case "prototypes" where element.name == "tableView":
                result += child.children(named: "tableViewCell")
            case "sections" where element.name == "tableView":
                for section in child.children(named: "tableViewSection") {
                    result += section.child(named: "cells")?.children(named: "tableViewCell") ?? []
                }
            case "cells" where element.name == "collectionView":
                // Not laid out in it: a scene's cells are screens of their own (`IBDocument.screenRoots`).
                break
            default:
                if child["key"] == "contentView", isView(child, notes: notes) { result.append(child) }
            }
        }
        if element.name == "tableView" {
            if let footer = element.child(key: "tableFooterView") { result.append(footer) }
        }
        return result
    }

    /// Whether an element inside `<subviews>` is a view: a known tag, or an unknown one with
    /// a frame (laid out as a plain view, with a warning).
    static func isView(_ element: XMLElementNode, notes: IBNotes) -> Bool {
        if IBViewKind.named(element.name) != nil { return true }
        guard element.child(key: "frame") != nil else { return false }
        notes.warn("tag:" + element.name, at: element.location,
                   "unmodelled view <\(element.name)>: laid out as a plain view with no intrinsic size")
        return true
    }

    static func kind(of element: XMLElementNode) -> IBViewKind {
        if var kind = IBViewKind.named(element.name) {
            if element.name == "activityIndicatorView", ["large", "whiteLarge"].contains(element["style"] ?? "") {
                kind.intrinsicWidth = 37
                kind.intrinsicHeight = 37
            }
            return kind
        }
        return IBViewKind(kind: .view, idPrefix: "view")
    }
}
