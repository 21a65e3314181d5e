import ArgumentParser
import Catalogue
import CatalogueClient
import CommandLineSupport
import Foundation

/// `taproom account create|delete|list`.
package struct AccountCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "account", abstract: "Manage the accounts of a local or PostgreSQL catalogue (create one on a server with --server).",
        subcommands: [Create.self, Delete.self, List.self])

    package struct Create: ParsableCommand {
        package init() {}

        package static let configuration = CommandConfiguration(
            abstract: "Create an account (the password is asked twice, without echo).",
            discussion: ExitStatus.discussion())

        @OptionGroup var databaseOptions: DatabaseOptions

        /// `--server`, wherever it stands (the app's own option group: its name is shared).
        @OptionGroup var serverOptions: ServerOptions

        private var server: String? { serverOptions.server }

        @Argument(help: "1 to 32 letters, digits, '.', '_' or '-'.")
        var name: String

        @Flag(help: "Read the password from the first line of standard input (for scripts).")
        var passwordStdin = false

        @Flag(help: "Let this account import beers through `taproom serve` (POST /v1/imports).")
        var admin = false

        @OptionGroup var postgresOption: PostgresOption

        package func validate() throws {
            if let server {
                if postgresOption.postgres != nil || databaseOptions.database != nil || databaseOptions.readOnly {
                    throw ValidationError("--server creates the account on a served catalogue: --database, --read-only and --postgres are for one on this machine")
                }
                if admin { throw ValidationError("--admin: an admin is made on the catalogue's own machine (--database or --postgres), not through --server") }
                do { _ = try CatalogueHTTPClient(serverURL: server) } catch { throw ValidationError("--server: \(error)") }
            }
            try postgresOption.validate(with: databaseOptions)
        }

        package func run() throws {
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
                    let catalogue = try postgresOption.ownedCatalogue(with: databaseOptions, making: true)
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

    package struct Delete: ParsableCommand {
        package init() {}

        package static let configuration = CommandConfiguration(
            abstract: "Delete an account and its personal data.", discussion: ExitStatus.discussion())

        @OptionGroup var databaseOptions: DatabaseOptions

        @OptionGroup var postgresOption: PostgresOption

        /// The app's `--server`, refused here.
        @OptionGroup(visibility: .hidden) var serverOptions: ServerOptions

        package func validate() throws {
            try LocalAccountsOnly.refuse(server: serverOptions.server)
            try postgresOption.validate(with: databaseOptions)
        }

        @Argument var name: String

        package func run() throws {
            try reportingFailures {
                let catalogue = try postgresOption.ownedCatalogue(with: databaseOptions)
                let name = self.name
                try fromCatalogue { try await catalogue.deleteAccount(name: name) }
                print("deleted account \(name.terminalSafe)")
            }
        }
    }

    package struct List: ParsableCommand {
        package init() {}

        package static let configuration = CommandConfiguration(abstract: "List the accounts.", discussion: ExitStatus.discussion())

        @OptionGroup var databaseOptions: DatabaseOptions

        @OptionGroup var postgresOption: PostgresOption

        /// The app's `--server`, refused here.
        @OptionGroup(visibility: .hidden) var serverOptions: ServerOptions

        package func validate() throws {
            try LocalAccountsOnly.refuse(server: serverOptions.server)
            try postgresOption.validate(with: databaseOptions)
        }

        package func run() throws {
            try reportingFailures {
                let catalogue = try postgresOption.ownedCatalogue(with: databaseOptions)
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

extension AccountCommand.Create: PostgresCapableCommand {
    package var postgresURL: String? { postgresOption.url(with: databaseOptions, server: server) }
}

extension AccountCommand.Delete: PostgresCapableCommand {
    package var postgresURL: String? { postgresOption.url(with: databaseOptions, server: serverOptions.server) }
}

extension AccountCommand.List: PostgresCapableCommand {
    package var postgresURL: String? { postgresOption.url(with: databaseOptions, server: serverOptions.server) }
}
