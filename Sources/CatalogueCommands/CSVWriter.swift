/// Writes RFC 4180 fields: quoted when they hold a comma, quote, line break or edge spaces.
enum CSVWriter {
    static func line(_ fields: [String]) -> String {
        fields.map(quoted).joined(separator: ",")
    }

    private static func quoted(_ field: String) -> String {
        let needsQuotes = field.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
            || field.first == " " || field.last == " "
        guard needsQuotes else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

private extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
