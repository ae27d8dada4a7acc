import Foundation
import Testing

/// The conventions a Unix tool keeps: `-` for standard input, `--` ends options, one name per
/// message, suggestions that forgive punctuation, one rule for screen names.
@Suite struct ConventionsTests {
    static let screen = #"{ "views": [ { "id": "title", "kind": "label", "text": "Hello", "font": "body" } ], "constraints": [ "H:|-[title]", "V:|-[title]" ] }"#

    @Test func dashReadsTheScreenFromStandardInput() throws {
        let path = try CLIRunner.writeScreen(Self.screen, name: "stdin.json")
        let fromFile = try CLIRunner.run(["layout", path, "--category", "L,AX5"])
        let fromStdin = try CLIRunner.run(["layout", "-", "--category", "L,AX5"], input: Data(Self.screen.utf8))
        #expect(fromStdin.status == 0, "\(fromStdin.stderr)")
        #expect(fromStdin.stdout == fromFile.stdout)
        #expect(fromStdin.stdout.hasPrefix("# stdin category=L "))
    }

    @Test func standardInputIsNamedStdinInErrors() throws {
        let result = try CLIRunner.run(["layout", "-"], input: Data(#"{ "views": [ { "id": "a", "kind": "lable" } ] }"#.utf8))
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("typescale: error: stdin:1:"), "\(result.stderr)")
        #expect(result.stderr.contains("views[0].kind"))
        #expect(result.stdout.isEmpty)
    }

    @Test func doubleDashEndsOptions() throws {
        let dashH = try CLIRunner.run(["measure", "--", "-h", "--style", "body"])
        // After `--`, "-h" and "--style" are text, not options: two positionals, a usage error.
        #expect(dashH.status == 2)
        #expect(dashH.stderr.contains("expected one text to measure, found 3"), "\(dashH.stderr)")
        let measured = try CLIRunner.run(["measure", "--style", "body", "--", "-h"])
        #expect(measured.status == 0, "\(measured.stderr)")
        let hello = try CLIRunner.run(["measure", "--style", "body", "--", "hh"])
        // "-h" measured as text: wider than nothing, and not the help page.
        #expect(measured.stdout.hasPrefix("width="))
        #expect(measured.stdout != hello.stdout)
        #expect(!measured.stdout.contains("usage"))
    }

    @Test func missingFontFileIsNamedOnce() throws {
        let path = try CLIRunner.writeScreen(Self.screen)
        let result = try CLIRunner.run(["layout", path, "--font", "/nonexistent.ttf"])
        #expect(result.status == 2)
        #expect(result.stderr == "typescale: error: /nonexistent.ttf: cannot read font: no such file\n")
    }

    @Test func deviceSuggestionForgivesPunctuation() throws {
        let path = try CLIRunner.writeScreen(Self.screen)
        let result = try CLIRunner.run(["layout", path, "--device", "iphone15"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown device 'iphone15' (did you mean 'iphone-15'?)"), "\(result.stderr)")
    }

    /// A file name that "name" would refuse is refused too (it would name the snapshots);
    /// with a valid "name" the file may be called anything.
    @Test func fileNameFollowsTheScreenNameRule() throws {
        let spaced = try CLIRunner.writeScreen(Self.screen, name: "my screen.json")
        let refused = try CLIRunner.run(["layout", spaced])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("the file name 'my screen' cannot name the screen's snapshots"), "\(refused.stderr)")
        #expect(refused.stdout.isEmpty)
        let named = try CLIRunner.writeScreen(#"{ "name": "my-screen", "views": [] }"#, name: "my screen.json")
        let accepted = try CLIRunner.run(["layout", named])
        #expect(accepted.status == 0, "\(accepted.stderr)")
        #expect(accepted.stdout.hasPrefix("# my-screen category=L"))
        let accented = try CLIRunner.run(["layout", "-"], input: Data(#"{ "name": "café", "views": [] }"#.utf8))
        #expect(accented.status == 2)
        #expect(accented.stderr.contains("ASCII letters"), "\(accented.stderr)")
    }

    /// A syntax error inside a constraint string is located at its character in the file:
    /// line 3, the string's quote at column 5, the missing ']' at the string's 15th character.
    @Test func syntaxErrorInAStringPointsAtItsCharacter() throws {
        let screen = """
        { "views": [ { "id": "nameLabel", "kind": "label" }, { "id": "nameField", "kind": "field" } ],
          "constraints": [
            "H:|-[nameLabel-[nameField]-|" ] }
        """
        let result = try CLIRunner.run(["layout", try CLIRunner.writeScreen(screen)])
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasSuffix("screen.json:3:20: constraints[0]: expected ']' after view name") == true, "\(result.stderr)")
        #expect(lines.dropFirst().first == "H:|-[nameLabel-[nameField]-|")
        #expect(lines.dropFirst(2).first == "              ^")
    }

    @Test func visualFormatGivenAsExprGetsAHint() throws {
        let screen = #"{ "views": [ { "id": "a", "kind": "view" } ], "constraints": [ { "expr": "H:|-[a]-|" } ] }"#
        let result = try CLIRunner.run(["layout", try CLIRunner.writeScreen(screen)])
        #expect(result.status == 2)
        #expect(result.stderr.contains(":1:74: constraints[0].expr: 'H:|-[a]-|' is a Visual Format string; use \"vfl\" for a Visual Format string"), "\(result.stderr)")
    }
}
