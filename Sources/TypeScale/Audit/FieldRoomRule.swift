/// Fields a larger text size leaves room for only a few typed characters: their own text
/// grew past their width, or a label beside them grew and took it (round 30: a
/// designer's review of dev set 37 found huajiejin's trip form's three fields at 102 pt at AX3,
/// about four characters of their 40-pt text, as its most important miss; 31 pt at AX5).
///
/// Characters are counted by what a typed one takes (`TextInfo.characterWidth`, the mean
/// lower-case letter), in the room the field's padding leaves. A field is squeezed when it
/// holds fewer than `fewestCharacters` at the category and held at least that many at L, its
/// designed size: a code or quantity field built for two digits is short by design, and
/// stays so.
enum FieldRoomRule {
    /// Fewer characters than this make typed text scroll within a word or two.
    static let fewestCharacters = 6.0

    static func findings(for index: Int, in scene: AuditedScene) -> [AuditFinding] {
        let view = scene.layout.views[index]
        guard view.kind == .field, scene.layout.category != .l, let held = characters(in: view),
              held < fewestCharacters,
              let designed = scene.designedView(view.id), let heldAtL = characters(in: designed),
              heldAtL >= fewestCharacters else { return [] }
        let font = view.text.map { formatNumber($0.font.size) } ?? ""
        return [AuditFinding(category: scene.layout.category, kind: .squeezed, view: view.id,
                             detail: "room for \(count(held)) of its \(font)-pt text, \(count(heldAtL)) at L")]
    }

    /// The typed characters the field's text area holds, fractions and all.
    static func characters(in view: LaidOutView) -> Double? {
        guard let text = view.text, let character = text.characterWidth, character > 0 else { return nil }
        let room = view.frame.width - text.padding.left - text.padding.right
        return max(0, room) / character
    }

    /// Whole characters shown: `1 character`, `4 characters`, `under 1 character`.
    static func count(_ characters: Double) -> String {
        let whole = Int(characters.rounded(.down))
        switch whole {
        case 0: return "under 1 character"
        case 1: return "1 character"
        default: return "\(whole) characters"
        }
    }
}
