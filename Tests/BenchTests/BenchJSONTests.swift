import Foundation
import LayoutSolver
import Testing
@testable import typescale_bench

/// The export files bench/kiwi_peer.py reads: valid JSON whatever a name holds.
struct BenchJSONTests {
    @Test func stringsEscapeEveryControlCharacterAsTheScreenJSONDoes() {
        // The bench had its own quoting that let a carriage return or a tab through as \u000d
        // and \u0009; it now uses the screen commands' one routine.
        #expect(BenchJSON.string("a\r\tb\n\"c\\").rendered() == #""a\r\tb\n\"c\\""#)
        #expect(BenchJSON.string("\u{1}\u{8}\u{C}").rendered() == #""\u0001\b\f""#)
    }

    @Test func anExportedSystemReadsBackWithItsNamesAndRelations() throws {
        var system = BenchSystem(name: "tab\tand\rreturn")
        let x = system.variable("x\t0"), y = system.variable("y")
        system.row("row\r1", [(1, x), (-2, y)], 8, .greaterThanOrEqual, 750)
        var run = SystemRun()
        run.solution = [8, 0]
        let text = system.exportJSON(run)
        #expect(text.contains(#""name": "tab\tand\rreturn""#))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["name"] as? String == "tab\tand\rreturn")
        #expect(object["variables"] as? [String] == ["x\t0", "y"])
        let row = try #require((object["constraints"] as? [[String: Any]])?.first)
        #expect(row["id"] as? String == "row\r1")
        #expect(row["relation"] as? String == ">=")
        #expect(row["priority"] as? Double == 750)
    }

    @Test func relationsSpellAndReadBackTheSame() {
        for relation in [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual] {
            #expect(Relation(symbol: relation.symbol) == relation)
        }
        #expect([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].map(\.symbol) == ["==", "<=", ">="])
        #expect(Relation(symbol: "=") == nil)
    }
}
