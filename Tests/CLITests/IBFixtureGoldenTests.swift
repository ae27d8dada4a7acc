import Foundation
import Testing

/// The hand-written Interface Builder fixtures (`Fixtures/ib/`) against their reviewed goldens,
/// all 12 categories; plus the frames worked by hand. Re-record with `TYPESCALE_RECORD=1`.
struct IBFixtureGoldenTests {
    struct Golden: CustomStringConvertible, Sendable {
        var file: String
        var arguments: [String] = []
        var golden: String
        var description: String { golden }
    }

    static let goldens: [Golden] = [
        Golden(file: "constraint-forms.xib", golden: "constraint-forms.all.txt"),
        Golden(file: "stack.xib", golden: "stack.all.txt"),
        Golden(file: "table.storyboard", golden: "table.all.txt"),
        Golden(file: "variations.storyboard", golden: "variations.all.txt"),
        Golden(file: "variations.storyboard", arguments: ["--orientation", "landscape"], golden: "variations.landscape.all.txt"),
        Golden(file: "legacy-guides.storyboard", golden: "legacy-guides.all.txt"),
        Golden(file: "freeform-cell.xib", golden: "freeform-cell.all.txt"),
        Golden(file: "wrapping-labels.xib", golden: "wrapping-labels.all.txt"),
        Golden(file: "proportional-stack.xib", golden: "proportional-stack.all.txt"),
        Golden(file: "view-safe-area.storyboard", golden: "view-safe-area.all.txt"),
        Golden(file: "view-safe-area.storyboard", arguments: ["--orientation", "landscape"], golden: "view-safe-area.landscape.all.txt"),
        Golden(file: "safe-area-cards.xib", golden: "safe-area-cards.all.txt"),
        Golden(file: "safe-area-cards.xib", arguments: ["--orientation", "landscape"], golden: "safe-area-cards.landscape.all.txt"),
    ]

    static func fixture(_ name: String) -> String { CLIRunner.fixture("ib/" + name) }

    @Test(arguments: goldens)
    func matchesGolden(_ golden: Golden) throws {
        let result = try CLIRunner.run(["layout", Self.fixture(golden.file), "--category", "all"] + golden.arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "the fixtures are unambiguous and fully modelled: \(result.stderr)")
        try CLIRunner.expectGolden(result.stdout, path: Self.fixture(golden.golden), name: golden.golden)
    }

    static func lines(_ file: String, _ arguments: [String] = []) throws -> [String] {
        try CLIRunner.run(["layout", fixture(file)] + arguments).stdout.split(separator: "\n").map(String.init)
    }

    /// Worked by hand on an iPhone 15 (insets 59 and 34; 59 at each side in landscape). The
    /// 500-pt banner, wider than the screen, has the whole insets: its message 59 + 8 = 67
    /// down, its legacy body button 21 + 12 = 33 tall ending 160 − 34 − 8 = 118, so at y 85;
    /// at AX5 the button is 64 + 12 = 76 tall, at 42. In landscape it lies inside the 852-pt
    /// screen and reaches the housing's side only: the message at 59 + 16 = 75 and 8, the
    /// button at 160 − 8 − 33 = 119. The 300 × 150 cell reaches the housing (its caption at
    /// 67) but not the home indicator; in landscape no top inset (8).
    @Test func safeAreaCardsByHand() throws {
        let portrait = try Self.lines("safe-area-cards.xib", ["--category", "L,AX5"])
        #expect(portrait.contains { $0.hasPrefix("  messageLabel label 16 67 ") })
        #expect(portrait.contains { $0.hasPrefix("  retryButton button 16 85 ") && $0.hasSuffix(" 33") })
        #expect(portrait.contains { $0.hasPrefix("  retryButton button 16 42 ") && $0.hasSuffix(" 76") })
        #expect(portrait.contains { $0.hasPrefix("    captionLabel label 12 67 ") })
        let landscape = try Self.lines("safe-area-cards.xib", ["--orientation", "landscape"])
        #expect(landscape.contains { $0.hasPrefix("  messageLabel label 75 8 ") })
        #expect(landscape.contains { $0.hasPrefix("  retryButton button 75 119 ") })
        #expect(landscape.contains { $0.hasPrefix("    captionLabel label 12 8 ") })
    }

    /// Worked by hand on a 320 × 200 @2x freeform view with 16-pt root margins.
    @Test func constraintFormsByHand() throws {
        let lines = try Self.lines("constraint-forms.xib")
        // width = 320 × 1/3 = 106.667 → right edge 122.667 rounds to 122.5; height = 45/55 of
        // it = 87.27 → bottom 97.27 rounds to 97.5.
        #expect(lines.contains("  box view 16 10 106.5 87.5"))
        // The placeholder width 50 is dropped; 0.33 × 320 = 105.6 → 105.5; 12 below the box (@750).
        #expect(lines.contains("  view1 view 0 109.5 105.5 4"))
        // Autoresizing: flexible left margin keeps the right one (10 pt); fixed size and top.
        #expect(lines.contains("  view2 view 270 10 40 20"))
        // 8 pt after the box (130.667 → 130.5), centred on it: 53.64 − 20.5 / 2 → 43.5.
        #expect(lines.contains { $0.hasPrefix("  title label 130.5 43.5 ") })
    }

