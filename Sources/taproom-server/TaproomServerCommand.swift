import ArgumentParser

/// `taproom-server`: the shared catalogue's HTTP server and the commands that need the server's
/// libraries (PostgreSQL). It is its own program so that building the app does not build the
/// server stack; `taproom serve …` and `taproom account create --postgres …` run it with the same
/// arguments, so a person only ever types `taproom`.
@main
struct TaproomServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "taproom",
        abstract: "The shared catalogue's server (`taproom serve`) and its PostgreSQL accounts.",
        version: "0.3.0",
        subcommands: [ServeCommand.self, PostgresAccountCommand.self]
    )
}
