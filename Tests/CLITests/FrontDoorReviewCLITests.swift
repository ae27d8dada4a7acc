import Foundation
import Testing

/// Review 37b, the command-line half: each test fails on HEAD ba6f1ef.
@Suite struct FrontDoorReviewCLITests {
    // MARK: 7. A failed write to standard output is exit 2, not a crash

    /// `Console.out` calls `FileHandle.write(_: Data)`, whose `try!` traps on ENOSPC and on
    /// EPIPE when SIGPIPE is ignored: `typescale layout x.json > /dev/full` dies with signal 4
    /// (status 132) and a backtrace.
    @Test func writingToAFullDeviceIsTroubleNotACrash() throws {
        guard FileManager.default.isWritableFile(atPath: "/dev/full") else { return }
        for args in [["styles"], ["layout", CLIRunner.fixture("detail.json")]] {
            let process = Process()
            process.executableURL = CLIRunner.executable
            process.arguments = args
            process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
            let err = Pipe()
            process.standardError = err
            process.standardInput = FileHandle.nullDevice
            var environment = ProcessInfo.processInfo.environment
            environment["SWIFT_BACKTRACE"] = "enable=no"
            process.environment = environment
            try process.run()
            let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationReason == .exit && process.terminationStatus == 2, "\(args): \(process.terminationStatus) \(stderr)")
            #expect(!stderr.contains("Fatal error"), "\(args): \(stderr)")
        }
    }

    // MARK: 8. Layout warnings of a file with several screens say which screen

    static let twoScenes = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="1" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <device id="retina4_0" orientation="portrait"><adaptation id="fullscreen"/></device>
        <scenes>
            <scene sceneID="s1"><objects>
                <viewController storyboardIdentifier="First" id="c1">
                    <view key="view" contentMode="scaleToFill" id="v1">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                        <subviews>
                            <label text="One" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                                <rect key="frame" x="16" y="28" width="30" height="20.5"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="l1" firstAttribute="leading" secondItem="v1" secondAttribute="leadingMargin" id="k1"/>
                            <constraint firstItem="l1" firstAttribute="top" secondItem="v1" secondAttribute="top" constant="28" id="k2"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController storyboardIdentifier="Second" id="c2">
                    <view key="view" contentMode="scaleToFill" id="v2">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                        <subviews>
                            <label text="Two" translatesAutoresizingMaskIntoConstraints="NO" id="l2">
                                <rect key="frame" x="16" y="28" width="30" height="20.5"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="l2" firstAttribute="leading" secondItem="v2" secondAttribute="leadingMargin" id="k3"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>
        </scenes>
    </document>
    """

    @Test func layoutWarningsOfSeveralScreensNameTheScreen() throws {
        let path = try CLIRunner.writeScreen(Self.twoScenes, name: "Two.storyboard")
        let result = try CLIRunner.run(["layout", path])
        #expect(result.status == 0, "\(result.stderr)")
        let ambiguous = result.stderr.split(separator: "\n").filter { $0.contains("ambiguous layout") }
        #expect(!ambiguous.isEmpty, "\(result.stderr)")
        // HEAD: "…/Two.storyboard [L]: ambiguous layout: 'label1' y position …": which of the two?
        #expect(ambiguous.allSatisfy { $0.contains("Second") }, "\(result.stderr)")
    }

    // MARK: 9. `check --report` lists categories in canonical order, each once

    @Test func reportColumnsAreCanonical() throws {
        let directory = try CLIRunner.temporaryDirectory()
        let snapshots = directory.appendingPathComponent("snapshots").path
        let screen = CLIRunner.fixture("detail.json")
        _ = try CLIRunner.run(["check", screen, "--snapshots", snapshots, "--category", "L,AX5", "--record"])
        let listed = directory.appendingPathComponent("listed.html").path
        let canonical = directory.appendingPathComponent("canonical.html").path
        let first = try CLIRunner.run(["check", screen, "--snapshots", snapshots, "--category", "AX5,L,L", "--report", listed])
        let second = try CLIRunner.run(["check", screen, "--snapshots", snapshots, "--category", "L,AX5", "--report", canonical])
        #expect(first.status == 0 && second.status == 0)
        // HEAD: the table's columns are AX5, L, L (the layout text itself is canonical, SPEC §7.1).
        #expect(try String(contentsOfFile: listed, encoding: .utf8) == String(contentsOfFile: canonical, encoding: .utf8))
    }
}
