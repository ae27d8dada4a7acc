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
    /// Whether it must be made again before use (a definition removed, reordered or its
    /// constant changed).
    var isStale = false

    mutating func removeAll() {
        defined.removeAll(keepingCapacity: true)
        constant.removeAll(keepingCapacity: true)
        coefficient.removeAll(keepingCapacity: true)
        start.removeAll(keepingCapacity: true)
        start.append(0)
        variables.removeAll(keepingCapacity: true)
        coefficients.removeAll(keepingCapacity: true)
        isStale = false
    }

    /// Appends definition `record` (evaluated after every one already in the program).
    mutating func append(_ record: ConstraintRecord) {
        let subject = record.definedVariable
        var a = 0.0
        for t in record.terms {
            if t.variable == subject {
                a = t.coefficient
            } else {
                variables.append(t.variable)
                coefficients.append(t.coefficient)
            }
        }
        defined.append(subject)
        constant.append(record.constant)
        coefficient.append(a)
        start.append(variables.count)
    }
}

extension Engine {
    /// A constraint's constant changed by the caller: a definition's flattened copy is redone.
    mutating func setRecordConstant(_ index: Int, _ constant: Double) {
        constraints[index].constant = constant
        if constraints[index].isDefinition { valueProgram.isStale = true }
    }

    /// The program for the current definitions, made again if stale.
    mutating func currentValueProgram() -> ValueProgram {
        if valueProgram.isStale {
            var order = constraints.indices.filter { constraints[$0].isActive && constraints[$0].isDefinition }
            order.sort {
                let a = definitionLevel[constraints[$0].definedVariable], b = definitionLevel[constraints[$1].definedVariable]
                return a != b ? a < b : $0 < $1
            }
            valueProgram.removeAll()
            for handle in order { valueProgram.append(constraints[handle]) }
        }
        return valueProgram
    }
}
