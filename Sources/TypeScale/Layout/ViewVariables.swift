/// The numbering of an installed tree's solver variables, written here and nowhere else
/// (SPEC §7.3): four per view in tree order — absolute left, top, width and height — then two
/// per scroll view in tree order, its content width and height.
struct ViewVariables {
    /// A view's four variables, in their order.
    enum Edge: Int {
        case left, top, width, height
    }

    /// Views in the tree: the content variables come after their four each.
    let viewCount: Int
    /// Scroll views in the tree.
    let scrollCount: Int

    static func left(_ view: Int) -> Int { 4 * view }
    static func top(_ view: Int) -> Int { 4 * view + 1 }
    static func width(_ view: Int) -> Int { 4 * view + 2 }
    static func height(_ view: Int) -> Int { 4 * view + 3 }

    /// A view's variable for `left`, `top`, `width` or `height` (any other attribute: left).
    static func variable(_ view: Int, _ attribute: LayoutAttribute) -> Int {
        switch attribute {
        case .top: top(view)
        case .width: width(view)
        case .height: height(view)
        default: left(view)
        }
    }

    /// A view's absolute edges in a solution (`values`, indexed by variable).
    static func edges(of view: Int, in values: [Double]) -> (left: Double, top: Double, right: Double, bottom: Double) {
        let left = values[left(view)], top = values[top(view)]
        return (left, top, left + values[width(view)], top + values[height(view)])
    }

    /// The view a view variable belongs to, and which of its four it is.
    static func view(of variable: Int) -> Int { variable / 4 }
    static func edge(of variable: Int) -> Edge { Edge(rawValue: variable % 4)! }

    /// The first content variable: every variable below it is a view's own.
    var firstContent: Int { 4 * viewCount }
    /// Every variable of the tree.
    var count: Int { 4 * viewCount + 2 * scrollCount }

    /// The content width of scroll view `slot` (its place among the tree's scroll views).
    func contentWidth(scroll slot: Int) -> Int { firstContent + 2 * slot }
    /// The content height that goes with a content width variable.
    static func contentHeight(width: Int) -> Int { width + 1 }

    /// `ID.left`, `ID.top`, `ID.width`, `ID.height` per view, then `ID.content.width` and
    /// `ID.content.height` per scroll view: the names in the constraints listing.
    static func names(of tree: InstalledTree) -> [String] {
        var names: [String] = []
        names.reserveCapacity(tree.variables.count)
        for view in tree.views {
            names.append("\(view.id).left")
            names.append("\(view.id).top")
            names.append("\(view.id).width")
            names.append("\(view.id).height")
        }
        for view in tree.scrolls {
            names.append("\(tree.views[view].id).content.width")
            names.append("\(tree.views[view].id).content.height")
        }
        return names
    }
}

extension InstalledTree {
    /// The numbering of this tree's variables.
    var variables: ViewVariables { ViewVariables(viewCount: views.count, scrollCount: scrolls.count) }
}
