/// "Did you mean" for a misspelled word among a fixed list of candidates.
enum NameSuggestion {
    /// The closest candidate within an edit distance of 2 (or a third of the word), if any;
    /// ties go to the earlier candidate so the answer is deterministic.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let lowered = Array(word.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased()))
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best, best.distance <= max(2, lowered.count / 3) else { return nil }
        return best.name
    }

    /// Edit distance counting a swap of two neighbours as one edit (optimal string alignment),
    /// since `widht` is one slip from `width`; inputs are short names, so the table is fine.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, table[i - 2][j - 2] + 1)
                }
                table[i][j] = best
            }
        }
        return table[a.count][b.count]
    }
}
