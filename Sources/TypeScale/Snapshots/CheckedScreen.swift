import Foundation

/// One screen file laid out for `typescale check`: each category's layout text beside the
/// snapshot recorded for it, or why the file could not be laid out.
public struct CheckedScreen: Sendable {
    /// One screen at one category.
    public struct Snapshot: Sendable {
        /// `DIR/<name>.<category>.txt`
        public var file: String
        /// `screens/detail.json XXL`, the diff's `+++` name.
        public var label: String
        /// The layout text (SPEC §7.1) of this category.
        public var actual: String
        /// The file's text; nil when there is none yet.
        public var recorded: String?
        public var layout: ScreenLayout
    }

    /// As given on the command line.
    public var path: String
    /// Nil when the screen could not be read or laid out.
    public var snapshots: [Snapshot]?
    /// The screens' names as file names (an Interface Builder file has one per screen).
    public var fileNames: [String] = []
    /// Whether any category was laid out with a warning.
    public var warned = false
    /// Why the screen could not be laid out (the report shows it).
    public var failure: String?

    init(path: String) { self.path = path }

    /// Lays the screen out and reads its recorded snapshots from `directory`; `report` is
    /// given each warning (per category, as soon as it is laid out) and the error, if any, as
    /// they are found.
    public init(path: String, directory: String, request: LayoutRequest, scene: String? = nil,
                report: (Diagnostic) -> Void = { _ in }) {
        self.path = path
        do {
            let screenFile = try ScreenFile.load(path: path, fontFiles: request.fontFiles, scene: scene)
            for warning in screenFile.warnings { report(.warning(warning)) }
            var warned = false
            var all: [Snapshot] = []
            for loaded in screenFile.screens {
                let name = SnapshotFileName.safe(loaded.screen.name)
                fileNames.append(name)
                let layouts = try loaded.layouts(request) { layout in
                    guard !layout.warnings.isEmpty else { return }
                    warned = true
                    layout.warningDiagnostics(file: path, namingScreen: screenFile.screens.count > 1).forEach(report)
                }
                all += try layouts.map { layout in
                    let file = SnapshotFileName.path(in: directory, safeName: name, category: layout.category)
                    let category = layout.category.shortName
                    let label = screenFile.screens.count > 1 ? "\(path) \(name) \(category)" : "\(path) \(category)"
                    return Snapshot(file: file, label: label, actual: LayoutTextFormat.render([layout]),
                                    recorded: try Self.recordedText(at: file, in: directory), layout: layout)
                }
            }
            self.warned = warned
            snapshots = all
        } catch let error as InputError {
            fail(error.description, report: report)
        } catch let error as UnreadableSnapshot {
            fail(error.description, report: report)
        } catch {
            fail("\(path): \(error)", report: report)
        }
    }

    /// The screen as the HTML report shows it: its snapshots, or its error.
    public var reportScreen: SnapshotReport.Screen {
        SnapshotReport.Screen(path: path, snapshots: (snapshots ?? []).map {
            SnapshotReport.Snapshot(file: $0.file, label: $0.label, layout: $0.layout, recorded: $0.recorded)
        }, failure: snapshots == nil ? failure : nil)
    }

    private mutating func fail(_ message: String, report: (Diagnostic) -> Void) {
        snapshots = nil
        failure = message.trimmingCharacters(in: .newlines)
        report(.error(message))
    }
}

/// A snapshot that is there but cannot be read, or a snapshots folder that is a file: trouble,
/// not a snapshot to record (round 37's review: both had said "missing snapshot").
struct UnreadableSnapshot: Error, CustomStringConvertible {
    var description: String
}

extension CheckedScreen {
    /// The recorded text of `file`, nil when there is none yet.
    static func recordedText(at file: String, in directory: String) throws -> String? {
        if let data = FileManager.default.contents(atPath: file) { return String(decoding: data, as: UTF8.self) }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) {
            throw UnreadableSnapshot(description: "cannot read snapshot '\(file)'" + (isDirectory.boolValue ? ": it is a directory" : ""))
        }
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw UnreadableSnapshot(description: "the snapshots folder '\(directory)' is a file")
        }
        return nil
    }
}
