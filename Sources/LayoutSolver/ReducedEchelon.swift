/// Gauss–Jordan elimination with partial pivoting: each pivot row reads
/// `column[pivot] + Σ rows[i][k] × column[k] (k not a pivot) = 0`. Entries below
/// `Tolerance.zero` of their row's largest are cancellation noise and become 0.
struct ReducedEchelon {
    var rows: [[Double]] = []
    var pivots: [Int] = []
    var isPivot: [Bool]

    /// `matrix`'s rows each hold `width` entries (there may be no row).
    init(_ matrix: [[Double]], width: Int) {
        isPivot = [Bool](repeating: false, count: width)
        var remaining = matrix.map { row -> [Double] in
            let scale = row.reduce(0) { max($0, abs($1)) }
            return row.map { abs($0) <= Tolerance.zero * scale ? 0 : $0 }
        }
        for k in 0..<width {
            guard let best = remaining.indices.max(by: { abs(remaining[$0][k]) < abs(remaining[$1][k]) }),
                  remaining[best][k] != 0 else { continue }
            var pivotRow = remaining.remove(at: best)
            let p = pivotRow[k]
            pivotRow = pivotRow.map { $0 / p }
            let eliminate = { (row: inout [Double]) in
                let f = row[k]
                guard f != 0 else { return }
                let scale = row.reduce(0) { max($0, abs($1)) }
                for j in row.indices { row[j] -= f * pivotRow[j] }
                row[k] = 0
                for j in row.indices where abs(row[j]) <= Tolerance.zero * scale { row[j] = 0 }
            }
            for i in remaining.indices { eliminate(&remaining[i]) }
            for i in rows.indices { eliminate(&rows[i]) }
            rows.append(pivotRow)
            pivots.append(k)
            isPivot[k] = true
        }
    }
}
