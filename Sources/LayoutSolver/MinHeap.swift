/// A binary min-heap of symbol ids: the dual simplex's infeasible rows (lowest id leaves
/// first) and the primal simplex's entering candidates.
struct MinHeap {
    private(set) var items: [Int] = []

    mutating func push(_ x: Int) {
        items.append(x)
        var i = items.count - 1
        while i > 0 {
            let p = (i - 1) >> 1
            if items[p] <= items[i] { break }
            items.swapAt(p, i)
            i = p
        }
    }

    @discardableResult
    mutating func popMin() -> Int? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < items.count && items[l] < items[m] { m = l }
                if r < items.count && items[r] < items[m] { m = r }
                if m == i { break }
                items.swapAt(i, m)
                i = m
            }
        }
        return top
    }

    /// Keeps only the items `isKept` accepts, in heap order again afterwards.
    mutating func retain(where isKept: (Int) -> Bool) {
        let kept = items.filter(isKept)
        guard kept.count != items.count else { return }
        items.removeAll(keepingCapacity: true)
        for x in kept { push(x) }
    }
}
