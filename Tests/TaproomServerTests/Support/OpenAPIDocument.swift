import Foundation
import HTTPTypes
import Locking

/// docs/openapi.json, with a checker for the subset of JSON Schema the document uses: `type`
/// (one or a list, with "null"), `properties`, `required`, `additionalProperties` (false, or a schema),
/// `items`, `enum`, `const` and `$ref`. Every
/// response a test meets is checked against its operation, and the operations and statuses met
/// are recorded, so one test can tell whether all were exercised.
final class OpenAPIDocument: Sendable {
    /// The repository's document, read once; a test that needs it fails if it cannot be read.
    static func shared() throws -> OpenAPIDocument { try loaded.get() }

    private static let loaded = Result { try OpenAPIDocument(url: OpenAPIDocument.repositoryFile("docs/openapi.json")) }

    struct Operation: Hashable, Sendable, CustomStringConvertible {
        let method: String
        let path: String
        var description: String { "\(method) \(path)" }
    }

    /// The (method, path template) pairs the document lists, such as GET /v1/beers/{id}.
    let operations: Set<Operation>
    private let root: JSONValue
    private let met = Locked<Set<String>>([])

    init(url: URL) throws {
        root = try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: url))
        var operations = Set<Operation>()
        for (path, item) in root["paths"]?.object ?? [:] {
            for method in item.object?.keys ?? [:].keys {
                operations.insert(Operation(method: method.uppercased(), path: path))
            }
        }
        self.operations = operations
    }

    static func repositoryFile(_ relative: String) -> URL {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.appendingPathComponent(relative)
    }

    /// A schema of `components/schemas`.
    func schema(_ name: String) -> JSONValue? {
        root["components"]?["schemas"]?[name]
    }

    /// The parameter of that name of an operation.
    func parameter(_ name: String, of method: String, _ path: String) -> JSONValue? {
        operation(Operation(method: method, path: path))?["parameters"]?.array?.first { $0["name"]?.string == name }
    }

    /// "GET /v1/beers/{id} 200"-style keys of every operation and status met so far.
    var statusesMet: Set<String> { met.withLock { $0 } }

    /// Every status each operation documents, as "METHOD path status".
    var statusesDocumented: Set<String> {
        Set(operations.flatMap { operation in
            (self.operation(operation)?["responses"]?.object?.keys).map { $0.map { "\(operation) \($0)" } } ?? []
        })
    }

    /// What is wrong with `response` to `method uri` by the document; empty when it conforms.
    func check(method: String, uri: String, response: APIResponse) -> [String] {
        let path = String(uri.split(separator: "?", maxSplits: 1).first ?? "")
        guard let template = operations.first(where: { $0.method == method && Self.matches(template: $0.path, path: path) }),
              let operation = operation(template) else {
            // No undocumented route may answer: a documented path answers another method with 405
            // and `Allow` naming exactly its documented methods (and HEAD beside GET, which HTTP
            // asks of every server); anything else is the router's 404.
            var documentedMethods = operations.filter { Self.matches(template: $0.path, path: path) }.map(\.method)
            if documentedMethods.contains("GET") { documentedMethods.append("HEAD") }
            let allowed = documentedMethods.sorted()
            let expected = allowed.isEmpty ? 404 : 405
            guard response.status == expected, let body = response.json, let schema = resolve("#/components/schemas/Error") else {
                return ["\(method) \(path) is not documented, and answered \(response.status) where HTTP says \(expected)"]
            }
            var problems = validate(body, against: schema, at: "\(method) \(path) \(expected) body")
            let allow = response.headers[.allow]?.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.sorted()
            if allow != (allowed.isEmpty ? nil : allowed) {
                problems.append("\(method) \(path): Allow is \(response.headers[.allow] ?? "missing"), not \(allowed)")
            }
            return problems
        }
        guard var documented = operation["responses"]?[String(response.status)] else {
            return ["\(template) answered \(response.status), which it does not document: \(response.bodyText)"]
        }
        met.withLock { _ = $0.insert("\(template) \(response.status)") }
        if let reference = documented["$ref"]?.string { documented = resolve(reference) ?? .null }
        if let stream = documented["content"]?["text/event-stream"] {
            return checkEventStream(response, against: stream, headers: documented["headers"], at: "\(template) \(response.status)")
        }
        guard let schema = documented["content"]?["application/json"]?["schema"] else {
            return response.bodyText.isEmpty ? [] : ["\(template) \(response.status) documents no body but sent \(response.bodyText)"]
        }
        guard let body = response.json else { return ["\(template) \(response.status): the body is not JSON: \(response.bodyText)"] }
        var problems = validate(body, against: schema, at: "\(template) \(response.status) body")
        if response.headers[.contentType]?.hasPrefix("application/json") != true {
            problems.append("\(template) \(response.status): Content-Type is \(response.headers[.contentType] ?? "missing")")
        }
        return problems
    }

    /// A stream of server-sent events (as much of it as was read): its Content-Type, the
    /// documented header values, and each event by the media type's schema, which describes one
    /// event as an object of its fields (`event`, `data`), as schemathesis reads it; a `data`
    /// with `contentMediaType` JSON is parsed and checked against its `contentSchema`. Comment
    /// lines are allowed.
    private func checkEventStream(_ response: APIResponse, against stream: JSONValue, headers: JSONValue?,
                                  at place: String) -> [String] {
        var problems: [String] = []
        if response.headers[.contentType]?.hasPrefix("text/event-stream") != true {
            problems.append("\(place): Content-Type is \(response.headers[.contentType] ?? "missing")")
        }
        for (name, header) in headers?.object ?? [:] {
            guard let choices = header["schema"]?["enum"]?.array, let field = HTTPField.Name(name) else { continue }
            let value = response.headers[field].map(JSONValue.string) ?? .null
            if !choices.contains(value) { problems.append("\(place): \(name) is \(value), not one of \(choices)") }
        }
        let schema = stream["schema"] ?? .null
        for block in response.bodyText.components(separatedBy: "\n\n") where !block.isEmpty {
            let lines = block.split(separator: "\n").filter { !$0.hasPrefix(":") }
            guard !lines.isEmpty else { continue }
            var fields: [String: JSONValue] = [:]
            for line in lines {
                let (field, value) = line.firstIndex(of: ":").map { (String(line[..<$0]), line[line.index(after: $0)...]) }
                    ?? (String(line), "")
                let text = String(value.first == " " ? value.dropFirst() : value)
                fields[field] = .string((fields[field]?.string).map { $0 + "\n" + text } ?? text)
            }
            let name = fields["event"]?.string ?? "message"
            problems += validate(.object(fields), against: schema, at: "\(place) event \(name)")
            let data = schema["properties"]?["data"]
            guard data?["contentMediaType"]?.string == "application/json", let contentSchema = data?["contentSchema"] else { continue }
            guard let value = try? JSONDecoder().decode(JSONValue.self, from: Data((fields["data"]?.string ?? "").utf8)) else {
                problems.append("\(place): event \(name)'s data is not JSON: \(fields["data"]?.string ?? "")")
                continue
            }
            problems += validate(value, against: contentSchema, at: "\(place) event \(name) data")
        }
        return problems
    }

    private func operation(_ operation: Operation) -> JSONValue? {
        root["paths"]?[operation.path]?[operation.method.lowercased()]
    }

    static func matches(template: String, path: String) -> Bool {
        let wanted = template.split(separator: "/"), given = path.split(separator: "/")
        guard wanted.count == given.count else { return false }
        return zip(wanted, given).allSatisfy { $0.hasPrefix("{") || $0 == $1 }
    }

    private func resolve(_ reference: String) -> JSONValue? {
        var node: JSONValue? = root
        for key in reference.dropFirst(2).split(separator: "/") { node = node?[String(key)] }
        return node
    }

    /// The schema problems of `value`, each naming where it is.
    func validate(_ value: JSONValue, against schema: JSONValue, at place: String) -> [String] {
        var schema = schema
        if let reference = schema["$ref"]?.string {
            guard let resolved = resolve(reference) else { return ["\(place): unknown \(reference)"] }
            schema = resolved
        }
        if let type = schema["type"] {
            let types = type.array?.compactMap(\.string) ?? [type.string].compactMap { $0 }
            let accepted = types.contains(value.typeName) || (value.typeName == "integer" && types.contains("number"))
            if !accepted { return ["\(place): \(value.typeName) where the document says \(types.joined(separator: " or "))"] }
        }
        var problems: [String] = []
        if let choices = schema["enum"]?.array, !choices.contains(value) {
            problems.append("\(place): \(value) is not one of the documented values")
        }
        if let constant = schema["const"], constant != value {
            problems.append("\(place): \(value) is not the documented \(constant)")
        }
        if let members = value.object, schema["additionalProperties"] == .bool(false) {
            let documented = Set(schema["properties"]?.object?.keys.map { $0 } ?? [])
            for key in members.keys.sorted() where !documented.contains(key) {
                problems.append("\(place): \(key) is not documented")
            }
        }
        if let members = value.object, let others = schema["additionalProperties"], others.object != nil {
            let documented = Set(schema["properties"]?.object?.keys.map { $0 } ?? [])
            for (key, member) in members where !documented.contains(key) {
                problems += validate(member, against: others, at: "\(place).\(key)")
            }
        }
        if let members = value.object {
            for key in schema["required"]?.array?.compactMap(\.string) ?? [] where members[key] == nil {
                problems.append("\(place): required \(key) is missing")
            }
            for (key, propertySchema) in schema["properties"]?.object ?? [:] {
                if let member = members[key] { problems += validate(member, against: propertySchema, at: "\(place).\(key)") }
            }
        }
        if let items = value.array, let itemSchema = schema["items"] {
            for (index, item) in items.enumerated() { problems += validate(item, against: itemSchema, at: "\(place)[\(index)]") }
        }
        return problems
    }
}
