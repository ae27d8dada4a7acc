/// A warning or error about one input, for the user: the command line prints it as
/// `typescale: warning: MESSAGE` or `typescale: error: MESSAGE`, on stderr.
public struct Diagnostic: Sendable, Equatable {
    /// The word after `typescale: `.
    public enum Severity: String, Sendable {
        case note, warning, error
    }

    public var severity: Severity
    /// What happened, starting with the file: `screens/detail.json [XXL]: …`.
    public var message: String

    /// A hint about the run, never a problem: the command's status is its findings' alone.
    public static func note(_ message: String) -> Diagnostic { Diagnostic(severity: .note, message: message) }
    /// Something the user should look at; the command still succeeds (exit 1 with `--strict`).
    public static func warning(_ message: String) -> Diagnostic { Diagnostic(severity: .warning, message: message) }
    /// Why an input could not be used (exit status 2).
    public static func error(_ message: String) -> Diagnostic { Diagnostic(severity: .error, message: message) }
}

extension ScreenLayout {
    /// One warning per solver warning, `FILE [CATEGORY]: MESSAGE`, in the layout's order;
    /// `FILE: SCREEN [CATEGORY]: MESSAGE` where the file holds several screens, whose view ids
    /// repeat (`label1` in most scenes of a storyboard; round 37's review), as the stand-in
    /// warnings name them.
    public func warningDiagnostics(file: String, namingScreen: Bool = false) -> [Diagnostic] {
        let place = namingScreen ? "\(file): \(screenName)" : file
        return warnings.map { .warning("\(place) [\(category.shortName)]: \($0.message)") }
    }
}

extension IBWarning {
    /// `FILE:LINE:COLUMN: MESSAGE`
    public func diagnostic(file: String) -> Diagnostic { .warning("\(file):\(location): \(message)") }
}
