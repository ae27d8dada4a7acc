import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads XML bytes into an element tree with FoundationXML's `XMLParser`, refusing what an
/// Interface Builder document never contains and a hostile one might.
///
/// - No document type declarations at all: IB never writes one, and refusing `<!DOCTYPE`
///   before parsing shuts out internal entity expansion ("billion laughs") and external
///   entities whatever libxml2's own limits are. External entity resolution stays off too.
/// - Files over `maximumBytes` and nesting deeper than `maximumDepth` are refused (real
///   storyboards are a few hundred kilobytes and some thirty levels deep).
/// - On Linux `parse()` can return `true` with `parserError` set (a truncated file): both
///   are checked.
enum XMLDocumentReader {
    static let maximumBytes = 16 * 1024 * 1024
    static let maximumDepth = 256

    static func parse(_ bytes: [UInt8], file: String) throws -> XMLElementNode {
        guard bytes.count <= maximumBytes else {
            throw InputError(file: file, location: SourceLocation(line: 1, column: 1), message: "the file is \(bytes.count / (1024 * 1024)) MB; "
                             + "Interface Builder files larger than \(maximumBytes / (1024 * 1024)) MB are refused")
        }
        do {
            try XMLEncodingCheck.check(bytes)
        } catch {
            throw InputError(file: file, location: error.location, message: "malformed XML: \(error.message)")
        }
        if let declaration = doctypeLocation(in: bytes) {
            throw InputError(file: file, location: declaration,
                             message: "a document type declaration (<!DOCTYPE, entities) is refused: Interface Builder never writes one")
        }
        if let instruction = processingInstructionLocation(in: bytes) {
            // FoundationXML on Linux dereferences a processing instruction's missing data
            // (found by fuzzing: `<?xmlx?>` crashed with signal 11).
            throw InputError(file: file, location: instruction,
                             message: "a processing instruction (<?…?>) other than the XML declaration is refused: Interface Builder never writes one")
        }
        let locations: [SourceLocation]
        do {
            locations = try StartTagScanner.locations(in: bytes)
        } catch {
            throw InputError(file: file, location: error.location, message: "malformed XML: \(error.message)")
        }
        let builder = TreeBuilder(file: file, locations: locations)
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = builder
        let finished = parser.parse()
        if let error = builder.error { throw error }
        if !finished || parser.parserError != nil {
            let location = SourceLocation(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
            throw InputError(file: file, location: location,
                             message: "malformed XML: \(describe(parser.parserError, bytes: bytes, at: location))")
        }
        guard let root = builder.root else {
            throw InputError(file: file, location: SourceLocation(line: 1, column: 1), message: "empty file: expected an Interface Builder document")
        }
        return root
    }

    /// Where `<!DOCTYPE` (or a stray `<!ENTITY`) appears outside comments, if anywhere.
    static func doctypeLocation(in bytes: [UInt8]) -> SourceLocation? {
        let patterns = [Array("<!DOCTYPE".utf8), Array("<!ENTITY".utf8)]
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                lineStart = index + 1
            } else if byte == UInt8(ascii: "<") {
                for pattern in patterns where index + pattern.count <= bytes.count {
                    if pattern.indices.allSatisfy({ bytes[index + $0] == pattern[$0] }) {
                        let column = bytes[lineStart..<index].filter { $0 & 0xC0 != 0x80 }.count + 1
                        return SourceLocation(line: line, column: column)
                    }
                }
            }
            index += 1
        }
        return nil
    }

    /// Where a `<?` other than the leading `<?xml ` declaration appears, if anywhere (comments
    /// included: refusing a harmless one there costs nothing, as IB writes no comments).
    static func processingInstructionLocation(in bytes: [UInt8]) -> SourceLocation? {
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if bytes[start...].starts(with: Array("<?xml ".utf8)), let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) {
            start = end + 1
        }
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?") {
                return XMLEncodingCheck.location(of: index, in: bytes)
            }
            index += 1
        }
        return nil
    }

    /// libxml2's error codes as words, for the common faults.
    private static func describe(_ error: Error?, bytes: [UInt8], at location: SourceLocation) -> String {
        guard let error = error as NSError? else { return "the parser stopped" }
        switch error.code {
        case 4: return bytes.isEmpty ? "empty file" : "the document is empty or not XML"
        case 5:
            // libxml2 reports a mismatched end tag as a premature end too: tell them apart by
            // whether the parser stopped on the file's last line.
            let lines = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
            return location.line >= lines - (bytes.last == 0x0A ? 1 : 0)
                ? "unexpected end of file (the file is truncated)"
                : "an end tag does not match the element it closes"
        case 9, 38, 39, 40, 41: return "invalid character or attribute syntax"
        case 76, 77: return "a start tag is not closed by a matching end tag"
        case 73: return "expected '>'"
        case 85, 86: return "extra content after the document element"
        case 89: return "recursive entity reference"
        default: return "parser error \(error.code)"
        }
    }
}

/// The parser's delegate: builds the tree iteratively (one stack of open elements).
private final class TreeBuilder: NSObject, XMLParserDelegate {
    let file: String
    let locations: [SourceLocation]
    var stack: [XMLElementNode] = []
    var root: XMLElementNode?
    var error: InputError?
    var count = 0

    init(file: String, locations: [SourceLocation]) {
        self.file = file
        self.locations = locations
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        let location = count < locations.count
            ? locations[count] : SourceLocation(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
        count += 1
        guard stack.count < XMLDocumentReader.maximumDepth else {
            fail(parser, InputError(file: file, location: location,
                                    message: "elements nested deeper than \(XMLDocumentReader.maximumDepth) levels"))
            return
        }
        let element = XMLElementNode(name: elementName, attributes: attributes, location: location)
        if let parent = stack.last {
            element.parent = parent
            parent.children.append(element)
        } else if root == nil {
            root = element
        }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        // libxml2 recovers from a mismatched end tag and Foundation then reports only a
        // premature end: check the pairing here.
        let open = stack.popLast()
        guard let open, open.name == elementName else {
            let location = SourceLocation(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
            let expected = open.map { " <\($0.name)> (opened at line \($0.location.line))" } ?? " any open element"
            fail(parser, InputError(file: file, location: location,
                                    message: "malformed XML: end tag </\(elementName)> does not close\(expected)"))
            return
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        // Only the short strings IB stores as elements matter; whitespace between tags is dropped.
        guard let top = stack.last, top.name == "string" || top.name == "mutableString" else { return }
        top.text += string
    }

    func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
        refuseEntity(parser)
    }

    func parser(_ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?) {
        refuseEntity(parser)
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        refuseEntity(parser)
        return nil
    }

    private func refuseEntity(_ parser: XMLParser) {
        let location = SourceLocation(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
        fail(parser, InputError(file: file, location: location, message: "entity declarations are refused"))
    }

    private func fail(_ parser: XMLParser, _ error: InputError) {
        if self.error == nil { self.error = error }
        parser.abortParsing()
    }
}
