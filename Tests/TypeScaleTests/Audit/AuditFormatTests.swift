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
}
