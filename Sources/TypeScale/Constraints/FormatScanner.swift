/// A cursor over a constraint or format string, shared by both constraint languages.
///
/// Offsets count `Character`s, so a caret drawn with that many spaces sits under the
/// offending character. Whitespace between tokens is skipped by the `peek`/`skip` calls;
/// names and numbers never contain it.
struct FormatScanner {
    let source: String
    let characters: [Character]
    var position = 0

    init(_ source: String) {
        self.source = source
        self.characters = Array(source)
    }

    var isAtEnd: Bool { position >= characters.count }

    /// Where the last token ended: the cursor with any whitespace already skipped taken back.
    var endOfLastToken: Int {
        var end = min(position, characters.count)
        while end > 0, characters[end - 1].isWhitespace { end -= 1 }
        return end
    }

    mutating func skipWhitespace() {
        while position < characters.count, characters[position].isWhitespace { position += 1 }
    }

    /// The next character after any whitespace, without consuming it.
    mutating func peek() -> Character? {
        skipWhitespace()
        return isAtEnd ? nil : characters[position]
    }

    /// The character `distance` places after the cursor, whitespace included.
    func character(after distance: Int) -> Character? {
        let index = position + distance
        return index < characters.count ? characters[index] : nil
    }

    /// Consumes `character` if it comes next (after whitespace).
    mutating func skip(_ character: Character) -> Bool {
        guard peek() == character else { return false }
        position += 1
        return true
    }

    func error(_ message: String, at offset: Int? = nil) -> ConstraintSyntaxError {
        ConstraintSyntaxError(message: message, source: source, offset: offset ?? position)
    }

    /// A C identifier (ASCII letter or `_`, then letters, digits, `_`), or nil when none starts here.
    mutating func scanIdentifier() -> (name: String, range: Range<Int>)? {
        guard let first = peek(), Self.isIdentifierStart(first) else { return nil }
        let start = position
        while position < characters.count, Self.isIdentifierBody(characters[position]) { position += 1 }
        return (String(characters[start..<position]), start..<position)
    }

    /// An unsigned decimal without exponent: `12`, `0.5`. A `.` is taken only before a digit,
    /// so `40.` leaves the dot for the caller to reject.
    mutating func scanUnsignedNumber() throws(ConstraintSyntaxError) -> (value: Double, range: Range<Int>)? {
        guard let first = peek(), Self.isDigit(first) else { return nil }
        let start = position
        while let next = character(after: 0), Self.isDigit(next) { position += 1 }
        if character(after: 0) == ".", let digit = character(after: 1), Self.isDigit(digit) {
            position += 1
            while let next = character(after: 0), Self.isDigit(next) { position += 1 }
        }
        // Screen coordinates are points: a larger number is a typo, and would wreck the solver's
        // numerics (Double(String) even turns an overlong literal into infinity).
        guard let value = Double(String(characters[start..<position])), value <= Self.largestNumber else {
            throw error("number is too large (at most 1000000)", at: start)
        }
        return (value, start..<position)
    }

    /// The largest number either grammar accepts, as the screen format's numbers.
    static let largestNumber = 1_000_000.0

    static func isDigit(_ character: Character) -> Bool {
        character.isASCII && ("0"..."9").contains(character)
    }

    static func isIdentifierStart(_ character: Character) -> Bool {
        character == "_" || (character.isASCII && character.isLetter)
    }

    static func isIdentifierBody(_ character: Character) -> Bool {
        isIdentifierStart(character) || isDigit(character)
    }

    /// How a character appears in a message: `'x'`, or "the end".
    static func describe(_ character: Character?) -> String {
        guard let character else { return "the end" }
        return "'\(character)'"
    }
}

/// Formats a number the way a person writes it in a constraint: `8`, `0.5`, `-20`.
func formatConstraintNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return String(value)
}
