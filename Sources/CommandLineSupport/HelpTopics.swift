import ArgumentParser
import Foundation

/// `PROGRAM help NAME…` for a command that does not exist. ArgumentParser answers it with the
/// root's help and exit status 0, so a script (or a person) cannot tell a typo from a real page;
/// this finds the first name that is no command, so the program can say so and exit 2 instead.
package enum HelpTopics {
    /// Why `arguments` (what follows the program's name) asks for help about no command, or nil
    /// when they are not a `help` request or name commands that exist (options, such as `-h`,
    /// end the names, and are left to ArgumentParser).
    package static func unknownTopic(in arguments: [String], of root: any ParsableCommand.Type) -> String? {
        guard arguments.first == "help" else { return nil }
        var command = root
        var path: [String] = []
        for name in arguments.dropFirst() {
            // Options are ArgumentParser's to read, and `help help` is its own page.
            if name.hasPrefix("-") || name == "help" { break }
            let subcommands = command.configuration.subcommands
            guard let next = subcommands.first(where: { $0._commandName == name || $0.configuration.aliases.contains(name) })
            else {
                let within = path.isEmpty ? "" : " \(path.joined(separator: " "))"
                let known = subcommands.map { $0._commandName }
                let commands = known.isEmpty
                    ? "`\(root._commandName)\(within)` has no subcommands"
                    : "the commands are: " + known.joined(separator: ", ")
                return "no help for \"\((path + [name]).joined(separator: " "))\": there is no such command (\(commands))"
            }
            command = next
            path.append(name)
        }
        return nil
    }

    /// Prints the reason `arguments` name no command on standard error and exits with status 2,
    /// or returns when they do.
    package static func refuseUnknownTopic(in arguments: [String], of root: any ParsableCommand.Type) {
        guard let reason = unknownTopic(in: arguments, of: root) else { return }
        FileHandle.standardError.write(Data("\(root._commandName): \(reason.terminalSafe)\n".utf8))
        exit(ExitStatus.badQuery.rawValue)
    }
}
