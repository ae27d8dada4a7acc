/// A problem with an input file, located as precisely as known.
///
/// Prints as `screen.json:14:22: constraints[3]: unknown view 'nameFeild' (did you mean
/// 'nameField'?)`, followed by any `detail` lines (such as a VFL caret diagnostic). The
/// location or the path is left out when unknown; the root path is not printed, and paths
/// deeper than 32 levels print abbreviated. The CLI adds
/// the `typescale: error: ` prefix.
public struct InputError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file as the user named it.
    public var file: String
    /// The JSON path of the offending value, if the error is about one.
    public var path: JSONPath?
    /// Line and column, where known.
    public var location: SourceLocation?
    /// What is wrong and what was expected: short, lowercase, no final period.
    public var message: String
    /// Extra lines printed after the message, e.g. the source line and a caret.
    public var detail: [String]

    public init(
        file: String, path: JSONPath? = nil, location: SourceLocation? = nil,
        message: String, detail: [String] = []
    ) {
        self.file = file
        self.path = path
        self.location = location
        self.message = message
        self.detail = detail
    }

    public var description: String {
        var text = file
        if let location { text += ":\(location.line):\(location.column)" }
        text += ": "
        if let path, !path.isRoot { text += "\(path.abbreviatedDescription): " }
        text += message
        for line in detail { text += "\n" + line }
        return text
    }

    /// `text` in single quotes for a message: control characters escaped (so the message stays
    /// one line) and anything past 40 characters cut to `…`, so a megabyte-long key cannot
    /// flood the terminal.
    public static func quote(_ text: String) -> String {
        let limit = 40
        var result = "'"
        for (index, character) in text.enumerated() {
            guard index < limit else {
                result += "…"
                break
            }
            if character.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
                for scalar in character.unicodeScalars {
                    result += scalar.value < 0x20 || scalar.value == 0x7F
                        ? scalar.escaped(asASCII: true) : String(scalar)
                }
            } else {
                result.append(character)
            }
        }
        return result + "'"
    }
}
