/// Installs a screen's views for one environment (SPEC §3.1, §3.4): `when`, varying
/// properties, fonts at the (clamped) category, and the kinds' UIKit defaults.
struct ViewTreeResolver {
    let screen: Screen
    let fonts: FontCatalog
    let environment: LayoutEnvironment
    /// The fonts resolved so far in this install: screens use a few fonts many times, and
    /// resolving one (face look-up, metrics) cost more than the rest of installing its view.
    let resolvedFonts = ResolvedFonts()

    func resolve() throws -> InstalledTree {
        var tree = InstalledTree(views: [], indexById: [:], allIds: [:], tables: [])
        tree.views.reserveCapacity(1 + Self.viewCount(screen.views))
        tree.views.append(InstalledView(
            index: 0, id: "root", kind: .view, stack: nil, parent: nil, depth: 0, hidden: false,
            hugging: ViewKind.view.defaultHugging, compression: ViewKind.view.defaultCompression,
            margins: .zero, intrinsicOverride: IntrinsicOverride(width: .none, height: .none),
            text: "", placeholder: "", font: nil, fontScales: false, maxLines: 1, insets: .zero, imageSize: nil))
        tree.indexById["root"] = 0
        try install(screen.views, parent: 0, depth: 1, limits: CategoryLimits(), into: &tree)
        tree.scrolls = tree.views.indices.filter { tree.views[$0].kind == .scroll }
        for (slot, view) in tree.scrolls.enumerated() {
            tree.views[view].contentVariable = tree.variables.contentWidth(scroll: slot)
        }
        tree.listChildren()
        return tree
    }

    /// `tree` (installed in another category of this environment) in this environment's
    /// category, for a screen whose views nothing but the category's fonts can tell apart:
    /// no `when` anywhere in its views names a category. Only the fonts are resolved again.
    /// False when a font does not resolve (`tree` is then half done): installing afresh then
    /// reports the error.
    func refont(_ tree: inout InstalledTree) -> Bool {
        let fixedSizeAdjustment = screen.fixedFontAdjustment(in: environment.container)
        // Screens use a few fonts many times: each (font, category) is resolved once.
        var resolved: [(font: FontSpec, category: ContentSizeCategory, resolved: ResolvedFont)] = []
        for source in tree.fontSources {
            let category = source.category(in: environment)
            if let known = resolved.first(where: { $0.category == category && $0.font == source.font }) {
                tree.views[source.view].font = known.resolved
                continue
            }
            let fontEnvironment = FontEnvironment(
                category: category, boldText: environment.boldText,
                fixedSizeAdjustment: fixedSizeAdjustment, grid: environment.grid)
            guard let font = try? fonts.resolve(source.font, in: fontEnvironment) else { return false }
            resolved.append((source.font, category, font))
            tree.views[source.view].font = font
        }
        return true
    }

    /// Views written, counting table cells once (a capacity hint).
    private static func viewCount(_ specs: [ViewSpec]) -> Int {
        specs.reduce(specs.count) { $0 + viewCount($1.children) }
    }

    /// A table row being installed: its cell views get ids `TABLE#N.VIEW` (`prefix` is
    /// `TABLE#N.`) and their text from the row.
    struct RowScope {
        var prefix: String
        var texts: [String: String]
    }

    private func install(
        _ specs: [ViewSpec], parent: Int, depth: Int,
        limits: CategoryLimits, row: RowScope? = nil, into tree: inout InstalledTree
    ) throws {
        let traits = environment.traits
        for spec in specs {
            let id = (row?.prefix ?? "") + spec.id
            let installed = spec.when?.matches(traits) ?? true
            guard installed else {
                if row == nil { markUninstalled(spec, in: &tree) }
                continue
            }
            if row == nil { tree.allIds[spec.id] = true }
            let limits = limits.adding(minimum: spec.minCategory, maximum: spec.maxCategory)
            var (view, font) = try installView(spec, index: tree.views.count, parent: parent, depth: depth, limits: limits)
            if let font { tree.fontSources.append(font) }
            if let row {
                view.id = id
                if let text = row.texts[spec.id] { view.text = text }
            }
            tree.indexById[id] = view.index
            tree.views.append(view)
            try install(spec.children, parent: view.index, depth: depth + 1, limits: limits, row: row, into: &tree)
            if let table = spec.table {
                try installRows(of: table, in: view, limits: limits, into: &tree)
            }
        }
    }

