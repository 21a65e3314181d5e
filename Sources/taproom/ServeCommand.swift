import ArgumentParser
import CatalogueCommands

/// `taproom serve`: listed here so that `taproom --help` shows it; `taproom-server` runs it.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the catalogue over HTTP (a JSON API; see docs/openapi.json).",
        discussion: "Run by taproom-server with the same arguments; `taproom serve --help` lists its options.")

    @Argument(parsing: .captureForPassthrough)
    var arguments: [String] = []

    func run() throws {
        try ServerProgram.replaceProcess()
    }
}
