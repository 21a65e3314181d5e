import ArgumentParser
import Catalogue
import CatalogueClient
import CommandLineSupport
import Foundation

/// `taproom account create|delete|list`.
struct AccountCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "account", abstract: "Manage the accounts of a local catalogue (create one on a server with --server).",
        subcommands: [Create.self, Delete.self, List.self])

    struct Create: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Create an account (the password is asked twice, without echo).",
            discussion: ExitStatus.discussion())

        @OptionGroup var databaseOptions: DatabaseOptions

        @Option(name: .customLong("server"),
                help: ArgumentHelp("Create the account on the catalogue a `taproom serve` shares at this URL, as its sign-in form does.",
                                   valueName: "URL"))
        var serverOption: String?
        /// The app's own options, which take `--server` wherever it stands on the command line.
        @ParentCommand var app: Taproom

        private var server: String? { serverOption ?? app.server.server }

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
            if let server {
                if postgres != nil || databaseOptions.database != nil || databaseOptions.readOnly {
                    throw ValidationError("--server creates the account on a served catalogue: --database, --read-only and --postgres are for one on this machine")
                }
                if admin { throw ValidationError("--admin: an admin is made on the catalogue's own machine (--database or --postgres), not through --server") }
                do { _ = try CatalogueHTTPClient(serverURL: server) } catch { throw ValidationError("--server: \(error)") }
            }
        }

        func run() throws {
            // PostgreSQL is the server program's (`taproom-server`), which takes the same arguments.
            if postgres != nil { try ServerProgram.replaceProcess() }
            try reportingFailures {
                let password = passwordStdin ? try PasswordPrompt.fromStandardInput()
                    : try PasswordPrompt.twiceFromTerminal(for: name)
                let name = self.name
                let user: User
                if let server {
                    // As the app's sign-in form creates one there (`--admin` is refused above).
                    let served = try CatalogueHTTPClient(serverURL: server)
                    user = try fromCatalogue { try await served.createAccount(name: name, password: password) }
                } else {
                    let catalogue = SQLiteCatalogue(store: try databaseOptions.openOrCreateStore(), strategy: .sql)
                    let admin = self.admin
                    user = try fromCatalogue {
                        let user = try await catalogue.createAccount(name: name, password: password)
                        if admin { try await catalogue.setAdmin(true, userName: user.name) }
                        return user
                    }
                }
                print("created \(admin ? "admin " : "")account \(user.name.terminalSafe)")
            }
        }
    }

    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Delete an account and its personal data.", discussion: ExitStatus.discussion())

        @OptionGroup var databaseOptions: DatabaseOptions
        @ParentCommand var app: Taproom

        func validate() throws {
            try LocalAccountsOnly.refuse(server: app.server.server)
        }

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
        @ParentCommand var app: Taproom

        func validate() throws {
            try LocalAccountsOnly.refuse(server: app.server.server)
        }

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

/// `--server` on `account delete` and `account list` is refused with the reason: a served
/// catalogue's accounts are deleted and listed on its own machine (the app's options would
/// otherwise take it, and the local file would be changed).
enum LocalAccountsOnly {
    static func refuse(server: String?) throws {
        if server != nil {
            throw ValidationError("--server: a served catalogue's accounts are deleted and listed on its own machine (--database or --postgres there)")
        }
    }
}
