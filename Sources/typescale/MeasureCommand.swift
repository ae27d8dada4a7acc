import TypeScale

/// `typescale measure TEXT (--style S | --size PT) …`: one text measured as UIKit would.
enum MeasureCommand {
    static func run(_ args: [String]) throws -> Int32 {
        throw UsageError(description: "measure is not wired yet")
    }
}
