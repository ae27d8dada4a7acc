import Foundation
import Testing

/// Warnings reach stderr as soon as their category is laid out (issue 13): a slow run is not a
/// silent one. The screen has a conflict at every category and a 50,000-character label, so
/// laying out a category is real work: the CPU time the process has used when the first (XS)
/// and the last (AX5) category's warnings arrive differs by the eleven layouts between them,
/// where printing them all after the layouts (as before) makes it nothing. CPU time, read from
/// /proc, not the clock: the machine may be loaded.
@Suite struct EarlyWarningTests {
    /// User + system CPU time of a running process in clock ticks (1/100 s), from /proc.
    static func cpuTicks(_ pid: Int32) -> Int? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    static func slowWarnedScreen() throws -> String {
        let word = String(repeating: "x", count: 50_000)
        return try CLIRunner.writeScreen("""
            {"name": "slow", "device": "iphone-se-1",
             "views": [{"id": "a", "kind": "view"},
                       {"id": "word", "kind": "label", "text": "\(word)", "font": "body", "lines": 0}],
             "constraints": ["a.width == 400", "H:|-[a]-|", "H:|-[word]-|", "word.top == safeArea.top"]}
            """)
    }

    @Test func theFirstCategorysWarningIsPrintedWhileTheRestIsLaidOut() throws {
        let path = try Self.slowWarnedScreen()
        let process = Process()
        process.executableURL = CLIRunner.executable
        let output = (path as NSString).deletingLastPathComponent + "/out.txt"
        process.arguments = ["render", path, "-o", output]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        var text = ""
        var first: Int?, last: Int?
        while true {
            let data = err.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
            let ticks = Self.cpuTicks(process.processIdentifier)
            if first == nil, text.contains("[XS]: Unable to simultaneously satisfy constraints.") { first = ticks }
            if last == nil, text.contains("[AX5]: Unable to simultaneously satisfy constraints.") { last = ticks }
        }
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        // Linux's /proc, and a debug build: optimised, the eleven layouts take under a tick.
        #if os(Linux) && DEBUG
        let first_ = try #require(first), last_ = try #require(last)
        // Eleven layouts of the long label: ~1 s in a debug build; printing takes no ticks.
        #expect(last_ - first_ >= 5, "CPU ticks at the XS warning \(first_), at the AX5 warning \(last_)")
        #endif
        // Two warnings (the conflict and the free height of `a`) for each of the twelve, in order.
        let categories = text.components(separatedBy: "\n").filter { $0.hasPrefix("typescale: warning:") }
            .compactMap { $0.split(separator: "[").last?.split(separator: "]").first.map(String.init) }
        #expect(categories.count == 24)
        #expect(stride(from: 0, to: categories.count, by: 2).map { categories[$0] } == ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"])
    }
}
