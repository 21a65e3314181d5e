extension API {
    /// Why an import was refused, exactly (`ImportError`), in the error body of a 422
    /// `invalid_import`: `kind` names the case, the other properties are its details (null where
    /// that kind has none), so a client refuses with the same `ImportError` as the store.
    public struct ImportFault: Codable, Sendable, Equatable {
        public let kind: String
        public let file: String?
        public let line: Int?
        public let column: Int?
        public let found: Int?
        public let expected: Int?
        /// The missing column's name (`missingColumn`).
        public let columnName: String?
        /// Why the file could not be read, or what is wrong with the JSON.
        public let reason: String?

        public init(_ error: ImportError) {
            var (file, line, column, found, expected, columnName, reason): (String?, Int?, Int?, Int?, Int?, String?, String?)
            switch error {
            case let .unreadableFile(name, why): (file, reason) = (name, why)
            case let .invalidUTF8(name, at, position), let .nulCharacter(name, at, position):
                (file, line, column) = (name, at, position)
            case let .fieldCount(name, at, got, wanted): (file, line, found, expected) = (name, at, got, wanted)
            case let .unterminatedQuote(name, at), let .unexpectedCharacterAfterQuote(name, at): (file, line) = (name, at)
            case let .invalidJSON(name, at, position, why): (file, line, column, reason) = (name, at, position, why)
            case let .missingColumn(name, missing): (file, columnName) = (name, missing)
            case let .emptyFile(name), let .unknownFormat(name): file = name
            case .noBeerFile: break
            }
            kind = Self.kind(of: error)
            (self.file, self.line, self.column, self.found, self.expected, self.columnName, self.reason)
                = (file, line, column, found, expected, columnName, reason)
        }

        /// The refusal it describes; nil for a kind this client does not know, or one missing a detail.
        public var error: ImportError? {
            switch kind {
            case "unreadableFile": file.flatMap { file in reason.map { .unreadableFile(file: file, reason: $0) } }
            case "invalidUTF8": file.flatMap { file in line.flatMap { line in column.map { .invalidUTF8(file: file, line: line, column: $0) } } }
            case "nulCharacter": file.flatMap { file in line.flatMap { line in column.map { .nulCharacter(file: file, line: line, column: $0) } } }
            case "fieldCount":
                file.flatMap { file in line.flatMap { line in found.flatMap { found in
                    expected.map { .fieldCount(file: file, line: line, found: found, expected: $0) } } } }
            case "unterminatedQuote": file.flatMap { file in line.map { .unterminatedQuote(file: file, line: $0) } }
            case "unexpectedCharacterAfterQuote": file.flatMap { file in line.map { .unexpectedCharacterAfterQuote(file: file, line: $0) } }
            case "invalidJSON":
                file.flatMap { file in line.flatMap { line in column.flatMap { column in
                    reason.map { .invalidJSON(file: file, line: line, column: column, reason: $0) } } } }
            case "missingColumn": file.flatMap { file in columnName.map { .missingColumn(file: file, column: $0) } }
            case "emptyFile": file.map { .emptyFile(file: $0) }
            case "noBeerFile": .noBeerFile
            case "unknownFormat": file.map { .unknownFormat(file: $0) }
            default: nil
            }
        }

        private static func kind(of error: ImportError) -> String {
            switch error {
            case .unreadableFile: "unreadableFile"
            case .invalidUTF8: "invalidUTF8"
            case .nulCharacter: "nulCharacter"
            case .fieldCount: "fieldCount"
            case .unterminatedQuote: "unterminatedQuote"
            case .unexpectedCharacterAfterQuote: "unexpectedCharacterAfterQuote"
            case .invalidJSON: "invalidJSON"
            case .missingColumn: "missingColumn"
            case .emptyFile: "emptyFile"
            case .noBeerFile: "noBeerFile"
            case .unknownFormat: "unknownFormat"
            }
        }
    }
}
