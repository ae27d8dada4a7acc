import Foundation
import LayoutSolver
import TypeScale

/// Lays out generated screens through the whole pipeline (decode, fonts, text, constraints,
/// solve, multi-line passes, rounding): 200 views at one category and at all twelve, and
/// 2,000 views at one category.
struct ScreenBench {
    struct Run {
        var results: [CaseResult] = []
        var ratios: [BenchReport.Ratio] = []
        /// The 200-view screen's solved system at L, for the solver cases and the peer.
        var system: BenchSystem
    }

    struct BenchError: Error, CustomStringConvertible {
        var description: String
    }

    let quick: Bool

    func run(policy: RunPolicy) throws -> Run {
        let small = try load(ScreenGenerator.screen(views: 200), name: "screen200")
        let one = try time(small, categories: [.l], name: "screen200.layout.L", policy: policy)
        let all = try time(small, categories: ContentSizeCategory.allCases, name: "screen200.layout.all12", policy: policy)
        var request = LayoutRequest()
        request.categories = [.l]
        var run = Run(system: try Self.system(small.solvedSystem(request), name: "screen200"))
        run.results = [one, all]
        run.ratios.append(BenchReport.Ratio(name: "screen200 all 12 / one category", value: all.median / one.median, goal: 3))
        if !quick {
            let large = try load(ScreenGenerator.screen(views: 2_000), name: "screen2000")
            let bigPolicy = RunPolicy(minimum: 3, maximum: 9, budget: 6)
            run.results.append(try time(large, categories: [.l], name: "screen2000.layout.L", policy: bigPolicy))
        }
        return run
    }

    /// Writes the screen to a temporary file and loads it as `typescale layout` would.
    private func load(_ json: String, name: String) throws -> LoadedScreen {
        let path = NSTemporaryDirectory() + "typescale-bench-\(name)-\(getpid()).json"
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try LoadedScreen.load(path: path, fontFiles: [])
    }

    private func time(_ screen: LoadedScreen, categories: [ContentSizeCategory], name: String,
                      policy: RunPolicy) throws -> CaseResult {
        var request = LayoutRequest()
        request.categories = categories
        var viewCount = 0
        let timing = try Stopwatch.measure(policy) { _ in
            let layouts = try screen.layouts(request)
            guard layouts.count == categories.count else {
                throw BenchError(description: "\(name): \(layouts.count) layouts for \(categories.count) categories")
            }
            viewCount = layouts.first?.views.count ?? 0
        }
        return CaseResult(name: name, median: timing.median, runs: timing.runs, peakKilobytes: peakMemoryKilobytes(),
                          note: "\(viewCount) views incl. root, \(categories.count) categor\(categories.count == 1 ? "y" : "ies")")
    }

    /// `typescale constraints --format json`'s system as a `BenchSystem`.
    static func system(_ listing: SolvedSystemListing, name: String) throws -> BenchSystem {
        var system = BenchSystem(name: name)
        var indices: [String: Int] = [:]
        for variable in listing.variables { indices[variable] = system.variable(variable) }
        for row in listing.rows {
            guard let relation = Relation(symbol: row.relation) else {
                throw BenchError(description: "\(name): unknown relation '\(row.relation)' in \(row.id)")
            }
            let terms = try row.terms.map { term -> (Double, Int) in
                guard let index = indices[term.variable] else {
                    throw BenchError(description: "\(name): unknown variable '\(term.variable)' in \(row.id)")
                }
                return (term.coefficient, index)
            }
            system.row(row.id, terms, row.constant, relation, row.priority)
        }
        return system
    }
}

/// Writes screens of a given size, valid per SPEC §3: cards (nested containers) stacked with
/// VFL, each a headline title, a wrapping body label and a row holding a text field.
enum ScreenGenerator {
    /// Views a card contributes: card, title, body, row, field.
    static let viewsPerCard = 5

    static func screen(views: Int) -> String {
        let cards = max(1, views / viewsPerCard)
        var viewLines: [String] = []
        var constraints: [String] = []
        for index in 0..<cards {
            let card = "card\(index)", title = "title\(index)", body = "body\(index)"
            let row = "row\(index)", field = "field\(index)"
            let text = "Item \(index) has a description long enough to wrap onto a second line at large sizes."
            viewLines.append("""
                { "id": "\(card)", "kind": "view", "children": [
                  { "id": "\(title)", "kind": "label", "text": "Item \(index)", "font": "headline" },
                  { "id": "\(body)", "kind": "label", "text": "\(text)", "font": "body", "lines": 0 },
                  { "id": "\(row)", "kind": "view", "children": [
                    { "id": "\(field)", "kind": "field", "placeholder": "Value \(index)", "font": "body" }
                  ], "constraints": ["H:|[\(field)]|", "V:|[\(field)]|"] }
                ], "constraints": [
                  "H:|-8-[\(title)]-8-|", "H:|-8-[\(body)]-8-|", "H:|-8-[\(row)]-8-|",
                  "V:|-8-[\(title)]-4-[\(body)]-8-[\(row)]-8-|"
                ] }
            """)
            constraints.append("\"H:|-[\(card)]-|\"")
            constraints.append(index == 0 ? "\"\(card).top == safeArea.top + 8\"" : "\"V:[card\(index - 1)]-8-[\(card)]\"")
        }
        return """
        { "name": "bench\(views)", "device": "iphone-15",
          "views": [
        \(viewLines.joined(separator: ",\n"))
          ],
          "constraints": [\(constraints.joined(separator: ", "))]
        }

        """
    }
}
