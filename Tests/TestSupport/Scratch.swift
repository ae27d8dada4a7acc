import Foundation

/// Scratch directories for tests, all in one folder per test process
/// (`$TMPDIR/typescale-tests-<uid>/<pid>`: a user's own, so another user's runs on a shared
/// `/tmp` do not meet a folder they cannot write). A run leaves at most its own folder behind: the first
/// directory a process asks for removes the folders of test processes that have ended, so
/// `/tmp` does not fill up run after run (it had gathered 29,000 directories).
public enum Scratch {
    /// A fresh, empty directory for one test.
    public static func directory(_ prefix: String = "test") throws -> URL {
        let url = root.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// This process's folder; made once (a `static let` is initialised once, under a lock),
    /// after the folders of ended processes are gone.
    static let root: URL = {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("typescale-tests-\(getuid())")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? []
        for name in names.sorted() {
            guard let pid = Int32(name), !isRunning(pid) else { continue }
            try? FileManager.default.removeItem(at: base.appendingPathComponent(name))
        }
        return base.appendingPathComponent(String(getpid()))
    }()

    /// Whether a process with this id exists (signal 0 checks without sending anything;
    /// EPERM means it exists but belongs to someone else).
    static func isRunning(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