    /// Each row is a `cell` view `TABLE#N` holding a copy of the cell's views with ids
    /// `TABLE#N.VIEW` (SPEC §6.1): `#` and `.` cannot occur in a written id, so no two tables
    /// and no view outside a table can share one.
    private func installRows(
        of table: TableSpec, in tableView: InstalledView,
        limits: CategoryLimits, into tree: inout InstalledTree
    ) throws {
        var cells: [Int] = []
        for (number, texts) in table.rows.enumerated() {
            let cell = InstalledView(
                index: tree.views.count, id: "\(tableView.id)#\(number)", kind: .cell, stack: nil, parent: tableView.index,
                depth: tableView.depth + 1, hidden: false, hugging: ViewKind.cell.defaultHugging,
                compression: ViewKind.cell.defaultCompression, margins: ViewKind.cell.defaultMargins,
                intrinsicOverride: IntrinsicOverride(width: .none, height: .none), text: "", placeholder: "", font: nil,
                fontScales: false, maxLines: 1, insets: .zero, imageSize: nil)
            cells.append(cell.index)
            tree.indexById[cell.id] = cell.index
            tree.views.append(cell)
            let scope = RowScope(prefix: cell.id + ".", texts: Dictionary(texts.map { ($0.id, $0.text) }) { _, last in last })
            try install(table.cellViews, parent: cell.index, depth: cell.depth + 1, limits: limits, row: scope, into: &tree)
        }
        tree.tables.append(InstalledTable(view: tableView.index, spec: table, cells: cells))
    }

    private func markUninstalled(_ spec: ViewSpec, in tree: inout InstalledTree) {
        tree.allIds[spec.id] = false
        for child in spec.children { markUninstalled(child, in: &tree) }
    }

