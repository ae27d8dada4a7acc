import Foundation

/// The results of a bench run: the table, the ratios, and the JSON the peer reads.
struct BenchReport {
    struct Ratio {
        var name: String
        var value: Double
        /// The goal (the ratio should be at most this).
        var goal: Double
    }

    var results: [CaseResult] = []
    var ratios: [Ratio] = []
    var systems: [String] = []
    var peakKilobytes = 0

    /// 1,000/100 and 10,000/1,000 for each shape's build and resolve (goal ≤ 12×).
    mutating func addScalingRatios(sizes: [Int]) {
        for shape in ["chain", "grid", "lategrid", "equal", "equalgrid", "aligned"] {
            for operation in ["build", "resolve"] {
                for (small, large) in zip(sizes, sizes.dropFirst()) {
                    guard let a = median("\(shape)\(small).\(operation)"), a > 0, a.isFinite else { continue }
                    // A timed-out larger case keeps its row (value NaN, shown as "n/a") so the table says so.
                    let b = median("\(shape)\(large).\(operation)") ?? .nan
                    ratios.append(Ratio(name: "\(shape) \(operation) \(large)/\(small)", value: b / a, goal: 12))
                }
            }
        }
    }

    /// The long form's layout and solver build, 2,000/200 and 20,000/2,000 (goal ≤ 12×).
    mutating func addFormRatios() {
        for operation in ["layout.L", "build"] {
            for (small, large) in zip(FormBench.caseNames, FormBench.caseNames.dropFirst()) {
                guard let a = median("\(small).\(operation)"), a > 0, a.isFinite else { continue }
                let b = median("\(large).\(operation)") ?? .nan
                ratios.append(Ratio(name: "\(large)/\(small) \(operation)", value: b / a, goal: 12))
            }
        }
    }

    func median(_ name: String) -> Double? { results.first { $0.name == name }?.median }

    func table() -> String {
        var lines = ["typescale-bench (medians; peak RSS is the process's after the case)", ""]
        let header = [pad("case", 28), pad("median", 12, right: true), pad("runs", 6, right: true),
                      pad("peak RSS", 11, right: true), "  note"].joined()
        lines.append(header)
        lines.append(String(repeating: "-", count: header.count + 20))
        for result in results {
            lines.append([pad(result.name, 28), pad(Self.duration(result.median), 12, right: true),
                          pad(String(result.runs), 6, right: true),
                          pad("\(result.peakKilobytes / 1024) MB", 11, right: true), "  " + result.note].joined())
        }
        lines.append("")
        lines.append("ratios (goal in brackets)")
        for ratio in ratios {
            let mark = !ratio.value.isFinite ? "n/a (timed out or skipped)" : ratio.value <= ratio.goal ? "ok" : "OVER"
            let value = ratio.value.isFinite ? format2(ratio.value) + "x" : "n/a"
            lines.append("  " + pad(ratio.name, 34) + pad(value, 9, right: true)
                         + "  [<= \(format2(ratio.goal))x] \(mark)")
        }
        lines.append("")
        lines.append("peak memory (ru_maxrss): \(peakKilobytes / 1024) MB")
        return lines.joined(separator: "\n") + "\n"
    }

    func json() -> String {
        BenchJSON.object([
            ("cases", .array(results.map { result in
                .object([("name", .string(result.name)), ("median", .number(result.median)),
                         ("runs", .number(Double(result.runs))), ("peakKilobytes", .number(Double(result.peakKilobytes))),
                         ("note", .string(result.note))])
            })),
            ("ratios", .array(ratios.map {
                .object([("name", .string($0.name)), ("value", .number($0.value)), ("goal", .number($0.goal))])
            })),
            ("systems", .array(systems.map { .string($0) })),
            ("peakKilobytes", .number(Double(peakKilobytes))),
        ]).rendered() + "\n"
    }

    /// `12.3 µs`, `4.56 ms`, `1.23 s`.
    static func duration(_ seconds: Double) -> String {
        guard seconds.isFinite else { return "-" }
        if seconds < 1e-3 { return format2(seconds * 1e6) + " µs" }
        if seconds < 1 { return format2(seconds * 1e3) + " ms" }
        return format2(seconds) + " s"
    }
}

/// Three significant figures, at most two decimals.
func format2(_ value: Double) -> String {
    let decimals = value >= 100 ? 0 : value >= 10 ? 1 : 2
    let scale = [1.0, 10, 100][decimals]
    let rounded = (value * scale).rounded() / scale
    var text = decimals == 0 ? String(Int64(rounded)) : "\(rounded)"
    if decimals > 0, let dot = text.firstIndex(of: ".") {
        let fraction = text[text.index(after: dot)...]
        text += String(repeating: "0", count: max(0, decimals - fraction.count))
    }
    return text
}

func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(0, width - text.count))
    return right ? fill + text : text + fill
}

extension BenchReport {
    /// Reads what `json()` wrote (a child case's report).
    init(json data: Data) throws {
        self.init()
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { return }
        for case let item as [String: Any] in object["cases"] as? [Any] ?? [] {
            results.append(CaseResult(name: item["name"] as? String ?? "?",
                                      median: (item["median"] as? NSNumber)?.doubleValue ?? .nan,
                                      runs: (item["runs"] as? NSNumber)?.intValue ?? 0,
                                      peakKilobytes: (item["peakKilobytes"] as? NSNumber)?.intValue ?? 0,
                                      note: item["note"] as? String ?? ""))
        }
        for case let item as [String: Any] in object["ratios"] as? [Any] ?? [] {
            ratios.append(Ratio(name: item["name"] as? String ?? "?", value: (item["value"] as? NSNumber)?.doubleValue ?? .nan,
                                goal: (item["goal"] as? NSNumber)?.doubleValue ?? .nan))
        }
        systems = (object["systems"] as? [Any] ?? []).compactMap { $0 as? String }
    }

    mutating func merge(_ other: BenchReport) {
        results += other.results
        ratios += other.ratios
        systems += other.systems
    }
}
