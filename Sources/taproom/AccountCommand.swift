import ArgumentParser
import Catalogue
import CommandLineSupport
import Foundation

/// `taproom account create|delete|list`.
struct AccountCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "account", abstract: "Manage local accounts.",
        subcommands: [Create.self, Delete.self, List.self])

    struct Create: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Create an account (the password is asked twice, without echo).",
            discussion: ExitStatus.discussion())

        @OptionGroup var databaseOptions: DatabaseOptions

        @Argument(help: "1 to 32 letters, digits, '.', '_' or '-'.")
        var name: String

        @Flag(help: "Read the password from the first line of standard input (for scripts).")
        var passwordStdin = false

        @Flag(help: "Let this account import beers through `taproom serve` (POST /v1/imports).")
        var admin = false

        @Option(help: ArgumentHelp("Create the account in this PostgreSQL database (what `taproom serve --postgres` serves) instead of a SQLite file (run by taproom-server).",
                                   valueName: "postgres://user@host:port/database"))
        var postgres: String?

        func validate() throws {
            if postgres != nil, databaseOptions.database != nil || databaseOptions.readOnly {
                throw ValidationError("--postgres names a PostgreSQL database: --database and --read-only are for a SQLite file")
            }
        }

        func run() throws {
            // PostgreSQL is the server program's (`taproom-server`), which takes the same arguments.
            if postgres != nil { try ServerProgram.replaceProcess() }
            try reportingFailures {
                let password = passwordStdin ? try PasswordPrompt.fromStandardInput()
                    : try PasswordPrompt.twiceFromTerminal(for: name)
                let catalogue = SQLiteCatalogue(store: try databaseOptions.openOrCreateStore(), strategy: .sql)
                let (name, admin) = (self.name, self.admin)
                let user = try fromCatalogue {
                    let user = try await catalogue.createAccount(name: name, password: password)
                    if admin { try await catalogue.setAdmin(true, userName: user.name) }
                    return user
                }
                print("created \(admin ? "admin " : "")account \(user.name.terminalSafe)")
            }
        }
    }

    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Delete an account and its personal data.", discussion: ExitStatus.discussion())

        @OptionGroup var databaseOptions: DatabaseOptions

        @Argument var name: String

        func run() throws {
            try reportingFailures {
                let catalogue = SQLiteCatalogue(store: try databaseOptions.openStore(), strategy: .sql)
                let name = self.name
                try fromCatalogue { try await catalogue.deleteAccount(name: name) }
                print("deleted account \(name.terminalSafe)")
            }
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the accounts.", discussion: ExitStatus.discussion())

        @OptionGroup var databaseOptions: DatabaseOptions

        func run() throws {
            try reportingFailures {
                let catalogue = SQLiteCatalogue(store: try databaseOptions.openStore(), strategy: .sql)
                let users = try fromCatalogue { try await catalogue.users() }
                let formatter = ISO8601DateFormatter()
                for user in users { print("\(user.name.terminalSafe)\t\(formatter.string(from: user.createdAt))") }
            }
        }
    }
}
