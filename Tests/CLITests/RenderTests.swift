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
        /// `CATEGORY id` of each view drawn with a flagged box, in drawing order.
        var flagged: [String] = []
        var root: [String: String] = [:]
        private var view = ""

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if name == "svg" { root = attributes }
            if name == "g", attributes["class"] == "panel", let category = attributes["data-category"] {
                categories.append(category)
            }
            if name == "g", attributes["class"] == "view", let id = attributes["data-id"] { view = id }
            if attributes["class"] == "box flagged" { flagged.append("\(categories.last ?? "?") \(view)") }
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
        // Rows of 4 panels of 320 pt with 3 gaps of 48 and 24 margins.
        #expect(panels.root["width"] == "1472")
        // Exactly the views `typescale audit` finds truncated (Fixtures/audit/truncated.json:
        // the 52-pt label from XXL on, the two-line title from AX2 on), each once.
        let audit = try CLIRunner.run(["audit", CLIRunner.fixture("audit/truncated.json")])
        let found = audit.stdout.split(separator: "\n").map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
        #expect(panels.flagged == found)
        #expect(panels.flagged.count == 11 && panels.flagged.first == "XXL nameLabel" && panels.flagged.last == "AX5 title")
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

    /// Issue 14's findings are outlined like the others: the unreachable terms label and the
    /// button past the screen in the non-scrolling sign-up form (markers 5 and 7 in the list).
    @Test func newFindingsAreOutlined() throws {
        let result = try CLIRunner.run(["render", CLIRunner.fixture("signup.json"), "--category", "AX5"])
        #expect(result.status == 0)
        let termsGroup = try #require(result.stdout.range(of: "data-id=\"termsLabel\""))
        let afterTerms = result.stdout[termsGroup.upperBound...].prefix(400)
        #expect(afterTerms.contains("box flagged"))
        #expect(result.stdout.contains("termsLabel unreachable: bottom by 112 pt past the screen"))
        // The scrolling form at AX5 flags its fields, not its scroll view or its labels.
        let scrolling = try CLIRunner.run(["render", CLIRunner.fixture("signup-scroll.json"), "--category", "AX5"])
        let form = try #require(scrolling.stdout.range(of: "data-id=\"form\""))
        #expect(!scrolling.stdout[form.upperBound...].prefix(200).contains("box flagged"))
    }

    @Test func onlySVG() throws {
        let result = try CLIRunner.run(["render", CLIRunner.fixture("detail.json"), "--format", "json"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--format is 'svg'"))
    }

    @Test func columnsAndNoIDs() throws {
        let detail = CLIRunner.fixture("detail.json")
        let three = try CLIRunner.run(["render", detail, "--columns", "3", "--category", "all"])
        #expect(three.status == 0)
        // 3 × 320 + 2 × 48 + 2 × 24 wide; four rows of 568 with 82 between them (90 + 4 × 568 + 3 × 82 + 24
        // = 2632), and under the third row AX2's list (3 findings, the last on two lines: 16 × (4 + 1)),
        // under the fourth AX5's (3 findings, the last on two lines: 16 × (4 + 1)): 2632 + 80 + 80.
        #expect(three.stdout.contains("width=\"1104\" height=\"2792\""))
        #expect(three.stdout.contains("<title>nameLabel label "))
        let bare = try CLIRunner.run(["render", detail, "--no-ids", "--category", "L"])
        #expect(bare.status == 0)
        #expect(!bare.stdout.contains("<title>"))
        #expect(bare.stdout.contains(">Serial Number</text>"))
        for bad in ["0", "x", "101"] {
            let result = try CLIRunner.run(["render", detail, "--columns", bad])
            #expect(result.status == 2)
            #expect(result.stderr.contains("--columns is a whole number from 1 to 100, found '\(bad)'"))
        }
    }

    @Test func aFieldsPlaceholderIsGreyItsLabelIsNot() throws {
        // detail.json's fields are empty: they show their placeholders.
        let result = try CLIRunner.run(["render", CLIRunner.fixture("detail.json"), "--category", "L"])
        let lines = result.stdout.split(separator: "\n")
        let placeholder = try #require(lines.first { $0.hasSuffix(">Serial Number</text>") })
        #expect(placeholder.contains("class=\"text placeholder\""))
        #expect(placeholder.contains("fill=\"#3c3c43\" fill-opacity=\"0.3\""))
        let label = try #require(lines.first { $0.hasSuffix(">Serial</text>") })
        #expect(label.contains("class=\"text\""))
        #expect(!label.contains("fill-opacity"))
    }
}

extension RenderTests {
    /// `-o` through a symbolic link writes the file it names and keeps the link (a temporary
    /// file renamed over the path had replaced the link, and, run as root, `/dev/stdout`
    /// itself, round 34); a regular file is replaced whole, a longer old file leaving nothing.
    @Test func outputThroughALinkKeepsTheLink() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let target = folder.appendingPathComponent("sheet.svg"), link = folder.appendingPathComponent("latest.svg")
        try Data(String(repeating: "old ", count: 100_000).utf8).write(to: target)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "sheet.svg")
        let result = try CLIRunner.run(["render", CLIRunner.fixture("detail.json"), "-o", link.path])
        #expect(result.status == 0, "\(result.stderr)")
        let type = try FileManager.default.attributesOfItem(atPath: link.path)[.type] as? FileAttributeType
        #expect(type == .typeSymbolicLink)
        let written = try String(contentsOf: target, encoding: .utf8)
        #expect(written.hasPrefix("<svg") && written.hasSuffix("</svg>\n") && !written.contains("old "))
    }

    /// `-o /dev/stdout` into a pipe writes the sheet down the pipe: the link chain ends at the
    /// pipe (`/proc/self/fd/1`), which is written through, not replaced (round 37: following
    /// links for an atomic write had tried to create a file named after the pipe).
    @Test func outputToDevStdoutGoesDownThePipe() throws {
        let result = try CLIRunner.run(["render", CLIRunner.fixture("detail.json"), "--category", "L", "-o", "/dev/stdout"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("<svg") && result.stdout.hasSuffix("</svg>\n"))
    }

    /// A named pipe anywhere is written through, not replaced by a renamed file: the reader at
    /// its other end gets the layout and the pipe stays a pipe.
    @Test func outputToANamedPipeIsWrittenThrough() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let pipe = folder.appendingPathComponent("frames").path
        #expect(mkfifo(pipe, 0o600) == 0)
        // The reader end, opened first without waiting; the layout is far smaller than the
        // pipe's buffer, so the writer never waits on it.
        let reader = open(pipe, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let result = try CLIRunner.run(["layout", CLIRunner.fixture("detail.json"), "--category", "L", "-o", pipe])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.attributesOfItem(atPath: pipe)[.type] as? FileAttributeType != .typeRegular)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = read(reader, &buffer, buffer.count)
        #expect(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self).hasPrefix("# detail category=L"))
    }

    /// Through a link the write stays atomic: the link's file is replaced by a renamed one (a
    /// new inode), not emptied and written in place, where a failed write had left it empty
    /// (round 37's review). A dangling link's file is created and the link kept.
    @Test func outputThroughALinkReplacesItsFileWhole() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let target = folder.appendingPathComponent("sheet.svg"), link = folder.appendingPathComponent("latest.svg")
        try Data("old".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "sheet.svg")
        let before = try FileManager.default.attributesOfItem(atPath: target.path)[.systemFileNumber] as? UInt64
        let result = try CLIRunner.run(["render", CLIRunner.fixture("detail.json"), "-o", link.path])
        #expect(result.status == 0, "\(result.stderr)")
        let after = try FileManager.default.attributesOfItem(atPath: target.path)[.systemFileNumber] as? UInt64
        #expect(before != nil && after != nil && before != after)
        let dangling = folder.appendingPathComponent("next.svg")
        try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: "made.svg")
        #expect(try CLIRunner.run(["render", CLIRunner.fixture("detail.json"), "-o", dangling.path]).status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: dangling.path)[.type] as? FileAttributeType == .typeSymbolicLink)
        #expect(try String(contentsOf: folder.appendingPathComponent("made.svg"), encoding: .utf8).hasPrefix("<svg"))
    }
}

