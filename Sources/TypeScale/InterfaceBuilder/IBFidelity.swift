/// How closely typescale reproduces the frames Interface Builder stored (SPEC §10
/// "Fidelity"): each screen laid out at its own container and category L, every view's frame
/// compared with its `<rect key="frame">` in the coordinates of its screen root, of its
/// table cell (cells themselves by size) or of a view IB marked `misplaced` around it, those
/// views themselves skipped. The layout is
/// the canvas's (placeholder constraints kept, IB's status bar), since IB solved that.
public enum IBFidelity {
    /// One view whose frame is more than the tolerance off.
    public struct Miss: Sendable {
        public var screen: String
        public var view: String
        public var stored: Frame
        public var laidOut: Frame
    }

    public struct Result: Sendable {
        public var file: String
        public var compared = 0
        public var within = 0
        public var misses: [Miss] = []

        public var share: Double { compared == 0 ? 1 : Double(within) / Double(compared) }
    }

    /// Points a frame edge may be off and still count as reproduced.
    public static let tolerance = 1.0

    public static func measure(path: String) throws -> Result {
        let imported = try InterfaceBuilderImport.load(path: path)
        var result = Result(file: path)
        for entry in imported.screens {
            var loaded = try LoadedScreen.load(entry.screen, path: path, fontFiles: [])
            // As every command lays out an IB file: a custom font not given is the system's.
            _ = ScreenFile.substituteMissingFamilies(in: &loaded)
            var request = LayoutRequest()
            request.categories = [.l]
            // The stored frames are IB's canvas layout: placeholders, its status bar.
            request.canvas = true
            guard let layout = try loaded.layouts(request).first else { continue }
            var laidOut: [String: (frame: Frame, id: String)] = [:]
            for view in layout.views { if let ib = view.ibObjectId { laidOut[ib] = (view.absoluteFrame, view.id) } }
            let stored = Dictionary(entry.storedFrames.map { ($0.objectId, $0) }) { first, _ in first }
            let rootId = entry.json.rootObjectId
            for frame in entry.storedFrames where frame.objectId != rootId && !frame.misplaced && !frame.hidden {
                guard let mine = laidOut[frame.objectId] else { continue }
                // The reference: the nearest enclosing cell or misplaced view (IB stores a
                // view relative to its superview's stored frame, so inside a misplaced one
                // every stored position carries its misplacement), else the root (0, 0).
                var absolute = frame.frame
                var reference: String?
                var parent = frame.parentId
                while let id = parent, id != rootId, let element = stored[id] {
                    if element.isCell || element.misplaced {
                        reference = id
                        break
                    }
                    absolute.x += element.frame.x
                    absolute.y += element.frame.y
                    parent = element.parentId
                }
                var actual = mine.frame
                if let reference {
                    // Compared relative to its reference, or not at all when that was not laid out.
                    guard let cell = laidOut[reference] else { continue }
                    actual.x -= cell.frame.x
                    actual.y -= cell.frame.y
                }
                result.compared += 1
                let positionMatters = !frame.isCell
                let close = abs(actual.width - absolute.width) <= tolerance + 1e-6
                    && abs(actual.height - absolute.height) <= tolerance + 1e-6
                    && (!positionMatters || (abs(actual.x - absolute.x) <= tolerance + 1e-6 && abs(actual.y - absolute.y) <= tolerance + 1e-6))
                if close {
                    result.within += 1
                } else {
                    result.misses.append(Miss(screen: entry.name, view: mine.id, stored: absolute, laidOut: actual))
                }
            }
        }
        return result
    }
}

extension ScreenJSON {
    /// The top-level `_ib` of an imported screen.
    var rootObjectId: String? {
        guard case .located(_, let inner) = self, case .object(let members) = inner,
              let value = members.first(where: { $0.0 == "_ib" })?.1, case .string(let id) = value else { return nil }
        return id
    }
}
