// The screen schema's objects: each is a decoder's key table with the schema of every key's
// value, so a key added to a decoder without a schema (or the reverse) fails ScreenSchemaTests.

extension ScreenSchema {
    static let number = Schema.number(-1_000_000...1_000_000)

    /// The top level (SPEC §3); `device` and `size` exclude each other.
    static var screen: SchemaObject {
        SchemaObject(keys: ScreenDecoder.topLevelKeys, types: [
            "$schema": Schema.string,
            "name": Schema.pattern("^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$"),
            "device": Schema.ref("device"),
            "size": Schema.ref("size"),
            "freeform": Schema.boolean,
            "selfSizing": Schema.boolean,
            "orientation": Schema.choice(Orientation.self),
            "metrics": Schema.ref("metrics"),
            "spacing": Schema.ref("spacing"),
            "fonts": Schema.array(of: Schema.string),
            "fontAdjust": Schema.array(of: Schema.ref("fontAdjust")),
            "standIns": Schema.array(of: Schema.ref("standIn")),
            "bars": Schema.ref("bars"), "rootMargins": Schema.ref("rootMargins"), "canvas": Schema.ref("canvas"),
            "views": Schema.array(of: Schema.ref("view")),
            "constraints": Schema.array(of: Schema.ref("constraint")),
        ])
    }

    static var size: SchemaObject {
        SchemaObject(keys: ScreenDecoder.sizeKeys, types: [
            "width": Schema.number(1...100_000), "height": Schema.number(1...100_000),
            "scale": .object([("enum", .array(ScreenDecoder.scales.map(JSONOutput.number)))]),
            "widthClass": Schema.choice(SizeClass.self), "heightClass": Schema.choice(SizeClass.self),
            "safeArea": Schema.ref("insets"), "landscape": Schema.ref("landscapeSize"),
        ])
    }

    /// `size.landscape`: the container in landscape, not turned.
    static var landscapeSize: SchemaObject {
        SchemaObject(keys: ScreenDecoder.landscapeSizeKeys, types: [
            "width": Schema.number(1...100_000), "height": Schema.number(1...100_000),
            "widthClass": Schema.choice(SizeClass.self), "heightClass": Schema.choice(SizeClass.self),
            "safeArea": Schema.ref("insets"),
        ])
    }

    /// Simulated bars (SPEC §10) that add to the safe area, as Interface Builder's do.
    static var bars: SchemaObject {
        SchemaObject(keys: ScreenDecoder.barsKeys, types: [
            "top": Schema.choice(SimulatedBars.Top.self), "bottom": Schema.choice(SimulatedBars.Bottom.self),
            "statusBar": Schema.choice(SimulatedBars.StatusBar.self),
        ])
    }

    /// The root view's own layout margins (README "rootMargins").
    static var rootMargins: SchemaObject {
        SchemaObject(keys: ScreenDecoder.rootMarginsKeys, types: ["insets": Schema.ref("insets"), "fromSafeArea": Schema.boolean,
                                                                 "directional": Schema.boolean])
    }

    /// How Interface Builder's canvas differs from the app (README): `--canvas` applies it.
    static var canvas: SchemaObject {
        SchemaObject(keys: ScreenDecoder.canvasKeys, types: ["statusBar": Schema.choice(SimulatedBars.StatusBar.self),
                                                                     "safeArea": Schema.choice(CanvasSafeArea.self),
                                                                     "category": Schema.ref("category"),
                                                                     "stackTextWidths": Schema.choice(StackTextWidths.self),
                                                                     "topBar": Schema.choice(SimulatedBars.Top.self),
                                                                     "sideMargin": Schema.number(0...1000),
                                                                     "rootMarginsFromFrame": Schema.boolean,
                                                                     "size": Schema.ref("size")])
    }

    static var spacing: SchemaObject {
        SchemaObject(keys: ScreenDecoder.spacingKeys, types: [
            "sibling": Schema.number(-100_000...100_000), "superview": Schema.number(-100_000...100_000),
        ])
    }

    /// Matches either a `device` or a `screenHeight`.
    static var fontAdjust: SchemaObject {
        SchemaObject(keys: ScreenDecoder.fontAdjustKeys, types: [
            "device": Schema.ref("device"), "screenHeight": Schema.ref("length"), "add": Schema.number(-100...100),
        ])
    }

    /// A family the run lacks, measured with the system font (README "Fonts a run lacks").
    static var standIn: SchemaObject {
        SchemaObject(keys: ScreenDecoder.standInKeys, types: [
            "family": Schema.string, "weight": Schema.choice(FontWeight.self),
            "widthScale": Schema.number(FontStandIn.widthScales), "lineHeight": Schema.number(FontStandIn.lineHeights),
        ])
    }

    /// `when` (SPEC §3.4).
    static var condition: SchemaObject {
        SchemaObject(keys: Condition.keys, types: [
            "orientation": Schema.choice(Orientation.self),
            "width": Schema.choice(SizeClass.self),
            "height": Schema.choice(SizeClass.self),
            "category": Schema.ref("categoryComparison"),
            "device": Schema.caseInsensitiveChoice(["custom"] + Device.allNames),
        ])
    }

    /// The object form of a constraint (SPEC §3.2, §3.3).
    static var constraint: SchemaObject {
        SchemaObject(keys: ConstraintDecoder.keys, types: [
            "expr": Schema.string,
            "vfl": Schema.string,
            "options": Schema.array(of: Schema.choice(VisualFormatOption.self)),
            "metrics": Schema.ref("metrics"),
            "item": Schema.string,
            "relation": Schema.choice(ConstraintRelation.self),
            "toItem": Schema.string,
            "multiplier": number,
            "constant": Schema.ref("constant"),
            "priority": Schema.ref("priority"),
            "id": Schema.pattern("^\\S+$"),
            "placeholder": Schema.boolean,
            "when": Schema.ref("condition"),
            "coordinates": Schema.choice(ConstraintCoordinates.self),
        ])
    }

    /// A font object (SPEC §5.1); `extraKeys` as `FontSpec.decode` takes them (`when` in a
    /// variant list).
    static func font(extraKeys: [String] = []) -> SchemaObject {
        SchemaObject(keys: FontSpec.keys + extraKeys, types: [
            "style": Schema.ref("textStyle"),
            "size": Schema.number(1...1000),
            "weight": Schema.choice(FontWeight.self),
            "relativeTo": Schema.ref("textStyle"),
            "dynamic": Schema.boolean,
            "family": Schema.string,
            "maxSize": Schema.number(1...1000),
            "styleLeading": Schema.boolean,
        ].merging(extraKeys.contains("when") ? ["when": Schema.ref("condition")] : [:]) { first, _ in first })
    }

    /// `cell`: a screen fragment.
    static var tableCell: SchemaObject {
        SchemaObject(keys: TableSpec.cellKeys, types: [
            "views": Schema.array(of: Schema.ref("view")),
            "constraints": Schema.array(of: Schema.ref("constraint")),
        ])
    }

    static var intrinsic: SchemaObject {
        let axis = Schema.anyOf([Schema.ref("length"), Schema.type("null")])
        return SchemaObject(keys: ViewDecoder.intrinsicKeys, types: ["width": axis, "height": axis])
    }

    static var image: SchemaObject {
        SchemaObject(keys: ViewDecoder.imageKeys, types: ["width": Schema.ref("length"), "height": Schema.ref("length")])
    }
}
