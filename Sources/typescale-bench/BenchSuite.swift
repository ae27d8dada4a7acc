import Foundation

/// Runs the cases, smallest first. Each case runs in a child process of its own (the same
/// binary with `--case NAME`), so its peak memory is its own and a case that takes too long
/// can be stopped: the parent kills it after `caseTimeout` seconds, reports it as timed out,
/// and skips the larger sizes of that shape.
struct BenchSuite {
    let options: BenchOptions

    /// Seconds a case may take before it is stopped.
    static let caseTimeout = 60.0

    /// Chain and grid sizes.
    var sizes: [Int] { options.sizes ?? (options.quick ? [100, 1_000] : [100, 1_000, 10_000]) }

    /// The case names in running order.
    var caseNames: [String] {
        let all = ["enaml"] + sizes.map { "chain\($0)" } + ["screen", "ibimport"]
            + (options.quick ? FormBench.caseNames.dropLast() : FormBench.caseNames[...])
            + ["grid", "lategrid", "equal", "equalgrid", "aligned"].flatMap { shape in sizes.map { "\(shape)\($0)" } }
        return all.filter { name in options.only.isEmpty || options.only.contains { name.hasPrefix($0) } }
    }

    /// The parent: every case in a child process, then the scaling ratios.
    func run() throws -> BenchReport {
        var report = BenchReport()
        if let directory = options.exportDirectory {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        var stoppedShapes: [String] = []
        for name in caseNames {
            let shape = name.filter(\.isLetter)
            if stoppedShapes.contains(shape) {
                report.results.append(CaseResult(name: "\(name).build", median: .nan, runs: 0, peakKilobytes: 0,
                                                 note: "skipped: a smaller \(shape) timed out"))
                try exportWithoutValues(name)
                continue
            }
            try exportWithoutValues(name)
            if let child = try runChild(name) {
                report.merge(child)
            } else {
                stoppedShapes.append(shape)
                report.results.append(CaseResult(name: "\(name).build", median: .nan, runs: 0, peakKilobytes: 0,
                                                 note: "timed out: stopped after \(Int(Self.caseTimeout)) s"))
            }
        }
        report.addScalingRatios(sizes: sizes)
        report.addFormRatios()
        report.peakKilobytes = report.results.map(\.peakKilobytes).max() ?? 0
        return report
    }

    /// The child: one case, in this process.
    func runCase(_ name: String) throws -> BenchReport {
        var report = BenchReport()
        if name == "screen" {
            let screenRun = try ScreenBench(quick: options.quick).run(policy: policy(build: true, size: 1_000))
            report.results += screenRun.results
            report.ratios += screenRun.ratios
            try runSystem(screenRun.system, size: 1_000, into: &report)
        } else if name == "ibimport" {
            let run = try IBImportBench().run(policy: policy(build: true, size: 100))
            report.results += run.results
            report.ratios += run.ratios
        } else if FormBench.screen(named: name) != nil {
            let size = Int(name.filter(\.isNumber)) ?? 0
            let formRun = try FormBench.run(name, policy: policy(build: true, size: size))
            report.results.append(formRun.result)
            try runSystem(formRun.system, size: size, into: &report)
        } else if let system = Self.system(named: name) {
            try runSystem(system, size: Int(name.filter(\.isNumber)) ?? 0, into: &report)
        } else {
            throw BenchOptions.UsageError(description: "unknown case '\(name)'")
        }
        return report
    }

    /// enaml, chainN, gridN, lategridN, equalN, equalgridN, alignedN.
    static func system(named name: String) -> BenchSystem? {
        if name == "enaml" { return EnamlForm.system() }
        guard let size = Int(name.filter(\.isNumber)), size > 0 else { return nil }
        switch name.filter(\.isLetter) {
        case "chain": return ViewArrays.chain(count: size)
        case "grid", "lategrid":
            let shape = ViewArrays.squarestGrid(count: size)
            return ViewArrays.grid(rows: shape.rows, columns: shape.columns, containerLast: name.hasPrefix("late"))
        case "equal": return ViewArrays.equal(count: size)
        case "equalgrid", "aligned":
            let shape = ViewArrays.squarestGrid(count: size)
            return ViewArrays.equalGrid(rows: shape.rows, columns: shape.columns, aligned: name.hasPrefix("aligned"))
        default: return nil
        }
    }

    /// The system without typescale's values, so the peer can run it even if typescale times out.
    private func exportWithoutValues(_ name: String) throws {
        guard let directory = options.exportDirectory, let system = Self.system(named: name) else { return }
        try system.exportJSON(SystemRun()).write(toFile: "\(directory)/\(system.name).json", atomically: true, encoding: .utf8)
    }

    private func runSystem(_ system: BenchSystem, size: Int, into report: inout BenchReport) throws {
        let run = try SolverBench.run(system, build: policy(build: true, size: size),
                                      resolve: policy(build: false, size: size),
                                      suggestionRounds: options.quick ? 10 : 2_000)
        report.results += run.results
        report.systems.append(system.name)
        if let directory = options.exportDirectory {
            try system.exportJSON(run).write(toFile: "\(directory)/\(system.name).json", atomically: true, encoding: .utf8)
        }
    }

    /// Runs `--case name` and parses its JSON; nil when it had to be stopped.
    private func runChild(_ name: String) throws -> BenchReport? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0])
        var arguments = ["--case", name, "--format", "json"]
        if let directory = options.exportDirectory { arguments += ["--export", directory] }
        if options.quick { arguments.append("--quick") }
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        let reader = OutputReader(output.fileHandleForReading)
        try process.run()
        let deadline = Date().addingTimeInterval(Self.caseTimeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        guard !process.isRunning else {
            process.terminate()
            process.waitUntilExit()
            return nil
        }
        let data = reader.finish()
        guard process.terminationStatus == 0 else {
            throw BenchOptions.UsageError(description: "case \(name) failed with status \(process.terminationStatus)")
        }
        return try BenchReport(json: data)
    }

    /// Enough runs for a stable median while the whole `make bench` stays within minutes on
    /// two cores: many short runs for small systems, a few for 10,000 views.
    private func policy(build: Bool, size: Int) -> RunPolicy {
        guard !options.quick else { return .once }
        switch (build, size) {
        case (true, ..<1_000): return RunPolicy(minimum: 20, maximum: 1_000, budget: 1)
        case (true, ..<10_000): return RunPolicy(minimum: 7, maximum: 100, budget: 2)
        case (true, _): return RunPolicy(minimum: 5, maximum: 9, budget: 8)
        case (false, ..<1_000): return RunPolicy(minimum: 20, maximum: 1_000, budget: 0.5)
        case (false, ..<10_000): return RunPolicy(minimum: 11, maximum: 200, budget: 1)
        case (false, _): return RunPolicy(minimum: 7, maximum: 51, budget: 3)
        }
    }
}

/// Drains a pipe on a background thread so a child writing a lot never blocks on a full pipe.
final class OutputReader: @unchecked Sendable {
    private let handle: FileHandle
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        self.handle = handle
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Everything the child wrote (call after it has exited).
    func finish() -> Data {
        done.wait()
        return data
    }
}
