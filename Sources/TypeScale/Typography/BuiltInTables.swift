/// The tables `typescale categories` and `typescale styles` print: aligned columns, one
/// header line, LF line endings, a final newline, no trailing spaces.
public enum BuiltInTables {
    /// Every content size category with its four spellings, in canonical order.
    public static func categoriesText() -> String {
        var rows = [["short", "UIKit", "raw value", "SwiftUI"]]
        for category in ContentSizeCategory.allCases {
            rows.append([category.shortName, category.uiKitName, category.rawValueName, category.swiftUIName])
        }
        return aligned(rows, rightAligned: [])
    }

    /// Every text style: its weight (and Bold Text weight), then its point size per category.
    public static func stylesText() -> String {
        var header = ["style", "weight", "bold"]
        header += ContentSizeCategory.allCases.map(\.shortName)
        var rows = [header]
        for style in TextStyle.allCases {
            var row = [style.rawValue, style.weight.rawValue, style.weight(boldText: true).rawValue]
            row += ContentSizeCategory.allCases.map { formatNumber(style.pointSize(at: $0)) }
            rows.append(row)
        }
        return aligned(rows, rightAligned: Set(3..<header.count))
    }

    /// Columns padded to their widest cell, two spaces apart; numbers right-aligned.
    static func aligned(_ rows: [[String]], rightAligned: Set<Int>) -> String {
        let columnCount = rows.map(\.count).max() ?? 0
        let widths = (0..<columnCount).map { column in
            rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        var text = ""
        for row in rows {
            var line = ""
            for (column, cell) in row.enumerated() {
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                if column > 0 { line += "  " }
                line += rightAligned.contains(column) ? padding + cell : cell + padding
            }
            while line.hasSuffix(" ") { line.removeLast() }
            text += line + "\n"
        }
        return text
    }
}
