// The screen schema's shared value schemas (`$defs` that are not objects with key tables):
// names from the library's enums and tables, number ranges as the decoders check them.

extension ScreenSchema {
    /// `$defs` entries for values, in the printed order.
    static var valueDefinitions: [(String, JSONOutput)] {
        [
            ("textStyle", Schema.choice(TextStyle.self)),
            ("category", Schema.caseInsensitiveChoice(categorySpellings)),
            ("categoryComparison", categoryComparison),
            ("device", Schema.caseInsensitiveChoice(Device.allNames)),
            ("priority", Schema.anyOf([Schema.number(1...1000, integer: true),
                                       Schema.caseInsensitiveChoice(PriorityName.all.map(\.name))])),
            ("priorityPair", Schema.anyOf([Schema.ref("priority"), Schema.tuple(Schema.ref("priority"), count: 2)])),
            ("insets", Schema.tuple(Schema.number(-100_000...100_000), count: 4)),
            ("length", Schema.number(0...1_000_000)),
            ("identifier", identifier),
            ("metrics", Schema.map(keyPattern: metricNamePattern, value: Schema.number(-1_000_000...1_000_000))),
            ("constant", constant),
        ]
    }

    /// Every spelling `ContentSizeCategory(parsing:)` takes, category by category.
    static var categorySpellings: [String] {
        ContentSizeCategory.allCases.flatMap {
            [$0.shortName, $0.uiKitName, $0.uiKitConstantName, $0.rawValueName, $0.swiftUIName]
        }.reduce(into: [String]()) { names, name in
            if !names.contains(name) { names.append(name) }
        }
    }

    /// `AX1`, `>=AX1`, `< XL` (Condition's `category`): blanks around the operator and name.
    static var categoryComparison: JSONOutput {
        let operators = [CategoryComparison.Operator.greaterOrEqual, .lessOrEqual, .equal, .greater, .less]
        let names = categorySpellings.map(Schema.caseInsensitivePattern).joined(separator: "|")
        let blank = "[ \\t]*"
        return Schema.pattern("^\(blank)(?:\(operators.map(\.rawValue).joined(separator: "|")))?\(blank)(?:\(names))\(blank)$")
    }

    /// A C identifier of at most 200 characters (`ConstraintDecoder.isIdentifier`), not one
    /// of the reserved names.
    static var identifier: JSONOutput {
        .object([("type", .string("string")), ("pattern", .string("^[A-Za-z_][A-Za-z0-9_]{0,199}$")),
                 ("not", Schema.choice(ViewDecoder.reservedIds))])
    }

    /// A metric name: an identifier; one starting with `_` is a comment, not a metric.
    static let metricNamePattern = "^[A-Za-z][A-Za-z0-9_]{0,199}$"

    /// `ConstraintDecoder.decodeConstant`: a number, `{"scaled", "relativeTo"}` (any object
    /// with `scaled`), or a per-category table with at least one category.
    static var constant: JSONOutput {
        let value = Schema.number(-1_000_000...1_000_000)
        let scaled = SchemaObject(keys: ConstraintDecoder.scaledConstantKeys,
                                  types: ["scaled": value, "relativeTo": Schema.ref("textStyle")])
        let categoryNames = categorySpellings.map(Schema.caseInsensitivePattern).joined(separator: "|")
        let table: JSONOutput = .object([
            ("type", .string("object")),
            ("properties", .object(ContentSizeCategory.allCases.map { ($0.shortName, value) })),
            ("patternProperties", .object([(Schema.commentPattern, .object([])), ("^(?:\(categoryNames))$", value)])),
            ("additionalProperties", .bool(false)),
        ])
        // Not every key a comment: at least one category.
        let atLeastOneCategory = Schema.not(.object([("propertyNames", .object([("pattern", .string(Schema.commentPattern))]))]))
        return Schema.anyOf([value, scaled.schema(required: ConstraintDecoder.scaledConstantKeys),
                             Schema.allOf([table, atLeastOneCategory])])
    }
}
