import Testing
@testable import TypeScale

/// A borderless button (`clear`: a title and nothing else drawn) is judged against its
/// superview and the safe area by its title, not its tap area (round 36, a designer's review
/// of dev set 50: chrizera's 80-pt "Salvar" with its title above the tab bar, Blockstream's
/// 32-pt button centred on a 24-pt row).
struct BorderlessButtonAuditTests {
    /// An 80-pt button ending 29 pt under the home indicator's 34-pt inset of an iPhone 11
    /// (896 − 34 = 862): its 17-pt title, centred, ends at 891 − 40 + 10.5 ≈ 861.5, inside.
    /// Drawn with a background it is reported by its frame.
    @Test(arguments: [(true, [String]()), (false, ["L save outside safe area: bottom by 29 pt"])])
    func aBorderlessButtonIsJudgedByItsTitle(clear: Bool, expected: [String]) throws {
        let json = """
            { "device": "iphone-11",
              "views": [ { "id": "save", "kind": "button", "title": "Salvar", "clear": \(clear) } ],
              "constraints": [ "H:|-20-[save(80)]", "save.height == 80", "save.bottom == root.bottom - 5" ] }
            """
        let layouts = try LayoutHarness.layouts(json, categories: [.l])
        #expect(LayoutAudit.findings(layouts).map(\.line) == expected)
    }

    /// Its title past its superview is still reported, by the title's overflow: a 32-pt
    /// button whose 40-pt title line runs out of a 24-pt row.
    @Test func aBorderlessButtonsTitlePastItsRowIsReported() throws {
        let json = """
            { "size": { "width": 320, "height": 200, "scale": 2 },
              "views": [ { "id": "row", "kind": "view", "children": [
                  { "id": "small", "kind": "button", "title": "Assets", "clear": true },
                  { "id": "large", "kind": "button", "title": "Assets", "font": { "size": 40 }, "clear": true } ] } ],
              "constraints": [ "H:|[row]|", "V:|-40-[row(24)]", "H:|-8-[small]-8-[large]",
                               "small.centerY == row.centerY", "small.height == 32",
                               "large.centerY == row.centerY", "large.height == 32" ] }
            """
        let layouts = try LayoutHarness.layouts(json, categories: [.l])
        let lines = LayoutAudit.findings(layouts).map(\.line)
        #expect(!lines.contains { $0.contains("small") })
        #expect(lines.contains { $0.hasPrefix("L large outside superview row: top by") })
    }
}
