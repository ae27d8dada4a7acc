import Foundation

/// The Inter files standing in for San Francisco (Inter for its Text cut, Inter Display for its
/// Display cut), compiled into the binary (base64 literals in
/// `Embedded/`, generated from `Resources/Fonts` by `Tests/Tools/fonts/embed.py`), so a copied
/// or installed `typescale` needs no resource bundle beside it.
enum EmbeddedFonts {
    /// The bytes of the bundled file for a weight and cut (`SystemFontMetrics.fileName(for:cut:)`).
    static func bytes(for weight: FontWeight, cut: OpticalCut = .text) -> [UInt8] {
        let literal = switch (cut, weight) {
        case (.text, .regular): interRegular
        case (.text, .medium): interMedium
        case (.text, .semibold): interSemiBold
        case (.text, .bold): interBold
        case (.display, .regular): interDisplayRegular
        case (.display, .medium): interDisplayMedium
        case (.display, .semibold): interDisplaySemiBold
        case (.display, .bold): interDisplayBold
        }
        // The literal is the generator's own output: failing to decode it is a build defect.
        guard let data = Data(base64Encoded: literal, options: .ignoreUnknownCharacters) else {
            preconditionFailure("embedded font for \(weight) is not base64")
        }
        return [UInt8](data)
    }
}
