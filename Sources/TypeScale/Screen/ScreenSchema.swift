/// The JSON Schema (draft 2020-12) of screen files, made from the decoders' own key tables
/// and the library's enums (`typescale schema`, committed as `schema/screen.schema.json`).
///
/// It lets editors complete and check screen files. It checks keys, value types, names and
/// ranges; what needs the whole screen (view ids that constraints name, unique ids, constraint
/// syntax, a category given twice in one table) stays the decoder's.
public enum ScreenSchema {
    /// The schema, printed deterministically, with a final newline.
    public static func text() -> String {
        document().rendered() + "\n"
    }

    public static func document() -> JSONOutput {
        let root = screen.schema(rules: [Schema.not(Schema.required(["device", "size"]))], extra: [
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("title", .string("typescale screen")),
            ("description", .string("A screen for typescale (SPEC §3): views, constraints and the environment they assume.")),
        ])
        guard case .object(var members) = root else { return root }
        members.append(("$defs", .object(definitions)))
        return .object(members)
    }

    /// Every `$defs` entry, in the printed order.
    static var definitions: [(String, JSONOutput)] {
        let oneMatch = Schema.anyOf([
            Schema.allOf([Schema.required(["device"]), Schema.not(Schema.required(["screenHeight"]))]),
            Schema.allOf([Schema.required(["screenHeight"]), Schema.not(Schema.required(["device"]))]),
        ])
        var definitions: [(String, JSONOutput)] = [
            ("size", size.schema(required: ["width", "height"])),
            ("landscapeSize", landscapeSize.schema(required: ["width", "height"])),
            ("spacing", spacing.schema()),
            ("bars", bars.schema()),
            ("rootMargins", rootMargins.schema()),
            ("canvas", canvas.schema()),
            ("fontAdjust", fontAdjust.schema(required: ["add"], rules: [oneMatch])),
            ("standIn", standIn.schema(required: ["family"])),
            ("condition", condition.schema()),
            ("constraint", Schema.anyOf([Schema.string, Schema.ref("constraintObject")])),
            ("constraintObject", constraintObject),
            ("font", Schema.anyOf([Schema.ref("textStyle"), Schema.ref("fontObject")])),
            ("fontObject", fontObject(font())),
            ("fontVariant", fontObject(font(extraKeys: ["when"]))),
            ("fontProperty", fontProperty),
            ("view", anyView),
        ]
        definitions += ViewKind.writable.map { kind in
            // A label shrinks to a share of its size or to a size in points, not both (the
            // decoder refuses the pair).
            let rules = kind == .label ? [Schema.anyOf([Schema.forbids(["minimumScale"]), Schema.forbids(["minimumFontSize"])])] : []
            return (viewDefinition(kind), view(kind).schema(required: viewRequired(kind), rules: rules))
        }
        definitions += [
            ("tableCell", tableCell.schema()),
            ("intrinsic", intrinsic.schema()),
            ("image", image.schema(required: ViewDecoder.imageKeys)),
        ]
        return definitions + valueDefinitions
    }

    /// Exactly one of `expr`, `vfl` or `item` (with `relation`); a format takes no `constant`
    /// or `priority` (it writes them inside).
    static var constraintObject: JSONOutput {
        let forms = ["expr", "vfl", "item"]
        let branches = forms.map { form in
            var rules = [Schema.required(form == "item" ? ["item", "relation"] : [form]),
                         Schema.forbids(forms.filter { $0 != form })]
            if form == "vfl" { rules.append(Schema.forbids(["constant", "priority"])) }
            return Schema.allOf(rules)
        }
        return constraint.schema(rules: [Schema.anyOf(branches)])
    }

    /// Every key table the schema is made from, by a name for test messages.
    static var objects: [(name: String, object: SchemaObject)] {
        [("screen", screen), ("size", size), ("landscapeSize", landscapeSize), ("spacing", spacing), ("bars", bars),
         ("rootMargins", rootMargins), ("canvas", canvas), ("fontAdjust", fontAdjust), ("standIn", standIn),
         ("condition", condition), ("constraint", constraint), ("font", font()), ("font variant", font(extraKeys: ["when"])),
         ("tableCell", tableCell), ("intrinsic", intrinsic), ("image", image)]
            + ViewKind.writable.map { (viewDefinition($0), view($0)) }
    }
}
