import Foundation
import Testing
@testable import TypeScale

/// The screen schema is made from the decoders' key tables: every key a decoder takes has a
/// schema, and every key the printed schema lists is one the decoder takes where it lists it.
struct ScreenSchemaTests {
    @Test func everyDecoderKeyHasASchemaAndNoSchemaKeyIsExtra() {
        for (name, object) in ScreenSchema.objects {
            let (missing, extra) = object.mismatches
            #expect(missing.isEmpty, "\(name): decoder keys without a schema: \(missing)")
            #expect(extra.isEmpty, "\(name): schema keys the decoder does not take: \(extra)")
        }
    }

    @Test func everyViewKeyInTheSchemaBelongsToSomeKind() {
        let used = Set(ViewKind.writable.flatMap(ViewDecoder.keys(for:)))
        #expect(ScreenSchema.viewTypes.keys.filter { !used.contains($0) }.sorted() == [])
    }

    /// The printed schema, read back with the library's own JSON reader.
    func definition(_ path: [String]) throws -> JSONObject {
        var node = try JSONReader.parse(ScreenSchema.text(), file: "schema.json")
        for key in path { node = try node.object().required(key) }
        return try node.object()
    }

    func propertyNames(_ path: [String]) throws -> [String] {
        try definition(path + ["properties"]).members.map(\.key)
    }

    /// The error decoding `json` gives ("" when it decodes).
    func decodingError(_ json: String) -> String {
        do {
            _ = try ScreenDecoder.decode(Array(json.utf8), file: "test.json")
            return ""
        } catch {
            return "\(error)"
        }
    }

    /// Each place the schema lists keys, with a screen that puts a key there (value `null`).
    static var places: [(path: [String], screen: (String) -> String)] { [
        ([], { "{ \"\($0)\": null }" }),
        (["$defs", "size"], { "{ \"size\": { \"\($0)\": null } }" }),
        (["$defs", "spacing"], { "{ \"spacing\": { \"\($0)\": null } }" }),
        (["$defs", "fontAdjust"], { "{ \"fontAdjust\": [{ \"\($0)\": null }] }" }),
        (["$defs", "condition"], { "{ \"views\": [{ \"id\": \"a\", \"kind\": \"view\", \"when\": { \"\($0)\": null } }] }" }),
        (["$defs", "constraintObject"], { "{ \"constraints\": [{ \"\($0)\": null }] }" }),
        (["$defs", "fontObject"], { "{ \"views\": [{ \"id\": \"a\", \"kind\": \"label\", \"font\": { \"\($0)\": null } }] }" }),
        (["$defs", "fontVariant"], { "{ \"views\": [{ \"id\": \"a\", \"kind\": \"label\", \"font\": [{ \"\($0)\": null }] }] }" }),
        (["$defs", "intrinsic"], { "{ \"views\": [{ \"id\": \"a\", \"kind\": \"view\", \"intrinsic\": { \"\($0)\": \"x\" } }] }" }),
        (["$defs", "image"], { "{ \"views\": [{ \"id\": \"a\", \"kind\": \"image\", \"image\": { \"\($0)\": null } }] }" }),
        (["$defs", "tableCell"], { "{ \"views\": [{ \"id\": \"t\", \"kind\": \"table\", \"cell\": { \"\($0)\": null } }] }" }),
    ] }

    @Test func everyKeyTheSchemaListsIsOneTheDecoderTakes() throws {
        for place in Self.places {
            let keys = try propertyNames(place.path)
            #expect(!keys.isEmpty, "\(place.path)")
            for key in keys {
                let error = decodingError(place.screen(key))
                #expect(!error.contains("unknown key"), "\(place.path) \(key): \(error)")
            }
            // The same place refuses a key the schema does not list, so the check above can fail.
            #expect(decodingError(place.screen("bogusKey")).contains("unknown key 'bogusKey'"), "\(place.path)")
        }
    }

    @Test func eachKindListsExactlyTheKeysItsDecoderTakes() throws {
        for kind in ViewKind.writable {
            let keys = try propertyNames(["$defs", "view." + kind.rawValue])
            #expect(keys == ViewDecoder.keys(for: kind), "\(kind)")
            for key in keys where key != "kind" && key != "id" {
                let view = "{ \"id\": \"a\", \"kind\": \"\(kind.rawValue)\", \"\(key)\": null }"
                let error = decodingError("{ \"views\": [\(view)] }")
                #expect(!error.contains("unknown key"), "\(kind) \(key): \(error)")
            }
        }
        // A key of another kind is refused (a label has no `title`), in schema and decoder.
        #expect(try !propertyNames(["$defs", "view.label"]).contains("title"))
        #expect(decodingError("{ \"views\": [{ \"id\": \"a\", \"kind\": \"label\", \"title\": \"x\" }] }").contains("unknown key 'title'"))
    }

    @Test func aScreenMayNameItsSchema() {
        #expect(decodingError("{ \"$schema\": \"../schema/screen.schema.json\", \"views\": [] }") == "")
        #expect(decodingError("{ \"$schema\": 1 }").contains("expected a string"))
        #expect(ScreenDecoder.topLevelKeys.contains("$schema"))
    }

    @Test func caseInsensitiveNamesBecomeLetterClasses() {
        #expect(Schema.caseInsensitivePattern("iphone-15") == "[iI][pP][hH][oO][nN][eE]-15")
        #expect(Schema.caseInsensitivePattern("a.b") == "[aA]\\.[bB]")
    }

    @Test func categoryNamesAreEverySpellingTheParserTakes() {
        let spellings = ScreenSchema.categorySpellings
        #expect(spellings.count == 12 * 5 - 3, "small, medium and large are shared by UIKit and SwiftUI")
        #expect(spellings.allSatisfy { ContentSizeCategory(parsing: $0) != nil })
        #expect(spellings.prefix(5) == ["XS", "extraSmall", "UIContentSizeCategoryExtraSmall", "UICTContentSizeCategoryXS", "xSmall"])
    }

    @Test func printingIsDeterministic() {
        #expect(ScreenSchema.text() == ScreenSchema.text())
        #expect(ScreenSchema.text().hasPrefix("{\n  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\",\n"))
    }
}

/// The sample screens `Tests/Tools/schema/validate.sh` runs through the schema: the decoder
/// agrees with it on each (good ones decode, bad ones are refused).
struct SchemaSampleTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Tools/schema")

    func samples(_ kind: String) throws -> [String] {
        let folder = Self.folder.appendingPathComponent(kind)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0).path }
    }

    @Test func goodSamplesDecode() throws {
        let files = try samples("good")
        #expect(files.count >= 2)
        for file in files {
            #expect(throws: Never.self, "\(file)") { _ = try ScreenDecoder.load(path: file) }
        }
    }

    @Test func badSamplesAreRefusedByTheDecoderToo() throws {
        let files = try samples("bad")
        #expect(files.count >= 4)
        for file in files {
            #expect(throws: InputError.self, "\(file)") { _ = try ScreenDecoder.load(path: file) }
        }
    }
}
