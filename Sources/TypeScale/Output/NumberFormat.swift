/// Formats a number for typescale's output (SPEC §7.1): at most 3 decimals, rounded half away
/// from zero, no trailing zeros or trailing `.`, never `-0`, never an exponent, the same on
/// every machine and locale.
///
/// Rounding works on the decimal digits of the shortest representation that reads back as
/// `x` (Swift's `description`), so `2.0005` rounds to `2.001` even though the nearest Double
/// is a hair below 2.0005. Values carrying arithmetic noise past the 15th significant digit
/// (`2.0004999999999997`) are first rounded to 15 significant digits, so noise cannot decide
/// a tie at the third decimal.
///
/// Callers never pass infinities or NaN (input numbers are finite and layout keeps them so);
/// if one slips through it prints as `nan`, `inf` or `-inf` rather than crashing.
public func formatNumber(_ x: Double) -> String {
    guard x.isFinite else { return x.isNaN ? "nan" : (x < 0 ? "-inf" : "inf") }
    return formatNumberQuickly(x) ?? formatNumberByDigits(x)
}

/// Every digit of the shortest decimal that reads back as `x`, without rounding and never in
/// exponent form (`1e-05` is `0.00001`): the importer's numbers, which also go into
/// constraint expressions, whose grammar has no exponents.
func formatShortestNumber(_ x: Double) -> String {
    guard x.isFinite else { return x.isNaN ? "nan" : (x < 0 ? "-inf" : "inf") }
    let text = DecimalDigits(x.magnitude).plainText
    return x < 0 && text != "0" ? "-" + text : text
}

/// A number from the input as an error message quotes it: every digit it was written with
/// (never rounded to the output's 3 decimals, which had said "must be between 1 and 1000,
/// found 1000" of 1000.0001; round 37's review), in exponent form only where plain digits
/// would run long.
func formatFoundNumber(_ x: Double) -> String {
    guard x != 0, x.isFinite, x.magnitude < 1e-6 || x.magnitude >= 1e15 else { return formatShortestNumber(x) }
    return "\(x)"
}

/// `formatNumber` by rounding the shortest decimal digits: the reference for every value.
func formatNumberByDigits(_ x: Double) -> String {
    guard x.isFinite else { return x.isNaN ? "nan" : (x < 0 ? "-inf" : "inf") }
    var decimal = DecimalDigits(x.magnitude)
    // Noise guard: only when the 15th significant digit lies beyond the third decimal.
    let significantLimit = 15
    if decimal.digits.count > significantLimit, decimal.pointPosition + 3 < significantLimit {
        decimal.round(keeping: significantLimit)
    }
    decimal.round(keeping: decimal.pointPosition + 3)
    let text = decimal.plainText
    return x < 0 && text != "0" ? "-" + text : text
}

/// The common case without decimal-digit work: a moderate value whose thousandths are not
/// near a tie (x × 1000 at least 1e-6 away from n + ½), where rounding x × 1000 to the nearest
/// integer cannot disagree with rounding its shortest decimal digits. Nil otherwise. Below a
/// million, x × 1000's rounding error (under 2.3e-7) is inside the tie guard; above, it is
/// not, and a tie could round by its binary noise (round 38's review: 134444432.0125 printed
/// .012), so larger values take the digit path.
func formatNumberQuickly(_ x: Double) -> String? {
    let thousandths = x.magnitude * 1000
    guard thousandths < 1e9 else { return nil }
    let rounded = thousandths.rounded()
    guard abs(abs(thousandths - rounded) - 0.5) > 1e-6 else { return nil }
    let whole = Int(rounded)
    if whole == 0 { return "0" }
    // Written backwards into a buffer (at most 10 digits, a point and a sign): no
    // intermediate strings; results of up to 15 bytes are small strings, not allocated.
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
        var end = buffer.count
        func put(_ byte: UInt8) {
            end -= 1
            buffer[end] = byte
        }
        var fraction = whole % 1000
        if fraction != 0 {
            var digits = 3
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            for _ in 0..<digits {
                put(UInt8(ascii: "0") + UInt8(fraction % 10))
                fraction /= 10
            }
            put(UInt8(ascii: "."))
        }
        var integer = whole / 1000
        repeat {
            put(UInt8(ascii: "0") + UInt8(integer % 10))
            integer /= 10
        } while integer > 0
        if x < 0 { put(UInt8(ascii: "-")) }
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[end...]), as: UTF8.self)
    }
}

/// A non-negative decimal `0.d₁d₂d₃… × 10^pointPosition`, digits without leading zeros.
private struct DecimalDigits {
    var digits: [UInt8]
    var pointPosition: Int

    /// The shortest round-tripping digits of `magnitude`, from Swift's `description`
    /// (forms like `25.060546875`, `100.0`, `1e-07`, `1.5e+300`).
    init(_ magnitude: Double) {
        digits = []
        pointPosition = 0
        var exponent = 0
        var exponentSign = 1
        var inExponent = false
        var seenPoint = false
        for byte in magnitude.description.utf8 {
            switch byte {
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                inExponent = true
            case UInt8(ascii: "-") where inExponent:
                exponentSign = -1
            case UInt8(ascii: "."):
                seenPoint = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = byte - UInt8(ascii: "0")
                if inExponent {
                    exponent = exponent * 10 + Int(digit)
                } else {
                    digits.append(digit)
                    if !seenPoint { pointPosition += 1 }
                }
            default:
                break
            }
        }
        pointPosition += exponentSign * exponent
        let leadingZeros = digits.prefix { $0 == 0 }.count
        digits.removeFirst(leadingZeros)
        pointPosition -= leadingZeros
        trimTrailingZeros()
    }

    /// Rounds half away from zero to the first `count` digits (`count` ≤ 0 keeps none).
    mutating func round(keeping count: Int) {
        guard count < digits.count else { return }
        guard count >= 0 else {
            digits = []
            return
        }
        let roundsUp = digits[count] >= 5
        digits.removeLast(digits.count - count)
        if roundsUp {
            var index = count - 1
            while index >= 0, digits[index] == 9 {
                digits[index] = 0
                index -= 1
            }
            if index >= 0 {
                digits[index] += 1
            } else {
                digits.insert(1, at: 0)
                pointPosition += 1
            }
        }
        trimTrailingZeros()
    }

    private mutating func trimTrailingZeros() {
        while digits.last == 0 { digits.removeLast() }
    }

    /// Positional notation, no exponent: `25.061`, `1000000000000000000000`, `0.005`, `0`.
    var plainText: String {
        guard !digits.isEmpty else { return "0" }
        let characters = digits.map { Character(Unicode.Scalar($0 + UInt8(ascii: "0"))) }
        if pointPosition <= 0 {
            return "0." + String(repeating: "0", count: -pointPosition) + String(characters)
        }
        var text = String(characters.prefix(pointPosition))
        if characters.count < pointPosition {
            text += String(repeating: "0", count: pointPosition - characters.count)
        } else if characters.count > pointPosition {
            text += "." + String(characters.dropFirst(pointPosition))
        }
        return text
    }
}
