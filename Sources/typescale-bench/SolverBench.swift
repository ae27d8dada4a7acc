import LayoutSolver

/// One line of the results table.
struct CaseResult {
    var name: String
    /// Median seconds.
    var median: Double
    var runs: Int
    /// Peak resident memory of the process after this case, in kilobytes.
    var peakKilobytes: Int
    var note: String = ""
}

/// What running one system produced: timings, and the values kiwi's are checked against.
struct SystemRun {
    var results: [CaseResult] = []
    /// Values after the build.
    var solution: [Double] = []
    /// Values after the first re-solve step (the constant set to `resolveConstants[0]`).
    var resolvedSolution: [Double] = []
    /// Values after each suggestion (enaml).
    var suggestedSolutions: [[Double]] = []
}

/// Times building, re-solving and suggesting on a `BenchSystem`.
enum SolverBench {
    /// `suggestionRounds`: rounds through the six sizes for the edit-variable case (enaml).
    static func run(_ system: BenchSystem, build: RunPolicy, resolve: RunPolicy,
                    suggestionRounds: Int) throws -> SystemRun {
        var run = SystemRun()
        let last = Box<LoadedSystem>()
        let buildTiming = try Stopwatch.measure(build, untimed: { last.value = nil }) { _ in
            let loaded = try LoadedSystem(system)
            _ = loaded.refresh()
            last.value = loaded
        }
        run.results.append(CaseResult(name: "\(system.name).build", median: buildTiming.median,
                                      runs: buildTiming.runs, peakKilobytes: peakMemoryKilobytes(),
                                      note: "\(system.variables.count) vars, \(system.rows.count) constraints"))

        // The last build's solver goes on to the re-solve (building big systems twice costs minutes).
        let loaded = try last.value ?? LoadedSystem(system)
        run.solution = loaded.values()
        if let row = system.resolveRow, !system.resolveConstants.isEmpty {
            let handle = loaded.handles[row]
            let constants = system.resolveConstants
            try loaded.solver.setConstant(constants[0], of: handle)
            run.resolvedSolution = loaded.values()
            // Run k moves the constant on from where run k-1 left it, so every run changes it.
            let timing = try Stopwatch.measure(resolve) { index in
                try loaded.solver.setConstant(constants[(index + 1) % constants.count], of: handle)
                _ = loaded.refresh()
            }
            run.results.append(CaseResult(name: "\(system.name).resolve", median: timing.median, runs: timing.runs,
                                          peakKilobytes: peakMemoryKilobytes(), note: "setConstant on \(system.rows[row].id)"))
        }
        if !system.suggestions.isEmpty {
            try suggest(system, loaded, rounds: suggestionRounds, into: &run)
        }
        return run
    }

    /// kiwi times suggest(width), suggest(height), updateVariables for each size by repeating
    /// the same size, so after its first iteration nothing changes. Here every timed cycle
    /// comes from the previous size in kiwi's list (rotating through all six), so each does the
    /// dual-simplex work of a real resize. The median per target size is reported.
    private static func suggest(_ system: BenchSystem, _ loaded: LoadedSystem, rounds: Int,
                                into run: inout SystemRun) throws {
        let editVariables = system.edits.map { loaded.variables[$0.variable] }
        func apply(_ values: [Double]) throws {
            for (variable, value) in zip(editVariables, values) { try loaded.solver.suggestValue(value, for: variable) }
            _ = loaded.refresh()
        }
        for values in system.suggestions {
            try apply(values)
            run.suggestedSolutions.append(loaded.values())
        }
        var samples = Array(repeating: [Double](), count: system.suggestions.count)
        for _ in 0..<rounds {
            for (index, values) in system.suggestions.enumerated() {
                samples[index].append(try Stopwatch.time { try apply(values) })
            }
        }
        for (index, values) in system.suggestions.enumerated() {
            let size = values.map { String(Int($0)) }.joined(separator: "x")
            run.results.append(CaseResult(name: "\(system.name).suggest.\(size)", median: Stopwatch.median(samples[index]),
                                          runs: samples[index].count, peakKilobytes: peakMemoryKilobytes(),
                                          note: "suggest w, suggest h, update"))
        }
    }
}

/// A value two closures of one measurement share (the last build, freed between runs).
final class Box<Value> {
    var value: Value?
}
