/// Why an import was refused. Every case names the file, and the line and column where that
/// helps, so the CLI can print a message a user can act on. For CSV a column is a field's
/// position in its record (1 is the first field); for JSON it is the character in the line.
public enum ImportError: Error, Equatable, CustomStringConvertible, Sendable {
    case unreadableFile(file: String, reason: String)
    case invalidUTF8(file: String, line: Int, column: Int)
    case nulCharacter(file: String, line: Int, column: Int)
    case fieldCount(file: String, line: Int, found: Int, expected: Int)
    case unterminatedQuote(file: String, line: Int)
    case unexpectedCharacterAfterQuote(file: String, line: Int)
    case invalidJSON(file: String, line: Int, column: Int, reason: String)
    case missingColumn(file: String, column: String)
    case emptyFile(file: String)
    case noBeerFile
    case unknownFormat(file: String)

    public var description: String {
        switch self {
        case let .unreadableFile(file, reason):
            "\(file): cannot read: \(reason)"
        case let .invalidUTF8(file, line, column):
            "\(file):\(line): column \(column): invalid UTF-8"
        case let .nulCharacter(file, line, column):
            "\(file):\(line): column \(column): NUL character"
        case let .fieldCount(file, line, found, expected):
            "\(file):\(line): \(found) field\(found == 1 ? "" : "s") where the header has \(expected)"
        case let .unterminatedQuote(file, line):
            "\(file):\(line): unterminated quoted field"
        case let .unexpectedCharacterAfterQuote(file, line):
            "\(file):\(line): unexpected character after a closing quote"
        case let .invalidJSON(file, line, column, reason):
            "\(file):\(line):\(column): invalid JSON: \(reason)"
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
