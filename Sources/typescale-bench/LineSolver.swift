import Foundation
import LayoutSolver

/// `typescale-bench --solve-lines`: the solver side of bench/fuzz. Reads one system a line,
/// `{"n": N, "cons": [[[[coefficient, variable], …], constant, "eq"|"le"|"ge", priority], …]}`
/// (each constraint `Σ coefficient·x[variable] + constant REL 0`), adds the constraints in
/// order, and writes one line `{"skipped": [refused constraints], "values": [x0, …]}` with
/// every value to 17 significant digits (null when not finite).
enum LineSolver {
    static func run() {
        while let line = readLine() {
            guard !line.isEmpty else { continue }
            FileHandle.standardOutput.write(Data((solve(line) + "\n").utf8))   // unbuffered: the driver waits for it
        }
    }

    static func solve(_ line: String) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              let count = (object["n"] as? NSNumber)?.intValue, count >= 0,
              let rows = object["cons"] as? [[Any]] else {
            return #"{"error": "not a system line"}"#
        }
        let solver = Solver()
        let variables = (0..<count).map { solver.addVariable(named: "x\($0)") }
        var skipped: [Int] = []
        var failure: String?
        for (index, row) in rows.enumerated() {
            guard row.count == 4, let pairs = row[0] as? [[NSNumber]], let constant = row[1] as? NSNumber,
                  let relationName = row[2] as? String, let level = (row[3] as? NSNumber)?.intValue,
                  let priority = Priority(level),
                  pairs.allSatisfy({ $0.count == 2 && variables.indices.contains($0[1].intValue) }) else {
                failure = "constraint \(index) is malformed"
                break
            }
            let relation: Relation = relationName == "eq" ? .equal : relationName == "le" ? .lessThanOrEqual : .greaterThanOrEqual
            let expression = LinearExpression(terms: pairs.map { (variables[$0[1].intValue], $0[0].doubleValue) },
                                              constant: constant.doubleValue)
            do {
                try solver.addConstraint(expression, relation, priority: priority)
            } catch .unsatisfiable {
                skipped.append(index)
            } catch {
                failure = "\(error)"
            }
        }
        let values = solver.allValues().map { $0.isFinite ? String(format: "%.17g", $0) : "null" }
        var out = #"{"skipped": ["# + skipped.map(String.init).joined(separator: ", ") + #"], "values": ["#
            + values.joined(separator: ", ") + "]"
        if let failure { out += #", "error": "\#(failure)""# }
        return out + "}"
    }
}
