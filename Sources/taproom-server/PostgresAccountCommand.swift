import ArgumentParser
import Catalogue
import CataloguePostgres
import CommandLineSupport
import Foundation

/// `taproom account create --postgres URL NAME`: an account in the PostgreSQL database that
/// `taproom serve --postgres` serves (migrated first, as `serve` does).
struct PostgresAccountCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "account", abstract: "Manage the accounts of a PostgreSQL catalogue.", subcommands: [Create.self])

    struct Create: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Create an account (the password is asked twice, without echo).")

        @Argument(help: "1 to 32 letters, digits, '.', '_' or '-'.")
        var name: String

        @Flag(help: "Read the password from the first line of standard input (for scripts).")
        var passwordStdin = false

        @Flag(help: "Let this account import beers through `taproom serve` (POST /v1/imports).")
        var admin = false

        @Option(help: ArgumentHelp("The PostgreSQL database (what `taproom serve --postgres` serves).",
                                   valueName: "postgres://user@host:port/database"))
        var postgres: String

        func validate() throws {
            do {
                _ = try PostgresURL(postgres)
            } catch {
                throw ValidationError("--postgres: \(error)")
            }
        }

        func run() throws {
            try reportingFailures {
                let password = passwordStdin ? try PasswordPrompt.fromStandardInput()
                    : try PasswordPrompt.twiceFromTerminal(for: name)
                let (url, name, admin) = (try PostgresURL(postgres), self.name, self.admin)
                do {
                    let user = try waitFor {
                        let catalogue = try await ServedCatalogue.migrated(url)
                        do {
                            let user = try await catalogue.createAccount(name: name, password: password)
                            if admin { try await catalogue.setAdmin(true, userName: user.name) }
                            await catalogue.shutdown()
                            return user
                        } catch {
                            await catalogue.shutdown()
                            throw error
                        }
                    }
                    print("created \(admin ? "admin " : "")account \(user.name.terminalSafe)")
                } catch let error as AccountError {
                    throw CommandFailure(message: "\(error)", status: .failure)
                }
            }
        }
    }
}
