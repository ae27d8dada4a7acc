/// The active definitions flattened in an evaluation order: each after the definitions of the
/// variables it mentions. Creation order while every new definition's variable is mentioned
/// by none; sorted by level (then handle) when rebuilt after a late definition, a removal or
/// a changed constant.
///
/// Reading every value (what a layout does, and what kiwi's updateVariables does) walks all
/// definitions; through the constraint records each one cost a cache miss on its terms, and
/// at 10,000 views that made the walk grow 20× for 10× the views. Here the terms lie in one
/// contiguous run, in the order they are evaluated.
struct ValueProgram {
    /// Per definition: the variable it defines, its constant and that variable's coefficient.
    var defined: [Int] = []
    var constant: [Double] = []
    var coefficient: [Double] = []
    /// Per definition, its other terms are `variables[start[i] ..< start[i + 1]]`.
    var start: [Int] = [0]
    var variables: [Int] = []
    var coefficients: [Double] = []
    /// Per variable, the position of its definition in the program, or −1 (grown as needed).
    private var entries: [Int] = []
    /// Whether it must be made again before use (a definition removed or reordered).
    var isStale = false

    /// The position of `variable`'s definition, or −1 when it is not defined.
    @inline(__always)
    func entry(of variable: Int) -> Int { variable < entries.count ? entries[variable] : -1 }

    mutating func removeAll() {
        for v in defined { entries[v] = -1 }
        defined.removeAll(keepingCapacity: true)
        constant.removeAll(keepingCapacity: true)
        coefficient.removeAll(keepingCapacity: true)
        start.removeAll(keepingCapacity: true)
        start.append(0)
        variables.removeAll(keepingCapacity: true)
        coefficients.removeAll(keepingCapacity: true)
        isStale = false
    }

    /// Appends `record` as the definition of `subject` (evaluated after every one already in
    /// the program).
    mutating func append(_ record: ConstraintRecord, defining subject: Int) {
        var a = 0.0
        for t in record.terms {
            if t.variable == subject {
                a = t.coefficient
            } else {
                variables.append(t.variable)
                coefficients.append(t.coefficient)
            }
        }
        if subject >= entries.count { entries += repeatElement(-1, count: subject + 1 - entries.count) }
        entries[subject] = defined.count
        defined.append(subject)
        constant.append(record.constant)
        coefficient.append(a)
        start.append(variables.count)
    }

    /// A definition's constant changed: its copy here follows (the order stays valid).
    mutating func setConstant(_ value: Double, ofDefinitionOf variable: Int) {
        guard !isStale else { return }
        constant[entries[variable]] = value
    }

    /// `−(constant + Σ coefficient × value)/a` for entry `i`: the one expression a defined
    /// variable's value is computed by, in the terms' order, so every reader gets the same bits.
    @inline(__always)
    func evaluate(_ i: Int, _ values: UnsafeMutableBufferPointer<Double>) -> Double {
        var sum = constant[i]
        for k in start[i]..<start[i + 1] { sum += coefficients[k] * values[variables[k]] }
        return -sum / coefficient[i]
    }
}
