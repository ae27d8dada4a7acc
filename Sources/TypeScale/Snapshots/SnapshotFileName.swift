import Foundation

/// Where `typescale check` keeps a screen's snapshot of one category: `DIR/<name>.<category>.txt`.
public enum SnapshotFileName {
    /// The screen name as a file name: characters other than ASCII letters, digits, `-`, `_`
    /// and `.` become `_`, so a name cannot reach outside the snapshot folder; a name that is
    /// empty or only dots gets a `_` in front (`.` and `..` are folders).
    public static func safe(_ name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.".unicodeScalars)
        let safe = String(String.UnicodeScalarView(name.unicodeScalars.map { allowed.contains($0) ? $0 : "_" }))
        return safe.isEmpty || safe.allSatisfy { $0 == "." } ? "_" + safe : safe
    }

    /// `directory/<safe name>.<category short name>.txt`; `safeName` is already `safe(_:)`.
    public static func path(in directory: String, safeName: String, category: ContentSizeCategory) -> String {
        (directory as NSString).appendingPathComponent("\(safeName).\(category.shortName).txt")
    }
}
