import Testing
@testable import TypeScale

/// A plain table's prototypes sit under the canvas's "Prototype Cells" header:
/// `sectionHeaderHeight` tall, 28 where the file gives none, 44.5 when it is automatic (-1).
/// Static cells of a plain table have no header.
struct IBPrototypeHeaderTests {
    static func document(header: String, dataMode: String = "prototypes") -> String {
        let section = dataMode == "prototypes" ? ("<prototypes>", "</prototypes>") : ("<sections><tableViewSection id=\"sec\"><cells>", "</cells></tableViewSection></sections>")
        return IBTestDocument.xib(device: "retina4_7", """
                <tableView contentMode="scaleToFill" dataMode="\(dataMode)" style="plain" rowHeight="44" \(header) id="table">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    \(section.0)
                        <tableViewCell id="cell">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                            <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                            </tableViewCellContentView>
                        </tableViewCell>
                    \(section.1)
                </tableView>
        """)
    }

    static func cellY(_ xml: String) throws -> Double {
        let layout = try IBDocumentLayout.firstScreen(xml, file: "table.xib")
        return try #require(layout.views.first { $0.ibObjectId == "cell" }).absoluteFrame.y
    }

    @Test(arguments: [(#"sectionHeaderHeight="22""#, 22.0), ("", 28.0), (#"sectionHeaderHeight="-1""#, 44.5)])
    func thePrototypesSitUnderTheHeader(header: String, y: Double) throws {
        #expect(try Self.cellY(Self.document(header: header)) == y)
    }

    @Test func staticCellsOfAPlainTableHaveNoHeader() throws {
        #expect(try Self.cellY(Self.document(header: #"sectionHeaderHeight="28""#, dataMode: "static")) == 0)
    }
}
