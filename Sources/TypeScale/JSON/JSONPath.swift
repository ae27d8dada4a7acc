/// Where a value sits inside a JSON document: `views[2].children[0].font`.
///
/// Paths are built for every node of a parsed document, so appending is O(1): a path is its
/// last component plus a shared link to its container's path.
public struct JSONPath: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// One step from a container to a member or element.
    public enum Component: Sendable, Equatable, Hashable {
        case key(String)
        case index(Int)
    }

    /// An immutable linked list of components, shared between sibling paths.
    final class Link: Sendable {
        let parent: Link?
        let component: Component

        init(parent: Link?, component: Component) {
            self.parent = parent
            self.component = component
        }
    }

    /// The path of the enclosing container, minus the container's own last component.
    let prefix: Link?
    /// The last component; `nil` only for the root.
    let last: Component?

    init(prefix: Link?, last: Component?) {
        self.prefix = prefix
        self.last = last
    }

    /// The document's top-level value. Prints as the empty string.
    public static let root = JSONPath(prefix: nil, last: nil)

    /// Whether this is the top-level value.
    public var isRoot: Bool { last == nil }

    /// The path of a member of the object at this path.
    public func appending(key: String) -> JSONPath {
        JSONPath(prefix: linkForChildren(), last: .key(key))
    }

    /// The path of an element of the array at this path.
    public func appending(index: Int) -> JSONPath {
        JSONPath(prefix: linkForChildren(), last: .index(index))
    }

    /// The path of the enclosing container; `nil` for the root.
    public var parent: JSONPath? {
        guard last != nil else { return nil }
        guard let prefix else { return .root }
        return JSONPath(prefix: prefix.parent, last: prefix.component)
    }

    /// The link that children of this path share; build it once per container.
    func linkForChildren() -> Link? {
        guard let last else { return nil }
        return Link(parent: prefix, component: last)
    }

    /// The components from the root down.
    public var components: [Component] {
        var reversed: [Component] = []
        if let last { reversed.append(last) }
        var link = prefix
        while let current = link {
            reversed.append(current.component)
            link = current.parent
        }
        return reversed.reversed()
    }

    /// `views[2].children[0].font`; keys that are not identifiers print as `["a key"]`.
    public var description: String {
        JSONPath.text(of: components[...])
    }

    /// The description, with the middle of a path deeper than 32 levels elided
    /// (`[0][0]…(496 more)…[0][0]`) so error messages about absurd nesting stay readable.
    public var abbreviatedDescription: String {
        let all = components
        let kept = 8
        guard all.count > 32 else { return JSONPath.text(of: all[...]) }
        return JSONPath.text(of: all.prefix(kept)) + "…(\(all.count - 2 * kept) more)…"
            + JSONPath.text(of: all.suffix(kept), continuing: true)
    }

    /// The longest key a path shows whole.
    static let keyLimit = 40

    private static func text(
        of components: ArraySlice<Component>, continuing: Bool = false
    ) -> String {
        var text = ""
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where JSONPath.isIdentifier(key) && key.count <= keyLimit:
                if !text.isEmpty || continuing { text += "." }
                text += key
            case .key(let key):
                // A long key is cut as `InputError.quote` cuts names: a 100 KB key had made a
                // 200 KB error line (round 37's review).
                let shown = key.count > keyLimit ? String(key.prefix(keyLimit)) : key
                let quoted = JSONOutput.quoted(shown)
                text += "[" + (key.count > keyLimit ? quoted.dropLast() + "…\"" : quoted) + "]"
            }
        }
        return text
    }

    public static func == (lhs: JSONPath, rhs: JSONPath) -> Bool {
        lhs.last == rhs.last && lhs.components == rhs.components
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
    }

    /// A C identifier (`[A-Za-z_][A-Za-z0-9_]*`), which prints without brackets.
    static func isIdentifier(_ key: String) -> Bool {
        var scalars = key.unicodeScalars.makeIterator()
        guard let first = scalars.next(), first.isASCII,
              first == "_" || first.properties.isAlphabetic else { return false }
        while let scalar = scalars.next() {
            guard scalar.isASCII, scalar == "_" || scalar.properties.isAlphabetic
                || ("0"..."9").contains(scalar) else { return false }
        }
        return true
    }
}
