import Testing
import TypeScale

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
        (5e-324, "0"),
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
