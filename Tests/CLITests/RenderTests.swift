import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `typescale render`: a well-formed SVG with a panel per category, the same bytes every run.
struct RenderTests {
    /// Collects `data-category` of panels and `data-id` of flagged views' groups.
    final class Panels: NSObject, XMLParserDelegate {
        var categories: [String] = []
        var flaggedBoxes = 0
        var root: [String: String] = [:]

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if name == "svg" { root = attributes }
            if name == "g", attributes["class"] == "panel", let category = attributes["data-category"] {
                categories.append(category)
            }
            if attributes["class"] == "box flagged" { flaggedBoxes += 1 }
        }
    }

    @Test func everyCategoryIsAPanelAndFindingsAreFlagged() throws {
        let sheet = try CLIRunner.temporaryDirectory().appendingPathComponent("sheet.svg")
        let result = try CLIRunner.run(["render", CLIRunner.fixture("audit/truncated.json"), "-o", sheet.path])
        #expect(result.status == 0)
        let data = try #require(FileManager.default.contents(atPath: sheet.path))
        let parser = XMLParser(data: data)
        let panels = Panels()
        parser.delegate = panels
        #expect(parser.parse())
        #expect(panels.categories == ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"])
        #expect(panels.root["xmlns"] == "http://www.w3.org/2000/svg")
        // 12 panels of 320 pt with 11 gaps of 48 and 24 margins.
        #expect(panels.root["width"] == "4416")
        #expect(panels.flaggedBoxes > 0)
    }

    @Test func sameScreenSameBytes() throws {
        let first = try CLIRunner.run(["render", CLIRunner.fixture("detail.json"), "--category", "L,AX5"])
        let second = try CLIRunner.run(["render", CLIRunner.fixture("detail.json"), "--category", "L,AX5"])
        #expect(first.status == 0)
        #expect(first.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.contains(">Serial Number</text>"))
    }

    @Test func tableCellsDrawTheirRowsText() throws {
        let result = try CLIRunner.run(["render", CLIRunner.fixture("item-list.json"), "--category", "L"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("data-id=\"items#0.nameLabel\""))
        #expect(result.stdout.contains(">Red Mac Book</text>"))
        #expect(result.stdout.contains(">Rusty iPad Air</text>"))
    }

    @Test func onlySVG() throws {
        let result = try CLIRunner.run(["render", CLIRunner.fixture("detail.json"), "--format", "json"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--format is 'svg'"))
    }
}
