/// Checks that every reference the layout depends on names an object in the file: a
/// dangling one is an input error at the element that holds it (SPEC §10 "Bad files").
enum IBReferences {
    static let referencing: [(tag: String, attributes: [String])] = [
        ("constraint", ["firstItem", "secondItem"]),
        ("include", ["reference"]), ("exclude", ["reference"]),
        ("outlet", ["destination"]), ("outletCollection", ["destination"]),
        ("segue", ["destination"]),
    ]

    static func check(_ document: IBDocument) throws {
        for element in document.root.descendants() {
            guard let entry = referencing.first(where: { $0.tag == element.name }) else { continue }
            for attribute in entry.attributes {
                guard let id = element[attribute] else { continue }
                _ = try document.object(id, referencedBy: element, attribute: attribute)
            }
        }
    }
}

/// Screen names: unique in the file whatever their case (a screen's files are named by it, and
/// macOS's disks do not tell "Login.json" from "login.json": round 36's review), stable and
/// identifier-safe (SPEC §10 "Screens").
enum IBScreenNames {
    static func names(for roots: [(element: XMLElementNode, controller: XMLElementNode?)], document: IBDocument) -> [String] {
        var used: Set<String> = []
        return roots.map { entry in
            var base: String?
            if !document.isStoryboard, roots.count == 1 {
                base = FilePath.baseName(of: document.file)
            } else if let controller = entry.controller {
                base = controller["storyboardIdentifier"] ?? controller["customClass"] ?? controller["title"]
                    ?? entry.element["userLabel"] ?? controller.parent?.parent?["sceneID"] ?? controller["id"]
            } else {
                base = entry.element["customClass"] ?? entry.element["reuseIdentifier"] ?? entry.element["userLabel"]
                    ?? entry.element["id"]
            }
            let safe = safeName(base ?? "screen")
            var name = safe
            var suffix = 2
            while used.contains(name.lowercased()) {
                name = "\(safe)_\(suffix)"
                suffix += 1
            }
            used.insert(name.lowercased())
            return name
        }
    }

    /// Letters, digits, `-`, `_` and `.` kept; anything else becomes `_` (snapshot file names use it).
    static func safeName(_ text: String) -> String {
        let mapped = String(text.unicodeScalars.prefix(100).map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar))
                ? Character(scalar) : "_"
        })
        return mapped.isEmpty || mapped.hasPrefix(".") ? "_" + mapped : mapped
    }
}

