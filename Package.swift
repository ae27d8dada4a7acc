// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "typescale",
    products: [
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .library(name: "TypeScale", targets: ["TypeScale"]),
        .executable(name: "typescale", targets: ["typescale"]),
        .executable(name: "typescale-bench", targets: ["typescale-bench"]),
        .executable(name: "typescale-fuzz", targets: ["typescale-fuzz"]),
    ],
    targets: [
        // The constraint engine: knows nothing of views or fonts.
        .target(name: "LayoutSolver"),
        // Screens, fonts, Dynamic Type, layout pipeline, output: knows nothing of argv.
        .target(
            name: "TypeScale",
            dependencies: ["LayoutSolver"],
            // The fonts are compiled in (Fonts/Embedded, from these files): no resource bundle.
            exclude: ["Resources"]
        ),
        // Thin command line: arguments, files, exit codes.
        .executableTarget(name: "typescale", dependencies: ["TypeScale"]),
        .executableTarget(name: "typescale-bench", dependencies: ["TypeScale", "LayoutSolver"]),
        // What the test targets share: the seeded generator of their property and fuzz tests,
        // and scratch directories that a later run removes.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver", "TestSupport"]),
        .testTarget(
            name: "TypeScaleTests",
            dependencies: ["TypeScale", "TestSupport"],
            resources: [.copy("Data")]
        ),
        // The benchmark's own code (its export writer), through @testable import.
        .testTarget(name: "BenchTests", dependencies: ["typescale-bench"], path: "Tests/BenchTests"),
        // End-to-end: runs the built `typescale` binary.
        .testTarget(name: "CLITests", dependencies: ["typescale", "TestSupport"]),
        // Fuzzing (`make fuzz`): one input through every command, and the libFuzzer entry.
        .target(name: "TypeScaleFuzzing", dependencies: ["TypeScale"], path: "Tests/Fuzz/Harness"),
        .executableTarget(name: "typescale-fuzz", dependencies: ["TypeScaleFuzzing"], path: "Tests/Fuzz/Driver"),
        // Replays Tests/FuzzRegressions through the built `typescale-fuzz`, each under a time limit.
        .testTarget(name: "FuzzRegressionTests", dependencies: ["typescale-fuzz"], path: "Tests/FuzzRegressionTests"),
    ]
)
