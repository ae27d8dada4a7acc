import Foundation
import Testing

/// `typescale schema` prints the committed schema/screen.schema.json, byte for byte.
struct SchemaCommandTests {
    @Test func printsTheCommittedSchema() throws {
        let result = try CLIRunner.run(["schema"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let committed = try String(contentsOf: CLIRunner.repository.appendingPathComponent("schema/screen.schema.json"), encoding: .utf8)
        #expect(result.stdout == committed, "schema/screen.schema.json is stale: run `swift run typescale schema > schema/screen.schema.json`")
        #expect(committed.contains("\"view.scroll\""))
    }

    @Test func takesNoArguments() throws {
        let result = try CLIRunner.run(["schema", "screen.json"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unexpected argument 'screen.json'"))
    }
}
