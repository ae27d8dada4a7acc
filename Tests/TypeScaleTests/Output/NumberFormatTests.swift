import Testing
@testable import TypeScale

/// SPEC §7.1 numbers: at most 3 decimals, half away from zero, no trailing zeros, no `-0`,
/// no exponent.
struct NumberFormatTests {
    @Test(arguments: [
        (20.3333333, "20.333"),
        (61.0 / 3.0, "20.333"),
        (2.0 / 3.0, "0.667"),
        // SPEC §7.2: a 21 pt font's line height, 21 × 1.193359375 = 25.060546875.
        (21 * 1.193359375, "25.061"),
        (25.0615234375, "25.062"),
        (0.5, "0.5"),
        (34.5, "34.5"),
        (320, "320"),
        (100.0, "100"),
        (0, "0"),
        (-0.0, "0"),
        (-0.0004, "0"),
        (-0.0005, "-0.001"),
        (0.0015, "0.002"),
        (-12.25, "-12.25"),
        (1e21, "1000000000000000000000"),
        (1.2345678901234568e20, "123456789012345680000"),
        (1e-7, "0"),
        (-1e-7, "0"),
        (Double.leastNonzeroMagnitude, "0"),
        (123456789.1235, "123456789.124"),
        // 2.0005 and 1.0005 are stored a hair below the tie; their decimal form still rounds up.
        (2.0005, "2.001"),
        (1.0005, "1.001"),
        (2.0004, "2"),
        (0.1 + 0.2, "0.3"),
        (9.9995, "10"),
        (999.9996, "1000"),
        (-999.9996, "-1000"),
        (0.001, "0.001"),
        (0.0009, "0.001"),
    ] as [(Double, String)])
    func formats(value: Double, expected: String) {
        #expect(formatNumber(value) == expected)
    }

    @Test func treatsNoiseBeyondFifteenDigitsAsNoise() {
        // The Double just below 2.0005 prints as 2.0004999999999995: arithmetic noise, not data.
        #expect(formatNumber(2.0005.nextDown) == "2.001")
        // Fourteen significant digits are data and are respected.
        #expect(formatNumber(2.0004999999999) == "2")
    }

    @Test func printsHugeValuesInFullWithoutAnExponent() {
        #expect(formatNumber(1.5e300) == "15" + String(repeating: "0", count: 299))
        #expect(formatNumber(-Double.greatestFiniteMagnitude)
            == "-17976931348623157" + String(repeating: "0", count: 292))
    }

    @Test func namesNonFiniteValuesInsteadOfCrashing() {
        #expect(formatNumber(.nan) == "nan")
        #expect(formatNumber(.infinity) == "inf")
        #expect(formatNumber(-.infinity) == "-inf")
    }
}

/// The quick path gives exactly the digit-rounding path's text wherever it answers.
struct NumberFormatQuickPathTests {
    @Test func quickPathAgreesWithDigitRounding() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var answered = 0
        var values: [Double] = [0, -0.0, 0.0004, -0.0004, 0.0005, 2.0005, 20.333333333333332, 25.060546875, 1e11, -1e11]
        for _ in 0..<20_000 {
            let scale = [1.0, 2, 3, 7, 1000][Int(next() % 5)]
            let value = Double(Int64(bitPattern: next() % 2_000_000) - 1_000_000) / scale / 10
            values.append(value)
            values.append(Double(bitPattern: next() % 0x4100_0000_0000_0000))
        }
        for value in values {
            guard let quick = formatNumberQuickly(value) else { continue }
            answered += 1
            #expect(quick == formatNumberByDigits(value), "\(value)")
        }
        // The quick path must carry the common case, or it is pointless.
        #expect(answered > 30_000)
    }
}
