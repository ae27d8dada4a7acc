import Foundation
import Testing

/// Bad Interface Builder files (SPEC §10 "Bad files"): each is an `error:` naming the file,
/// line and column, exit status 2, no crash or hang, and `import -o` writes nothing.
struct InterfaceBuilderBadFileTests {
    static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="1" targetRuntime="iOS.CocoaTouch">
    <objects>

    """

    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var file: String
        var contents: @Sendable () -> String
        /// What the message says after `error: FILE`.
        var expected: String
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "malformed XML", file: "a.xib",
             contents: { header + "<view id=\"v\">\n</objects></document>\n" },
             expected: ":5:1: malformed XML: end tag </objects> does not close <view> (opened at line 4)"),
        Case(name: "truncated file", file: "a.xib",
             contents: { header + "<view id=\"v\"><rect key=\"frame\" x=\"0\"" },
             expected: ":4:37: malformed XML: unexpected end of file (the file is truncated)"),
        Case(name: "macOS document", file: "a.xib",
             contents: { "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"3.0\" targetRuntime=\"MacOSX.Cocoa\"><objects/></document>\n" },
             expected: ":2:1: a macOS (Cocoa) document: typescale lays out iOS (CocoaTouch) screens"),
        Case(name: "dangling reference", file: "a.storyboard",
             contents: {
                 """
                 <?xml version="1.0" encoding="UTF-8"?>
                 <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                 <scenes><scene sceneID="s"><objects><viewController id="c"><view key="view" id="r">
                 <rect key="frame" x="0" y="0" width="320" height="568"/>
                 <constraints>
                   <constraint firstItem="gone" firstAttribute="top" secondItem="r" secondAttribute="top" id="k"/>
                 </constraints></view></viewController></objects></scene></scenes></document>

