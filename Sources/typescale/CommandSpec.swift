/// What a command takes, written once: the parser, `--help`, the man page and the shell
/// completions are all made from these values, so they cannot disagree.
struct CommandSpec: Sendable {
    var name: String
    /// One line, as swift-argument-parser's OVERVIEW: a sentence ending in a period.
    var overview: String
    /// Paragraphs after the overview in `help COMMAND` and the man page.
    var discussion: String = ""
    var arguments: [ArgumentSpec] = []
    var options: [OptionSpec] = []
    var run: @Sendable ([String]) throws -> Int32

    /// Options that take a value (`--category L`, `--category=L`).
    var valued: [String] { options.filter { $0.value != nil }.map(\.name) }
    /// Options that take none.
    var flags: [String] { options.filter { $0.value == nil }.map(\.name) }
}

/// A positional argument: `<screen>`, `<text>`.
struct ArgumentSpec: Sendable {
    var name: String
    var help: String
    /// Whether it may be given several times (`<screen> ...`).
    var repeats = false
    var completion = Completion.none
}

/// An option: `--category <c>`, or a flag when `value` is nil.
struct OptionSpec: Sendable {
    var name: String
    /// The value's placeholder in help (`c` prints as `<c>`); nil for a flag.
    var value: String?
    var help: String
    /// Shown as `(default: …)` after the help.
    var defaultValue: String?
    var completion = Completion.none

    static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, value: nil, help: help)
    }

    static func valued(_ name: String, _ value: String, _ help: String, default defaultValue: String? = nil,
                       completion: Completion = .none) -> OptionSpec {
        OptionSpec(name: name, value: value, help: help, defaultValue: defaultValue, completion: completion)
    }
}

/// What a shell offers for a value.
enum Completion: Sendable, Equatable {
    case none
    case files
    case directories
    /// A fixed list of words (categories, devices, formats).
    case words([String])
}
