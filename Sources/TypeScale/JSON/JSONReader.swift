/// typescale's JSON reader: strict RFC 8259, with line:column and a JSON path on every value.
///
/// Foundation's `JSONSerialization` keeps neither source positions nor key order, and its
/// errors name byte offsets, so screens are read with this parser instead.
public enum JSONReader {
    /// Containers may nest at most this deep; deeper input is rejected, never recursed into.
    public static let maximumDepth = 512

    /// Parses one JSON document from UTF-8 bytes (a leading byte order mark is skipped).
    ///
    /// - Parameter file: the name errors and nodes report, as the user named the file.
    /// - Throws: `InputError` with the file, the path being read, line:column and what was
    ///   expected.
    public static func parse(_ bytes: [UInt8], file: String) throws(InputError) -> JSONNode {
        try bytes.withUnsafeBufferPointer { (input) throws(InputError) -> JSONNode in
            var parser = JSONParser(input: input, file: file)
            return try parser.parseDocument()
        }
    }

    /// Parses a document held in a string (for tests and small inline inputs).
    public static func parse(_ text: String, file: String) throws(InputError) -> JSONNode {
        try parse(Array(text.utf8), file: file)
    }
}

/// The parser's state over one document. Iterative: containers being read sit on an explicit
/// stack, so deep nesting costs heap, not call stack, and is cut off at `maximumDepth`.
struct JSONParser {
    let input: UnsafeBufferPointer<UInt8>
    let file: String
    /// The next byte to read.
    var position = 0
    /// Line tracking, updated as whitespace is skipped (raw line breaks occur nowhere else).
    var line = 1
    var lineStart = 0
    /// Column of `columnOffset` on the current line, so columns are counted incrementally.
    var columnOffset = 0
    var column = 1

    init(input: UnsafeBufferPointer<UInt8>, file: String) {
        self.input = input
        self.file = file
    }

    /// A container whose members or elements are still being read.
    struct Frame {
        let isObject: Bool
        let start: Int
        let location: SourceLocation
        let path: JSONPath
        /// Shared by all children's paths.
        let childPrefix: JSONPath.Link?
        var members: [JSONMember] = []
        var elements: [JSONNode] = []
        var pendingKey = ""
        var pendingKeyLocation = SourceLocation(line: 1, column: 1)
        /// Keys seen so far, built only once an object is large enough for linear search to hurt.
        var keyIndex: Set<String>? = nil

        var childPath: JSONPath {
            JSONPath(
                prefix: childPrefix,
                last: isObject ? .key(pendingKey) : .index(elements.count))
        }
    }

    mutating func parseDocument() throws(InputError) -> JSONNode {
        if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF {
            position = 3
            lineStart = 3
            columnOffset = 3
        }
        if input.count >= 2,
           (input[0] == 0xFF && input[1] == 0xFE) || (input[0] == 0xFE && input[1] == 0xFF) {
            throw InputError(file: file, message: "the file is UTF-16; save it as UTF-8")
        }
        skipWhitespace()
        guard position < input.count else {
            throw InputError(file: file, message: "empty file: expected a JSON value")
        }
        let root = try parseValueTree()
        skipWhitespace()
        guard position == input.count else {
            throw error(at: position, path: .root,
                        "unexpected \(describeToken(at: position)) after the JSON value")
        }
        return root
    }

