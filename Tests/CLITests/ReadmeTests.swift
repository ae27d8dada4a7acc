import Foundation
import Testing

/// The README is tested: every `typescale` command it shows runs here, in a scratch "team
/// repository" laid out as the README describes (`screens/`, `snapshots/`), and where the
/// README shows what a command prints (`$ typescale …` followed by its output), the output
/// must be exactly that (`...` stands for lines left out). The CI and Makefile snippets run
/// too.
@Suite(.serialized) struct ReadmeTests {
    /// A command line the README shows, the output it shows (nil: none shown), its line.
    struct Example {
        var command: String
        var output: [String]?
        var line: Int
    }

    static let readme = (try? String(contentsOf: CLIRunner.repository.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    /// Lines of indented blocks that start with `typescale ` or `$ typescale ` — except the
    /// synopsis, whose arguments are placeholders in capitals (`SCREEN.json`, `FILE`) — and
    /// the output under each `$` line up to the next `$` line or the block's end.
    static func examples() -> [Example] {
        var examples: [Example] = []
        let lines = readme.components(separatedBy: "\n")
        var index = 0
        var inFence = false
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("```") { inFence.toggle() }
            index += 1
            guard !inFence, line.hasPrefix("    ") else { continue }
            let code = String(line.dropFirst(4))
            if code.hasPrefix("$ typescale ") {
                var output: [String] = []
                while index < lines.count, lines[index].hasPrefix("    "), !lines[index].dropFirst(4).hasPrefix("$ ") {
                    output.append(String(lines[index].dropFirst(4)))
                    index += 1
                }
                examples.append(Example(command: String(code.dropFirst(2)), output: output, line: index - output.count))
            } else if code.hasPrefix("typescale "), !isSynopsis(code) {
                examples.append(Example(command: code, output: nil, line: index))
            }
        }
        return examples
    }

    static func isSynopsis(_ code: String) -> Bool {
        code.range(of: #"\b(SCREEN|FILE|TEXT|COMMAND|DIR)\b"#, options: .regularExpression) != nil
    }

    /// The scratch team repository: `screens/detail.json` is the bundled detail form, and
    /// `screen.json` the same for the one-line example at the top.
    static func teamRepository() throws -> URL {
        let root = try CLIRunner.temporaryDirectory()
        let screens = root.appendingPathComponent("screens")
        try FileManager.default.createDirectory(at: screens, withIntermediateDirectories: true)
        let detail = try Data(contentsOf: URL(fileURLWithPath: CLIRunner.fixture("detail.json")))
        try detail.write(to: screens.appendingPathComponent("detail.json"))
        try detail.write(to: root.appendingPathComponent("screen.json"))
        // The CI snippet calls the release build by its path.
        let release = root.appendingPathComponent(".build/release")
        try FileManager.default.createDirectory(at: release, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: release.appendingPathComponent("typescale"),
                                                   withDestinationURL: CLIRunner.executable)
        return root
    }

    /// Runs a README command line through the shell in `directory`, `typescale` being the
    /// built binary; stdout then stderr, as a terminal would show them for these commands.
    static func shell(_ command: String, in directory: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = CLIRunner.productsDirectory.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let collected = ReadmeOutput()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            collected.set(out.fileHandleForReading.readDataToEndOfFile())
            group.leave()
        }
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: collected.get() + errData, as: UTF8.self))
    }

    /// `expected` with `...` lines matching any run of lines (possibly none).
    static func matches(_ actual: [String], _ expected: [String]) -> Bool {
        guard let first = expected.first else { return actual.isEmpty }
        if first == "..." {
            return (0...actual.count).contains { matches(Array(actual.dropFirst($0)), Array(expected.dropFirst())) }
        }
        guard let head = actual.first, head == first else { return false }
        return matches(Array(actual.dropFirst()), Array(expected.dropFirst()))
    }

    @Test func readmeShowsCommands() {
        // A README that lost its examples would pass everything below vacuously.
        #expect(Self.examples().count >= 6)
        #expect(Self.examples().contains { $0.output?.isEmpty == false })
    }

    /// Every example in README order, in one team repository: `--record` runs before the
    /// check that shows a difference, which the README explains by a font change made here.
    @Test func everyReadmeCommandRunsAndPrintsWhatTheReadmeShows() throws {
        let repository = try Self.teamRepository()
        let detail = repository.appendingPathComponent("screens/detail.json")
        let original = try String(contentsOf: detail, encoding: .utf8)
        for example in Self.examples() {
            let showsADifference = example.command.hasPrefix("typescale check") && example.output?.isEmpty == false
            if showsADifference {
                // "(here nameLabel's font was changed from body to title2)", for this example only.
                let changed = original.replacingOccurrences(
                    of: #"{ "id": "nameLabel", "kind": "label", "text": "Name", "font": "body" }"#,
                    with: #"{ "id": "nameLabel", "kind": "label", "text": "Name", "font": "title2" }"#)
                #expect(changed != original, "the detail fixture no longer has the nameLabel the README changes")
                try changed.write(to: detail, atomically: true, encoding: .utf8)
            }
            let result = try Self.shell(example.command, in: repository)
            if showsADifference { try original.write(to: detail, atomically: true, encoding: .utf8) }
            #expect(result.status != 2, "README line \(example.line): \(example.command) failed: \(result.output)")
            guard let expected = example.output, !expected.isEmpty else { continue }
            var actual = result.output.components(separatedBy: "\n")
            if actual.last == "" { actual.removeLast() }
            #expect(Self.matches(actual, expected),
                    "README line \(example.line): \(example.command) prints\n\(result.output)\nbut the README shows\n\(expected.joined(separator: "\n"))")
        }
    }

    /// The fenced snippets a team copies: the CI job's script and the Makefile's targets.
    @Test func ciAndMakefileSnippetsRun() throws {
        let repository = try Self.teamRepository()
        #expect(try Self.shell("typescale check screens/*.json --snapshots snapshots/ --category all --record", in: repository).status == 0)
        let ci = try #require(Self.fenced("yaml").first)
        let script = ci.components(separatedBy: "- run: |\n").dropFirst().first?
            .components(separatedBy: "\n    - ").first?
            .components(separatedBy: "\n").map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : $0 }
            .joined(separator: "\n")
        let body = try #require(script)
        let run = try Self.shell(body, in: repository)
        #expect(run.status == 0, "the CI snippet failed: \(run.output)")
        let sheet = repository.appendingPathComponent("sheets/detail.svg")
        #expect(FileManager.default.fileExists(atPath: sheet.path), "the CI snippet drew no contact sheet")

        let makefile = try #require(Self.fenced("make").first)
        try Data(makefile.utf8).write(to: repository.appendingPathComponent("Makefile"))
        let binary = CLIRunner.executable.path
        #expect(try Self.shell("make -s snapshots TYPESCALE=\(binary)", in: repository).status == 0)
        let check = try Self.shell("make -s check-layouts TYPESCALE=\(binary)", in: repository)
        #expect(check.status == 0, "\(check.output)")
        // The detail form has findings at the accessibility sizes: the audit target fails.
        let audit = try Self.shell("make -s audit-layouts TYPESCALE=\(binary)", in: repository)
        #expect(audit.status != 0)
        #expect(audit.output.contains("AX3 nameLabel truncated"))
    }

    /// The bodies of the README's fenced blocks of one language.
    static func fenced(_ language: String) -> [String] {
        readme.components(separatedBy: "```\(language)\n").dropFirst().compactMap { $0.components(separatedBy: "\n```").first }
    }
}

/// Data handed from the reading thread to the test thread.
private final class ReadmeOutput: @unchecked Sendable {
    private var data = Data()
    private let lock = NSLock()
    func set(_ value: Data) { lock.withLock { data = value } }
    func get() -> Data { lock.withLock { data } }
}
