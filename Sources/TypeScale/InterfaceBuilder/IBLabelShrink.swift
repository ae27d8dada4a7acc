/// A label's autoshrink (README "Shrink to fit"): IB writes `adjustsFontSizeToFit="NO"` when
/// it is off, and when on a minimum font scale (`minimumScale`) or, Xcode's older "Minimum
/// Font Size", a least size in points (`minimumFontSize`, as UILabel's deprecated property),
/// with where the smaller line goes (`baselineAdjustment`) when it is not UIKit's default.
enum IBLabelShrink {
    static func members(of element: XMLElementNode) -> [(String, ScreenJSON)] {
        guard let least = least(of: element) else { return [] }
        var members = [least]
        switch element["baselineAdjustment"] {
        case "alignCenters"?: members.append(("baselineAdjustment", .string(BaselineAdjustment.centers.rawValue)))
        case "none"?: members.append(("baselineAdjustment", .string(BaselineAdjustment.none.rawValue)))
        default: break
        }
        return members
    }

    private static func least(of element: XMLElementNode) -> (String, ScreenJSON)? {
        guard element["adjustsFontSizeToFit"] != "NO" else { return nil }
        if let factor = element.number("minimumScaleFactor"), factor > 0 {
            guard factor < 1 else { return nil }
            // IB stores a scale as a float widened to double (0.20000000298023224).
            let scale = max(ViewSpec.minimumScales.lowerBound, (factor * 10_000).rounded() / 10_000)
            return ("minimumScale", .number(scale))
        }
        guard let least = element.number("minimumFontSize"), least >= 1 else { return nil }
        return ("minimumFontSize", .number(min(least, 1000)))
    }
}