    /// Reads the value at `position` (whitespace already skipped), with everything nested in it.
    mutating func parseValueTree() throws(InputError) -> JSONNode {
        var stack: [Frame] = []
        var path = JSONPath.root
        readingValues: while true {
            let start = position
            guard start < input.count else {
                throw error(at: start, path: path, "expected a JSON value, found end of file")
            }
            let location = locate(start)
            var completed: JSONNode
            let byte = input[start]
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                let isObject = byte == UInt8(ascii: "{")
                guard stack.count < JSONReader.maximumDepth else {
                    throw error(at: start, path: path,
                                "nesting deeper than \(JSONReader.maximumDepth) levels")
                }
                position += 1
                skipWhitespace()
                if position < input.count,
                   input[position] == UInt8(ascii: isObject ? "}" : "]") {
                    position += 1
                    completed = JSONNode(
                        value: isObject ? .object([]) : .array([]),
                        location: location, path: path, file: file)
                } else {
                    var frame = Frame(
                        isObject: isObject, start: start, location: location, path: path,
                        childPrefix: path.linkForChildren())
                    if isObject { try readKey(into: &frame, afterComma: false) }
                    path = frame.childPath
                    stack.append(frame)
                    continue readingValues
                }
            } else {
                completed = JSONNode(
                    value: try readScalar(path: path), location: location, path: path, file: file)
            }

            // A value is complete: hand it to its container, closing every container that ends
            // here, until one expects another value.
            while let top = stack.indices.last {
                skipWhitespace()
                let next: UInt8? = position < input.count ? input[position] : nil
                if stack[top].isObject {
                    let member = JSONMember(
                        key: stack[top].pendingKey, keyLocation: stack[top].pendingKeyLocation,
                        value: completed)
                    stack[top].members.append(member)
                    if next == UInt8(ascii: ",") {
                        position += 1
                        skipWhitespace()
                        try readKey(into: &stack[top], afterComma: true)
                        path = stack[top].childPath
                        continue readingValues
                    } else if next == UInt8(ascii: "}") {
                        position += 1
                        let frame = stack.removeLast()
                        completed = JSONNode(
                            value: .object(frame.members), location: frame.location,
                            path: frame.path, file: file)
                    } else {
                        throw unclosed(stack[top], expected: "',' or '}' after object member")
                    }
                } else {
                    stack[top].elements.append(completed)
                    if next == UInt8(ascii: ",") {
                        position += 1
                        skipWhitespace()
                        if position < input.count, input[position] == UInt8(ascii: "]") {
                            throw error(at: position, path: stack[top].path,
                                        "trailing comma is not valid JSON")
                        }
                        path = stack[top].childPath
                        continue readingValues
                    } else if next == UInt8(ascii: "]") {
                        position += 1
                        let frame = stack.removeLast()
                        completed = JSONNode(
                            value: .array(frame.elements), location: frame.location,
                            path: frame.path, file: file)
                    } else {
                        throw unclosed(stack[top], expected: "',' or ']' after array element")
                    }
                }
            }
            return completed
        }
    }

    /// Reads `"key" :` and leaves `position` at the member's value.
    mutating func readKey(into frame: inout Frame, afterComma: Bool) throws(InputError) {
        guard position < input.count, input[position] == UInt8(ascii: "\"") else {
            if afterComma, position < input.count, input[position] == UInt8(ascii: "}") {
                throw error(at: position, path: frame.path, "trailing comma is not valid JSON")
            }
            throw error(at: position, path: frame.path,
                        "expected a string key, found \(describeToken(at: position))")
        }
        let keyStart = position
        let keyLocation = locate(keyStart)
        let key = try readString(path: frame.path)
        if isDuplicate(key, in: &frame) {
            throw error(at: keyStart, path: frame.path,
                        "duplicate key \(InputError.quote(key))")
        }
        frame.pendingKey = key
        frame.pendingKeyLocation = keyLocation
        skipWhitespace()
        guard position < input.count, input[position] == UInt8(ascii: ":") else {
            throw error(at: position, path: frame.path,
                        "expected ':' after object key \(InputError.quote(key)), "
                        + "found \(describeToken(at: position))")
        }
        position += 1
        skipWhitespace()
    }

    /// Whether `key` is already a member; records it otherwise.
    func isDuplicate(_ key: String, in frame: inout Frame) -> Bool {
        // Small objects (nearly all of them) are searched linearly; large ones get an index.
        let linearLimit = 16
        if frame.keyIndex == nil {
            if frame.members.count < linearLimit {
                return frame.members.contains { $0.key == key }
            }
            frame.keyIndex = Set(frame.members.map(\.key))
        }
        return frame.keyIndex?.insert(key).inserted == false
    }

    /// The error for a container that is followed by neither a separator nor its closer.
    func unclosed(_ frame: Frame, expected: String) -> InputError {
        guard position < input.count else {
            let kind = frame.isObject ? "object" : "array"
            return error(at: position, path: frame.path,
                         "expected \(expected), found end of file (the \(kind) at "
                         + "\(lineAndColumn(of: frame.start)) is not closed)")
        }
        return error(at: position, path: frame.path,
                     "expected \(expected), found \(describeToken(at: position))")
    }
}
