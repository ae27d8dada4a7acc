import Foundation

/// `typescale devices`: the built-in devices as an aligned table.
public enum DeviceListing {
    public static func text() -> String {
        let header = ["id", "points", "scale", "safe area (portrait)", "safe area (landscape)", "landscape w,h", "root margin", "aliases"]
        let rows = DeviceTable.all.map { device in
            [device.id, "\(formatNumber(device.width))x\(formatNumber(device.height))", "@\(formatNumber(device.scale))",
             insets(device.safeAreaPortrait), insets(device.safeAreaLandscape),
             "\(device.landscapeWidthClass.rawValue),\(device.landscapeHeightClass.rawValue)",
             formatNumber(device.portraitSideMargin),
             device.aliases.joined(separator: " ")]
        }
        return alignedTable([header] + rows)
    }

    private static func insets(_ insets: EdgeInsets) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map(formatNumber).joined(separator: "/")
    }
}

/// Left-aligned columns separated by two spaces, without trailing spaces.
func alignedTable(_ rows: [[String]]) -> String {
    let columns = rows.map(\.count).max() ?? 0
    var widths = [Int](repeating: 0, count: columns)
    for row in rows {
        for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
    }
    return rows.map { row in
        row.enumerated().map { index, cell in
            index == row.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
        }.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
    }.joined(separator: "\n") + "\n"
}
