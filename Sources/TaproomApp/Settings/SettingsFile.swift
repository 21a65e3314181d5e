import enum Catalogue.BaseDirectory
import Foundation
import TerminalUI
import TOMLKit

/// The config file, `$XDG_CONFIG_HOME/taproom/config.toml` (else `~/.config/taproom/config.toml`),
/// read with TOMLKit. A file that cannot be used is never fatal: the app starts on the defaults
/// and says why, in one message naming the file, the line and what was expected.
public enum SettingsFile {
    /// Where the config file is read from when `--config` does not say.
    public static func defaultPath(environment: [String: String]) -> String {
        BaseDirectory.config.folderOrUnderHomeDirectory(environment: environment) + "/config.toml"
    }

    /// The settings in the file at `path`, or the defaults and why the file could not be used.
    /// A missing file is the defaults, and a problem only when the person named it (`required`).
    public static func load(path: String, required: Bool = false) -> (settings: Settings, problem: Unusable?) {
        guard FileManager.default.fileExists(atPath: path) else {
            return (.defaults, required ? Unusable(path: path, detail: ": no such file") : nil)
        }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            return (.defaults, Unusable(path: path, detail: ": cannot be read as UTF-8 text"))
        }
        do {
            return (try parse(text), nil)
        } catch {
            return (.defaults, Unusable(path: path, detail: error.detail))
        }
    }

    /// A config file that was not used, and why.
    public struct Unusable: Equatable, Sendable {
        public let path: String
        /// What follows the file's name: ` line 3: unknown action …`, `: no such file`.
        public let detail: String

        /// Control characters (an escape sequence in a key name) are shown as `�`, never sent.
        public init(path: String, detail: String) {
            func printable(_ text: String) -> String {
                String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.generalCategory == .control ? "\u{FFFD}" : $0 }))
            }
            self.path = printable(path)
            self.detail = printable(detail)
        }

        /// The whole message, as the log keeps it.
        public var message: String { path + detail }
        /// The message naming the file by its name alone, for a status line.
        public var shortMessage: String { (path as NSString).lastPathComponent + detail }
    }

    /// Why a config file's text was not used: where, and what was expected there.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        /// 1-based; nil when the place could not be found in the text.
        public let line: Int?
        public let column: Int?
        /// Where in the settings (`keys.list.sortt`), for a problem with a value.
        public let keyPath: String?
        public let reason: String

        public var description: String { message(file: "config") }

        /// The one message a person reads: `FILE line N: reason`.
        public func message(file: String) -> String { file + detail }

        /// What follows the file's name.
        var detail: String {
            switch (line, column, keyPath) {
            case (let line?, let column?, _): " line \(line), column \(column): \(reason)"
            case (let line?, nil, _): " line \(line): \(reason)"
            case (nil, _, let path?): ", at \(path): \(reason)"
            case (nil, _, nil): ": \(reason)"
            }
        }
    }

    /// The settings a config file's text gives, or the first problem in it.
    public static func parse(_ text: String) throws(Problem) -> Settings {
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw Problem(line: error.source.begin.line, column: error.source.begin.column, keyPath: nil,
                          reason: "not valid TOML: \(error.description)")
        } catch {
            throw Problem(line: nil, column: nil, keyPath: nil, reason: "not valid TOML: \(error)")
        }
        return try SettingsReader(text: text).read(table)
    }
}

private extension Error {
    var detail: String { (self as? SettingsFile.Problem)?.detail ?? ": \(self)" }
}

/// Reads the parsed table into `Settings`, naming the line of the first value it cannot use.
private struct SettingsReader {
    let text: String

    func read(_ table: TOMLTable) throws(SettingsFile.Problem) -> Settings {
        var settings = Settings()
        for key in table.keys {
            guard let value = table[key] else { continue }
            switch key {
            case "theme":
                let name = try string(value, at: [key], expected: "a theme name")
                guard let theme = Theme.Name(rawValue: name) else {
                    throw problem(at: [key], "unknown theme \"\(name)\": expected one of \(Self.list(Theme.Name.allCases.map(\.rawValue)))")
                }
                settings.theme = theme
            case "mouse":
                settings.mouse = try bool(value, at: [key])
            case "vi-keys":
                settings.viKeys = try bool(value, at: [key])
            case "colours":
                settings.colours = try colours(value)
            case "keys":
                settings.keys = try keys(value)
            default:
                throw problem(at: [key], "unknown setting \"\(key)\": expected theme, mouse, vi-keys, [colours] or [keys.SCREEN]")
            }
        }
        return settings
    }

