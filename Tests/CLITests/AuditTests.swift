import Foundation
import Testing

/// `typescale audit` on fixtures made to trigger each kind of finding (Fixtures/audit).
struct AuditTests {
    struct Case: CustomStringConvertible, Sendable {
        var fixture: String
        var categories: String
        var expected: [String]
        var description: String { fixture }
    }

    static let cases: [Case] = [
        Case(fixture: "truncated.json", categories: "L,AX5", expected: [
            "AX5 nameLabel truncated: needs 135.5 pt, has 52 pt",
            "AX5 title truncated: needs 5 lines, allows 2",
        ]),
        Case(fixture: "clipped.json", categories: "L,XL", expected: [
            "XL searchField clipped: needs 125.5 pt, has 120 pt",
            "XL badge clipped: needs 17 pt tall, has 16 pt",
        ]),
        // The header by its ink: "Inventory" in 34-pt largeTitle starts 0.952 − 0.74 of
        // 34 pt, 7.2, below its line's top: 51 − 7.2 → 43.667 on @3x; at AX3 (52 pt) 11.03
        // below it, the frame's top still 8 under the 59-pt inset: 59 − 19.08 → 39.667.
        Case(fixture: "bounds.json", categories: "L,AX3", expected: [
            "L header outside safe area: top by 43.667 pt",
            "AX3 header outside safe area: top by 39.667 pt",
            "AX3 title outside superview card: bottom by 3 pt",
            "AX3 subtitle entirely outside superview card: bottom by 47.333 pt",
        ]),
        // By the texts' ink: "Name" leaves 0.952 − 0.74 of 53 pt, 11.2, of its line box above
        // its letters and 11.7 below; "$12" reaches the bottom ($ descends): 63.5 − 11.2 −
        // 11.7 → 40.5 of overlap.
        Case(fixture: "overlap.json", categories: "L,AX5", expected: [
            "AX5 nameLabel overlaps priceLabel: 83.5 x 40.5 pt",
        ]),
        Case(fixture: "fixed-font.json", categories: "AX5", expected: [
            "AX5 fixedLabel does not scale: stays 17 pt while other text scales",
            "AX5 defaultLabel does not scale: stays 17 pt while other text scales",
        ]),
        // AX5 alone: the field's room at L is laid out for the comparison, not reported.
        Case(fixture: "squeezed-field.json", categories: "AX5", expected: [
            "AX5 destinationField squeezed: room for 3 characters of its 53-pt text, 29 characters at L",
        ]),
        Case(fixture: "constraints.json", categories: "L", expected: [
            "L unsatisfiable constraints: breaking <constraint wideBox (line 13): box.width == 200> (conflicting: constraints[2], wideBox)",
            "L ambiguous layout: 'floater' y position not fixed by its constraints",
        ]),
    ]

    @Test(arguments: cases) func fixtureFindings(_ test: Case) throws {
        let result = try CLIRunner.run(["audit", CLIRunner.fixture("audit/" + test.fixture), "--category", test.categories])
        #expect(result.status == 1)
        #expect(result.stdout == test.expected.map { $0 + "\n" }.joined())
        #expect(result.stderr == "")
    }

