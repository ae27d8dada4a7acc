/// Variable values, computed on demand and cached until the next change.
///
/// A tableau variable's value is its row's constant (0 when parametric); a defined one's comes
/// from its entry in the definitions' `ValueProgram`, by `ValueProgram.evaluate`, whatever the
/// reading order — one at a time, or all at once in the program's order — so the bits are the
/// same. Reading one value costs its dependencies only; after `lazyLimit` values read one by
/// one since the last change the reader is reading most of them, and one pass is cheaper.
struct ValueCache {
    /// Per variable; current when `epochs[v] == epoch` or `allCurrent == epoch`.
    private(set) var values: [Double] = []
    private var epochs: [Int] = []
    private var epoch = 1
    /// `epoch` when every value was last computed at once.
    private var allCurrent = 0
    /// Values computed one by one since the last change.
    private var computedLazily = 0
    /// The depth-first walk's stack of program entries, kept between reads so reading every
    /// value allocates nothing.
    private var stack: [Int] = []

    static let lazyLimit = 256

    mutating func addVariables(_ count: Int) {
        values.append(0, count: count)
        epochs.append(0, count: count)
    }

    /// Marks every value stale in O(1).
    mutating func invalidate() {
        epoch &+= 1
        computedLazily = 0
    }

    var areAllCurrent: Bool { allCurrent == epoch }

    /// The cached value, if it is current.
    @inline(__always)
    func cached(_ variable: Int) -> Double? {
        epochs[variable] == epoch || allCurrent == epoch ? values[variable] : nil
    }

    /// Every value at once: tableau variables, then definitions in the program's order (each
    /// after the ones it mentions). `program` must be current.
    mutating func refreshAll(program: ValueProgram, tableau: Tableau, symbolOf: [Int]) {
        values.withUnsafeMutableBufferPointer { values in
            for v in values.indices where program.entry(of: v) < 0 { values[v] = tableau.value(of: symbolOf[v]) }
            for i in program.defined.indices { values[program.defined[i]] = program.evaluate(i, values) }
        }
        allCurrent = epoch
    }

    /// The variable's value, computed with what it depends on unless cached. A chain of
    /// definitions may be thousands deep: the walk is depth-first without recursion, and gives
    /// up for `refreshAll` past `lazyLimit` entries. `program` must be current.
    mutating func value(of variable: Int, program: ValueProgram, tableau: Tableau, symbolOf: [Int]) -> Double {
        if let value = cached(variable) { return value }
        computedLazily += 1
        let root = program.entry(of: variable)
        if computedLazily > ValueCache.lazyLimit {
            refreshAll(program: program, tableau: tableau, symbolOf: symbolOf)
            return values[variable]
        }
        let epoch = epoch
        guard root >= 0 else {
            values[variable] = tableau.value(of: symbolOf[variable])
            epochs[variable] = epoch
            return values[variable]
        }
        var stack = self.stack   // a local, not a stored property, in the hot loop
        self.stack = []
        stack.append(root)
        values.withUnsafeMutableBufferPointer { values in
            epochs.withUnsafeMutableBufferPointer { epochs in
                while let top = stack.last, stack.count <= ValueCache.lazyLimit {
                    var ready = true
                    for k in program.start[top]..<program.start[top + 1] {
                        let v = program.variables[k]
                        guard epochs[v] != epoch else { continue }
                        let entry = program.entry(of: v)
                        if entry < 0 {
                            values[v] = tableau.value(of: symbolOf[v])
                            epochs[v] = epoch
                        } else {
                            ready = false
                            stack.append(entry)
                        }
                    }
                    guard ready else { continue }
                    stack.removeLast()
                    let defined = program.defined[top]
                    guard epochs[defined] != epoch else { continue }   // reached twice
                    values[defined] = program.evaluate(top, values)
                    epochs[defined] = epoch
                }
            }
        }
        let isDeep = !stack.isEmpty   // gave up: a long chain of definitions
        stack.removeAll(keepingCapacity: true)
        self.stack = stack
        if isDeep { refreshAll(program: program, tableau: tableau, symbolOf: symbolOf) }
        return values[variable]
    }
}
