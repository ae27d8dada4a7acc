import Foundation
import LayoutSolver

/// A screen loaded with its fonts, ready to lay out in any environment.
public struct LoadedScreen: Sendable {
    public let screen: Screen
    public let fonts: FontCatalog
    /// The families the screen's `standIns` name that `fonts` lacks, in document order: the
    /// system font stands in for them (`standingIn`), which a command warns of.
    public let standingInFor: [String]

    /// A screen already decoded, with its fonts already added to `fonts`; the families it
    /// lacks that its `standIns` name are stood in for.
    public init(screen: Screen, fonts: FontCatalog) {
        (self.screen, self.standingInFor) = Self.standingIn(screen, fonts: fonts)
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
        let directory = path == "-" ? "" : FilePath.directory(of: path)
        for (index, font) in screen.fonts.enumerated() {
            let resolved = font.hasPrefix("/") || directory.isEmpty ? font : "\(directory)/\(font)"
            do {
                try fonts.addFontFile(at: resolved)
            } catch {
                // The entry's own place: its line and column, and the file as the decoder
                // named it (`stdin` for standard input; round 37's review).
                guard index < screen.fontNodes.count else {
                    throw InputError(file: path, path: JSONPath.root.appending(key: "fonts").appending(index: index),
                                     location: nil, message: "\(error)", detail: [])
                }
                throw screen.fontNodes[index].error("\(error)")
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

    /// The screen at L, its designed size, for the audit's comparisons (a field's room): the
    /// L layout among `layouts` (made by `request`), or one made as `request` makes them.
    public func designedLayout(_ request: LayoutRequest, among layouts: [ScreenLayout]) throws -> ScreenLayout {
        if let layout = layouts.first(where: { $0.category == .l }) { return layout }
        var atL = request
        atL.categories = [.l]
        return try self.layouts(atL)[0]
    }

    /// The layouts for every requested category, in canonical order, each handed to `laidOut`
    /// as soon as it is done, so its warnings can be reported while the next is laid out.
    public func layouts(_ request: LayoutRequest, laidOut: (ScreenLayout) throws -> Void) throws -> [ScreenLayout] {
        try layouts(request, keepingWork: { _ in }, laidOut: laidOut)
    }

    /// `layouts(_:laidOut:)`, handing what the layouts were made with (the solver, the
    /// installed views, their rows) to `keep` instead of freeing it: a process about to exit
    /// lets the system take it back at once (freeing it cost 5 % of a 2,000-view form).
    public func layouts(_ request: LayoutRequest, keepingWork keep: (AnyObject) -> Void,
                        laidOut: (ScreenLayout) throws -> Void) throws -> [ScreenLayout] {
        let screen = request.screen(self.screen)
        let pipeline = LayoutPipeline(screen: screen, fonts: fonts)
        defer { keep(pipeline) }
        let container = request.container.container(for: screen)
        return try request.canonicalCategories.map { category in
            let layout = try pipeline.layout(LayoutEnvironment(container: container, category: category,
                                                               direction: request.direction, boldText: request.boldText,
                                                               asIfDynamic: request.asIfDynamic))
            try laidOut(layout)
            return layout
        }
    }

    /// The solved linear system for the request's first category.
    public func solvedSystem(_ request: LayoutRequest) throws -> SolvedSystemListing {
        let screen = request.screen(self.screen)
        let environment = LayoutEnvironment(
            container: request.container.container(for: screen), category: request.canonicalCategories.first ?? .l,
            direction: request.direction, boldText: request.boldText, asIfDynamic: request.asIfDynamic)
        let solved = try LayoutPipeline(screen: screen, fonts: fonts).solve(environment)
        return RowDescriber(system: solved.system, tree: solved.tree, constraints: solved.constraints).listing()
    }
}
