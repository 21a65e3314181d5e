import ArgumentParser
import Catalogue
import CatalogueCommands
import CommandLineSupport
import Foundation
import Logging
import TaproomApp
import TerminalUI

/// `taproom` opens the interactive catalogue (a local file, or with `--server` the catalogue a
/// `taproom serve` shares); its subcommands serve scripts. `taproom serve …` is the server
/// program's (`ServerProgram`), whatever its options, `--help` included.
@main
struct Taproom: ParsableCommand {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "serve" {
            do { try ServerProgram.replaceProcess() } catch { exit(withError: error) }
        }
        // A crash must hand the prompt back at once, with a plain backtrace in the log.
        CrashLog.applyBacktracerSettings(arguments: CommandLine.unsafeArgv)
        CrashLog.endProcessOnCrash()
        HelpTopics.refuseUnknownTopic(in: arguments, of: Self.self)
        do {
            var command = try parseAsRoot()
            // A PostgreSQL catalogue is taproom-server's: this program does not link PostgreSQL.
            if (command as? any PostgresCapableCommand)?.postgresURL != nil { try ServerProgram.replaceProcess() }
            try command.run()
        } catch {
            exit(withError: error)
        }
    }

    static let configuration = CommandConfiguration(
        commandName: "taproom",
        abstract: "A terminal beer catalogue: type to filter, open a beer, page through, sign in to keep favourites.",
        discussion: ExitStatus.discussion("""
            Without a subcommand, taproom opens the catalogue full-screen in the terminal (F1 lists \
            the keys of every screen). The subcommands are for scripts; `taproom help SUBCOMMAND` \
            describes each.
            """),
        version: "0.3.0",
        subcommands: CatalogueCommandList.all + [ConfigCommand.self, ServeCommand.self]
    )

    @OptionGroup var database: DatabaseOptions

    @OptionGroup var server: ServerOptions

    @Flag(help: "With --server: allow sending a password over plain HTTP to a machine other than this one.")
    var insecure = false

    @Flag(name: .customLong("no-color"), help: "Draw with attributes only (as when NO_COLOR is set).")
    var noColor = false

    @Flag(name: .customLong("no-mouse"), help: "Leave the mouse to the terminal, so text can be selected.")
    var noMouse = false

    @Option(name: .customLong("config"), help: ArgumentHelp(
        "Read the settings (theme, colours, keys, mouse, vi keys) from this file.",
        discussion: "Default: $XDG_CONFIG_HOME/taproom/config.toml. `taproom config --default` prints an example.",
        valueName: "file"), completion: .file(extensions: ["toml"]))
    var config: String?

    @Flag(name: .customLong("no-remember"),
          help: "Start with an empty filter and the name sort, and keep nothing for the next start (as when TAPROOM_NO_STATE=1).")
    var noRemember = false

    func validate() throws {
        try server.validate(with: database)
        if insecure, try server.client(with: database) == nil {
            throw ValidationError("--insecure is for a server (--server URL or TAPROOM_SERVER)")
        }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        try reportingFailures {
            // A terminal the app cannot draw on is refused before anything is made (the
            // catalogue, its folder, the log).
            do {
                try CursesTerminal.checkUsable()
            } catch {
                throw CommandFailure(message: "\(error)", status: .unusableTerminal)
            }
            // Everything that can fail is done before curses takes the terminal, so a failure
            // leaves the terminal as it was. The log first: a crash while the catalogue opens
            // (seconds for a large one) leaves its backtrace there too.
            if let problem = AppLogging.bootstrap(environment: environment) {
                FileHandle.standardError.write(Data("taproom: \(problem.terminalSafe); continuing without a log\n".utf8))
            } else {
                CrashLog.route(toFile: AppLogging.logFilePath(environment: environment), program: "taproom")
            }
            let source = try catalogueSource(environment: environment)
            if noColor { setenv("NO_COLOR", "1", 1) }
            // A config file that cannot be used is said in the status line; the app starts on the defaults.
            let (settings, problem) = SettingsFile.load(path: config ?? SettingsFile.defaultPath(environment: environment),
                                                        required: config != nil)
            let mouse = settings.mouse && !noMouse
            MainActor.assumeIsolated {
                let application = Application(options: CursesTerminal.Options(mouse: mouse))
                let app = TaproomApp(application: application, source: source, settings: settings,
                                     settingsProblem: problem, home: environment["HOME"],
                                     remembered: RememberedLists.file(remembers: !noRemember, environment: environment))
                // Runs for the life of the process; quitting (an `exit`) closes the store.
                _ = app.followExternalChanges()
                app.run()
            }
        }
    }

    /// The server the options name, else the local catalogue. Only the default database is made
    /// when missing (with the bundled catalogue); a chosen path must hold a catalogue, so a
    /// mistyped one is not silently created.
    private func catalogueSource(environment: [String: String]) throws -> CatalogueSource {
        if let remote = try server.client(with: database, allowsInsecurePasswords: insecure) {
            return .server(remote, environment: environment)
        }
        let store = try database.isDefaultLocation ? database.openOrCreateStore() : database.openStore()
        // The services' calls do the store's work on their own queue (no further hop); the search
        // index loads apart. On a read-only file the app offers no sign-in (`AppState.isReadOnly`).
        return .embedded(SQLiteCatalogue(store: store, work: .callersThread,
                                         indexing: .background(label: "taproom.search-index")))
    }
}
