/// Warnings found while reading a document: one per kind of thing, with the first line where
/// it occurs (SPEC §10 "Bad files"), in the order found.
final class IBNotes: @unchecked Sendable {
    private(set) var warnings: [IBWarning] = []
    private var kinds: Set<String> = []

    /// Records `message` under `kind` unless that kind was already reported.
    func warn(_ kind: String, at location: SourceLocation, _ message: String) {
        guard kinds.insert(kind).inserted else { return }
        warnings.append(IBWarning(location: location, message: message))
    }
}

/// One importer warning: where, and what typescale does instead.
public struct IBWarning: Sendable, Equatable {
    public var location: SourceLocation
    public var message: String
}
