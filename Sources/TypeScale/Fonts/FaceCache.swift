import Foundation

/// Parsed faces shared by every catalog in the process, so each font file is read and parsed
/// once per process however many screens or categories are laid out.
final class FaceCache: @unchecked Sendable {
    static let shared = FaceCache()

    // Guarded by `lock`. Looked up by path only; never iterated, so order cannot leak out.
    private var faces: [String: Result<FontFace, FontError>] = [:]
    private let lock = NSLock()

    /// The face of a file, parsed on first request. A file that failed keeps failing the same way.
    func face(atPath path: String) throws(FontError) -> FontFace {
        lock.lock()
        defer { lock.unlock() }
        if let cached = faces[path] { return try cached.get() }
        let result: Result<FontFace, FontError>
        do {
            result = .success(try FontFace(path: path))
        } catch {
            result = .failure(error)
        }
        faces[path] = result
        return try result.get()
    }

    /// The embedded Inter face of a weight and cut (EmbeddedFonts), decoded and parsed on first
    /// request. Keyed apart from every file path (a path cannot start with a NUL).
    func embeddedFace(_ weight: FontWeight, cut: OpticalCut = .text) throws(FontError) -> FontFace {
        let name = SystemFontMetrics.fileName(for: weight, cut: cut)
        let key = "\u{0}embedded/" + name
        lock.lock()
        defer { lock.unlock() }
        if let cached = faces[key] { return try cached.get() }
        let result: Result<FontFace, FontError>
        do {
            let file = try FontFile(bytes: EmbeddedFonts.bytes(for: weight, cut: cut), file: name)
            result = .success(try FontFace(file: file, baseName: FilePath.baseName(of: name)))
        } catch {
            result = .failure(error)
        }
        faces[key] = result
        return try result.get()
    }
}
