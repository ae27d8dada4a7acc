import Testing
@testable import TypeScale

/// Snapshots read back and compared: line endings, a view's kind and parent (round 38's review).
struct SnapshotReadBackTests {
    /// A card holding a badge, and a panel further down; `badgeIn` says which holds it.
    static func layout(badgeKind: ViewKind = .image, badgeIn parent: String = "card") -> ScreenLayout {
        var sample = LayoutSample(category: .l)
        // 10 pt into its parent either way: the same relative frame, another place on screen.
        // Views in tree order, as a layout lists them (the text format's indentation says whose).
        sample.add("card", 8, 40, 304, 91)
        if parent == "card" { sample.add("badge", badgeKind, in: parent, 18, 50, 20, 20) }
        sample.add("panel", 8, 200, 304, 91)
        if parent == "panel" { sample.add("badge", badgeKind, in: parent, 18, 210, 20, 20) }
        return sample.layout
    }

    static func changes(from old: ScreenLayout, to new: ScreenLayout) throws -> SnapshotChanges {
        SnapshotChanges(recorded: try SnapshotText.parse(LayoutTextFormat.render([old])), current: new)
    }

    /// A view whose line changed only in its kind (an image made a plain view, same frame) is a
    /// changed line of the diff, so the report's table of changed views lists it (README
    /// "Review a change": "a view's own line"). It is left out: the diff shows a change the
    /// table and the overlay do not.
    @Test func aViewWhoseKindChangedIsListed() throws {
        let old = Self.layout(badgeKind: .image), new = Self.layout(badgeKind: .view)
        #expect(SnapshotDiff.unified(old: LayoutTextFormat.render([old]), new: LayoutTextFormat.render([new]),
                                     oldName: "a", newName: "b") != nil)
        let changes = try Self.changes(from: old, to: new)
        #expect(changes.views.map(\.id) == ["badge"])
    }

    /// A view moved into another container keeps its relative frame but lands 160 pt lower on
    /// the screen; its line's indentation and place changed. It is not listed, and the overlay
    /// draws it grey "(unchanged)" at its new place with no recorded box.
    @Test func aViewMovedToAnotherParentIsListed() throws {
        let changes = try Self.changes(from: Self.layout(badgeIn: "card"), to: Self.layout(badgeIn: "panel"))
        #expect(changes.views.map(\.id) == ["badge"])
        #expect(changes.views.first?.recordedAbsolute == Frame(x: 18, y: 50, width: 20, height: 20))
        #expect(changes.views.first?.currentAbsolute == Frame(x: 18, y: 210, width: 20, height: 20))
    }

    /// A snapshot checked out with CRLF line endings (git's core.autocrlf on Windows) must
    /// either read back (tolerant) or be refused for its line endings. Today the reader splits
    /// on Characters, where "\r\n" is one Character and not "\n": the whole file is one line, and
    /// the error blames line 1 for the wrong thing ("line 1: expected 'category=…', found 'image'": the last line's kind).
    @Test func aCRLFSnapshotIsReadOrRefusedForItsLineEndings() {
        let lf = LayoutTextFormat.render([Self.layout()])
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
        do {
            let snapshot = try SnapshotText.parse(crlf)
            #expect(snapshot.views.map(\.id) == ["root", "card", "badge", "panel"])
        } catch let error as SnapshotText.SyntaxError {
            let message = error.message.lowercased()
            #expect(message.contains("line ending") || message.contains("crlf") || message.contains("carriage return"),
                    "misleading error for a CRLF snapshot: \(error)")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
