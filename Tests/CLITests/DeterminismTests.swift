import Foundation
import Testing

/// The same input gives byte-identical output on every run, whatever the hash seed.
struct DeterminismTests {
    @Test(arguments: ["detail.json", "item-cell.json", "autorotation.json", "mbfont.json", "item-list.json"])
    func identicalBytesAcrossRunsAndHashSeeds(_ fixture: String) throws {
        let args = ["layout", CLIRunner.fixture(fixture), "--category", "all", "--format", "json"]
        let first = try CLIRunner.run(args)
        let second = try CLIRunner.run(args)
        let deterministic = try CLIRunner.run(args, environment: ["SWIFT_DETERMINISTIC_HASHING": "1"])
        #expect(first.status == 0)
        // The whole document, one layout per category in order (not an empty or cut-off run).
        let document = try #require(try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
        let layouts = try #require(document["layouts"] as? [[String: Any]])
        #expect(layouts.compactMap { $0["category"] as? String }
                == ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"])
        #expect(first.stdout == second.stdout)
        #expect(first.stdout == deterministic.stdout)
        #expect(first.stderr == deterministic.stderr)
    }

    /// A block of `--category all` equals the run of that category alone: reusing the solver
    /// between categories must not change an answer.
    @Test(arguments: ["detail.json", "item-cell.json", "mbfont.json", "item-list.json", "item-list-automatic.json"])
    func everyBlockEqualsItsSingleCategoryRun(_ fixture: String) throws {
        let all = try CLIRunner.run(["layout", CLIRunner.fixture(fixture), "--category", "all"])
        let blocks = all.stdout.components(separatedBy: "\n\n")
        #expect(blocks.count == 12)
        for (index, name) in ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"].enumerated() {
            let single = try CLIRunner.run(["layout", CLIRunner.fixture(fixture), "--category", name])
            let block = index == 11 ? blocks[index] : blocks[index] + "\n"
            #expect(single.stdout == block, "\(fixture) \(name)")
        }
    }
}
