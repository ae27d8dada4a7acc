import Foundation
import LayoutSolver

/// What a screen command asks for, beyond the screen file (SPEC §2 options).
public struct LayoutRequest: Sendable {
    public var categories: [ContentSizeCategory] = [.l]
    public var container = ContainerChoice()
    public var direction = LayoutDirection.ltr
    public var boldText = false
    /// `--font` files, added after the screen's own `fonts`.
    public var fontFiles: [String] = []

    public init() {}
}

/// A screen loaded with its fonts, ready to lay out in any environment.
public struct LoadedScreen: Sendable {
    public let screen: Screen
    public let fonts: FontCatalog

    /// A screen already decoded, with its fonts already added to `fonts`.
    public init(screen: Screen, fonts: FontCatalog) {
        self.screen = screen
        self.fonts = fonts
    }

    /// Reads the screen file and the font files it and the request name. The path `-` reads
    /// the screen from standard input, named `stdin` in messages (relative font paths are then
    /// relative to the working directory).
    public static func load(path: String, fontFiles: [String]) throws -> LoadedScreen {
        let screen = path == "-"
            ? try ScreenDecoder.decode(StandardInput.readAll(), file: StandardInput.name)
            : try ScreenDecoder.load(path: path)
        return try load(screen, path: path, fontFiles: fontFiles)
    }

    /// A decoded screen with its own and the request's font files.
    public static func load(_ screen: Screen, path: String, fontFiles: [String]) throws -> LoadedScreen {
        let fonts = FontCatalog.standard()
        let directory = path == "-" ? "" : (path as NSString).deletingLastPathComponent
        for (index, font) in screen.fonts.enumerated() {
            let resolved = font.hasPrefix("/") || directory.isEmpty ? font : "\(directory)/\(font)"
            do {
                try fonts.addFontFile(at: resolved)
            } catch {
                throw InputError(file: path, path: JSONPath.root.appending(key: "fonts").appending(index: index),
                                 location: nil, message: "\(error)", detail: [])
            }
        }
        for font in fontFiles {
            do {
                try fonts.addFontFile(at: font)
            } catch {
                // The message names the file once: `--font` as given, then what is wrong.
                throw InputError(file: font, path: nil, location: nil, message: error.problem, detail: [])
            }
        }
        return LoadedScreen(screen: screen, fonts: fonts)
    }

    /// The layouts for every requested category, in canonical order.
    public func layouts(_ request: LayoutRequest) throws -> [ScreenLayout] {
        try layouts(request, laidOut: { _ in })
    }

    /// The layouts for every requested category, in canonical order, each handed to `laidOut`
    /// as soon as it is done, so its warnings can be reported while the next is laid out.
    public func layouts(_ request: LayoutRequest, laidOut: (ScreenLayout) throws -> Void) throws -> [ScreenLayout] {
        let engine = LayoutEngine(screen: screen, fonts: fonts)
        let container = request.container.container(for: screen)
        return try Self.canonical(request.categories).map { category in
            let layout = try engine.layout(LayoutEnvironment(container: container, category: category,
                                                             direction: request.direction, boldText: request.boldText))
            try laidOut(layout)
            return layout
        }
    }

    /// The solved linear system for the request's first category.
    public func solvedSystem(_ request: LayoutRequest) throws -> SolvedSystemListing {
        let engine = LayoutEngine(screen: screen, fonts: fonts)
        let environment = LayoutEnvironment(
            container: request.container.container(for: screen), category: Self.canonical(request.categories).first ?? .l,
            direction: request.direction, boldText: request.boldText)
        let system = try engine.solvedSystem(environment)
        let tree = try ViewTreeResolver(screen: screen, fonts: fonts, environment: environment).resolve()
        let describer = RowDescriber(system: system, tree: tree, constraints: engine.constraints)
        let rows = system.rows.indices.map { index in
            let row = system.rows[index]
            return SolvedSystemListing.Row(
                id: describer.name(of: index),
                terms: row.form.terms.map { (coefficient: $0.coefficient, variable: system.variableNames[$0.variable]) },
                constant: row.form.constant,
                relation: row.relation.symbol, priority: row.priority)
        }
        return SolvedSystemListing(variables: system.variableNames, rows: rows)
    }

    /// A comma list prints in canonical order, duplicates once (SPEC §7.1).
    static func canonical(_ categories: [ContentSizeCategory]) -> [ContentSizeCategory] {
        ContentSizeCategory.allCases.filter(categories.contains)
    }
}