    /// The same sign-up form without and with a scroll view (Fixtures/signup*.json, iPhone 15,
    /// safe area 59 top and 34 bottom). At AX5 the stack is 966.333 tall from y = 83, so its
    /// last views pass the home indicator (852 − 34 = 818): noise once the form scrolls. The
    /// e-mail placeholder, wider than its 353 pt field at AX5, is a real finding either way;
    /// the configuration button wraps "Create Account" onto two lines instead (round 31).
    @Test func aScrollingFormLosesTheSafeAreaNoiseAndKeepsTheRealFindings() throws {
        let plain = try CLIRunner.run(["audit", CLIRunner.fixture("signup.json"), "--category", "AX5"])
        #expect(plain.status == 1)
        let plainLines = plain.stdout.split(separator: "\n").map(String.init)
        // termsLabel: 83 + 618.333 … + 262.667 = 964, 146 past 818 and 112 past the screen:
        // its bottom edge is off the screen, which `unreachable` says (not the safe area too).
        #expect(!plainLines.contains { $0.hasPrefix("AX5 termsLabel outside safe area") })
        #expect(plainLines.contains("AX5 termsLabel unreachable: bottom by 112 pt past the screen, not in a scroll view"))
        #expect(plainLines.contains("AX5 emailField clipped: needs 521 pt, has 353 pt"))

        let scrolling = try CLIRunner.run(["audit", CLIRunner.fixture("signup-scroll.json"), "--category", "AX5"])
        #expect(scrolling.status == 1)
        #expect(scrolling.stdout == [
            "AX5 nameField clipped: needs 442.667 pt, has 353 pt",
            "AX5 emailField clipped: needs 521 pt, has 353 pt",
            "AX5 passwordField clipped: needs 487.667 pt, has 353 pt",
        ].map { $0 + "\n" }.joined())
        #expect(!scrolling.stdout.contains("safe area") && !scrolling.stdout.contains("unreachable"))
        // The scrolling form's text fits at L: nothing found.
        let l = try CLIRunner.run(["audit", CLIRunner.fixture("signup-scroll.json"), "--category", "L"])
        #expect(l.status == 0)
        #expect(l.stdout == "")
    }

    /// `--require-scaling`: a screen whose text is all fixed is one finding a category but L;
    /// without the flag, SPEC §8's audit finds nothing in it (exit 0) and notes on stderr,
    /// once, that the flag would.
    @Test func requireScalingReportsAnAllFixedScreen() throws {
        let fixture = CLIRunner.fixture("audit/all-fixed.json")
        let plain = try CLIRunner.run(["audit", fixture, "--category", "L,AX3"])
        #expect(plain.status == 0)
        #expect(plain.stdout == "")
        #expect(plain.stderr == "typescale: note: \(fixture): receipt: no text follows Dynamic Type (--require-scaling reports it)\n")
        let required = try CLIRunner.run(["audit", fixture, "--category", "L,AX3", "--require-scaling"])
        #expect(required.status == 1)
        #expect(required.stdout == "AX3 no text scales: 2 texts stay at 15 to 20 pt (smallest: total), none follows Dynamic Type\n")
        #expect(required.stderr == "")
        // At L alone the flag would report nothing: no note.
        let atL = try CLIRunner.run(["audit", fixture, "--category", "L"])
        #expect(atL.stderr == "")
        let json = try CLIRunner.run(["audit", fixture, "--category", "AX3", "--require-scaling", "--format", "json"])
        #expect(json.stdout.contains("\"kind\": \"noTextScales\",\n      \"view\": null,"))
    }

    /// `--group`: the constraint findings, the same at all twelve categories, are a line each.
    @Test func groupPrintsAFindingOnceWithItsCategories() throws {
        let fixture = CLIRunner.fixture("audit/constraints.json")
        let plain = try CLIRunner.run(["audit", fixture])
        #expect(plain.stdout.split(separator: "\n").count == 24)
        let grouped = try CLIRunner.run(["audit", fixture, "--group"])
        #expect(grouped.status == 1)
        #expect(grouped.stdout == """
        XS\u{2026}AX5 unsatisfiable constraints: breaking <constraint wideBox (line 13): box.width == 200> (conflicting: constraints[2], wideBox)
        XS\u{2026}AX5 ambiguous layout: 'floater' y position not fixed by its constraints

        """)
    }

    @Test func everyCategoryByDefaultInCanonicalOrder() throws {
        let result = try CLIRunner.run(["audit", CLIRunner.fixture("audit/clipped.json")])
        #expect(result.status == 1)
        let categories = result.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
        #expect(categories == ["XL", "XL", "XXL", "XXL", "XXXL", "XXXL", "AX1", "AX1", "AX2", "AX2", "AX3", "AX3", "AX4", "AX4", "AX5", "AX5"])
    }

    @Test func aCleanScreenExitsZeroSilently() throws {
        let result = try CLIRunner.run(["audit", CLIRunner.fixture("mbfont.json")])
        #expect(result.status == 0)
        #expect(result.stdout == "")
    }

    @Test func jsonListsTheSameFindings() throws {
        let result = try CLIRunner.run(["audit", CLIRunner.fixture("audit/truncated.json"), "--category", "AX5", "--format", "json"])
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["screen"] as? String == "truncated")
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.map { $0["kind"] as? String } == ["truncated", "truncated"])
        #expect(findings.map { $0["view"] as? String } == ["nameLabel", "title"])
        #expect(findings.first?["detail"] as? String == "needs 135.5 pt, has 52 pt")
    }

    @Test func writesToAFileWithDashO() throws {
        let output = try CLIRunner.temporaryDirectory().appendingPathComponent("findings.txt")
        let result = try CLIRunner.run(["audit", CLIRunner.fixture("audit/overlap.json"), "--category", "AX5", "-o", output.path])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(FileManager.default.contents(atPath: output.path) == Data("AX5 nameLabel overlaps priceLabel: 83.5 x 40.5 pt\n".utf8))
    }
}

extension AuditTests {
    /// `--as-if-dynamic` previews Dynamic Type on a screen of fixed sizes: a 17-pt total in a
    /// 21-pt row fits at every category until its text scales, then AX3's 37-pt line is cut
    /// (round 38: two designers' reviews asked what would break).
    @Test func asIfDynamicShowsWhatScalingWouldBreak() throws {
        let path = try CLIRunner.writeScreen("""
            { "name": "cart", "device": "iphone-se-1",
              "views": [ { "id": "total", "kind": "label", "text": "Total", "font": { "size": 17 } } ],
              "constraints": [ "H:|-8-[total]", "V:|-28-[total(21)]" ] }
            """)
        let plain = try CLIRunner.run(["audit", path, "--category", "AX3"])
        #expect(plain.status == 0 && plain.stdout.isEmpty, "\(plain.stdout)")
        let preview = try CLIRunner.run(["audit", path, "--category", "AX3", "--as-if-dynamic"])
        #expect(preview.status == 1)
        #expect(preview.stdout.hasPrefix("AX3 total clipped: needs "), "\(preview.stdout)")
        #expect(preview.stdout.contains("has 21 pt"), "\(preview.stdout)")
    }
}
