/// "Did you mean ...?" suggestions for misspelled ids, keys and names.
public enum DidYouMean {
    /// The candidate closest to `word`, if one is close enough to be a likely typo.
    ///
    /// Distance is Damerau–Levenshtein (optimal string alignment: insertions, deletions,
    /// substitutions and adjacent transpositions each cost 1) over lowercased characters, so a
    /// word that differs only in case is the closest possible match. A candidate is close when
    /// its distance is at most (length + 2) / 3 of `word` and smaller than both lengths (so a
    /// one-letter word never "matches" another one-letter word). Ties go to the smaller
    /// case-sensitive distance, then to the earlier candidate: the result never depends on
    /// anything but the arguments.
    public static func suggestion(for word: String, among candidates: [String]) -> String? {
        let lowered = Array(word.lowercased())
        let original = Array(word)
        let limit = max(1, (lowered.count + 2) / 3)
        var best: (distance: Int, caseDistance: Int, candidate: String)? = nil
        for candidate in candidates {
            let other = Array(candidate.lowercased())
            guard abs(other.count - lowered.count) <= limit else { continue }
            let distance = editDistance(lowered, other)
            guard distance <= limit,
                  distance == 0 || (distance < lowered.count && distance < other.count)
            else { continue }
            let caseDistance = editDistance(original, Array(candidate))
            if let current = best,
               (current.distance, current.caseDistance) <= (distance, caseDistance) {
                continue
            }
            best = (distance, caseDistance, candidate)
        }
        return best?.candidate
    }

    /// The message suffix for a suggestion: ` (did you mean 'nameField'?)`, or empty.
    public static func hint(for word: String, among candidates: [String]) -> String {
        guard let match = suggestion(for: word, among: candidates) else { return "" }
        return " (did you mean '\(match)'?)"
    }

    /// Optimal string alignment distance, in O(n × m) time and O(m) space.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var distance = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    distance = min(distance, previousPrevious[j - 2] + 1)
                }
                current[j] = distance
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
