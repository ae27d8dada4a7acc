/// Apple's text-style sizes (HIG Typography → Specifications; reference/dynamic-type.md):
/// point size and leading per category, XS … AX5, for iOS 11+ (every style grows at AX sizes).
enum DynamicTypeTable {
    struct Cell: Sendable, Equatable {
        let size: Double
        let leading: Double
    }

    /// Rows in `TextStyle.allCases` order, twelve cells each in `ContentSizeCategory` order.
    static let rows: [[Cell]] = [
        row("31/38 32/39 33/40 34/41 36/43 38/46 40/48 44/52 48/57 52/61 56/66 60/70"),  // largeTitle
        row("25/31 26/32 27/33 28/34 30/37 32/39 34/41 38/46 43/51 48/57 53/62 58/68"),  // title1
        row("19/24 20/25 21/26 22/28 24/30 26/32 28/34 34/41 39/47 44/52 50/59 56/66"),  // title2
        row("17/22 18/23 19/24 20/25 22/28 24/30 26/32 31/38 37/44 43/51 49/58 55/65"),  // title3
        row("14/19 15/20 16/21 17/22 19/24 21/26 23/29 28/34 33/40 40/48 47/56 53/62"),  // headline
        row("14/19 15/20 16/21 17/22 19/24 21/26 23/29 28/34 33/40 40/48 47/56 53/62"),  // body
        row("13/18 14/19 15/20 16/21 18/23 20/25 22/28 26/32 32/39 38/46 44/52 51/60"),  // callout
        row("12/16 13/18 14/19 15/20 17/22 19/24 21/28 25/31 30/37 36/43 42/50 49/58"),  // subheadline
        row("12/16 12/16 12/16 13/18 15/20 17/22 19/24 23/29 27/33 33/40 38/46 44/52"),  // footnote
        row("11/13 11/13 11/13 12/16 14/19 16/21 18/23 22/28 26/32 32/39 37/44 43/51"),  // caption1
        row("11/13 11/13 11/13 11/13 13/18 15/20 17/22 20/25 24/30 29/35 34/41 40/48"),  // caption2
    ]

    /// Parses "size/leading" cells written as in the reference, so the table reads like it.
    /// The strings are constants above; a typo shows up as a failing table test, not a trap.
    private static func row(_ text: String) -> [Cell] {
        text.split(separator: " ").map { cell in
            let parts = cell.split(separator: "/")
            let size = parts.first.flatMap { Double($0) } ?? 0
            let leading = parts.last.flatMap { Double($0) } ?? 0
            return Cell(size: size, leading: leading)
        }
    }
}
