extension Array {
    /// Appends `count` copies of `element`: `append` when there is one (a new symbol or
    /// variable, the common case, where building a repeated collection cost more than the
    /// append), one `append(contentsOf:)` for many (a scratch engine's variables at once).
    @inline(__always)
    mutating func append(_ element: Element, count: Int) {
        if count == 1 { append(element) } else { append(contentsOf: repeatElement(element, count: count)) }
    }
}
