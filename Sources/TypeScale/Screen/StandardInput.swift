import Foundation

/// A screen read from standard input (`typescale layout - < screen.json`).
enum StandardInput {
    /// How messages name it, where a file would be named.
    static let name = "stdin"

    /// Everything until end of file.
    static func readAll() -> [UInt8] {
        [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    }
}
