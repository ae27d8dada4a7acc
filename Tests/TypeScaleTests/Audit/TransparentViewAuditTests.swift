import Testing
@testable import TypeScale

/// A view at alpha 0 is there but cannot be seen, as UIKit draws it (and `hitTest` passes
/// over anything below 0.01): the audit judges it as it judges a hidden one, and so its
/// subviews, while the layout is unchanged. A half-faded view is still seen and judged.
struct TransparentViewAuditTests {
    /// A toast laid over a title, its message far too long for it, at `alpha`; `child`
    /// puts the alpha on a view around the message instead.
    static func screen(alpha: String?, child: Bool = false) -> String {
        let attribute = alpha.map { ", \"alpha\": \($0)" } ?? ""
        let message = "\"id\": \"message\", \"kind\": \"label\", \"text\": \"Your order is on its way to you\""
        let toast = child ? "{ \"id\": \"toast\", \"kind\": \"view\"\(attribute), \"children\": [{ \(message) }] }"
                          : "{ \(message)\(attribute) }"
        let place = child ? ["H:|-16-[toast(120)]", "V:|-40-[toast]", "H:|[message]|", "V:|[message]|"]
                          : ["H:|-16-[message(120)]", "V:|-40-[message]"]
        return """
            { "size": { "width": 320, "height": 200, "scale": 2 },
              "views": [ { "id": "title", "kind": "label", "text": "Delivery" }, \(toast) ],
              "constraints": ["H:|-16-[title]", "V:|-40-[title]", \(place.map { "\"\($0)\"" }.joined(separator: ", "))] }
            """
    }

    @Test func aTransparentViewAndItsTextAreNotJudged() throws {
        for child in [false, true] {
            let layout = try LayoutHarness.layout(Self.screen(alpha: "0", child: child))
            #expect(layout.frame("message")?.width == 120)
            #expect(LayoutAudit.findings(in: layout).isEmpty, "alpha on \(child ? "the toast" : "the message")")
        }
    }

    @Test func aFadedOrOpaqueViewIsJudgedAsShown() throws {
        for alpha in ["0.5", "0.01", nil] {
            let layout = try LayoutHarness.layout(Self.screen(alpha: alpha))
            let lines = LayoutAudit.findings(in: layout).map(\.line)
            #expect(lines == ["L title overlaps message: 62 x 17.5 pt", "L message truncated: needs 229 pt, has 120 pt"],
                    "alpha \(alpha ?? "absent")")
        }
    }

    /// The sheet draws a transparent view and its subviews faded, as it draws hidden ones.
    @Test func theContactSheetFadesATransparentView() throws {
        let layout = try LayoutHarness.layout(Self.screen(alpha: "0", child: true))
        let groups = try ContactSheetTests.parse(ContactSheet.render([layout], findings: []))
            .filter { $0.attributes["class"] == "view" }
        #expect(groups.map { $0.attributes["data-id"] ?? "" } == ["title", "toast", "message"])
        #expect(groups.map { $0.attributes["opacity"] } == [nil, "0.35", "0.35"])
    }

    @Test func anAlphaOutsideZeroToOneIsAnError() {
        #expect(throws: InputError.self) { try LayoutHarness.layout(Self.screen(alpha: "1.5")) }
        do {
            _ = try LayoutHarness.layout(Self.screen(alpha: "-0.5"))
            Issue.record("a negative alpha was accepted")
        } catch let error as InputError {
            #expect(error.description.contains("views[1].alpha: an alpha must be between 0 and 1"), "\(error)")
        } catch { Issue.record("\(error)") }
    }
}
