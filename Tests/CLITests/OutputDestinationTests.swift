import Foundation
import Testing

/// Review 37c, the command-line half: each test fails on HEAD dde4ec0.
@Suite struct OutputDestinationTests {
    // MARK: 1. `-o` of a regular file under /dev is written in place and never truncated

    /// `Console.emit` writes through any path starting with /dev/ or /proc/, and no longer
    /// truncates what it writes through (round 37 dropped `truncate(atOffset: 0)`): a regular
    /// file on /dev/shm (tmpfs, where users and CI keep scratch files) that was longer than
    /// the new output keeps its old tail. Before round 37 it was replaced atomically.
    @Test func aRegularFileUnderDevShmIsReplacedNotOverwrittenInPlace() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: "/dev/shm", isDirectory: &isDirectory), isDirectory.boolValue,
              FileManager.default.isWritableFile(atPath: "/dev/shm") else { return }
        let path = "/dev/shm/typescale-review37c-\(ProcessInfo.processInfo.processIdentifier).txt"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(repeating: UInt8(ascii: "X"), count: 20_000).write(to: URL(fileURLWithPath: path))
        let fixture = CLIRunner.fixture("detail.json")
        let expected = try CLIRunner.run(["layout", fixture])
        let written = try CLIRunner.run(["layout", fixture, "-o", path])
        #expect(written.status == 0, "\(written.stderr)")
        let contents = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        // HEAD: the layout text followed by the old file's X's, 20,000 bytes in all.
        #expect(contents == expected.stdout, "\(contents.utf8.count) bytes, \(expected.stdout.utf8.count) expected")
    }

    // MARK: 3. `-o /dev/stdout` onto an appended file overwrites the file's start

    /// `-o /dev/stdout` opens /proc/self/fd/1 anew: a new open file description at offset 0
    /// without the shell's O_APPEND, so `typescale layout x -o /dev/stdout >> log` writes over
    /// the log's first bytes (HEAD; before round 37 `truncate(atOffset: 0)` emptied the log).
    /// Writing to the process's own standard output keeps the shell's offset and mode.
    @Test func dashOToDevStdoutAppendsWhereTheShellSaysAppend() throws {
        guard FileManager.default.fileExists(atPath: "/dev/stdout") else { return }
        let directory = try CLIRunner.temporaryDirectory()
        let log = directory.appendingPathComponent("log.txt").path
        let earlier = String(repeating: "an earlier line of the log\n", count: 20)
        try Data(earlier.utf8).write(to: URL(fileURLWithPath: log))
        let fixture = CLIRunner.fixture("detail.json")
        let expected = try CLIRunner.run(["layout", fixture])
        let script = "\"$0\" layout \"$1\" -o /dev/stdout >> \"$2\""
        let result = try CLIRunner.launch(URL(fileURLWithPath: "/bin/sh"),
                                          ["-c", script, CLIRunner.executable.path, fixture, log])
        #expect(result.status == 0, "\(result.stderr)")
        let contents = String(decoding: try Data(contentsOf: URL(fileURLWithPath: log)), as: UTF8.self)
        // HEAD: the layout text over the log's first bytes, then the rest of the old lines.
        #expect(contents == earlier + expected.stdout)
    }
}
