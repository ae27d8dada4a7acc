/// What a screen command asks for, beyond the screen file (SPEC §2 options).
public struct LayoutRequest: Sendable {
    public var categories: [ContentSizeCategory] = [.l]
    public var container = ContainerChoice()
    public var direction = LayoutDirection.ltr
    public var boldText = false
    /// `--font` files, added after the screen's own `fonts`.
    public var fontFiles: [String] = []

    public init() {}

    /// The categories in canonical order, each once: a comma list prints so (SPEC §7.1).
    var canonicalCategories: [ContentSizeCategory] {
        ContentSizeCategory.allCases.filter(categories.contains)
    }
}
