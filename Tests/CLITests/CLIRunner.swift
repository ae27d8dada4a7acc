import Foundation
import Testing
import TestSupport

/// Runs the built `typescale` binary and captures what it prints.
struct CLIResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

enum CLIRunner {
    /// The products folder (`.build/debug`): where the test bundle and `typescale` are built.
    static let productsDirectory: URL = {
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL
    }()

    static let executable = productsDirectory.appendingPathComponent("typescale")

    /// The repository root, for fixtures.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func fixture(_ name: String) -> String {
        repository.appendingPathComponent("Fixtures").appendingPathComponent(name).path
    }

    /// Runs `typescale args…` with an optional environment override, waiting for it to exit.
    static func run(_ args: [String], environment: [String: String] = [:], input: Data? = nil) throws -> CLIResult {
        try launch(executable, args, environment: environment, input: input)
    }

    /// Runs any program (a shell for the README's command lines), in `directory` if given.
    static func launch(_ program: URL, _ args: [String], environment: [String: String] = [:], input: Data? = nil,
                       directory: URL? = nil) throws -> CLIResult {
        let process = Process()
        process.executableURL = program
        process.arguments = args
        if let directory { process.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdin = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        try process.run()
        if let input {
            // Small inputs only: the child may not read until it has all of it.
            stdin.fileHandleForWriting.write(input)
            try stdin.fileHandleForWriting.close()
        }
        // Read stdout on another thread while this one drains stderr, so neither pipe can
        // fill up and block the child.
        let collected = Collected()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            collected.set(out.fileHandleForReading.readDataToEndOfFile())
            group.leave()
        }
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        let outData = collected.get()
        return CLIResult(status: process.terminationStatus,
                         stdout: String(decoding: outData, as: UTF8.self),
                         stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Compares `output` with the golden file at `path`; with `TYPESCALE_RECORD` set, records
    /// it instead and fails on purpose, so nobody records by accident.
    static func expectGolden(_ output: String, path: String, name: String) throws {
        if ProcessInfo.processInfo.environment["TYPESCALE_RECORD"] != nil {
            try Data(output.utf8).write(to: URL(fileURLWithPath: path))
            Issue.record("recorded \(name); review it and run again without TYPESCALE_RECORD")
            return
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        #expect(output == expected, "\(name) differs:\n\(output)")
    }

    /// A fresh temporary directory for one test (removed by a later run).
    static func temporaryDirectory() throws -> URL {
        try Scratch.directory("cli")
    }

    /// Writes `text` as a screen file in a fresh directory and returns its path.
    static func writeScreen(_ text: String, name: String = "screen.json") throws -> String {
        let url = try temporaryDirectory().appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }
}

/// Data handed from the reading thread to the test thread.
private final class Collected: @unchecked Sendable {
    private var data = Data()
    private let lock = NSLock()

    func set(_ value: Data) {
        lock.lock()
        data = value
        lock.unlock()
    }

    func get() -> Data {
        lock.lock()
        defer { lock.unlock() }
        return data
    }
}
