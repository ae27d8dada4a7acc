import Foundation
import Testing

/// `typescale layout` and `constraints` end to end: formats, options, exit statuses.
struct LayoutCommandTests {
    static let conflicting = """
    { "size": { "width": 320, "height": 480 },
      "views": [ { "id": "v", "kind": "view" } ],
      "constraints": [ "H:|[v]", "V:|[v(10)]", { "id": "forty", "expr": "v.width == 40" }, { "id": "fifty", "expr": "v.width == 50" } ] }
    """

    /// A screen file named by one character in the working directory (Foundation's
    /// `deletingLastPathComponent` trapped on such a path): laid out like any other.
    @Test func aOneCharacterFileNameIsLaidOut() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typescale-one-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: CLIRunner.fixture("detail.json"), toPath: folder.appendingPathComponent("b").path)
        let result = try CLIRunner.launch(CLIRunner.executable, ["layout", "b"], directory: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("dateLabel label 75 152.5 170 20.5"))
    }

    @Test func categoryListsPrintInCanonicalOrderOnce() throws {
        let result = try CLIRunner.run(["layout", CLIRunner.fixture("detail.json"), "--category", "AX5,xs,large,XS"])
        #expect(result.status == 0)
        let headers = result.stdout.split(separator: "\n").filter { $0.hasPrefix("#") }.map { $0.split(separator: " ")[2] }
        #expect(headers == ["category=XS", "category=L", "category=AX5"])
        #expect(result.stdout.contains("\n\n# detail category=L"))
        #expect(result.stdout.hasSuffix("\n") && !result.stdout.hasSuffix("\n\n"))
        #expect(!result.stdout.contains(" \n"))
    }

    @Test func jsonFollowsTheSpecShape() throws {
        let result = try CLIRunner.run(["layout", CLIRunner.fixture("detail.json"), "--category", "XXL", "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["screen"] as? String == "detail")
        let layout = try #require((object["layouts"] as? [[String: Any]])?.first)
        #expect(layout["category"] as? String == "XXL")
        #expect(layout["scale"] as? Double == 2)
        let views = try #require(layout["views"] as? [[String: Any]])
        #expect(views.first?["id"] as? String == "root")
        #expect(views.first?["parent"] is NSNull)
        let field = try #require(views.first { $0["id"] as? String == "nameField" })
        let font = try #require(field["font"] as? [String: Any])
        // SPEC §7.2: body at XXL is 21 pt, line height 21 × 1.193359375 = 25.061.
        #expect(font["size"] as? Double == 21)
        #expect(font["lineHeight"] as? Double == 25.061)
        #expect((field["frame"] as? [String: Double])?["height"] == 38.5)
        // Keys in the spec's order.
        let keys = ["\"id\"", "\"kind\"", "\"parent\"", "\"frame\"", "\"font\"", "\"lines\"", "\"truncated\""]
        let nameField = try #require(result.stdout.range(of: "\"id\": \"nameField\""))
        let tail = result.stdout[nameField.lowerBound...]
        let positions = keys.compactMap { tail.range(of: $0)?.lowerBound }
        #expect(positions.count == keys.count && positions == positions.sorted())
    }

    @Test func conflictsWarnAndStrictTurnsThemIntoStatus1() throws {
        let path = try CLIRunner.writeScreen(Self.conflicting)
        let lenient = try CLIRunner.run(["layout", path])
        #expect(lenient.status == 0)
        #expect(lenient.stdout.contains("  v view 0 0 40 10\n"))
        #expect(lenient.stderr.contains("typescale: warning: \(path) [L]: Unable to simultaneously satisfy constraints."))
        #expect(lenient.stderr.contains("Will attempt to recover by breaking constraint\n<constraint fifty (line 3): v.width == 50>"))
        let strict = try CLIRunner.run(["layout", path, "--strict"])
        #expect(strict.status == 1)
        #expect(strict.stdout == lenient.stdout)
    }

    @Test func outputFileIsWrittenWholeAndOnlyOnSuccess() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let output = directory.appendingPathComponent("out.txt").path
        let result = try CLIRunner.run(["layout", CLIRunner.fixture("detail.json"), "-o", output])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        let stdout = try CLIRunner.run(["layout", CLIRunner.fixture("detail.json")]).stdout
        #expect(try String(contentsOfFile: output, encoding: .utf8) == stdout)
        // A failing run leaves the previous file untouched and no temporary files behind.
        let bad = try CLIRunner.writeScreen("{ \"views\": 3 }")
        #expect(try CLIRunner.run(["layout", bad, "-o", output]).status == 2)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == stdout)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.txt"])
    }

    @Test func deviceOrientationAndSizeOptions() throws {
        let path = CLIRunner.fixture("detail.json")
        let landscape = try CLIRunner.run(["layout", path, "--device", "iphone-15", "--orientation", "landscape"])
        #expect(landscape.stdout.hasPrefix("# detail category=L device=iphone-15 orientation=landscape size=852x393 scale=3\n"))
        let custom = try CLIRunner.run(["layout", path, "--size", "500x300@1"])
        #expect(custom.stdout.hasPrefix("# detail category=L device=custom orientation=portrait size=500x300 scale=1\n"))
        // The root fills the container.
        #expect(custom.stdout.contains("\nroot view 0 0 500 300\n"))
    }

    @Test func constraintsListsTheSolvedSystem() throws {
        let path = try CLIRunner.writeScreen(Self.conflicting)
        let text = try CLIRunner.run(["constraints", path])
        #expect(text.status == 0)
        #expect(text.stdout.contains("v.width - 40 == 0 @1000  forty\n"))
        #expect(text.stdout.contains("-root.left + v.left == 0 @1000  constraints[0]#0\n"))
        let json = try CLIRunner.run(["constraints", path, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["variables"] as? [String])?.prefix(5) == ["root.left", "root.top", "root.width", "root.height", "v.left"])
        let rows = try #require(object["constraints"] as? [[String: Any]])
        let forty = try #require(rows.first { $0["id"] as? String == "forty" })
        #expect(forty["constant"] as? Double == -40)
        #expect(forty["relation"] as? String == "==")
        #expect(forty["priority"] as? Double == 1000)
        #expect((forty["terms"] as? [[Any]])?.first?.last as? String == "v.width")
    }

    @Test func helpVersionAndTables() throws {
        #expect(try CLIRunner.run(["--version"]).stdout.hasPrefix("typescale "))
        #expect(try CLIRunner.run(["--help"]).stdout.contains("\n  layout                  Print the frame of every view"))
        #expect(try CLIRunner.run(["help", "layout"]).stdout.contains("\n  --category <category>   One category, a comma list, or 'all'. (default: L)\n"))
        let devices = try CLIRunner.run(["devices"]).stdout
        #expect(devices.contains("iphone-se-1") && devices.contains("320x568") && devices.contains("iphone-5 iphone-5s"))
        // The root margin column: 16 on a 393-pt iPhone, 20 on a 414-pt one (README "Root layout margins").
        let rows = devices.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        #expect(rows.first { $0.first == "iphone-15" }?.dropFirst(6).first == "16")
        #expect(rows.first { $0.first == "iphone-11" }?.dropFirst(6).first == "20")
        #expect(try CLIRunner.run(["help", "devices"]).stdout.contains("root margins"))
        #expect(try CLIRunner.run(["categories"]).stdout.contains("accessibilityExtraExtraExtraLarge"))
        #expect(try CLIRunner.run(["styles"]).stdout.contains("largeTitle"))
        #expect(try CLIRunner.run([]).status == 2)
    }

    @Test func measurePrintsTheSpecExample() throws {
        let result = try CLIRunner.run(["measure", "Hello", "--style", "body", "--category", "L", "--scale", "2"])
        #expect(result.stdout == "width=38.479 lineHeight=20.287 lines=1 intrinsic=38.5x20.5\n")
        let json = try CLIRunner.run(["measure", "Hello", "--size", "17", "--format", "json"])
        #expect(json.stdout.contains("\"intrinsic\""))
        #expect(try CLIRunner.run(["measure", "Hello"]).status == 2)
    }
}
