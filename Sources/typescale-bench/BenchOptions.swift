/// The command line of typescale-bench.
struct BenchOptions {
    enum Format { case text, json }

    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    var format = Format.text
    var exportDirectory: String?
    /// One run of each case and sizes up to 1,000 (a smoke test, not a measurement).
    var quick = false
    /// Only the cases whose name starts with one of these (`--only chain,enaml`); empty: all.
    var only: [String] = []
    /// Chain and grid sizes (`--sizes 100,1000`); default 100, 1,000, 10,000.
    var sizes: [Int]?
    /// Run one case in this process (how the suite runs each case in a child).
    var caseName: String?
    /// Solve systems read from stdin, one JSON line each, for bench/fuzz (`--solve-lines`).
    var solvesLines = false
    /// Compare the frames of every Interface Builder file in this folder with the stored ones
    /// (`--ib-fidelity DIR`, `--verbose` lists each miss).
    var ibFidelityFolder: String?
    var verbose = false
    /// `--as-laid-out`: judge measuring labels in the commands' layout, not left out of their
    /// family's measure (`IBFidelity.measure`'s `leaveOneOut` false).
    var asLaidOut = false

    init(arguments: [String]) throws {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--format":
                switch rest.popFirst() {
                case "text": format = .text
                case "json": format = .json
                default: throw UsageError(description: "--format takes text or json")
                }
            case "--export":
                guard let directory = rest.popFirst() else { throw UsageError(description: "--export needs a directory") }
                exportDirectory = directory
            case "--quick": quick = true
            case "--solve-lines": solvesLines = true
            case "--ib-fidelity":
                guard let folder = rest.popFirst() else { throw UsageError(description: "--ib-fidelity needs a folder") }
                ibFidelityFolder = folder
            case "--verbose": verbose = true
            case "--as-laid-out": asLaidOut = true
            case "--case":
                guard let name = rest.popFirst() else { throw UsageError(description: "--case needs a case name") }
                caseName = name
            case "--only":
                guard let list = rest.popFirst() else { throw UsageError(description: "--only needs a list of case names") }
                only = list.split(separator: ",").map(String.init)
            case "--sizes":
                let numbers = rest.popFirst().map { $0.split(separator: ",").compactMap { Int($0) } } ?? []
                guard !numbers.isEmpty, numbers.allSatisfy({ (1...1_000_000).contains($0) }) else {
                    throw UsageError(description: "--sizes takes a comma list of view counts")
                }
                sizes = numbers
            default:
                throw UsageError(description: "unknown argument '\(argument)' (usage: typescale-bench [--format text|json] [--export DIR] [--quick] [--only NAMES] [--sizes N,N] | --solve-lines | --ib-fidelity DIR [--verbose] [--as-laid-out])")
            }
        }
    }
}
