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

    /// What is wrong, without the file's name (for a message that names the file itself).
    public var problem: String {
        switch self {
        case let .unreadable(_, reason): "cannot read font: \(reason)"
        case let .unsupportedFormat(_, reason): "unsupported font format: \(reason)"
        case let .missingTable(_, table): "font has no '\(table)' table"
        case let .malformed(_, table, reason): "malformed '\(table)' table: \(reason)"
        case .unknownFamily, .invalidSize: description  // no file in these
        }
    }

    public var description: String {
        switch self {
        case let .unreadable(file, _), let .unsupportedFormat(file, _), let .missingTable(file, _),
             let .malformed(file, _, _):
            "\(file): \(problem)"
        case let .unknownFamily(family, known):
            "unknown font family '\(family)' (known: \(known.joined(separator: ", ")))"
        case let .invalidSize(size):
            "invalid font size \(size) (expected a positive number of points)"
        }
    }
}
