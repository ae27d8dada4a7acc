/// File path pieces, by hand: on Linux, Foundation's `NSString.deletingLastPathComponent`
/// traps on a one-character relative path (`typescale layout b` crashed in it), so the
/// screen's folder is found here.
enum FilePath {
    /// The folder part of `path`: `""` for a bare name, `"/"` for a file in the root folder.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The file name without its folder and extension (a leading dot is part of the name).
    static func baseName(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
