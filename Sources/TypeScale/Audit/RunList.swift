/// Numbers named as runs: ascending, three or more neighbours joined by an ellipsis (`0…4`,
/// `1,3`, `0…2,5`), as the audit names table rows and categories.
enum RunList {
    static func text(_ numbers: [Int], name: (Int) -> String = { String($0) }) -> String {
        let sorted = Array(Set(numbers)).sorted()
        var parts: [String] = []
        var start = 0
        while start < sorted.count {
            var end = start
            while end + 1 < sorted.count, sorted[end + 1] == sorted[end] + 1 { end += 1 }
            if end - start >= 2 {
                parts.append(name(sorted[start]) + "\u{2026}" + name(sorted[end]))
            } else {
                parts += sorted[start...end].map(name)
            }
            start = end + 1
        }
        return parts.joined(separator: ",")
    }
}
