import Foundation
import TypeScale

/// Interface Builder import: the largest sample (`../shared/ib-samples`, NetNewsWire's
/// Inspector storyboard) read, imported and laid out at all 12 categories, against laying out
/// the screen files `typescale import` makes of it (each decoded from its text every run).
/// The goal: importing costs at most 2× the JSON path. The two run alternately and the
/// ratio is the median of each round's (`Stopwatch.measurePair`).
struct IBImportBench {
    static let sample = "../shared/ib-samples/NetNewsWire__Inspector.storyboard"

    func run(policy: RunPolicy) throws -> (results: [CaseResult], ratios: [BenchReport.Ratio]) {
        guard FileManager.default.fileExists(atPath: Self.sample) else {
            return ([CaseResult(name: "ibimport.all12", median: .nan, runs: 0, peakKilobytes: 0,
                                note: "skipped: \(Self.sample) not found (run from the repository root)")], [])
        }
        var request = LayoutRequest()
        request.categories = ContentSizeCategory.allCases
        let texts = try InterfaceBuilderImport.load(path: Self.sample).screens.map { $0.json.text() }
        var views = 0
        let measured = try Stopwatch.measurePair(policy, {
            let imported = try InterfaceBuilderImport.load(path: Self.sample)
            views = 0
            for screen in imported.screens {
                let layouts = try LoadedScreen.load(screen.screen, path: Self.sample, fontFiles: []).layouts(request)
                views += layouts.first?.views.count ?? 0
            }
        }, {
            for text in texts {
                let screen = try ScreenDecoder.decode(Array(text.utf8), file: "imported.json")
                _ = try LoadedScreen.load(screen, path: "imported.json", fontFiles: []).layouts(request)
            }
        })
        let (direct, viaJSON) = (measured.first, measured.second)
        let note = "\(texts.count) screens, \(views) views incl. roots, 12 categories"
        return ([CaseResult(name: "ibimport.storyboard.all12", median: direct.median, runs: direct.runs,
                            peakKilobytes: peakMemoryKilobytes(), note: note),
                 CaseResult(name: "ibimport.json.all12", median: viaJSON.median, runs: viaJSON.runs,
                            peakKilobytes: peakMemoryKilobytes(), note: note)],
                [BenchReport.Ratio(name: "IB import + layout / layout of the imported JSON", value: measured.ratio, goal: 2)])
    }
}
