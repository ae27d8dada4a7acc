/// San Francisco's size-specific tracking (reference/dynamic-type.md), which the `system`
/// family adds to every glyph's advance.
enum SFTracking {
    /// (point size, tracking in 1/1000 em), ascending by size. 80 and above: 0.
    static let table: [(size: Double, track: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11),
        (15, -16), (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12),
        (23, -4), (24, 3), (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13),
        (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10),
        (41, 9), (42, 9), (43, 9), (44, 8), (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7),
        (51, 7), (52, 6), (53, 6), (54, 6), (56, 6), (58, 5), (60, 4), (62, 4), (64, 4), (66, 3),
        (68, 2), (70, 2), (72, 2), (76, 1), (80, 0),
    ]

    /// Tracking in 1/1000 em at a point size: the entry of the nearest listed size at or below
    /// it; below 6 pt, 6 pt's value.
    static func thousandths(at size: Double) -> Double {
        var track = table[0].track
        for entry in table where entry.size <= size {
            track = entry.track
        }
        return track
    }

    /// Tracking in points per glyph at a point size (17 pt: −0.442).
    static func points(at size: Double) -> Double {
        thousandths(at: size) / 1000 * size
    }
}
