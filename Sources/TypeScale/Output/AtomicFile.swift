import Foundation

/// Writing a whole file so that a reader never sees half of it: a temporary file renamed over
/// the target. The target is the file the path's symbolic links end at, so a link stays a
/// link and the file it shares is the one replaced (round 37 for `-o`; round 38's review for
/// `--record`, which had put a regular file where a snapshot's link was).
public enum AtomicFile {
    public static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: finalTarget(of: path)), options: .atomic)
    }

    /// The file a chain of symbolic links ends at (`path` itself when it is no link); a
    /// dangling link's missing file, which the write creates.
    public static func finalTarget(of path: String) -> String {
        var current = path
        // As the kernel, at most 40 links (ELOOP past that: left to the write to report).
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = destination.hasPrefix("/") ? destination
                : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(destination).path
        }
        return current
    }
}
