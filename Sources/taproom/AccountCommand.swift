import ArgumentParser
import Catalogue
import CataloguePostgres
import Foundation

/// `taproom account create|delete|list`.
struct AccountCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "account", abstract: "Manage local accounts.",
        subcommands: [Create.self, Delete.self, List.self])

    struct Create: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Create an account (the password is asked twice, without echo).")

        @OptionGroup var databaseOptions: DatabaseOptions

        @Argument(help: "1 to 32 letters, digits, '.', '_' or '-'.")
        var name: String

        @Flag(help: "Read the password from the first line of standard input (for scripts).")
        var passwordStdin = false

        @Flag(help: "Let this account import beers through `taproom serve` (POST /v1/imports).")
        var admin = false

        @Option(help: ArgumentHelp("Create the account in this PostgreSQL database (what `taproom serve --postgres` serves) instead of a SQLite file.",
                                   valueName: "postgres://user@host:port/database"))
        var postgres: String?

        func validate() throws {
            guard let postgres else { return }
            if databaseOptions.database != nil || databaseOptions.readOnly {
                throw ValidationError("--postgres names a PostgreSQL database: --database and --read-only are for a SQLite file")
            }
            do {
                _ = try PostgresURL(postgres)
            } catch {
                throw ValidationError("--postgres: \(error)")
            }
        }

        func run() throws {
            try reportingFailures {
                let password = try readPassword()
                let (user, isAdmin) = try postgres.map { try create(in: PostgresURL($0), password: password) }
                    ?? create(in: databaseOptions.openOrCreateStore(), password: password)
                print("created \(isAdmin ? "admin " : "")account \(user.name.terminalSafe)")
            }
        }

        private func readPassword() throws -> String {
            if passwordStdin { return try PasswordPrompt.fromStandardInput() }
            let password = try PasswordPrompt.fromTerminal(prompt: "Password for \(name.terminalSafe): ")
            guard try PasswordPrompt.fromTerminal(prompt: "Again: ") == password else {
                throw CommandFailure(message: "the passwords differ; nothing was created", status: .failure)
            }
            return password
        }

        private func create(in store: CatalogueStore, password: String) throws -> (User, isAdmin: Bool) {
            do {
                let user = try AccountService(store: store).createUser(name: name, password: password)
                if admin { try store.setAdmin(true, userName: user.name) }
                return (user, admin)
            } catch let error as AccountError {
                throw CommandFailure(message: "\(error)", status: .failure)
            }
        }

        /// The account in a shared PostgreSQL catalogue (migrated first, as `serve` does).
        private func create(in url: PostgresURL, password: String) throws -> (User, isAdmin: Bool) {
            let (name, admin) = (self.name, self.admin)
            do {
                return try waitFor {
                    let backend = try await ServedCatalogue.migratedBackend(url)
                    do {
                        let user = try await backend.createUser(name: name, password: password)
                        if admin { try await backend.setAdmin(true, userName: user.name) }
                        await backend.shutdown()
                        return (user, admin)
                    } catch {
                        await backend.shutdown()
                        throw error
                    }
                }
            } catch let error as AccountError {
                throw CommandFailure(message: "\(error)", status: .failure)
            }
        }
    }

    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Delete an account and its personal data.")

        @OptionGroup var databaseOptions: DatabaseOptions

        @Argument var name: String

        func run() throws {
            try reportingFailures {
                do {
                    try AccountService(store: try databaseOptions.openStore()).deleteUser(name: name)
                    print("deleted account \(name.terminalSafe)")
                } catch let error as AccountError {
                    throw CommandFailure(message: "\(error)", status: .failure)
                }
            }
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the accounts.")

        @OptionGroup var databaseOptions: DatabaseOptions

        func run() throws {
            try reportingFailures {
                let users = try AccountService(store: try databaseOptions.openStore()).users()
                let formatter = ISO8601DateFormatter()
                for user in users { print("\(user.name.terminalSafe)\t\(formatter.string(from: user.createdAt))") }
            }
        }
    }
}
