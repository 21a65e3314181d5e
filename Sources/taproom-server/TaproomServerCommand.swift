import ArgumentParser
import CatalogueCommands

/// `taproom-server`: the shared catalogue's HTTP server and the commands on a PostgreSQL
/// catalogue (the program that links the server stack and PostgreSQL). It is its own program so
/// that building the app does not build them; `taproom serve …` and `taproom COMMAND --postgres
/// URL …` run it with the same arguments, so a person only ever types `taproom`.
@main
struct TaproomServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "taproom",
        abstract: "The shared catalogue's server (`taproom serve`) and the commands on a PostgreSQL catalogue.",
        version: "0.3.0",
        subcommands: [ServeCommand.self] + CatalogueCommandList.postgresCapable
    )

    static func main() {
        let stores = PostgresStores()
        PostgresCatalogues.install(stores)
        do {
            var command = try parseAsRoot()
            try command.run()
            stores.shutDownAll()
        } catch {
            stores.shutDownAll()
            exit(withError: error)
        }
    }
}
