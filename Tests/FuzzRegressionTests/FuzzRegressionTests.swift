import Foundation
import Testing

/// Every input the fuzzer ever found crashing, hanging or running slow (Tests/FuzzRegressions)
/// goes through the whole harness again in the built `typescale-fuzz`, one process per input,
/// stopped by the kernel when it has used a CPU-time budget far above its normal cost (CPU
/// time, not wall time: the machine may be shared and loaded): a reintroduced hang fails here
/// instead of hanging CI, and a crash shows as the process's status.
@Suite struct FuzzRegressionTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let executable: URL = {
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("typescale-fuzz")
        }
        return Bundle.main.bundleURL.appendingPathComponent("typescale-fuzz")
    }()

    /// CPU seconds an input may use in a debug build. Each uses under 1 s but the long word
    /// (~6 s); the hangs never ended, and the long word needed minutes before issue 13.
    static let cpuLimit = 60
    /// A backstop for a process that blocks without using CPU.
    static let wallLimit = 600.0

    static func inputs(_ folder: String) -> [String] {
        let directory = repository.appendingPathComponent("Tests").appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted().map { directory.appendingPathComponent($0).path }
    }

    /// Runs the harness on one file; the exit status and what it printed, or nil if killed.
    static func replay(_ file: String) throws -> (status: Int32, output: String)? {
        let process = Process()
        process.executableURL = executable
        process.arguments = [file]
        var environment = ProcessInfo.processInfo.environment
        environment["TYPESCALE_FUZZ_CPU_SECONDS"] = String(cpuLimit)
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        let output = Output()
        DispatchQueue.global().async { output.set(out.fileHandleForReading.readDataToEndOfFile()) }
        guard finished.wait(timeout: .now() + wallLimit) == .success else {
            process.terminate()
            process.waitUntilExit()
            return nil
        }
        return (process.terminationStatus, output.text())
    }

    @Test func theRegressionFolderHoldsTheIssuesInputs() {
        let names = Self.inputs("FuzzRegressions").map { ($0 as NSString).lastPathComponent }
        #expect(names.contains { $0.hasPrefix("hang-listlines") })
        #expect(names.contains { $0.hasPrefix("slow-long-word") })
    }

    @Test(arguments: inputs("FuzzRegressions") + inputs("Fuzz/corpus") + inputs("Fuzz/corpus-ib"))
    func replaysWithinItsBudget(file: String) throws {
        let result = try Self.replay(file)
        let name = (file as NSString).lastPathComponent
        #expect(result != nil, "\(name) still running after \(Self.wallLimit) s")
        #expect(result?.status == 0, "\(name) (status \(result?.status ?? 0), SIGXCPU = 24: over \(Self.cpuLimit) CPU s): \(result?.output ?? "")")
        if name.hasPrefix("crash-xml-") {
            // Malformed on purpose (FoundationXML trapped on them): refused as input, not a crash.
            #expect(result?.output.contains(": rejected in ") == true, "\(name): \(result?.output ?? "")")
        } else {
            // Every other one is a screen: the harness got through all of it, not just the decoder.
            #expect(result?.output.contains(": laidOut(") == true, "\(name): \(result?.output ?? "")")
        }
    }
}

private final class Output: @unchecked Sendable {
    private var data = Data()
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)

    func set(_ value: Data) {
        lock.lock()
        data = value
        lock.unlock()
        done.signal()
    }

    func text() -> String {
        _ = done.wait(timeout: .now() + 5)
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self)
    }
}
