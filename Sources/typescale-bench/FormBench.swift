import Foundation
import LayoutSolver
import TypeScale

/// The long form of issue 16 through the whole pipeline: `formN` is N views (N/2 rows of a
/// label and a text field) laid out at L, and its solved system built on its own (the
/// system the kiwi peer runs). `form20000` is ten 1,000-row columns side by side.
enum FormBench {
    /// The case names, smallest first.
    static let caseNames = ["form200", "form2000", "form20000"]

    /// The screen of case `name` (nil for another name).
    static func screen(named name: String) -> String? {
        switch name {
        case "form200": return FormGenerator.screen(rows: 100, columns: 1)
        case "form2000": return FormGenerator.screen(rows: 1_000, columns: 1)
        case "form20000": return FormGenerator.screen(rows: 1_000, columns: 10)
        default: return nil
        }
    }

    struct Run {
        var result: CaseResult
        /// The screen's solved system at L, for the solver case and the peer.
        var system: BenchSystem
    }

    static func run(_ name: String, policy: RunPolicy) throws -> Run {
        guard let json = screen(named: name) else {
            throw BenchOptions.UsageError(description: "unknown case '\(name)'")
        }
        let path = NSTemporaryDirectory() + "typescale-bench-\(name)-\(getpid()).json"
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var request = LayoutRequest()
        request.categories = [.l]
        var viewCount = 0
        // Loading (reading and decoding the file) is timed too: it is part of what the CLI does.
        let timing = try Stopwatch.measure(policy) { _ in
            let screen = try LoadedScreen.load(path: path, fontFiles: [])
            let layouts = try screen.layouts(request)
            viewCount = layouts.first?.views.count ?? 0
        }
        let result = CaseResult(name: "\(name).layout.L", median: timing.median, runs: timing.runs,
                                peakKilobytes: peakMemoryKilobytes(),
                                note: "\(viewCount) views incl. root, load + layout, 1 category")
        let screen = try LoadedScreen.load(path: path, fontFiles: [])
        return Run(result: result, system: try ScreenBench.system(screen.solvedSystem(request), name: name))
    }
}

/// Issue 16's long form, valid per SPEC §3: each row a label and a text field on one VFL line
/// (`H:|-16-[lN]-8-[fN]-16-|`), the label's first baseline on the field's, label widths equal
/// within blocks of 10 rows, each field 8 below the previous one (the first 20 below the top),
/// `body` fonts, in a custom container 390 × (60 × rows + 400). With several columns, each is
/// a 390-wide container view holding such a form, side by side.
enum FormGenerator {
    static func screen(rows: Int, columns: Int) -> String {
        var views: [String] = []
        var constraints: [String] = []
        if columns == 1 {
            let column = self.column(rows: rows, prefix: "")
            views = column.views
            constraints = column.constraints
        } else {
            for k in 0..<columns {
                let column = self.column(rows: rows, prefix: "c\(k)")
                views.append("""
                    { "id": "column\(k)", "kind": "view", "children": [
                    \(column.views.joined(separator: ",\n"))
                    ], "constraints": [\(column.constraints.joined(separator: ", "))] }
                    """)
                constraints += ["\"column\(k).left == superview.left + \(390 * k)\"", "\"column\(k).width == 390\"",
                                "\"column\(k).top == superview.top\"", "\"column\(k).bottom == superview.bottom\""]
            }
        }
        return """
        { "name": "form\(2 * rows * columns)", "size": { "width": \(390 * columns), "height": \(60 * rows + 400) },
          "views": [
        \(views.joined(separator: ",\n"))
          ],
          "constraints": [\(constraints.joined(separator: ",\n"))]
        }

        """
    }

    private static func column(rows: Int, prefix: String) -> (views: [String], constraints: [String]) {
        var views: [String] = []
        var constraints: [String] = []
        for i in 0..<rows {
            let label = "\(prefix)l\(i)", field = "\(prefix)f\(i)"
            views.append("{ \"id\": \"\(label)\", \"kind\": \"label\", \"text\": \"Label \(i)\", \"font\": \"body\" }")
            views.append("{ \"id\": \"\(field)\", \"kind\": \"field\", \"placeholder\": \"Value \(i)\", \"font\": \"body\" }")
            constraints.append("\"H:|-16-[\(label)]-8-[\(field)]-16-|\"")
            constraints.append("\"\(label).firstBaseline == \(field).firstBaseline\"")
            if i % 10 != 0 { constraints.append("\"\(label).width == \(prefix)l\(i - i % 10).width\"") }
            constraints.append(i == 0 ? "\"\(field).top == superview.top + 20\""
                                      : "\"\(field).top == \(prefix)f\(i - 1).bottom + 8\"")
        }
        return (views, constraints)
    }
}
