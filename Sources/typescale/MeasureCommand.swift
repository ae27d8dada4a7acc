import TypeScale

/// `typescale measure TEXT (--style S | --size PT) …`: one text measured as UIKit would (SPEC §5.5).
enum MeasureCommand {
    static func run(_ args: [String]) throws -> Int32 {
        let arguments = try Arguments(args, command: "measure")
        let text = try arguments.single("text to measure")
        var spec: FontSpec
        switch (arguments.value("--style"), arguments.value("--size")) {
        case (let name?, nil):
            guard let style = TextStyle(rawValue: name) else {
                throw UsageError.unknown("unknown text style", name, among: TextStyle.allCases.map(\.rawValue), listedBy: "styles")
            }
            spec = .style(style)
        case (nil, let size?):
            spec = .fixed(try number(size, option: "--size", in: 1...1000))
        default:
            throw UsageError(description: "give either --style or --size")
        }
        if let weight = arguments.value("--weight") {
            guard let value = FontWeight(rawValue: weight) else {
                throw UsageError(description: "--weight is one of \(FontWeight.allCases.map(\.rawValue).joined(separator: ", ")), found '\(weight)'")
            }
            spec.weight = value
        }
        let category = try arguments.value("--category").map(ScreenOptions.categories) ?? [.l]
        guard category.count == 1 else { throw UsageError(description: "measure takes one --category") }
        let scale = try arguments.value("--scale").map { try number($0, option: "--scale", in: 1...3) } ?? 3
        guard [1, 2, 3].contains(scale) else { throw UsageError(description: "--scale is 1, 2 or 3") }
        let width = try arguments.value("--width").map { try number($0, option: "--width", in: 0...1_000_000) }
        let format = try ScreenOptions.format(arguments, allowed: ["text", "json"])

        let catalog = FontCatalog.standard()
        if let file = arguments.value("--font") {
            do {
                spec.family = try catalog.addFontFile(at: file)
            } catch {
                throw InputError(file: file, path: nil, location: nil, message: error.problem, detail: [])
            }
        }
        let environment = FontEnvironment(category: category[0], grid: PixelGrid(scale: scale))
        let report = try MeasureReport(text: text, spec: spec, environment: environment, wrapWidth: width, catalog: catalog)
        Console.out((format == "json" ? report.json() : report.text()) + "\n")
        return ExitStatus.success
    }

    private static func number(_ text: String, option: String, in range: ClosedRange<Double>) throws -> Double {
        guard let value = ScreenOptions.decimal(text), value.isFinite, range.contains(value) else {
            throw UsageError(description: "\(option) takes a number from \(Int(range.lowerBound)) to \(Int(range.upperBound)), found '\(text)'")
        }
        return value
    }
}
