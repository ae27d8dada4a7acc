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

    /// Each screen at L on IB's canvas, every stored frame judged. A label whose stored frame
    /// measured a custom font (`IBFontCalibration`) is judged in a layout whose `standIns` are
    /// measured without it, so no label scores its own measure; a view that layout moves or
    /// sizes otherwise (a container hugging the label, a view placed below it) must be within
    /// the tolerance there too, so none scores it through the label either (the round's review:
    /// GabrielMors' three views under its one measuring label). `leaveOneOut` false: judged as
    /// the commands lay it out.
    public static func measure(path: String, leaveOneOut: Bool = true) throws -> Result {
        let imported = try InterfaceBuilderImport.load(path: path)
        var result = Result(file: path)
        for entry in imported.screens {
            guard let full = try frames(of: entry, standIns: entry.screen.standIns, path: path) else { continue }
            // Each measuring label's own layout, in the order the samples name them.
            var measuring: [(id: String, laidOut: [String: (frame: Frame, id: String)])] = []
            if leaveOneOut {
                for sample in entry.fontSamples where full[sample.objectId] != nil && !measuring.contains(where: { $0.id == sample.objectId }) {
                    let rows = IBFontCalibration.rows(for: entry.standInFamilies, from: entry.fontSamples, excluding: sample.objectId)
                    if let own = try frames(of: entry, standIns: rows, path: path) { measuring.append((sample.objectId, own)) }
                }
            }
            let stored = Dictionary(entry.storedFrames.map { ($0.objectId, $0) }) { first, _ in first }
            for frame in entry.storedFrames {
                // Its own layout for a measuring label, else the commands'; and every other
                // measuring label's that moves it (a label placed by another is judged
                // without that one's measure too: the round's second review, CoinCell).
                let own = measuring.first { $0.id == frame.objectId }?.laidOut
                let others = measuring.filter { $0.id != frame.objectId }.map(\.laidOut)
                    .filter { $0[frame.objectId]?.frame != full[frame.objectId]?.frame }
                let first = own ?? full
                // Not compared where the first does not compare it; a miss in any.
                guard let verdict = judge(frame, in: entry, stored: stored, laidOut: first) else { continue }
                let verdicts = [verdict] + others.compactMap { judge(frame, in: entry, stored: stored, laidOut: $0) }
                result.compared += 1
                if let miss = verdicts.compactMap({ $0 }).first {
                    result.misses.append(miss)
                } else {
                    result.within += 1
                }
            }
        }
        return result
    }

    /// The screen's views' absolute frames and ids by IB object id, laid out with `standIns`.
    private static func frames(of entry: IBImportedScreen, standIns: [FontStandIn],
                               path: String) throws -> [String: (frame: Frame, id: String)]? {
        var screen = entry.screen
        screen.standIns = standIns
        // As every command lays out an IB file: a custom font not given is the system's.
        let loaded = try LoadedScreen.load(screen, path: path, fontFiles: [])
        // The stored frames are IB's canvas layout: placeholders, its status bar.
        guard let layout = try loaded.layouts(.storedFramesLayout).first else { return nil }
        var laidOut: [String: (frame: Frame, id: String)] = [:]
        for view in layout.views { if let ib = view.ibObjectId { laidOut[ib] = (view.absoluteFrame, view.id) } }
        return laidOut
    }

    /// Compares one stored frame with its view's laid-out frame: nil where it is not compared
    /// (the root, a misplaced or hidden view, one not laid out), else `.some(nil)` within the
    /// tolerance and `.some(miss)` beyond it. `stored`: the screen's stored frames by object id.
    private static func judge(_ frame: IBStoredFrame, in entry: IBImportedScreen, stored: [String: IBStoredFrame],
                              laidOut: [String: (frame: Frame, id: String)]) -> Miss?? {
        let rootId = entry.json.rootObjectId
        guard frame.objectId != rootId, !frame.misplaced, !frame.hidden, let mine = laidOut[frame.objectId] else { return nil }
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
            guard let cell = laidOut[reference] else { return nil }
            actual.x -= cell.frame.x
            actual.y -= cell.frame.y
        }
        let positionMatters = !frame.isCell
        let close = abs(actual.width - absolute.width) <= tolerance + 1e-6
            && abs(actual.height - absolute.height) <= tolerance + 1e-6
            && (!positionMatters || (abs(actual.x - absolute.x) <= tolerance + 1e-6 && abs(actual.y - absolute.y) <= tolerance + 1e-6))
        return .some(close ? nil : Miss(screen: entry.name, view: mine.id, stored: absolute, laidOut: actual))
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
