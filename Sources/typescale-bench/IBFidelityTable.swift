import Foundation
import TypeScale

/// `typescale-bench --ib-fidelity DIR`: the share of views within 1 pt of the frame Interface
/// Builder stored, per file and overall (SPEC §10 "Fidelity").
enum IBFidelityTable {
    static func run(folder: String, verbose: Bool, leaveOneOut: Bool) -> Int32 {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter(InterfaceBuilderImport.handles).sorted()
        var compared = 0, within = 0
        print("| file | views | within 1 pt | share |")
        print("|---|---|---|---|")
        for name in names {
            do {
                let result = try IBFidelity.measure(path: (folder as NSString).appendingPathComponent(name), leaveOneOut: leaveOneOut)
                compared += result.compared
                within += result.within
                print("| \(name) | \(result.compared) | \(result.within) | \(percent(result.share)) |")
                if verbose {
                    for miss in result.misses {
                        print("    miss \(miss.screen) \(miss.view): stored \(describe(miss.stored)) laid out \(describe(miss.laidOut))")
                    }
                }
            } catch {
                print("| \(name) | error: \(error) | | |")
            }
        }
        print("| all | \(compared) | \(within) | \(percent(compared == 0 ? 1 : Double(within) / Double(compared))) |")
        return 0
    }

    static func percent(_ share: Double) -> String { String(format: "%.1f %%", share * 100) }

    static func describe(_ frame: Frame) -> String {
        [frame.x, frame.y, frame.width, frame.height].map { formatNumber($0) }.joined(separator: " ")
    }
}
