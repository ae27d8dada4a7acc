/// "Did you mean ...?" suggestions for misspelled ids, keys and names.
public enum DidYouMean {
    /// The candidate closest to `word`, if one is close enough to be a likely typo.
    ///
    /// Words are compared by their letters and digits, lowercased, so punctuation and case are
    /// forgiven (`iphone15` finds `iphone-15`, not `iphone-5`). Distance is Damerau–Levenshtein
    /// (optimal string alignment: insertions, deletions, substitutions and adjacent
    /// transpositions each cost 1) over those keys. A candidate is close when its distance is
    /// at most (length + 2) / 3 of the word's key and smaller than both keys' lengths (so a
    /// one-letter word never "matches" another one-letter word). Ties go to the smaller
    /// distance with punctuation kept, then case kept, then to the earlier candidate: the
    /// result never depends on anything but the arguments.
    public static func suggestion(for word: String, among candidates: [String]) -> String? {
        let key = comparisonKey(word)
        let lowered = Array(word.lowercased())
        let original = Array(word)
        let limit = max(1, (key.count + 2) / 3)
        var best: (distance: Int, punctuationDistance: Int, caseDistance: Int, candidate: String)? = nil
        for candidate in candidates {
            let other = comparisonKey(candidate)
            guard abs(other.count - key.count) <= limit else { continue }
            let distance = editDistance(key, other)
            guard distance <= limit,
                  distance == 0 || (distance < key.count && distance < other.count)
            else { continue }
            let punctuationDistance = editDistance(lowered, Array(candidate.lowercased()))
            let caseDistance = editDistance(original, Array(candidate))
            if let current = best,
               (current.distance, current.punctuationDistance, current.caseDistance)
                <= (distance, punctuationDistance, caseDistance) {
                continue
            }
            best = (distance, punctuationDistance, caseDistance, candidate)
        }
        return best?.candidate
    }

    /// A word's letters and digits, lowercased; the whole word lowercased when it has none.
    static func comparisonKey(_ word: String) -> [Character] {
        let lowered = word.lowercased()
        let kept = lowered.filter { $0.isLetter || $0.isNumber }
        return Array(kept.isEmpty ? lowered : kept)
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
