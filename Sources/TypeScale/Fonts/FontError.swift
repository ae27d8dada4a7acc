/// Why a font could not be used. Every file problem names the file and, where the fault is
/// inside the font, the table at fault.
public enum FontError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read at all.
    case unreadable(file: String, reason: String)
    /// The file is not a font typescale reads (not sfnt, or a collection).
    case unsupportedFormat(file: String, reason: String)
    /// A table the measurement needs is absent.
    case missingTable(file: String, table: String)
    /// A table is truncated or holds impossible values.
    case malformed(file: String, table: String, reason: String)
    /// A screen asked for a family that no loaded font provides.
    case unknownFamily(String, known: [String])
    /// A font size that is not a positive finite number of points.
    case invalidSize(Double)

    public var description: String {
        switch self {
        case let .unreadable(file, reason):
            "\(file): cannot read font: \(reason)"
        case let .unsupportedFormat(file, reason):
            "\(file): unsupported font format: \(reason)"
        case let .missingTable(file, table):
            "\(file): font has no '\(table)' table"
        case let .malformed(file, table, reason):
            "\(file): malformed '\(table)' table: \(reason)"
        case let .unknownFamily(family, known):
            "unknown font family '\(family)' (known: \(known.joined(separator: ", ")))"
        case let .invalidSize(size):
            "invalid font size \(size) (expected a positive number of points)"
        }
    }
}
