/// The font weights typescale measures with: the four bundled Inter faces.
public enum FontWeight: String, CaseIterable, Sendable, Comparable {
    case regular, medium, semibold, bold

    /// The OpenType `usWeightClass` of the weight (400 … 700).
    public var weightClass: Int {
        switch self {
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        }
    }

    /// The weight with the Bold Text accessibility setting on (SPEC §2: regular → semibold,
    /// semibold → bold). Medium steps up by the same 200 to bold; bold has no heavier face
    /// here and stays bold. Text styles without an explicit weight follow
    /// `TextStyle.weight(boldText:)` instead.
    public var boldTextVariant: FontWeight {
        switch self {
        case .regular: .semibold
        case .medium, .semibold, .bold: .bold
        }
    }

    /// The weight nearest to an OpenType weight class; ties go to the lighter weight.
    public init(nearestTo weightClass: Int) {
        var best = FontWeight.regular
        for weight in FontWeight.allCases where abs(weight.weightClass - weightClass) < abs(best.weightClass - weightClass) {
            best = weight
        }
        self = best
    }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool {
        lhs.weightClass < rhs.weightClass
    }
}