    private func colours(_ value: TOMLValueConvertible) throws(SettingsFile.Problem) -> [Theme.Role: Style] {
        let table = try self.table(value, at: ["colours"])
        var colours: [Theme.Role: Style] = [:]
        for key in table.keys {
            guard let value = table[key] else { continue }
            let path = ["colours", key]
            guard let role = Theme.Role(rawValue: key) else {
                throw problem(at: path, "unknown colour role \"\(key)\": expected one of \(Self.list(Theme.Role.allCases.map(\.rawValue)))")
            }
            let words = try string(value, at: path, expected: "a style such as \"black on yellow\"")
            do {
                colours[role] = try Style(description: words)
            } catch {
                throw problem(at: path, "\(error)")
            }
        }
        return colours
    }

    private func keys(_ value: TOMLValueConvertible) throws(SettingsFile.Problem) -> [String: [Key]] {
        let screens = try table(value, at: ["keys"])
        var keys: [String: [Key]] = [:]
        for screenName in screens.keys {
            guard let value = screens[screenName] else { continue }
            guard let screen = AppKeyActions.screens.first(where: { $0.name == screenName }) else {
                throw problem(at: ["keys", screenName],
                              "unknown screen \"\(screenName)\" in [keys]: expected one of \(Self.list(AppKeyActions.screens.map(\.name)))")
            }
            let actions = try table(value, at: ["keys", screenName])
            for name in actions.keys {
                guard let value = actions[name] else { continue }
                let path = ["keys", screenName, name]
                guard let entry = screen.entries.first(where: { $0.action.name == "\(screenName).\(name)" }) else {
                    let names = screen.entries.map { String($0.action.name.dropFirst(screenName.count + 1)) }
                    throw problem(at: path, "unknown action \"\(name)\" in [keys.\(screenName)]: expected one of \(Self.list(names))")
                }
                let bound = try keyList(value, at: path)
                if bound != entry.action.keys { keys[entry.action.name] = bound }
            }
        }
        return keys
    }

    private func keyList(_ value: TOMLValueConvertible, at path: [String]) throws(SettingsFile.Problem) -> [Key] {
        let expected = "a list of key names, such as [\"F3\", \"s\"]"
        let names: [String]
        if let single = value.string {
            names = [single]
        } else if let array = value.array {
            var strings: [String] = []
            for element in array {
                guard let name = element.string else { throw problem(at: path, "\(expected), not a list holding \(Self.kind(element))") }
                strings.append(name)
            }
            names = strings
        } else {
            throw problem(at: path, "\(expected), not \(Self.kind(value))")
        }
        var keys: [Key] = []
        for name in names {
            do {
                keys.append(try Key(name: name))
            } catch {
                throw problem(at: path, "\(error)")
            }
        }
        return keys
    }

    private func string(_ value: TOMLValueConvertible, at path: [String], expected: String) throws(SettingsFile.Problem) -> String {
        guard let string = value.string else { throw problem(at: path, "expected \(expected) in quotes, not \(Self.kind(value))") }
        return string
    }

    private func bool(_ value: TOMLValueConvertible, at path: [String]) throws(SettingsFile.Problem) -> Bool {
        guard let bool = value.bool else { throw problem(at: path, "expected true or false, not \(Self.kind(value))") }
        return bool
    }

    private func table(_ value: TOMLValueConvertible, at path: [String]) throws(SettingsFile.Problem) -> TOMLTable {
        guard let table = value.table else {
            throw problem(at: path, "expected a table ([\(path.joined(separator: "."))]), not \(Self.kind(value))")
        }
        return table
    }

    private func problem(at path: [String], _ reason: String) -> SettingsFile.Problem {
        SettingsFile.Problem(line: TOMLLines.line(of: path, in: text), column: nil,
                             keyPath: path.joined(separator: "."), reason: reason)
    }

    private static func list(_ names: [String]) -> String { names.joined(separator: ", ") }

    private static func kind(_ value: TOMLValueConvertible) -> String {
        switch value.type {
        case .string: "a string"
        case .int, .double: "a number"
        case .bool: "true or false"
        case .array: "a list"
        case .table: "a table"
        default: "a date or time"
        }
    }
}
