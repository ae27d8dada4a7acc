import Foundation

/// Writes imported screens as screen files, `DIR/NAME.json` (SPEC §10 `import -o DIR`).
public enum ScreenFileWriter {
    /// A problem writing a screen file.
    public struct WriteError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The files `write` would create, in order.
    public static func paths(for screens: [IBImportedScreen], in directory: String) -> [String] {
        screens.map { (directory as NSString).appendingPathComponent("\($0.name).json") }
    }

    /// Writes every screen, each atomically (temporary file, then rename). Everything is read
    /// and checked before this is called, so a bad input writes nothing.
    public static func write(_ screens: [IBImportedScreen], to directory: String) throws -> [String] {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw WriteError(description: "cannot create '\(directory)': \(error.localizedDescription)")
        }
        let paths = paths(for: screens, in: directory)
        for (screen, path) in zip(screens, paths) {
            do {
                try AtomicFile.write(screen.json.text(), to: path)
            } catch {
                throw WriteError(description: "cannot write '\(path)': \(error.localizedDescription)")
            }
        }
        return paths
    }
}
