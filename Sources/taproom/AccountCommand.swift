import ArgumentParser
import Catalogue
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

        func run() throws {
            try reportingFailures {
                let store = try databaseOptions.openOrCreateStore()
                let password: String
                if passwordStdin {
                    password = try PasswordPrompt.fromStandardInput()
                } else {
                    password = try PasswordPrompt.fromTerminal(prompt: "Password for \(name.terminalSafe): ")
                    guard try PasswordPrompt.fromTerminal(prompt: "Again: ") == password else {
                        throw CommandFailure(message: "the passwords differ; nothing was created", status: .failure)
                    }
                }
                do {
                    let user = try AccountService(store: store).createUser(name: name, password: password)
                    if admin { try store.setAdmin(true, userName: user.name) }
                    print("created \(admin ? "admin " : "")account \(user.name.terminalSafe)")
                } catch let error as AccountError {
                    throw CommandFailure(message: "\(error)", status: .failure)
                }
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
