/// One problem a user would see in one layout (SPEC §8 `audit`).
public struct AuditFinding: Sendable, Equatable {
    /// What kind of problem; the raw value names it in JSON output.
    public enum Kind: String, Sendable, CaseIterable {
        /// A label's text does not fit: too wide for one line, or more lines than allowed or than fit.
        case truncated
        /// Text of a field, button or text view (or a label's single line) cut by its frame.
        case clipped
        /// A view reaching past its superview's bounds (a scroll view's: its content).
        case outsideSuperview
        /// A view with no part inside its superview, or (outside scroll views and tables) the screen.
        case entirelyOutside
        /// Text or a control partly or wholly off the screen where no scroll view can bring it in.
        case unreachable
        /// A view squeezed to a negative width or height, or text or a switch to zero.
        case squeezed
        /// A scroll view whose content is wider than its frame: text that scrolls sideways.
        case scrollsSideways
        /// Wrapping text narrower than its longest word, which then breaks mid-word.
        case breaksWords
        /// A view meant to be inside the safe area reaching into the insets.
        case outsideSafeArea
        /// Two visible siblings covering each other.
        case overlap
        /// Text with a fixed size on a screen whose other text follows Dynamic Type.
        case notScaling
        /// A text-style font set once at launch (no adjustsFontForContentSizeCategory).
        case notUpdating
        /// A screen none of whose text follows Dynamic Type (only with `AuditOptions.requiresScaling`).
        case noTextScales
        /// Required constraints that cannot all hold; one was broken.
        case unsatisfiable
        /// A frame the constraints do not fix.
        case ambiguous
    }

    public var category: ContentSizeCategory
    public var kind: Kind
    /// The view the finding is about; nil for constraint findings.
    public var view: String?
    /// Other views (the superview, the overlapping sibling) or constraints involved.
    public var related: [String]
    /// What is wrong and by how much: `needs 61 pt, has 52 pt`.
    public var detail: String
    /// The ids of the views it is about, for outlining: `view`; each row's copy for a finding
    /// collapsed over a table's rows (`items#0…4.title`); the view of an ambiguity warning.
    public var views: [String]

    public init(category: ContentSizeCategory, kind: Kind, view: String?, related: [String] = [], detail: String,
                views: [String]? = nil) {
        self.category = category
        self.kind = kind
        self.view = view
        self.related = related
        self.detail = detail
        self.views = views ?? view.map { [$0] } ?? []
    }

    /// The finding as one output line: `AX3 nameLabel truncated: needs 61 pt, has 52 pt`.
    public var line: String { category.shortName + " " + body }

    /// The line without its category: `nameLabel truncated: needs 61 pt, has 52 pt`.
    public var body: String { (view.map { $0 + " " } ?? "") + summary + ": " + detail }

    /// The phrase after the view id.
    var summary: String {
        switch kind {
        case .truncated: "truncated"
        case .clipped: "clipped"
        case .outsideSuperview: "outside superview " + (related.first ?? "")
        case .entirelyOutside: "entirely outside " + (related.first.map { "superview " + $0 } ?? "the screen")
        case .unreachable: "unreachable"
        case .squeezed: "squeezed"
        case .scrollsSideways: "scrolls sideways"
        case .breaksWords: "breaks words"
        case .outsideSafeArea: "outside safe area"
        case .overlap: "overlaps " + (related.first ?? "")
        case .notScaling: "does not scale"
        case .notUpdating: "does not update while running"
        case .noTextScales: "no text scales"
        case .unsatisfiable: "unsatisfiable constraints"
        case .ambiguous: "ambiguous layout"
        }
    }
}
