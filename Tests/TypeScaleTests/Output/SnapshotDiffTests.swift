import Foundation
import Testing
@testable import TypeScale

/// The unified diff `check` prints, compared with what diff(1) -u prints for the same files.
struct SnapshotDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(SnapshotDiff.unified(old: "a\nb\n", new: "a\nb\n", oldName: "x", newName: "y") == nil)
    }

    @Test func changedFrameLineWithThreeLinesOfContext() {
        let old = "# detail category=XXL\nroot view 0 0 320 568\n  nameLabel label 8 34.5 57 25.5\n  nameField field 73 28 239 38.5\n  card view 8 74.5 304 91\n    thumbnail image 8 8 55 55\n    title label 71 8 225 50.5 lines=2\n    subtitle label 71 62.5 225 20.5 truncated\nconstraint thumbHeight 55\n"
        let new = old.replacingOccurrences(of: "title label 71 8 225 50.5 lines=2", with: "title label 71 8 225 75.5 lines=3")
            .replacingOccurrences(of: "subtitle label 71 62.5", with: "subtitle label 71 87.5")
        #expect(SnapshotDiff.unified(old: old, new: new, oldName: "snapshots/detail.XXL.txt", newName: "detail.json XXL") == """
        --- snapshots/detail.XXL.txt
        +++ detail.json XXL
        @@ -4,6 +4,6 @@
           nameField field 73 28 239 38.5
           card view 8 74.5 304 91
             thumbnail image 8 8 55 55
        -    title label 71 8 225 50.5 lines=2
        -    subtitle label 71 62.5 225 20.5 truncated
        +    title label 71 8 225 75.5 lines=3
        +    subtitle label 71 87.5 225 20.5 truncated
         constraint thumbHeight 55

        """)
    }

    @Test func distantChangesMakeSeparateHunks() {
        let old = (1...20).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 2\n", with: "line two\n").replacingOccurrences(of: "line 18\n", with: "")
        #expect(SnapshotDiff.unified(old: old, new: new, oldName: "a", newName: "b") == """
        --- a
        +++ b
        @@ -1,5 +1,5 @@
         line 1
        -line 2
        +line two
         line 3
         line 4
         line 5
        @@ -15,6 +15,5 @@
         line 15
         line 16
         line 17
        -line 18
         line 19
         line 20

        """)
    }

    @Test func nearbyChangesShareAHunk() {
        let old = (1...12).map { "\($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "3\n", with: "three\n").replacingOccurrences(of: "9\n", with: "nine\n")
        let diff = SnapshotDiff.unified(old: old, new: new, oldName: "a", newName: "b") ?? ""
        // 3 and 9 are 6 lines apart: their contexts touch, so one hunk covers lines 1 to 12.
        #expect(diff.components(separatedBy: "@@ ").count == 2)
        #expect(diff.contains("@@ -1,12 +1,12 @@\n"))
    }

    @Test func insertionIntoEmptyAndZeroContextHeaders() {
        #expect(SnapshotDiff.unified(old: "", new: "a\n", oldName: "a", newName: "b") == "--- a\n+++ b\n@@ -0,0 +1 @@\n+a\n")
        #expect(SnapshotDiff.unified(old: "1\n2\n3\n", new: "1\n2\nx\n3\n", oldName: "a", newName: "b", context: 0)
            == "--- a\n+++ b\n@@ -2,0 +3 @@\n+x\n")
    }

    @Test func missingFinalNewlineIsADifference() {
        #expect(SnapshotDiff.unified(old: "a\nb", new: "a\nb\n", oldName: "a", newName: "b")
            == "--- a\n+++ b\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n")
    }

    @Test func editScriptIsMinimal() {
        // LCS of ABCABBA and CBABAC has length 4 (Myers' paper): 3 deletions, 2 insertions.
        let a = "ABCABBA".map { Substring(String($0)) }, b = "CBABAC".map { Substring(String($0)) }
        let script = SnapshotDiff.edits(a, b)
        let kept = script.filter { if case .keep = $0 { true } else { false } }.count
        #expect(kept == 4)
        #expect(script.count == 4 + 3 + 2)
    }

    /// Length of the longest common subsequence, by dynamic programming: the reference the
    /// Myers script's kept lines must reach.
    static func lcsLength(_ a: [Substring], _ b: [Substring]) -> Int {
        var previous = [Int](repeating: 0, count: b.count + 1)
        for x in a {
            var current = [0]
            for (j, y) in b.enumerated() {
                current.append(x == y ? previous[j] + 1 : max(previous[j + 1], current[j]))
            }
            previous = current
        }
        return previous[b.count]
    }

    @Test func randomEditsGiveAValidMinimalScript() {
        // A fixed linear congruential generator: the same 500 cases on every run.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<500 {
            let a = (0..<next(20)).map { _ in Substring(["a", "b", "c", "d"][next(4)]) }
            var b = a
            for _ in 0..<next(6) {
                switch next(3) {
                case 0 where !b.isEmpty: b.remove(at: next(b.count))
                case 1: b.insert(Substring(["a", "e", "f"][next(3)]), at: next(b.count + 1))
                default: if !b.isEmpty { b[next(b.count)] = "x" }
                }
            }
            let script = SnapshotDiff.edits(a, b)
            var oldSide: [Int] = [], newSide: [Int] = [], kept = 0
            for edit in script {
                switch edit {
                case .keep(let old, let new):
                    #expect(a[old] == b[new])
                    oldSide.append(old)
                    newSide.append(new)
                    kept += 1
                case .delete(let old): oldSide.append(old)
                case .insert(let new): newSide.append(new)
                }
            }
            #expect(oldSide == Array(a.indices))
            #expect(newSide == Array(b.indices))
            #expect(kept == Self.lcsLength(a, b))
        }
    }

    @Test func manyDifferencesFallBackToAWholesaleReplacement() {
        let old = (0..<3000).map { "a\($0)\n" }.joined(), new = (0..<3000).map { "b\($0)\n" }.joined()
        let diff = SnapshotDiff.unified(old: old, new: new, oldName: "a", newName: "b") ?? ""
        #expect(diff.hasPrefix("--- a\n+++ b\n@@ -1,3000 +1,3000 @@\n-a0\n-a1\n"))
        #expect(diff.hasSuffix("+b2998\n+b2999\n"))
    }
}
