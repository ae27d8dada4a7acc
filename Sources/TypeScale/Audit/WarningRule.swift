import Foundation

/// The solver's warnings, one line each.
enum WarningRule {
    static func findings(in layout: ScreenLayout) -> [AuditFinding] {
        layout.warnings.map { warning in
            switch warning.kind {
            case .unsatisfiable:
                // The message ends with the broken constraint, as Auto Layout's does.
                let broken = warning.message.split(separator: "\n").last.map(String.init) ?? ""
                var detail = "breaking " + oneLine(broken)
                if !warning.constraints.isEmpty {
                    detail += " (conflicting: " + warning.constraints.joined(separator: ", ") + ")"
                }
                return AuditFinding(category: layout.category, kind: .unsatisfiable, view: nil,
                                    related: warning.constraints, detail: detail)
            case .ambiguous:
                var detail = oneLine(warning.message)
                let prefix = "ambiguous layout: "
                if detail.hasPrefix(prefix) { detail.removeFirst(prefix.count) }
                return AuditFinding(category: layout.category, kind: .ambiguous, view: nil,
                                    related: warning.constraints, detail: detail, views: warning.view.map { [$0] } ?? [])
            }
        }
    }

    /// Findings are one line each: tabs and line breaks become spaces.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: { $0 == "\n" || $0 == "\t" || $0 == "\r" })
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
