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
}
