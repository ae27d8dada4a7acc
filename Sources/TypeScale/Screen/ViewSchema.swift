// Views in the screen schema (SPEC §3.1, §6, §6.1, §6.2): typed by `kind`, each kind taking
// exactly `ViewDecoder.keys(for:)`; properties the decoder reads with `Varying.decode` accept
// `when` alternatives.

extension ScreenSchema {
    /// The schema of every key any view kind takes (`kind` is added per kind).
    static var viewTypes: [String: JSONOutput] {
        let varying = Schema.varying
        return [
            "id": Schema.ref("identifier"),
            "children": Schema.array(of: Schema.ref("view")),
            "constraints": Schema.array(of: Schema.ref("constraint")),
            "hidden": varying(Schema.boolean),
            "when": Schema.ref("condition"),
            "hugging": varying(Schema.ref("priorityPair")),
            "compression": varying(Schema.ref("priorityPair")),
            "intrinsic": varying(Schema.ref("intrinsic")),
            "canvasIntrinsic": Schema.ref("intrinsic"),
            "margins": varying(Schema.ref("insets")),
            "directionalMargins": Schema.boolean,
            "control": Schema.boolean,
            "clear": Schema.boolean,
            "clips": Schema.boolean,
            "alpha": Schema.number(ViewSpec.alphas),
            "preservesSuperviewMargins": Schema.boolean,
            "alignmentInsets": varying(Schema.ref("insets")),
            "maxCategory": Schema.ref("category"),
            "minCategory": Schema.ref("category"),
            // Text (decodeText).
            "text": varying(Schema.string),
            "title": varying(Schema.string),
            "placeholder": varying(Schema.string),
            "font": Schema.ref("fontProperty"),
            "lines": varying(Schema.number(0...100_000, integer: true)),
            "wrapWidth": Schema.ref("length"),
            "firstWrapWidth": Schema.ref("length"),
            "keepsWrapWidth": Schema.boolean,
            "lineBreak": varying(Schema.choice(LineBreakMode.self)),
            "textAlignment": varying(Schema.choice(TextAlignment.self)),
            "adjustsFont": Schema.boolean,
            "scrolls": Schema.boolean,
            "minimumScale": Schema.number(ViewSpec.minimumScales),
            "minimumFontSize": Schema.number(1...1000),
            "baselineAdjustment": Schema.choice(BaselineAdjustment.self),
            "insets": varying(Schema.ref("insets")),
            "style": Schema.choice(ViewDecoder.buttonStyleNames.map(\.name)),
            "border": Schema.choice(FieldBorder.self),
            "extraWidth": Schema.number(0...1000),
            "leastHeight": Schema.number(0...1000),
            "image": varying(Schema.ref("image")),
            // Stack (StackSpec.decode): every property varies.
            "axis": varying(Schema.choice(StackSpec.Axis.self)),
            "spacing": varying(Schema.anyOf([Schema.ref("constant"), Schema.choice(["standard"])])),
            "distribution": varying(Schema.choice(StackSpec.Distribution.self)),
            "alignment": varying(Schema.choice(StackSpec.Alignment.self)),
            "layoutMarginsRelative": varying(Schema.boolean),
            // Table (TableSpec.decode): nothing varies.
            "rowHeight": Schema.anyOf([Schema.ref("constant"), Schema.choice([TableSpec.automaticRowHeight])]),
            "cell": Schema.ref("tableCell"),
            "rows": Schema.array(of: Schema.map(keyPattern: "^[^_]", value: Schema.string)),
            "estimatedRowHeight": Schema.ref("length"),
        ]
    }

    /// Keys whose schema differs by kind: a scroll view's `axis` is not a stack's, and does
    /// not vary.
    static func viewTypes(for kind: ViewKind) -> [String: JSONOutput] {
        var types = viewTypes
        types["kind"] = .object([("const", .string(kind.rawValue))])
        if kind == .scroll {
            types["axis"] = Schema.choice(ScrollSpec.Axis.self)
            types["contentInset"] = Schema.choice(ScrollSpec.ContentInset.self)
        }
        return types.filter { ViewDecoder.keys(for: kind).contains($0.key) }
    }

    static func view(_ kind: ViewKind) -> SchemaObject {
        SchemaObject(keys: ViewDecoder.keys(for: kind), types: viewTypes(for: kind))
    }

    /// The definition name of a kind's view object.
    static func viewDefinition(_ kind: ViewKind) -> String { "view." + kind.rawValue }

    /// Any view: `kind` picks the kind's object (if/then, so a validator reports the kind's
    /// own keys rather than every kind's).
    static var anyView: JSONOutput {
        let kinds = ViewKind.writable
        let branches: [JSONOutput] = kinds.map { kind in
            .object([("if", .object([("properties", .object([("kind", .object([("const", .string(kind.rawValue))]))])),
                                     ("required", .array([.string("kind")]))])),
                     ("then", Schema.ref(viewDefinition(kind)))])
        }
        return .object([
            ("type", .string("object")),
            ("properties", .object([("kind", Schema.choice(kinds.map(\.rawValue)))])),
            ("required", .array([.string("id"), .string("kind")])),
            ("allOf", .array(branches)),
        ])
    }

    /// Per-kind rules beyond keys: a table needs its `cell`.
    static func viewRequired(_ kind: ViewKind) -> [String] {
        kind == .table ? ["id", "kind", "cell"] : ["id", "kind"]
    }

    /// `font`: a text style, a font object, or a non-empty list of variants, each a font
    /// (with an optional `when`) or a `{"when", "value"}` alternative (`FontSpec.decodeVarying`).
    static var fontProperty: JSONOutput {
        let alternative = SchemaObject(keys: Varying<FontSpec>.alternativeKeys,
                                       types: ["when": Schema.ref("condition"), "value": Schema.ref("font")])
        let variant = Schema.anyOf([
            alternative.schema(required: ["value"]),
            Schema.ref("textStyle"),
            Schema.ref("fontVariant"),
        ])
        return Schema.anyOf([Schema.ref("font"), Schema.array(of: variant, minItems: 1)])
    }

    /// A font object with `FontSpec.decode`'s rules: a `style` or a `size`, not both;
    /// `relativeTo` scales a `size`; `dynamic: false` only for a style.
    static func fontObject(_ object: SchemaObject) -> JSONOutput {
        let styled = Schema.allOf([Schema.required(["style"]), Schema.forbids(["size", "relativeTo"])])
        let sized: JSONOutput = .object([
            ("required", .array([.string("size")])),
            ("not", Schema.required(["style"])),
            ("properties", .object([("dynamic", .object([("const", .bool(true))]))])),
        ])
        return object.schema(rules: [Schema.anyOf([styled, sized])])
    }
}
