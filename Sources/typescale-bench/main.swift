import Foundation

// typescale-bench [--format text|json] [--export DIR] [--quick]
//
// Times the solver on kiwi's enaml form, chains and grids of 100 … 10,000 views, and the
// layout pipeline on generated 200- and 2,000-view screens; prints medians, the scaling ratios
// and peak memory. --export DIR also writes every solver case as a §7.3 system (DIR/NAME.json)
// and the results as DIR/typescale.json for bench/kiwi_peer.py. --quick: one run each, sizes
// up to 1,000, for smoke tests. --solve-lines: solve systems read from stdin for bench/fuzz.

let options: BenchOptions
do {
    options = try BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("typescale-bench: error: \(error)\n".utf8))
    exit(2)
}

if let folder = options.ibFidelityFolder {
    exit(IBFidelityTable.run(folder: folder, verbose: options.verbose, leaveOneOut: !options.asLaidOut))
}

if options.solvesLines {
    LineSolver.run()
    exit(0)
}

do {
    let suite = BenchSuite(options: options)
    if let name = options.caseName {
        print(try suite.runCase(name).json(), terminator: "")
        exit(0)
    }
    let report = try suite.run()
    print(options.format == .json ? report.json() : report.table(), terminator: "")
    if let directory = options.exportDirectory {
        try report.json().write(toFile: "\(directory)/typescale.json", atomically: true, encoding: .utf8)
    }
} catch {
    FileHandle.standardError.write(Data("typescale-bench: error: \(error)\n".utf8))
    exit(1)
}
