import TypeScale

/// The options shared by the screen commands (SPEC §2).
enum ScreenOptions {
    static func request(_ arguments: Arguments, defaultCategories: [ContentSizeCategory] = [.l]) throws -> LayoutRequest {
        var request = LayoutRequest()
        request.categories = try arguments.value("--category").map(categories) ?? defaultCategories
        if let name = arguments.value("--device") {
            guard let device = Device.named(name) else {
                throw UsageError.unknown("unknown device", name, among: Device.allNames, listedBy: "devices")
            }
            request.container.device = device
        }
        if let size = arguments.value("--size") { request.container.size = try customSize(size) }
        if let orientation = arguments.value("--orientation") {
            guard let value = Orientation(rawValue: orientation) else {
                throw UsageError(description: "--orientation is 'portrait' or 'landscape', found '\(orientation)'")
            }
            request.container.orientation = value
        }
        if let direction = arguments.value("--direction") {
            guard let value = LayoutDirection(rawValue: direction) else {
                throw UsageError(description: "--direction is 'ltr' or 'rtl', found '\(direction)'")
            }
            request.direction = value
        }
        request.boldText = arguments.flag("--bold-text")
        request.canvas = arguments.flag("--canvas")
        request.asIfDynamic = arguments.flag("--as-if-dynamic")
        request.fontFiles = arguments.values("--font")
        return request
    }

    /// The screens of a screen file or Interface Builder file (`--scene` picks one); the
    /// importer's warnings go to stderr as soon as the file is read.
    static func screens(_ path: String, _ arguments: Arguments, _ request: LayoutRequest) throws -> [LoadedScreen] {
        let file = try ScreenFile.load(path: path, fontFiles: request.fontFiles, scene: arguments.value("--scene"))
        for warning in file.warnings { Console.report(.warning(warning)) }
        return file.screens
    }

    /// `L`, `XS,AX5`, or `all`.
    static func categories(_ text: String) throws -> [ContentSizeCategory] {
        if text.lowercased() == "all" { return ContentSizeCategory.allCases }
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        return try names.map { name in
            guard let category = ContentSizeCategory(parsing: name) else {
                throw UsageError.unknown("unknown content size category", name, among: ContentSizeCategory.allCases.map(\.shortName),
                                         listedBy: "categories")
            }
            return category
        }
    }

    /// A number as a person types one: digits, an optional sign and decimal point. Not the
    /// hexadecimal (`0x11`), exponent, `inf` or `nan` forms `Double(String)` also takes
    /// (round 37's review: `--size 320x480@0x2` had been scale 2).
    static func decimal<S: StringProtocol>(_ text: S) -> Double? {
        let text = String(text)
        let body = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
        guard !body.isEmpty, body.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              body.filter({ $0 == "." }).count <= 1, body.contains(where: { $0.isNumber }) else { return nil }
        return Double(text)
    }

    /// `WxH` or `WxH@S` (scale 2 when not given).
    static func customSize(_ text: String) throws -> CustomSize {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        let dimensions = parts[0].split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count <= 2, dimensions.count == 2,
              let width = decimal(dimensions[0]), let height = decimal(dimensions[1]),
              width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 100_000, height <= 100_000 else {
            throw UsageError(description: "--size is WxH or WxH@S in points (e.g. 320x460@2), found '\(text)'")
        }
        var size = CustomSize(width: width, height: height, scale: 2)
        if parts.count == 2 {
            guard let scale = decimal(parts[1]), [1, 2, 3].contains(scale) else {
                throw UsageError(description: "--size scale is 1, 2 or 3, found '\(parts[1])'")
            }
            size.scale = scale
        }
        return size
    }

    static func format(_ arguments: Arguments, allowed: [String]) throws -> String {
        let format = arguments.value("--format") ?? allowed[0]
        guard allowed.contains(format) else {
            throw UsageError(description: "--format is \(allowed.map { "'\($0)'" }.joined(separator: " or ")), found '\(format)'")
        }
        return format
    }
}
