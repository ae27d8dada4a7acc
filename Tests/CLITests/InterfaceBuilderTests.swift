import Foundation
import Testing

/// Interface Builder files end to end (SPEC §10): every sample reads, lays out and imports;
/// the imported screen files lay out to the same frames; bad files fail cleanly.
struct InterfaceBuilderTests {
    /// The real files beside the project (test data under their own licences, never copied).
    static let samples: URL = CLIRunner.repository.deletingLastPathComponent()
        .appendingPathComponent("shared").appendingPathComponent("ib-samples")

    static var sampleFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? [])
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
            .map { samples.appendingPathComponent($0).path }
    }

    @Test func theSamplesAreThere() {
        #expect(Self.sampleFiles.count == 12)
    }

    /// import → layout of the JSON equals layout of the IB file, screen by screen, in JSON
    /// (frames, fonts and the `ib` ids) at several categories.
    @Test(arguments: sampleFiles)
    func importedScreensLayOutToTheSameFrames(_ path: String) throws {
        let directory = try CLIRunner.temporaryDirectory()
        let imported = try CLIRunner.run(["import", path, "-o", directory.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        let written = imported.stdout.split(separator: "\n").map { String($0.dropFirst("wrote ".count)) }
        #expect(!written.isEmpty)
        for file in written {
            let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            // Landscape too: a cell's or freeform view's container there is the file's
            // `size.landscape`, which the written file must carry.
            var portrait = ""
            for options in [["--category", "XS,L,AX5", "--format", "json"],
                            ["--category", "L", "--orientation", "landscape", "--format", "json"]] {
                let direct = try CLIRunner.run(["layout", path, "--scene", name] + options)
                if portrait.isEmpty { portrait = direct.stdout }
                let viaJSON = try CLIRunner.run(["layout", file] + options)
                #expect(direct.status == 0 && viaJSON.status == 0, "\(direct.stderr)\(viaJSON.stderr)")
                // Warning messages quote each file's own line numbers; everything else is equal.
                func withoutMessages(_ text: String) -> [Substring] {
                    text.split(separator: "\n").filter { !$0.contains("\"message\": ") }
                }
                #expect(withoutMessages(direct.stdout) == withoutMessages(viaJSON.stdout), "\(name) \(options)")
            }
            if portrait.contains("\"parent\": \"root\"") {
                #expect(portrait.contains("\"ib\": \""), "layout --format json names each view's IB object")
            }
        }
    }

    /// Every category, portrait and landscape, lays out without an error.
    @Test(arguments: sampleFiles)
    func everySampleLaysOutEverywhere(_ path: String) throws {
        for orientation in ["portrait", "landscape"] {
            let result = try CLIRunner.run(["layout", path, "--category", "all", "--orientation", orientation])
            #expect(result.status == 0, "\(orientation): \(result.stderr)")
            #expect(!result.stderr.contains("error"))
            let blocks = result.stdout.components(separatedBy: "\n# ").count
            #expect(blocks % 12 == 0 && blocks >= 12, "one block per screen and category")
        }
    }

    @Test func importWithoutDirectoryPrintsTheOneScreenOrListsThem() throws {
        let single = try CLIRunner.run(["import", Self.samples.appendingPathComponent("vlc-ios__VLCEmptyLibraryView.xib").path])
        #expect(single.status == 0)
        #expect(single.stdout.hasPrefix("{\n  \"name\": \"vlc-ios__VLCEmptyLibraryView\""))
        let several = try CLIRunner.run(["import", Self.samples.appendingPathComponent("BetterDynamicTypeSupport__Main.storyboard").path])
        #expect(several.status == 2)
        #expect(several.stderr.contains("has 4 screens (DatePickerViewController, oFJ-2B-Urj, StepperViewController, MenuViewController)"))
        let unknown = try CLIRunner.run(["layout", Self.samples.appendingPathComponent("BetterDynamicTypeSupport__Main.storyboard").path,
                                         "--scene", "MenuViewControler"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("no screen named 'MenuViewControler' (did you mean 'MenuViewController'?)"))
    }

    @Test func aStoryboardPrintsOneBlockPerScreenAndCategory() throws {
        let result = try CLIRunner.run(["layout", Self.samples.appendingPathComponent("BetterDynamicTypeSupport__Main.storyboard").path,
                                        "--category", "L,XL"])
        let headers = result.stdout.split(separator: "\n").filter { $0.hasPrefix("#") }.map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
        #expect(headers == ["# DatePickerViewController category=L", "# DatePickerViewController category=XL",
                            "# oFJ-2B-Urj category=L", "# oFJ-2B-Urj category=XL",
                            "# StepperViewController category=L", "# StepperViewController category=XL",
                            "# MenuViewController category=L", "# MenuViewController category=XL"])
        // The iPhone 11 (retina6_1) has a 48-pt inset in the app (its canvas drew 44 before
        // Xcode 14) and a navigation bar adds 44: the menu's stack sits 20 pt below 92.
        #expect(result.stdout.contains("# MenuViewController category=L device=iphone-11 orientation=portrait size=414x896 scale=2"))
        #expect(result.stdout.contains("  stack1 stack 20 112 374 "))
    }

    @Test func checkRecordsOneSnapshotPerScreenAndAuditNamesEachScreen() throws {
        let storyboard = Self.samples.appendingPathComponent("BetterDynamicTypeSupport__Main.storyboard").path
        let snapshots = try CLIRunner.temporaryDirectory().path
        let recorded = try CLIRunner.run(["check", storyboard, "--snapshots", snapshots, "--category", "L", "--record"])
        #expect(recorded.status == 0)
        #expect(recorded.stdout.split(separator: "\n").map { ($0 as Substring).split(separator: "/").last.map(String.init) ?? "" }
                == ["DatePickerViewController.L.txt", "oFJ-2B-Urj.L.txt", "StepperViewController.L.txt", "MenuViewController.L.txt"])
        let checked = try CLIRunner.run(["check", storyboard, "--snapshots", snapshots, "--category", "L"])
        #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
        let audit = try CLIRunner.run(["audit", storyboard, "--category", "L"])
        #expect(audit.status == 1)
        // The menu's buttons use the body style without adjustsFontForContentSizeCategory.
        #expect(audit.stdout.contains("# MenuViewController\nL button1 does not update while running: "))
    }
}
