/// A unified diff between a recorded snapshot and a fresh layout (`typescale check`), with
/// its own Myers diff so the output is the same on every machine.
public enum SnapshotDiff {
    /// One line of the edit script.
    enum Edit: Equatable {
        case keep(old: Int, new: Int)
        case delete(old: Int)
        case insert(new: Int)
    }

    /// Beyond this many differing lines the middle is reported as replaced wholesale: Myers'
    /// trace grows with the square of the edit distance, and such a diff is unreadable anyway.
    static let maxEdits = 2000

    /// `diff -u` text (`--- old`, `+++ new`, `@@ -a,b +c,d @@` hunks with `context` lines
    /// around each change), or nil when the texts are equal.
    public static func unified(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String? {
        guard !identical(old, new) else { return nil }
        let oldLines = lines(old), newLines = lines(new)
        let script = edits(oldLines, newLines)
        var output = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks(script, context: max(0, context)) {
            output += header(hunk)
            for edit in hunk.edits {
                switch edit {
                case .keep(let index, _): output += line(" ", oldLines[index])
                case .delete(let index): output += line("-", oldLines[index])
                case .insert(let index): output += line("+", newLines[index])
                }
            }
        }
        return output
    }

    /// Whether two texts are the same bytes: `check` says what `cmp` says. A String's `==` is
    /// canonical equivalence, which takes "café" with a precomposed é and with e + U+0301 for
    /// one text (round 38's review: `check` passed and `--record` kept the stale bytes).
    public static func identical<A: StringProtocol, B: StringProtocol>(_ a: A, _ b: B) -> Bool {
        a.utf8.elementsEqual(b.utf8)
    }

    /// Lines with their `\n` (the last may lack one, and then differs from the same text with it).
    static func lines(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.startIndex
        while start < text.endIndex {
            // Bytes, not Characters: "\r\n" is one Character and would hide the line feed.
            let end = text.utf8[start...].firstIndex(of: UInt8(ascii: "\n")).map { text.utf8.index(after: $0) } ?? text.endIndex
            lines.append(text[start..<end])
            start = end
        }
        return lines
    }

    private static func line(_ prefix: String, _ line: Substring) -> String {
        line.utf8.last == UInt8(ascii: "\n") ? prefix + line : prefix + line + "\n\\ No newline at end of file\n"
    }

    /// The shortest edit script from `a` to `b` (Myers 1986), deletions before insertions
    /// at each point of difference; common prefix and suffix are kept without search.
    static func edits(_ a: [Substring], _ b: [Substring]) -> [Edit] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, identical(a[prefix], b[prefix]) { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix,
              identical(a[a.count - 1 - suffix], b[b.count - 1 - suffix]) { suffix += 1 }
        var script = (0..<prefix).map { Edit.keep(old: $0, new: $0) }
        script += middle(a, b, from: prefix, oldEnd: a.count - suffix, newEnd: b.count - suffix)
        script += (0..<suffix).map { Edit.keep(old: a.count - suffix + $0, new: b.count - suffix + $0) }
        return script
    }

    /// Myers' greedy forward search over `a[start..<oldEnd]` and `b[start..<newEnd]`, then a
    /// walk back through the saved frontier of each step.
    private static func middle(_ a: [Substring], _ b: [Substring], from start: Int, oldEnd: Int, newEnd: Int) -> [Edit] {
        let n = oldEnd - start, m = newEnd - start
        let wholesale = (0..<n).map { Edit.delete(old: start + $0) } + (0..<m).map { Edit.insert(new: start + $0) }
        if n == 0 || m == 0 { return wholesale }
        let limit = min(n + m, maxEdits)
        let offset = limit + 1
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        var found = false
        search: for d in 0...limit {
            trace.append(frontier)
            for k in stride(from: -d, through: d, by: 2) {
                // Myers' rule: move down (an insertion) from diagonal k + 1 unless diagonal k − 1 reached further.
                var x = k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1])
                    ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, identical(a[start + x], b[start + y]) {
                    x += 1
                    y += 1
                }
                frontier[offset + k] = x
                if x >= n, y >= m {
                    found = true
                    break search
                }
            }
        }
        guard found else { return wholesale }
        // Walk back from (n, m): each step d came from diagonal k ± 1 of trace[d].
        var reversed: [Edit] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let saved = trace[d]
            let k = x - y
            let fromInsert = k == -d || (k != d && saved[offset + k - 1] < saved[offset + k + 1])
            let previousK = fromInsert ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : saved[offset + previousK]
            let previousY = d == 0 ? 0 : previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                reversed.append(.keep(old: start + x, new: start + y))
            }
            if d > 0 {
                if fromInsert {
                    y -= 1
                    reversed.append(.insert(new: start + y))
                } else {
                    x -= 1
                    reversed.append(.delete(old: start + x))
                }
            }
        }
        return reversed.reversed()
    }

    /// A run of the edit script printed under one `@@` header.
    struct Hunk {
        var edits: [Edit]
        /// Old and new lines before the hunk.
        var oldBefore: Int
        var newBefore: Int
    }

    /// Groups changes with up to `context` kept lines around them; changes closer than
    /// 2 × `context` share a hunk, as diff(1) does.
    static func hunks(_ script: [Edit], context: Int) -> [Hunk] {
        let changed = script.indices.filter { if case .keep = script[$0] { false } else { true } }
        guard let first = changed.first else { return [] }
        var ranges: [ClosedRange<Int>] = []
        var lower = max(0, first - context), upper = min(script.count - 1, first + context)
        for index in changed.dropFirst() {
            if index - context <= upper + 1 {
                upper = min(script.count - 1, index + context)
            } else {
                ranges.append(lower...upper)
                lower = max(0, index - context)
                upper = min(script.count - 1, index + context)
            }
        }
        ranges.append(lower...upper)
        // Lines of each side consumed before each script position.
        var oldBefore = [0], newBefore = [0]
        for edit in script {
            let (old, new) = (oldBefore[oldBefore.count - 1], newBefore[newBefore.count - 1])
            switch edit {
            case .keep: oldBefore.append(old + 1); newBefore.append(new + 1)
            case .delete: oldBefore.append(old + 1); newBefore.append(new)
            case .insert: oldBefore.append(old); newBefore.append(new + 1)
            }
        }
        return ranges.map { Hunk(edits: Array(script[$0]), oldBefore: oldBefore[$0.lowerBound], newBefore: newBefore[$0.lowerBound]) }
    }

    /// `@@ -oldStart,oldCount +newStart,newCount @@`, 1-based; a count of 1 is left out and an
    /// empty side names the line before it (0 at the top), as diff(1) prints them.
    private static func header(_ hunk: Hunk) -> String {
        var oldCount = 0, newCount = 0
        for edit in hunk.edits {
            switch edit {
            case .keep: oldCount += 1; newCount += 1
            case .delete: oldCount += 1
            case .insert: newCount += 1
            }
        }
        return "@@ -\(range(hunk.oldBefore, oldCount)) +\(range(hunk.newBefore, newCount)) @@\n"
    }

    private static func range(_ before: Int, _ count: Int) -> String {
        let start = count == 0 ? before : before + 1
        return count == 1 ? "\(start)" : "\(start),\(count)"
    }
}
