/// The line metrics of fonts iOS ships and typescale does not carry, for the system family
/// standing in for them in an Interface Builder file (SPEC §10: a missing font is a warning
/// and the system family stands in). Widths stay the stand-in's; a line is as tall as on
/// iOS, where these fonts' lines differ most from San Francisco's 1.193 em (PingFang's 1.4).
///
/// Ascender and descender in ems, as `UIFont` reports them on iOS; `lineHeight` is their
/// difference: iOS reports a font's line gap as `leading`, apart from `lineHeight` (Helvetica
/// Neue: 0.952, −0.213, leading 0.028, lineHeight 1.165). Only fonts whose iOS numbers are
/// published, or whose file's numbers agree with labels Interface Builder sized by their text,
/// or whose line such labels pin at several sizes (Avenir), are here (README "Decisions where the spec is silent"). A font is found by its family or by
/// its PostScript name's family part (attributed text names `HelveticaNeue-Bold`); weights
/// the table does not list take the family's regular row. A font file given with `--font`
/// keeps SPEC §5.5's line height, line gap included (`ResolvedFont.lineHeight`).
enum IOSFontLines {
    struct Lines: Sendable, Equatable {
        let ascender: Double
        let descender: Double
        /// Whether the split of the line between ascender and descender is known (published or
        /// the font file's), not taken (Avenir, Avenir Next, Chalkboard SE).
        var splitKnown = true
    }

    static let table: [(family: String, postScript: String, weight: FontWeight, lines: Lines)] = [
        // iOS's UIFont table (ascender 1.06, descender −0.34, lineHeight 1.4), one row for the
        // family; labels IB sized by their text: 18 pt 25.5 (@2x, twice), 19 pt 27 (@3x).
        ("PingFang SC", "PingFangSC", .regular, Lines(ascender: 1.06, descender: -0.34)),
        // PingFang TC, the same design for Traditional Chinese: BraveRisks' 14-pt labels are
        // stored 20 tall (19.6).
        ("PingFang TC", "PingFangTC", .regular, Lines(ascender: 1.06, descender: -0.34)),
        // iOS's UIFont table (regular) and the font file's hhea (952/−213, medium and bold
        // 975/−217 per 1000); labels: 11 pt 13, 13 pt 15.5, bold 14 pt 17 (@2x).
        ("Helvetica Neue", "HelveticaNeue", .regular, Lines(ascender: 0.952, descender: -0.213)),
        ("Helvetica Neue", "HelveticaNeue", .medium, Lines(ascender: 0.975, descender: -0.217)),
        ("Helvetica Neue", "HelveticaNeue", .bold, Lines(ascender: 0.975, descender: -0.217)),
        // iOS adds 15 % of ascent + descent to Helvetica's ascender (0.77 + 0.15, −0.23): two
        // iOS print-outs give 17 pt as 15.64 / −3.91 / 19.55; labels: 11 pt 13, 14 pt 16.5.
        ("Helvetica", "Helvetica", .regular, Lines(ascender: 0.92, descender: -0.23)),
        // The font file's hhea, 1854/−434 per 2048 (line gap 67 apart): a 17-pt label is 19.
        ("Arial", "ArialMT", .regular, Lines(ascender: 1854.0 / 2048, descender: -434.0 / 2048)),
        // Avenir and Avenir Next: no published numbers; their line is read off labels IB sized
        // by their text at six sizes in four files, whose pixel-rounded heights leave a line
        // between 1.3611 and 1.3667 em (Avenir 15 pt 20.5, 18 pt 25, 19 pt 26, 20 pt 27.5,
        // 30 pt 41 at @3x; Avenir Next 10 pt 13.667 at @3x, bold 14 pt 19.5). The split of it
        // between ascender and descender is not known: 1 and 0.366 are taken.
        ("Avenir", "Avenir", .regular, Lines(ascender: 1, descender: -0.366, splitKnown: false)),
        ("Avenir Next", "AvenirNext", .regular, Lines(ascender: 1, descender: -0.366, splitKnown: false)),
        // Chalkboard SE: no published numbers; labels IB sized by their text in one file
        // (round 27, dev set 32, @3x) leave a line between 1.413 and 1.4167 em: regular 20 pt
        // 28.333, two lines of 22 pt 62.333 and of 23 pt 65.333, bold 30 pt 42.667. The split
        // is not known: 1 and 0.415 are taken.
        ("Chalkboard SE", "ChalkboardSE", .regular, Lines(ascender: 1, descender: -0.415, splitKnown: false)),
    ]

    /// The lines of `family` (as IB names it, or a PostScript name) at `weight`, the family's
    /// regular row for a weight the table does not list; nil for a font not in the table.
    static func lines(family: String, weight: FontWeight) -> Lines? {
        let name = family.lowercased()
        let postScript = name.split(separator: "-", maxSplits: 1).first.map(String.init) ?? name
        let rows = table.filter {
            $0.family.lowercased() == name || $0.postScript.lowercased() == postScript
                || String($0.family.lowercased().filter { $0 != " " }) == postScript
        }
        return (rows.first { $0.weight == weight } ?? rows.first { $0.weight == .regular })?.lines
    }
}
