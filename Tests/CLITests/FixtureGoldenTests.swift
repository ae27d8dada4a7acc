import Foundation
import Testing

/// The bundled fixtures against their reviewed golden output, all 12 categories.
/// Re-record with `TYPESCALE_RECORD=1 make test`: recording still fails the test, so nobody
/// records by accident; review the diff of `Fixtures/*.txt` like code.
struct FixtureGoldenTests {
    struct Golden: CustomStringConvertible, Sendable {
        var screen: String
        var arguments: [String]
        var golden: String
        var description: String { golden }
    }

    static let goldens: [Golden] = [
        Golden(screen: "detail.json", arguments: [], golden: "detail.all.txt"),
        Golden(screen: "item-cell.json", arguments: [], golden: "item-cell.all.txt"),
        Golden(screen: "autorotation.json", arguments: [], golden: "autorotation.all.txt"),
        Golden(screen: "autorotation.json", arguments: ["--orientation", "landscape"], golden: "autorotation.landscape.all.txt"),
        Golden(screen: "item-list.json", arguments: [], golden: "item-list.all.txt"),
        Golden(screen: "item-list-automatic.json", arguments: [], golden: "item-list-automatic.all.txt"),
        Golden(screen: "mbfont.json", arguments: [], golden: "mbfont.all.txt"),
        Golden(screen: "mbfont.json", arguments: ["--device", "iphone-8"], golden: "mbfont.iphone-8.all.txt"),
        Golden(screen: "mbfont.json", arguments: ["--device", "iphone-8-plus"], golden: "mbfont.iphone-8-plus.all.txt"),
        Golden(screen: "signup.json", arguments: [], golden: "signup.all.txt"),
        Golden(screen: "signup-scroll.json", arguments: [], golden: "signup-scroll.all.txt"),
    ]

    @Test(arguments: goldens)
    func matchesGolden(_ golden: Golden) throws {
        let result = try CLIRunner.run(["layout", CLIRunner.fixture(golden.screen), "--category", "all"] + golden.arguments)
        #expect(result.status == 0, "\(result.stderr)")
        try CLIRunner.expectGolden(result.stdout, path: CLIRunner.fixture(golden.golden), name: golden.golden)
    }
}
