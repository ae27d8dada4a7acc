import Foundation
import Testing

/// Bad input never crashes: each case exits 2 with a message naming the file, the JSON path
/// and what was expected (SPEC §2), and writes nothing to `-o`.
struct BadInputTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var screen: String
        /// Text the error must contain (after `typescale: error: screen.json`).
        var expected: String
        var description: String { name }
    }

    static let view = #"{ "id": "a", "kind": "label", "text": "A" }"#

    static let cases: [Case] = [
        Case(name: "empty file", screen: "", expected: "screen.json: empty file: expected a JSON value"),
        Case(name: "only whitespace", screen: "  \n ", expected: "empty file"),
        Case(name: "not an object", screen: "[1, 2]", expected: "screen.json:1:1: expected an object, found an array"),
        Case(name: "truncated object", screen: #"{ "views": ["#, expected: "screen.json:1:13:"),
        Case(name: "trailing comma", screen: #"{ "views": [], }"#, expected: "screen.json:1:16:"),
        Case(name: "single quotes", screen: "{ 'views': [] }", expected: "screen.json:1:3:"),
        Case(name: "NaN literal", screen: #"{ "metrics": { "pad": NaN } }"#, expected: "NaN is not valid JSON"),
        Case(name: "Infinity literal", screen: #"{ "metrics": { "pad": Infinity } }"#, expected: "Infinity"),
        Case(name: "number out of range", screen: #"{ "metrics": { "pad": 1e999 } }"#, expected: "out of range"),
        Case(name: "huge metric", screen: #"{ "metrics": { "pad": 1e308 } }"#, expected: "metrics.pad: a metric must be between"),
        Case(name: "duplicate key", screen: #"{ "views": [], "views": [] }"#, expected: "duplicate key 'views'"),
        Case(name: "trailing garbage", screen: #"{ } x"#, expected: "screen.json:1:5:"),
        Case(name: "unknown top-level key", screen: #"{ "view": [] }"#, expected: "unknown key 'view' (did you mean 'views'?)"),
        Case(name: "views not an array", screen: #"{ "views": {} }"#, expected: "views: expected an array, found an object"),
        Case(name: "view without id", screen: #"{ "views": [ { "kind": "label" } ] }"#, expected: "views[0]: missing key 'id'"),
        Case(name: "view without kind", screen: #"{ "views": [ { "id": "a" } ] }"#, expected: "views[0]: missing key 'kind'"),
        Case(name: "unknown kind", screen: #"{ "views": [ { "id": "a", "kind": "lable" } ] }"#, expected: "views[0].kind: unknown view kind 'lable' (did you mean 'label'?)"),
        Case(name: "id not an identifier", screen: #"{ "views": [ { "id": "a b", "kind": "view" } ] }"#, expected: "views[0].id: a view id must be a C identifier"),
        Case(name: "reserved id", screen: #"{ "views": [ { "id": "root", "kind": "view" } ] }"#, expected: "'root' is reserved"),
        Case(name: "duplicate id", screen: #"{ "views": [ { "id": "a", "kind": "view" }, { "id": "a", "kind": "view" } ] }"#, expected: "views[1].id: duplicate view id 'a'"),
        Case(name: "duplicate id in a child (a cycle by name)", screen: #"{ "views": [ { "id": "a", "kind": "view", "children": [ { "id": "a", "kind": "view" } ] } ] }"#, expected: "views[0].children[0].id: duplicate view id 'a'"),
        Case(name: "key of another kind", screen: #"{ "views": [ { "id": "a", "kind": "image", "text": "x" } ] }"#, expected: "views[0]: unknown key 'text' (allowed here: id, kind, children, constraints, hidden, when, hugging, compression, intrinsic, canvasIntrinsic, alpha, margins, directionalMargins, preservesSuperviewMargins, alignmentInsets, maxCategory, minCategory, image, clips)"),
        Case(name: "text not a string", screen: #"{ "views": [ { "id": "a", "kind": "label", "text": 5 } ] }"#, expected: "views[0].text: expected a string, found a number"),
        Case(name: "unknown text style", screen: #"{ "views": [ { "id": "a", "kind": "label", "font": "bodi" } ] }"#, expected: "views[0].font: unknown text style 'bodi' (did you mean 'body'?)"),
        Case(name: "font with style and size", screen: #"{ "views": [ { "id": "a", "kind": "label", "font": { "style": "body", "size": 12 } } ] }"#, expected: "a font has either a 'style' or a 'size'"),
        Case(name: "negative font size", screen: #"{ "views": [ { "id": "a", "kind": "label", "font": { "size": -3 } } ] }"#, expected: "views[0].font.size: a font size must be between 1 and 1000"),
        Case(name: "negative lines", screen: #"{ "views": [ { "id": "a", "kind": "label", "lines": -1 } ] }"#, expected: "views[0].lines: 'lines' must be between 0"),
        Case(name: "fractional lines", screen: #"{ "views": [ { "id": "a", "kind": "label", "lines": 1.5 } ] }"#, expected: "'lines' must be a whole number"),
        Case(name: "negative image size", screen: #"{ "views": [ { "id": "a", "kind": "image", "image": { "width": -40, "height": 40 } } ] }"#, expected: "views[0].image.width: an image width must be between 0"),
        Case(name: "priority out of range", screen: #"{ "views": [ { "id": "a", "kind": "label", "hugging": 1001 } ] }"#, expected: "views[0].hugging: a priority must be between 1 and 1000"),
        Case(name: "margins of three", screen: #"{ "views": [ { "id": "a", "kind": "view", "margins": [1, 2, 3] } ] }"#, expected: "views[0].margins: expected a margin as [top, left, bottom, right]"),
        Case(name: "unknown device", screen: #"{ "device": "iphone-15-pro-maxx" }"#, expected: "screen.json:1:13: device: unknown device 'iphone-15-pro-maxx' (did you mean 'iphone-15-pro-max'?)"),
        Case(name: "device and size", screen: #"{ "device": "iphone-15", "size": { "width": 320, "height": 480 } }"#, expected: "a screen has either a 'device' or a 'size'"),
        Case(name: "unknown orientation", screen: #"{ "device": "iphone-15", "orientation": "sideways" }"#, expected: "orientation: expected one of"),
        Case(name: "orientation with size", screen: #"{ "size": { "width": 320, "height": 480 }, "orientation": "landscape" }"#, expected: "orientation: 'orientation' turns the screen's device"),
        Case(name: "unknown coordinates", screen: "{ \"views\": [ \(view) ], \"constraints\": [ { \"expr\": \"a.top == 2 * root.top\", \"coordinates\": \"superview\" } ] }", expected: "constraints[0].coordinates: expected one of"),
        Case(name: "stand-in width scale out of range", screen: #"{ "standIns": [ { "family": "Brand", "widthScale": 3 } ] }"#, expected: "standIns[0].widthScale: a stand-in's width scale must be between 0.5 and 2"),
        Case(name: "stand-in without a family", screen: #"{ "standIns": [ { "lineHeight": 1.3 } ] }"#, expected: "standIns[0]: missing key 'family'"),
        Case(name: "second stand-in row", screen: #"{ "standIns": [ { "family": "Brand", "weight": "bold" }, { "family": "Brand", "weight": "bold" } ] }"#, expected: "standIns[1]: a second stand-in for 'Brand' at bold"),
        // Families match in any case, as stand-ins are looked up (round 37's review).
        Case(name: "second stand-in row in another case", screen: #"{ "standIns": [ { "family": "Brand" }, { "family": "brand" } ] }"#, expected: "standIns[1]: a second stand-in for 'brand'"),
        Case(name: "bad scale", screen: #"{ "size": { "width": 320, "height": 480, "scale": 4 } }"#, expected: "size.scale: a scale is 1, 2 or 3"),
        Case(name: "zero width", screen: #"{ "size": { "width": 0, "height": 480 } }"#, expected: "size.width: a width must be between 1"),
        Case(name: "unknown view in a constraint", screen: #"{ "views": [ { "id": "nameField", "kind": "field" } ], "constraints": [ "nameFeild.width == 40" ] }"#, expected: "constraints[0]: unknown view 'nameFeild' (did you mean 'nameField'?)"),
        Case(name: "unknown attribute", screen: "{ \"views\": [ \(view) ], \"constraints\": [ \"a.widht == 40\" ] }", expected: "constraints[0]:"),
        Case(name: "position without second item", screen: "{ \"views\": [ \(view) ], \"constraints\": [ \"a.left == 20\" ] }", expected: "constraints[0]:"),
        Case(name: "bad relation", screen: "{ \"views\": [ \(view) ], \"constraints\": [ \"a.width = 20\" ] }", expected: "constraints[0]:"),
        Case(name: "unknown metric", screen: "{ \"metrics\": { \"pad\": 8 }, \"views\": [ \(view) ], \"constraints\": [ \"H:|-padd-[a]\" ] }", expected: "constraints[0]: unknown metric 'padd' (did you mean 'pad'?)"),
        Case(name: "VFL missing bracket", screen: "{ \"views\": [ \(view) ], \"constraints\": [ \"H:|-[a-[a]-|\" ] }", expected: "constraints[0]: expected ']'"),
        Case(name: "VFL bad orientation", screen: "{ \"views\": [ \(view) ], \"constraints\": [ \"V|[a]|\" ] }", expected: "constraints[0]:"),
        Case(name: "VFL unknown view", screen: "{ \"views\": [ \(view) ], \"constraints\": [ \"H:|-[b]-|\" ] }", expected: "constraints[0]: unknown view 'b'"),
        Case(name: "constraint not string or object", screen: #"{ "constraints": [ 5 ] }"#, expected: "constraints[0]: expected an object, found a number"),
        Case(name: "category table with a typo", screen: "{ \"views\": [ \(view) ], \"constraints\": [ { \"expr\": \"a.width == 40\", \"constant\": { \"XXXXL\": 3 } } ] }", expected: "constraints[0].constant.XXXXL: unknown content size category 'XXXXL'"),
        Case(name: "unknown when key", screen: #"{ "views": [ { "id": "a", "kind": "view", "when": { "orientaton": "landscape" } } ] }"#, expected: "views[0].when: unknown key 'orientaton' (did you mean 'orientation'?)"),
        Case(name: "bad category comparison", screen: #"{ "views": [ { "id": "a", "kind": "view", "when": { "category": ">=AX9" } } ] }"#, expected: "views[0].when.category: expected a content size category or a comparison"),
        Case(name: "no alternative matches", screen: #"{ "views": [ { "id": "a", "kind": "label", "text": [ { "when": { "orientation": "landscape" }, "value": "x" } ] } ] }"#, expected: "views[0].text: no alternative matches"),
        Case(name: "min above max category", screen: #"{ "views": [ { "id": "a", "kind": "label", "minCategory": "AX1", "maxCategory": "L" } ] }"#, expected: "minCategory AX1 is larger than maxCategory L"),
        Case(name: "missing font file", screen: #"{ "fonts": ["nowhere.ttf"] }"#, expected: "fonts[0]:"),
    ]

    @Test(arguments: cases)
    func rejectsWithMessageAndStatus2(_ testCase: Case) throws {
        let path = try CLIRunner.writeScreen(testCase.screen)
        let output = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("out.txt").path
        let result = try CLIRunner.run(["layout", path, "-o", output])
        #expect(result.status == 2, "\(testCase.name): \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("typescale: error: \(path)"), "\(result.stderr)")
        #expect(result.stderr.contains(testCase.expected), "\(testCase.name): \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output), "no partial output file")
    }

    @Test func invalidUTF8IsReportedWithItsPlace() throws {
        let url = try CLIRunner.temporaryDirectory().appendingPathComponent("bad.json")
        try Data([0x7B, 0x22, 0x6E, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x7D]).write(to: url)
        let result = try CLIRunner.run(["layout", url.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad.json:1:7:"), "\(result.stderr)")
    }

    @Test func fiftyThousandDeepNestingIsAnErrorNotACrash() throws {
        let deep = String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000)
        let path = try CLIRunner.writeScreen(#"{ "views": "# + deep + "}")
        let result = try CLIRunner.run(["layout", path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("nesting deeper than 512 levels"), "\(result.stderr)")
    }

    @Test func multiMegabyteFileIsReadAndRejectedCleanly() throws {
        // 2.2 MB of metrics on one line: valid JSON, but metric names must be identifiers and
        // the last one is not. Nothing in the reader changes with size past an object's 16th
        // key (where duplicate keys switch to an index; 40,000 keys cross it), so this takes
        // the path 50 MB took, at 1/20 of the cost: the whole file read, every member parsed,
        // indexed and decoded (a quadratic step would take minutes here), and the error placed
        // by scanning the whole line, its column exact. Parsing speed itself is
        // JSONReaderTests.parsesAFewMegabytesQuickly's.
        let members = (0..<40_000).map { "\"metric_with_a_long_descriptive_name_number_\($0)\": \($0)," }
        let prefix = "{ \"metrics\": {" + members.joined() + "\"bad name\": "
        let text = prefix + "2 } }"
        #expect(text.utf8.count > 2_000_000)
        let path = try CLIRunner.writeScreen(text)
        let result = try CLIRunner.run(["layout", path])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        // The value's column: one past the bytes before it (all ASCII, one line).
        #expect(result.stderr == "typescale: error: \(path):1:\(prefix.utf8.count + 1): metrics[\"bad name\"]: "
                    + "a metric name must be an identifier, found 'bad name'\n", "\(result.stderr.prefix(300))")
    }

    @Test func missingFileAndDirectory() throws {
        let missing = try CLIRunner.run(["layout", "/nonexistent/screen.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "typescale: error: /nonexistent/screen.json: no such file\n")
        let directory = try CLIRunner.temporaryDirectory().path
        let isDirectory = try CLIRunner.run(["layout", directory])
        #expect(isDirectory.status == 2)
        #expect(isDirectory.stderr.contains("is a directory"))
    }

    @Test func usageErrorsExit2() throws {
        let path = CLIRunner.fixture("detail.json")
        let cases: [([String], String)] = [
            (["layout", path, "--catgory", "L"], "unknown option '--catgory' (did you mean '--category'?)"),
            (["layout", path, "--category", "XXXXL"], "unknown content size category 'XXXXL'"),
            (["layout", path, "--device", "iphone-99"], "unknown device 'iphone-99'"),
            (["layout", path, "--size", "320x"], "--size is WxH or WxH@S"),
            (["layout", path, "--orientation", "sideways"], "--orientation is 'portrait' or 'landscape'"),
            (["layout"], "missing screen file"),
            (["layuot", path], "unknown command 'layuot' (did you mean 'layout'?)"),
        ]
        for (args, message) in cases {
            let result = try CLIRunner.run(args)
            #expect(result.status == 2, "\(args)")
            #expect(result.stderr.contains(message), "\(args): \(result.stderr)")
        }
    }
}
