import Foundation
import Testing

/// Numbers of the bundled fixtures worked out by hand, independently of the goldens.
struct FixtureHandWorkedTests {
    /// The `id kind x y width height` line of a view in one category's block.
    static func frame(_ fixture: String, _ id: String, category: String, _ extra: [String] = []) throws -> [Double] {
        let result = try CLIRunner.run(["layout", CLIRunner.fixture(fixture), "--category", category] + extra)
        let line = try #require(result.stdout.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(id + " ") })
        return line.split(separator: " ").dropFirst(2).prefix(4).compactMap { Double($0) }
    }

    @Test func detailForm() throws {
        // XXL body: 21 pt, line 25.061 → 25.5 on @2x. Labels share the widest label's width
        // (equal widths), the field starts at 8 + label width + 8 and is 25.5 + 13 = 38.5 tall,
        // 8 below the 20 pt status bar; the next row is 8 lower.
        let label = try Self.frame("detail.json", "nameLabel", category: "XXL")
        let serialLabel = try Self.frame("detail.json", "serialLabel", category: "XXL")
        let field = try Self.frame("detail.json", "nameField", category: "XXL")
        let serialField = try Self.frame("detail.json", "serialField", category: "XXL")
        #expect(label[2] == serialLabel[2])
        #expect(field[0] == 8 + label[2] + 8)
        #expect(field[2] == 320 - 8 - field[0])
        #expect(field[1] == 28 && field[3] == 38.5)
        #expect(serialField[1] == 28 + 38.5 + 8)
        // The label's baseline matches the field's: (38.5 − 25.5) / 2 lower than the field.
        #expect(label[1] == 28 + 6.5)
    }

    @Test func itemCell() throws {
        // XXL: the row is 65 tall and the thumbnail 55 × 55, centred: y = (65 − 55) / 2 = 5;
        // the name starts at 8 + 55 + 8 = 71. XL: a 45 pt thumbnail, a 55 pt row.
        #expect(try Self.frame("item-cell.json", "cell", category: "XXL") == [0, 20, 320, 65])
        #expect(try Self.frame("item-cell.json", "thumbnail", category: "XXL") == [8, 5, 55, 55])
        #expect(try Self.frame("item-cell.json", "nameLabel", category: "XXL")[0] == 71)
        #expect(try Self.frame("item-cell.json", "thumbnail", category: "XL") == [8, 5, 45, 45])
        // AX5 keeps XXXL's 65 (the nearest smaller category given).
        #expect(try Self.frame("item-cell.json", "thumbnail", category: "AX5")[3] == 65)
    }

    @Test func autorotation() throws {
        // Portrait: 320 × 460 below the status bar; two buttons of (460 − 3 × 20) / 2 = 200.
        #expect(try Self.frame("autorotation.json", "portrait", category: "L") == [0, 20, 320, 460])
        #expect(try Self.frame("autorotation.json", "barPortrait", category: "L") == [20, 240, 280, 200])
        // Landscape: 480 × 300; two buttons of (480 − 3 × 20) / 2 = 210 side by side.
        let landscape = ["--orientation", "landscape"]
        #expect(try Self.frame("autorotation.json", "landscape", category: "L", landscape) == [0, 20, 480, 300])
        #expect(try Self.frame("autorotation.json", "barLandscape", category: "L", landscape) == [250, 20, 210, 260])
        let portraitOnly = try CLIRunner.run(["layout", CLIRunner.fixture("autorotation.json"), "--orientation", "landscape"])
        #expect(!portraitOnly.stdout.contains("Portrait"))
    }

    @Test func mbFontAdapter() throws {
        // 15 pt on the 320 pt design: a line is 15 × 1.193359375 = 17.9 → 18 on @2x, and the
        // legacy button is 18 + 2 × 6 = 30 tall (UIKit's 30). iPhone 8 adds 2 (17 pt: 20.287 →
        // 20.5 for the label, 21 for the button's title, which rounds to whole points: 33);
        // iPhone 8 Plus adds 3 (18 pt: 21.48 → 21.667 on @3x).
        #expect(try Self.frame("mbfont.json", "titleLabel", category: "L")[3] == 18)
        #expect(try Self.frame("mbfont.json", "signInButton", category: "L")[3] == 30)
        #expect(try Self.frame("mbfont.json", "titleLabel", category: "L", ["--device", "iphone-8"])[3] == 20.5)
        #expect(try Self.frame("mbfont.json", "signInButton", category: "L", ["--device", "iphone-8"])[3] == 33)
        let plus = try CLIRunner.run(["layout", CLIRunner.fixture("mbfont.json"), "--device", "iphone-8-plus"])
        #expect(plus.stdout.contains("  titleLabel label 16 36 382 21.667\n"))
        // Fixed fonts do not follow the category.
        #expect(try Self.frame("mbfont.json", "titleLabel", category: "AX5")[3] == 18)
    }

    @Test func itemListRowHeights() throws {
        // Fixed heights 44 … 75: row 3 starts at 3 × the row height.
        for (category, height) in [("L", 44.0), ("XL", 55), ("XXL", 65), ("XXXL", 75), ("AX3", 75)] {
            #expect(try Self.frame("item-list.json", "items#3", category: category) == [0, 3 * height, 320, height], "\(category)")
        }
        // Self-sizing at L: the 40 pt thumbnail with 2 pt margins makes the row 44 tall (the
        // labels need 2 + 20.5 + 14.5 + 2 = 39).
        #expect(try Self.frame("item-list-automatic.json", "items#1", category: "L") == [0, 44, 320, 44])
    }
}
