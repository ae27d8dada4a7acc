/// A cursor over a constraint or format string, shared by both constraint languages.
///
/// Offsets count `Character`s, so a caret drawn with that many spaces sits under the
/// offending character. Whitespace between tokens is skipped by the `peek`/`skip` calls;
/// names and numbers never contain it.
///
/// The cursor reads one code per `Character`: its ASCII value when the character is a single
/// ASCII scalar, else `FormatScanner.nonASCII` (and the character itself is kept beside it).
/// Every token of either grammar is ASCII, so names and numbers are read as bytes; a string
/// that is plain ASCII without a carriage return (CR LF is one `Character`) is its own code
/// list, and only other strings are split into `Character`s, once.
struct FormatScanner {
    let source: String
    /// One code per `Character` of `source`.
    let codes: [UInt8]
    /// The characters, only when some code is `nonASCII` (empty for a plain ASCII string).
    let characters: [Character]
    var position = 0

    /// The code of a character that is not a single ASCII scalar.
    static let nonASCII: UInt8 = 0x80

    init(_ source: String) {
        self.source = source
        if source.utf8AllSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            codes = source.utf8.withContiguousStorageIfAvailable(Array.init) ?? Array(source.utf8)
            characters = []
        } else {
            characters = Array(source)
            codes = characters.map { character in
                character.utf8.count == 1 ? character.utf8.first! : Self.nonASCII
            }
        }
    }

    var isAtEnd: Bool { position >= codes.count }

    /// The character at `index` (a valid offset).
    func character(at index: Int) -> Character {
        let code = codes[index]
        return code == Self.nonASCII ? characters[index] : Character(Unicode.Scalar(code))
    }

    func isWhitespace(at index: Int) -> Bool {
        switch codes[index] {
        case 0x09...0x0D, 0x20: true
        case Self.nonASCII: characters[index].isWhitespace
        default: false
        }
    }

    /// Where the last token ended: the cursor with any whitespace already skipped taken back.
    var endOfLastToken: Int {
        var end = min(position, codes.count)
        while end > 0, isWhitespace(at: end - 1) { end -= 1 }
        return end
    }

    mutating func skipWhitespace() {
        while position < codes.count, isWhitespace(at: position) { position += 1 }
    }

    /// The next character after any whitespace, without consuming it.
    mutating func peek() -> Character? {
        skipWhitespace()
        return isAtEnd ? nil : character(at: position)
    }

    /// Whether `scalar` (ASCII) comes next, after any whitespace, without consuming it.
    mutating func isNext(_ scalar: Unicode.Scalar) -> Bool {
        skipWhitespace()
        return position < codes.count && codes[position] == UInt8(scalar.value)
    }

    /// The character `distance` places after the cursor, whitespace included.
    func character(after distance: Int) -> Character? {
        let index = position + distance
        return index < codes.count ? character(at: index) : nil
    }

    /// The code `distance` places after the cursor, whitespace included (nil past the end).
    func code(after distance: Int) -> UInt8? {
        let index = position + distance
        return index < codes.count ? codes[index] : nil
    }

    /// Consumes `scalar` (ASCII) if it comes next (after whitespace).
    mutating func skip(_ scalar: Unicode.Scalar) -> Bool {
        guard isNext(scalar) else { return false }
        position += 1
        return true
    }

    func error(_ message: String, at offset: Int? = nil) -> ConstraintSyntaxError {
        ConstraintSyntaxError(message: message, source: source, offset: offset ?? position)
    }

    /// The text of `range`, whose codes are all ASCII (a name or a number).
    private func asciiText(_ range: Range<Int>) -> String {
        String(decoding: codes[range], as: UTF8.self)
    }

    /// A C identifier (ASCII letter or `_`, then letters, digits, `_`), or nil when none starts here.
    mutating func scanIdentifier() -> (name: String, range: Range<Int>)? {
        skipWhitespace()
        guard position < codes.count, Self.isIdentifierStart(codes[position]) else { return nil }
        let start = position
        while position < codes.count, Self.isIdentifierBody(codes[position]) { position += 1 }
        return (asciiText(start..<position), start..<position)
    }

    /// An unsigned decimal without exponent: `12`, `0.5`. A `.` is taken only before a digit,
    /// so `40.` leaves the dot for the caller to reject.
    mutating func scanUnsignedNumber() throws(ConstraintSyntaxError) -> (value: Double, range: Range<Int>)? {
        skipWhitespace()
        guard position < codes.count, Self.isDigit(codes[position]) else { return nil }
        let start = position
        while let next = code(after: 0), Self.isDigit(next) { position += 1 }
        if code(after: 0) == UInt8(ascii: "."), let digit = code(after: 1), Self.isDigit(digit) {
            position += 1
            while let next = code(after: 0), Self.isDigit(next) { position += 1 }
        }
        // Screen coordinates are points: a larger number is a typo, and would wreck the solver's
        // numerics (Double(String) even turns an overlong literal into infinity).
        guard let value = Double(asciiText(start..<position)), value <= Self.largestNumber else {
            throw error("number is too large (at most 1000000)", at: start)
        }
        return (value, start..<position)
    }

    /// The largest number either grammar accepts, as the screen format's numbers.
    static let largestNumber = 1_000_000.0

    static func isDigit(_ code: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(code)
    }

    static func isDigit(_ character: Character) -> Bool {
        character.utf8.count == 1 && isDigit(character.utf8.first!)
    }

    static func isIdentifierStart(_ code: UInt8) -> Bool {
        code == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(code)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(code)
    }

    static func isIdentifierBody(_ code: UInt8) -> Bool {
        isIdentifierStart(code) || isDigit(code)
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

extension String {
    /// Whether every UTF-8 byte passes `test`, read from the string's own storage when it is
    /// contiguous (a native string): the byte view's iterator cost some 35 instructions a
    /// byte, and every constraint string is checked this way.
    func utf8AllSatisfy(_ test: (UInt8) -> Bool) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.allSatisfy(test) } ?? utf8.allSatisfy(test)
    }
}
