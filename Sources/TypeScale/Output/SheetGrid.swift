/// Where the contact sheet's panels go: rows of `columns` panels, each column as wide as its
/// widest panel, each row as tall as its tallest panel (screen plus findings list), with the
/// category header above every row.
struct SheetGrid {
    /// Top-left corner of each panel's screen, in sheet pixels.
    let origins: [(x: Double, y: Double)]
    let width: Double
    let height: Double

    init(_ sizes: [(width: Double, height: Double)], columns requested: Int) {
        typealias M = ContactSheet.Metrics
        let columns = max(1, min(requested, sizes.count))
        let rows = (sizes.count + columns - 1) / columns
        var columnWidths = [Double](repeating: 0, count: columns)
        var rowHeights = [Double](repeating: 0, count: rows)
        for (index, size) in sizes.enumerated() {
            columnWidths[index % columns] = max(columnWidths[index % columns], size.width)
            rowHeights[index / columns] = max(rowHeights[index / columns], size.height)
        }
        var columnX = [M.margin]
        for width in columnWidths.dropLast() { columnX.append(columnX[columnX.count - 1] + width + M.gap) }
        // The first row's header sits under the title; later rows' headers in the gap above them.
        var rowY = [M.margin + M.titleHeight + M.headerHeight]
        for height in rowHeights.dropLast() { rowY.append(rowY[rowY.count - 1] + height + M.gap + M.headerHeight) }
        origins = sizes.indices.map { (columnX[$0 % columns], rowY[$0 / columns]) }
        width = 2 * M.margin + columnWidths.reduce(0, +) + Double(columns - 1) * M.gap
        height = (rowY.last ?? M.margin) + (rowHeights.last ?? 0) + M.margin
    }
}
