import Testing
@testable import TypeScale

struct AuditFormatTests {
    let findings = [
        AuditFinding(category: .ax3, kind: .truncated, view: "nameLabel", detail: "needs 61 pt, has 52 pt"),
        AuditFinding(category: .ax5, kind: .overlap, view: "a", related: ["b"], detail: "12 x 20.5 pt"),
    ]

    @Test func textIsOneLinePerFinding() {
        #expect(AuditFormat.text(findings) == "AX3 nameLabel truncated: needs 61 pt, has 52 pt\nAX5 a overlaps b: 12 x 20.5 pt\n")
        #expect(AuditFormat.text([]) == "")
    }

    @Test func jsonKeepsKeyOrderAndNullView() {
        let constraint = AuditFinding(category: .l, kind: .unsatisfiable, view: nil, related: ["c\"1"], detail: "breaking x")
        #expect(AuditFormat.json([findings[1], constraint], screenName: "detail") == """
        {
          "screen": "detail",
          "findings": [
            {
              "category": "AX5",
              "kind": "overlap",
              "view": "a",
              "related": [
                "b"
              ],
              "detail": "12 x 20.5 pt",
              "line": "AX5 a overlaps b: 12 x 20.5 pt"
            },
            {
              "category": "L",
              "kind": "unsatisfiable",
              "view": null,
              "related": [
                "c\\"1"
              ],
              "detail": "breaking x",
              "line": "L unsatisfiable constraints: breaking x"
            }
          ]
        }

        """)
    }

    /// `audit --group`: a finding the same but for its category is one line naming its
    /// categories, at its first category's place; a detail that differs keeps lines apart.
    @Test func groupedFindingsNameTheirCategoriesOnce() {
        let categories: [ContentSizeCategory] = [.xs, .s, .m, .l, .xl, .ax1, .ax2, .ax4]
        var all = categories.map { AuditFinding(category: $0, kind: .outsideSuperview, view: "photo", related: ["root"], detail: "right by 8 pt") }
        all.insert(AuditFinding(category: .m, kind: .truncated, view: "title", detail: "needs 61 pt, has 52 pt"), at: 3)
        all.append(AuditFinding(category: .ax5, kind: .truncated, view: "title", detail: "needs 61 pt, has 52 pt"))
        all.append(AuditFinding(category: .ax5, kind: .truncated, view: "title", related: ["x"], detail: "needs 61 pt, has 52 pt"))
        all.append(AuditFinding(category: .ax4, kind: .truncated, view: "title", detail: "needs 99 pt, has 52 pt"))
        #expect(AuditFormat.text(all, grouped: true) == """
        XS\u{2026}XL,AX1,AX2,AX4 photo outside superview root: right by 8 pt
        M,AX5 title truncated: needs 61 pt, has 52 pt
        AX5 title truncated: needs 61 pt, has 52 pt
        AX4 title truncated: needs 99 pt, has 52 pt

        """)
        #expect(AuditFormat.text(all, grouped: false).split(separator: "\n").count == all.count)
        // A finding repeated within one category is not folded away.
        let twice = [all[0], all[0], all[1]]
        #expect(AuditFormat.text(twice, grouped: true) == "XS photo outside superview root: right by 8 pt\nXS,S photo outside superview root: right by 8 pt\n")
        #expect(CategoryGrouping.list([.ax5, .l, .xl, .xxl, .ax4, .ax3]) == "L\u{2026}XXL,AX3\u{2026}AX5")
        let json = AuditFormat.json(screens: [(name: "detail", findings: Array(all.prefix(3)))], grouped: true)
        #expect(json.contains("""
              "category": "XS",
              "categories": [
                "XS",
                "S",
                "M"
              ],
        """))
        #expect(json.contains("\"line\": \"XS\u{2026}M photo outside superview root: right by 8 pt\""))
    }
}
