/// A screen's families its fonts lack, stood in for by the system font where its `standIns`
/// name them (SPEC §10: a missing font is a warning and the system font stands in; README
/// "Fonts a run lacks"). An imported screen names every custom family it uses there (measured
/// off Interface Builder's frames where its labels can be); a hand-written one names those its
/// author wants stood in, and any other family a run lacks is an error when laid out.
extension LoadedScreen {
    /// `screen` with each font of a family its `standIns` name and `fonts` cannot find (by
    /// family, any case, or file name, as the layout finds fonts: a row never hides a font
    /// file given) made the system family standing in for it, measured as its row says; and
    /// those families, each once, in document order.
    static func standingIn(_ screen: Screen, fonts: FontCatalog) -> (screen: Screen, families: [String]) {
        guard !screen.standIns.isEmpty else { return (screen, []) }
        let rows = screen.standIns
        var missing: [String] = []
        var found: [String] = []
        func lacks(_ family: String, weight: FontWeight) -> Bool {
            if missing.contains(family) { return true }
            if found.contains(family) { return false }
            let lacking = rows.contains { $0.family.lowercased() == family.lowercased() }
                && (try? fonts.faceLookup(family: family, weight: weight)) == nil
            if lacking { missing.append(family) } else { found.append(family) }
            return lacking
        }
        func standIn(_ views: inout [ViewSpec]) {
            for index in views.indices {
                if var font = views[index].font {
                    for alternative in font.alternatives.indices {
                        var spec = font.alternatives[alternative].value
                        let weight = spec.weight ?? .regular
                        guard spec.standsInFor == nil, lacks(spec.family, weight: weight) else { continue }
                        spec.standsInFor = spec.family
                        spec.standIn = FontStandIn.measure(of: spec.family, weight: weight, in: rows)
                        spec.family = FontSpec.systemFamily
                        font.alternatives[alternative].value = spec
                    }
                    views[index].font = font
                }
                standIn(&views[index].children)
            }
        }
        var standing = screen
        standIn(&standing.views)
        return (standing, missing)
    }

    /// The families a screen's fonts name that `fonts` cannot find, each once, in document
    /// order: what an imported screen's `standIns` list.
    static func lackedFamilies(of screen: Screen, fonts: FontCatalog) -> [String] {
        var families: [String] = []
        func visit(_ views: [ViewSpec]) {
            for view in views {
                for alternative in view.font?.alternatives ?? [] {
                    let spec = alternative.value
                    guard !families.contains(spec.family),
                          (try? fonts.faceLookup(family: spec.family, weight: spec.weight ?? .regular)) == nil else { continue }
                    families.append(spec.family)
                }
                visit(view.children)
            }
        }
        visit(screen.views)
        return families
    }
}
