/// The few UAX #14 line-break classes SPEC §5.5 uses, as compact range tables.
enum LineBreakClasses {
    /// Class ID and CJ: ideographs, kana, CJK symbols and emoji (break before and after).
    static let ideographic: [ClosedRange<UInt32>] = [
        0x2E80...0x2FFF,    // CJK radicals, Kangxi radicals, ideographic description
        0x3003...0x3004, 0x3006...0x3007, 0x3012...0x3013, 0x3020...0x3029, 0x3030...0x303A,
        0x303D...0x303F,
        0x3041...0x3096,    // hiragana, small kana (CJ) included
        0x309F...0x309F,
        0x30A1...0x30FA,    // katakana
        0x30FC...0x30FC, 0x30FF...0x30FF,
        0x3105...0x312F, 0x3131...0x318E, 0x3190...0x31E3, 0x31F0...0x31FF,
        0x3200...0x33FF,    // enclosed CJK, CJK compatibility
        0x3400...0x4DBF,    // extension A
        0x4E00...0x9FFF,    // unified ideographs
        0xA000...0xA4CF,    // Yi
        0xF900...0xFAFF,    // compatibility ideographs
        0xFF66...0xFF9D,    // halfwidth katakana
        0x1B000...0x1B2FF,  // kana supplement and extensions
        0x1F000...0x1FAFF,  // pictographs and emoji
        0x20000...0x3FFFD,  // planes 2 and 3: extensions B …
    ]

    /// Spaces after which a line may break (class SP and the BA spaces); trimmed at line ends.
    static let spaces: [ClosedRange<UInt32>] = [
        0x09...0x09, 0x20...0x20, 0x1680...0x1680, 0x2000...0x2006, 0x2008...0x200A,
        0x205F...0x205F, 0x3000...0x3000,
    ]

    /// Hyphens after which a line may break (HY and BA dashes).
    static let hyphens: [ClosedRange<UInt32>] = [0x2D...0x2D, 0x2010...0x2010, 0x2012...0x2013]

    /// Closing punctuation that must not start a line (CL, CP, EX, IS, NS in common use).
    static let noBreakBefore: [ClosedRange<UInt32>] = [
        0x21...0x21, 0x29...0x29, 0x2C...0x2C, 0x2E...0x2E, 0x3A...0x3B, 0x3F...0x3F, 0x5D...0x5D,
        0x7D...0x7D, 0x3001...0x3002, 0x3009...0x3009, 0x300B...0x300B, 0x300D...0x300D,
        0x300F...0x300F, 0x3011...0x3011, 0x3015...0x3015, 0x3017...0x3017, 0x3019...0x3019,
        0x301B...0x301B, 0x309B...0x309E, 0x30FB...0x30FB, 0x30FD...0x30FE, 0xFF01...0xFF01,
        0xFF09...0xFF09, 0xFF0C...0xFF0C, 0xFF0E...0xFF0E, 0xFF1A...0xFF1B, 0xFF1F...0xFF1F,
        0xFF3D...0xFF3D, 0xFF5D...0xFF5D,
    ]

    /// Opening punctuation that must not end a line (OP, and opening quotes).
    static let noBreakAfter: [ClosedRange<UInt32>] = [
        0x28...0x28, 0x5B...0x5B, 0x7B...0x7B, 0x2018...0x2018, 0x201C...0x201C,
        0x3008...0x3008, 0x300A...0x300A, 0x300C...0x300C, 0x300E...0x300E, 0x3010...0x3010,
        0x3014...0x3014, 0x3016...0x3016, 0x3018...0x3018, 0x301A...0x301A, 0xFF08...0xFF08,
        0xFF3B...0xFF3B, 0xFF5B...0xFF5B,
    ]

    /// The tables a scalar is in, as bits: line breaking asks each scalar up to six questions.
    struct Membership: OptionSet, Sendable {
        let rawValue: UInt8
        static let space = Membership(rawValue: 1)
        static let hyphen = Membership(rawValue: 2)
        static let noBreakBefore = Membership(rawValue: 4)
        static let noBreakAfter = Membership(rawValue: 8)
        static let ideographic = Membership(rawValue: 16)
    }

    /// The tables `scalar` is in: for ASCII (most text) from a table made once from the range
    /// tables, for other scalars by searching each.
    static func membership(of scalar: Unicode.Scalar) -> Membership {
        scalar.value < 0x80 ? asciiMemberships[Int(scalar.value)] : searchedMembership(of: scalar)
    }

    private static let asciiMemberships: [Membership] = (0..<0x80).map { value in
        searchedMembership(of: Unicode.Scalar(UInt8(value)))
    }

    private static func searchedMembership(of scalar: Unicode.Scalar) -> Membership {
        var membership: Membership = []
        if contains(spaces, scalar) { membership.insert(.space) }
        if contains(hyphens, scalar) { membership.insert(.hyphen) }
        if contains(noBreakBefore, scalar) { membership.insert(.noBreakBefore) }
        if contains(noBreakAfter, scalar) { membership.insert(.noBreakAfter) }
        if contains(ideographic, scalar) { membership.insert(.ideographic) }
        return membership
    }

    /// Whether a sorted, disjoint range table contains a scalar (binary search).
    static func contains(_ table: [ClosedRange<UInt32>], _ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        var low = 0
        var high = table.count
        while low < high {
            let mid = (low + high) / 2
            if table[mid].upperBound < value { low = mid + 1 } else { high = mid }
        }
        return low < table.count && table[low].contains(value)
    }
}
