import Foundation

/// The Inter files standing in for San Francisco, compiled into the binary (base64 literals in
/// `Embedded/`, generated from `Resources/Fonts` by `Tests/Tools/fonts/embed.py`), so a copied
/// or installed `typescale` needs no resource bundle beside it.
enum EmbeddedFonts {
    /// The bytes of the bundled file for a weight (`SystemFontMetrics.fileName(for:)`).
    static func bytes(for weight: FontWeight) -> [UInt8] {
        let literal = switch weight {
        case .regular: interRegular
        case .medium: interMedium
        case .semibold: interSemiBold
        case .bold: interBold
        }
        // The literal is the generator's own output: failing to decode it is a build defect.
        guard let data = Data(base64Encoded: literal, options: .ignoreUnknownCharacters) else {
            preconditionFailure("embedded font for \(weight) is not base64")
        }
        return [UInt8](data)
    }
}
