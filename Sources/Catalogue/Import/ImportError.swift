/// Why an import was refused. Every case names the file, and the line or byte where that helps,
/// so the CLI can print a message a user can act on.
public enum ImportError: Error, Equatable, CustomStringConvertible, Sendable {
    case unreadableFile(file: String, reason: String)
    case invalidUTF8(file: String, byteOffset: Int)
    case unterminatedQuote(file: String, line: Int)
    case unexpectedCharacterAfterQuote(file: String, line: Int)
    case invalidJSON(file: String, reason: String)
    case missingColumn(file: String, column: String)
    case emptyFile(file: String)
    case noBeerFile
    case unknownFormat(file: String)

    public var description: String {
        switch self {
        case let .unreadableFile(file, reason):
            "\(file): cannot read: \(reason)"
        case let .invalidUTF8(file, byteOffset):
            "\(file): invalid UTF-8 at byte offset \(byteOffset)"
        case let .unterminatedQuote(file, line):
            "\(file):\(line): unterminated quoted field"
        case let .unexpectedCharacterAfterQuote(file, line):
            "\(file):\(line): unexpected character after a closing quote"
        case let .invalidJSON(file, reason):
            "\(file): invalid JSON: \(reason)"
        case let .missingColumn(file, column):
            "\(file): missing required column '\(column)'"
        case let .emptyFile(file):
            "\(file): the file has no header row"
        case .noBeerFile:
            "none of the files holds beers (a file with a 'name' column and beer columns such as abv or style)"
        case let .unknownFormat(file):
            "\(file): cannot tell whether this is CSV or JSON; pass --format"
        }
    }
}