    /// Worked by hand: legacy buttons are their titles' widths in whole points, at least 30
    /// (at L "0%" 30, "10% (standard)" 115, "20%" 34: 179 in all). The first share holds at
    /// 999, 335 × 30/179 = 56.15; the last is held equal to it; the middle takes the rest,
    /// 222.7. At AX5 (73, 340, 104: 517) the first is 335 × 73/517 = 47.30.
    @Test func proportionalStackByHand() throws {
        let large = try Self.lines("proportional-stack.xib")
        #expect(large.contains("    none button 0 0 56 33"))
        #expect(large.contains("    some button 56 0 223 33"))
        #expect(large.contains("    more button 279 0 56 33"))
        let ax5 = try Self.lines("proportional-stack.xib", ["--category", "AX5"])
        #expect(ax5.contains("    none button 0 0 47.5 76"))
        #expect(ax5.contains("    more button 287.5 0 47.5 76"))
    }

    /// Worked by hand on an iPhone X (44 top, 34 bottom; 44 sides and 21 bottom in landscape):
    /// the page fills the screen, so its own safe area is the root's. The title is 20 below
    /// it, y 64 (landscape: x 44 + 16 = 60, y 20); the button's bottom 20 above it, 812 − 34 −
    /// 20 = 758, so y 725 for a 33-pt button (landscape: 375 − 21 − 20 − 33 = 301).
    @Test func viewSafeAreaByHand() throws {
        let portrait = try Self.lines("view-safe-area.storyboard")
        #expect(portrait.contains { $0.hasPrefix("    title label 16 64 343 ") })
        #expect(portrait.contains("    start button 168.667 725 38 33"))
        let landscape = try Self.lines("view-safe-area.storyboard", ["--orientation", "landscape"])
        #expect(landscape.contains { $0.hasPrefix("    title label 60 20 692 ") })
        #expect(landscape.contains("    start button 387 301 38 33"))
    }

    /// A placeholder constraint is imported as `"placeholder": true`, so the screen file still
    /// shows it; the layout drops it unless asked to lay out IB's canvas, where the bar's
    /// width is the placeholder's 50 (required) instead of 0.33 × 320 (@999).
    @Test func placeholdersAreKeptOnlyOnTheCanvas() throws {
        let imported = try CLIRunner.run(["import", Self.fixture("constraint-forms.xib")]).stdout
        #expect(imported.contains(#""id": "bar-placeholder""#))
        #expect(imported.contains(#""placeholder": true"#))
        let canvas = try Self.lines("constraint-forms.xib", ["--canvas"])
        #expect(canvas.contains("  view1 view 0 109.5 50 4"))
        #expect(try Self.lines("constraint-forms.xib").contains("  view1 view 0 109.5 105.5 4"))
    }

    @Test func variationsInstallByHeightClass() throws {
        let portrait = try Self.lines("variations.storyboard")
        #expect(!portrait.contains { $0.contains("landscapeOnly") })
        #expect(portrait.contains { $0.hasPrefix("  stack1 stack 20 40 374 ") })
        let landscape = try Self.lines("variations.storyboard", ["--orientation", "landscape"])
        // Compact height: a horizontal stack with 20 pt spacing, 8 pt from the top (no status bar).
        #expect(landscape.contains { $0.hasPrefix("  stack1 stack 20 8 696 ") })
        #expect(landscape.contains { $0.hasPrefix("  landscapeOnly view 20 ") })
    }

    @Test func legacyLayoutGuidesAreTheSafeArea() throws {
        let lines = try Self.lines("legacy-guides.storyboard")
        // The top guide's bottom is the 20-pt status bar; the bottom guide's top the screen's bottom.
        #expect(lines.contains { $0.hasPrefix("  label1 label 16 28 ") })
        #expect(lines.contains("  button1 button 16 522 288 30"))
    }

    @Test func accessoryNarrowsTheContentView() throws {
        let cell = try Self.lines("freeform-cell.xib")
        // 300 − (16 + 10.5) for the disclosure indicator inside the 16-pt margin (a cell no
        // wider than 320 keeps 16 on a 393-pt iPhone) = 273.5, on the @3x grid 273.667.
        #expect(cell.contains("  contentView1 view 0 0 273.667 60"))
        // Beside the accessory the content view's trailing margin is 8: the title, from x 64
        // to that margin, is 273.667 − 64 − 8 = 201.667 wide (193.667 until round 19).
        #expect(cell.contains { $0.hasPrefix("    titleLabel label 64 ") && $0.contains(" 201.667 ") })
        let table = try Self.lines("table.storyboard")
        // A table view controller's table is a scroll view in the root, the rows its content.
        #expect(table.contains("      contentView2 view 0 0 348.5 60"))  // 375 − (16 + 10.5)
        // The self-sizing row: 11-pt cell margins around a 20.5-pt body label, under the
        // plain table's 28-pt "Prototype Cells" header; the second row follows it. Its label
        // is held by its centre alone, so its content leaves the row free: its own 60 pt, the
        // design, where UIKit alone would fall back to 44 (round 24).
        #expect(table.contains("    cell1 view 0 28 375 42.5"))
        #expect(table.contains("    cell2 view 0 70.5 375 60"))
    }
}