                 """
             },
             expected: ":6:3: <constraint> firstItem=\"gone\" refers to no object in the file"),
        Case(name: "50 MB file", file: "a.xib",
             contents: { header + "<!-- " + String(repeating: "x", count: 50 * 1024 * 1024) + " -->\n</objects></document>\n" },
             expected: ":1:1: the file is 50 MB; Interface Builder files larger than 16 MB are refused"),
        Case(name: "10,000-level nesting", file: "a.xib",
             contents: {
                 header + "<view id=\"v0\">" + String(repeating: "<subviews><view id=\"v\">", count: 5000)
                     + String(repeating: "</view></subviews>", count: 5000) + "</view></objects></document>\n"
             },
             expected: "elements nested deeper than 256 levels"),
        Case(name: "entity expansion", file: "a.xib",
             contents: {
                 "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">]>\n"
                     + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"><objects><view id=\"v\" userLabel=\"&b;\"/></objects></document>\n"
             },
             expected: ":2:1: a document type declaration (<!DOCTYPE, entities) is refused"),
        Case(name: "not an IB document", file: "a.xib",
             contents: { "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n" },
             expected: ":2:1: expected an Interface Builder <document>, found <plist>"),
        Case(name: "empty file", file: "a.xib", contents: { "" }, expected: ":1:1: empty file: expected an Interface Builder document"),
        Case(name: "unreadable multiplier", file: "a.xib",
             contents: {
                 header + "<view id=\"v\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"100\" height=\"100\"/><constraints>\n"
                     + "<constraint firstAttribute=\"width\" secondItem=\"v\" secondAttribute=\"height\" multiplier=\"1:x\" id=\"m\"/>\n"
                     + "</constraints></view></objects></document>\n"
             },
             expected: ":5:1: unreadable multiplier '1:x'"),
    ]

    @Test(arguments: cases)
    func badFileIsAnErrorAndImportWritesNothing(_ entry: Case) throws {
        let directory = try CLIRunner.temporaryDirectory()
        let path = directory.appendingPathComponent(entry.file).path
        try Data(entry.contents().utf8).write(to: URL(fileURLWithPath: path))
        let layout = try CLIRunner.run(["layout", path])
        #expect(layout.status == 2)
        #expect(layout.stdout.isEmpty)
        #expect(layout.stderr.hasPrefix("typescale: error: \(path)"), "\(layout.stderr.prefix(300))")
        #expect(layout.stderr.contains(entry.expected), "\(layout.stderr.prefix(300))")
        let output = directory.appendingPathComponent("out")
        let imported = try CLIRunner.run(["import", path, "-o", output.path])
        #expect(imported.status == 2)
        #expect(!FileManager.default.fileExists(atPath: output.path), "import -o wrote something for a bad file")
    }

    /// One warning per kind of unmodelled thing, at its first line; the layout still runs.
    /// Found by fuzzing: a name that is not UTF-8 made FoundationXML trap (signal 4) in its
    /// start-tag callback; now the bytes are checked first and the place is named.
    @Test func invalidUTF8OtherEncodingsAndProcessingInstructionsAreInputErrors() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let cases: [(bytes: [UInt8], expected: String)] = [
            (Array((Self.header + "<vi").utf8) + [0xFF] + Array("ew id=\"v\"/>\n</objects></document>\n".utf8),
             ":4:4: malformed XML: invalid UTF-8 (byte 0xFF): Interface Builder files are UTF-8"),
            (Array((Self.header + "<view id=\"v\" a").utf8) + [0xC3] + Array("=\"1\"/>\n</objects></document>\n".utf8),
             ":4:15: malformed XML: invalid UTF-8 (byte 0xC3): Interface Builder files are UTF-8"),
            (Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<document/>\n".utf8),
             ":1:1: malformed XML: the XML declaration says encoding=\"ISO-8859-1\": Interface Builder files are UTF-8"),
            // Also found by fuzzing: a processing instruction without data crashed FoundationXML (signal 11).
            (Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<?xmlx?>\n<document/>\n".utf8),
             ":2:1: a processing instruction (<?…?>) other than the XML declaration is refused: Interface Builder never writes one"),
        ]
        for (index, entry) in cases.enumerated() {
            let file = directory.appendingPathComponent("bad\(index).xib")
            try Data(entry.bytes).write(to: file)
            let result = try CLIRunner.run(["layout", file.path])
            #expect(result.status == 2)
            #expect(result.stderr == "typescale: error: \(file.path)\(entry.expected)\n", "\(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }

    /// Two views with one IB id: an error naming that id and both lines (round 36's review: it
    /// had named neither, "duplicate view id 'view2'").
    @Test func twoViewsWithOneIdAreRefusedByThatId() throws {
        let text = Self.header + """
        <view id="r"><rect key="frame" x="0" y="0" width="200" height="100"/><subviews>
        <label id="dup" text="A"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
        <label id="dup" text="B"><rect key="frame" x="0" y="20" width="10" height="10"/></label>
        </subviews></view></objects></document>

        """
        let path = try CLIRunner.writeScreen(text, name: "dup.xib")
        let result = try CLIRunner.run(["layout", path])
        #expect(result.status == 2)
        #expect(result.stderr == "typescale: error: \(path):6:1: object id 'dup' is used twice (first at line 5)\n", "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func unmodelledElementsWarnOncePerKind() throws {
        let text = Self.header + """
        <view id="r"><rect key="frame" x="0" y="0" width="200" height="100"/><subviews>
        <label id="a" text="A" frobnicate="1"><rect key="frame" x="0" y="0" width="10" height="10"/><sparkle/></label>
        <label id="b" text="B" frobnicate="2"><rect key="frame" x="0" y="20" width="10" height="10"/><sparkle/></label>
        </subviews></view></objects></document>

        """
        let path = try CLIRunner.writeScreen(text, name: "warn.xib")
        let result = try CLIRunner.run(["layout", path])
        #expect(result.status == 0)
        let warnings = result.stderr.split(separator: "\n").filter { $0.contains("unmodelled") }
        #expect(warnings == [
            "typescale: warning: \(path):5:1: unmodelled attribute 'frobnicate' on <label>: ignored",
            "typescale: warning: \(path):5:93: unmodelled element <sparkle>: ignored",
        ])
    }
}
