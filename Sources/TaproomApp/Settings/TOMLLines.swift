import Foundation

/// Finds the line of a key in a TOML document's text, for messages about a value that parsed
/// but cannot be used (TOMLKit gives positions only for syntax errors). It follows table
/// headers (`[keys.list]`) and dotted keys (`keys.list.sort = …`); inline tables and quoted
/// keys with dots are beyond it, and then the message names the key's path instead.
enum TOMLLines {
    /// The 1-based line that assigns `path` or opens it as a table, or nil.
    static func line(of path: [String], in text: String) -> Int? {
        var table: [String] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") {
                let inner = line.drop { $0 == "[" }.prefix { $0 != "]" }
                table = parts(of: String(inner))
                if table == path { return index + 1 }
            } else if let equals = line.firstIndex(of: "="), !line.hasPrefix("#") {
                let key = table + parts(of: String(line[..<equals]))
                if key == path || (path.starts(with: key) && key.count < path.count) { return index + 1 }
            }
        }
        return nil
    }

    private static func parts(of key: String) -> [String] {
        key.split(separator: ".").map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) }
    }
}