    private func installView(
        _ spec: ViewSpec, index: Int, parent: Int, depth: Int,
        limits: CategoryLimits
    ) throws -> (InstalledView, FontSource?) {
        let traits = environment.traits
        let kind = spec.kind
        var view = InstalledView(
            index: index, id: spec.id, kind: kind, stack: spec.stack, parent: parent, depth: depth,
            hidden: try spec.hidden.resolve(traits),
            hugging: try spec.hugging?.resolve(traits) ?? kind.defaultHugging,
            compression: try spec.compression?.resolve(traits) ?? kind.defaultCompression,
            margins: try spec.margins?.resolve(traits).physical(directional: spec.marginsDirectional, in: environment.direction)
                ?? kind.defaultMargins,
            intrinsicOverride: try spec.intrinsic?.resolve(traits) ?? IntrinsicOverride(width: .measured, height: .measured),
            text: try spec.text?.resolve(traits) ?? "",
            placeholder: try spec.placeholder?.resolve(traits) ?? "",
            font: nil, fontScales: false,
            maxLines: 1,
            insets: .zero,
            imageSize: try spec.imageSize?.resolve(traits))
        view.ibObjectId = spec.ibObjectId
        view.stackAxis = try spec.stack?.axis.resolve(traits)
        if let insets = spec.alignmentInsets { view.alignmentInsets = try insets.resolve(traits) }
        view.adjustsFont = spec.adjustsFont
        view.scrolls = spec.scrolls
        // A button centres its title unless told (UIControl's contentHorizontalAlignment).
        view.textAlignment = try spec.textAlignment?.resolve(traits) ?? (kind == .button ? .center : .natural)
        view.preservesSuperviewMargins = spec.preservesSuperviewMargins
        view.takesTaps = spec.takesTaps
        view.clear = spec.clear
        view.clipsSubviews = spec.clipsSubviews
        view.alpha = spec.alpha
        switch kind {
        case .scroll: view.scroll = spec.scroll ?? ScrollSpec()
        case .label:
            view.maxLines = try spec.lines?.resolve(traits) ?? 1
            view.wrapWidth = spec.wrapWidth
            view.firstWrapWidth = spec.firstWrapWidth
            view.keepsWrapWidth = spec.keepsWrapWidth
            if spec.minimumScale.map({ $0 < 1 }) ?? (spec.minimumFontSize != nil),
               try view.maxLines == 1 || (spec.lineBreak?.resolve(traits) ?? .tail).truncates {
                view.minimumScale = spec.minimumScale
                view.minimumFontSize = spec.minimumFontSize
                view.baselineAdjustment = spec.baselineAdjustment
            }
        case .textView: view.maxLines = 0
        case .field:
            view.fieldBorder = spec.fieldBorder
            view.fieldExtraWidth = spec.fieldExtraWidth
            view.fieldLeastHeight = spec.fieldLeastHeight
            view.insets = try spec.insets?.resolve(traits) ?? spec.fieldBorder.standardPadding
        case .button:
            view.insets = try spec.insets?.resolve(traits) ?? spec.buttonStyle.standardInsets
            view.buttonStyle = spec.buttonStyle
            // A configuration button wraps its title (UIButton.Configuration's
            // `titleLineBreakMode` is word wrapping by default) and grows with its lines; a
            // legacy button's title label keeps one line.
            view.maxLines = try spec.lines?.resolve(traits) ?? (spec.buttonStyle == .configuration ? 0 : 1)
        default: break
        }
        guard kind.drawsText else { return (view, nil) }
        var font = try spec.font?.resolve(traits) ?? defaultFont(for: spec)
        if environment.asIfDynamic {
            font = font.asIfDynamic
            view.adjustsFont = true
        }
        let source = FontSource(view: index, font: font, limits: limits)
        let fontEnvironment = FontEnvironment(
            category: source.category(in: environment), boldText: environment.boldText,
            fixedSizeAdjustment: screen.fixedFontAdjustment(in: environment.container), grid: environment.grid)
        do {
            view.font = try resolvedFonts.font(font, in: fontEnvironment) { try fonts.resolve(font, in: fontEnvironment) }
        } catch {
            throw (spec.font?.node ?? spec.node).error("\(error)")
        }
        view.fontScales = font.scales
        return (view, source)
    }

    /// UIKit's defaults: fixed 17/14/15/14 pt system fonts, which do not scale; a
    /// configuration button uses `body`.
    private func defaultFont(for spec: ViewSpec) -> FontSpec {
        if spec.kind == .button, spec.buttonStyle == .configuration {
            return FontSpec(size: .style(.body), weight: nil, family: "system", dynamic: true, maxSize: nil)
        }
        return FontSpec(size: .fixed(spec.kind.defaultFontSize ?? 17), weight: nil, family: "system", dynamic: true, maxSize: nil)
    }
}

/// A few (font, environment) pairs and what they resolved to, looked up in order. Bounded:
/// a screen of many distinct fonts resolves the rest each time, as before.
final class ResolvedFonts {
    static let capacity = 16
    private var known: [(font: FontSpec, environment: FontEnvironment, resolved: ResolvedFont)] = []

    /// The font `resolve` gives for `font` in `environment`, from an earlier call when there
    /// was one (`resolve` is a pure function of the two).
    func font(_ font: FontSpec, in environment: FontEnvironment,
              resolve: () throws -> ResolvedFont) throws -> ResolvedFont {
        if let entry = known.first(where: { $0.font == font && $0.environment == environment }) { return entry.resolved }
        let resolved = try resolve()
        if known.count < Self.capacity { known.append((font, environment, resolved)) }
        return resolved
    }
}

extension FontSpec {
    /// Whether the font follows the user's text size.
    var scales: Bool {
        switch size {
        case .style: dynamic
        case .relative: true
        case .fixed: false
        }
    }
}
