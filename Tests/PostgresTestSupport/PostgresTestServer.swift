import Foundation
import Locking
import Synchronization

/// A private PostgreSQL server for the tests of one test process, started on first use and
/// stopped when the process ends.
///
/// `initdb` makes a cluster in a new temporary folder; `pg_ctl start -w` runs it listening only
/// on a Unix socket in that folder (`listen_addresses=''`), so parallel test processes each have
/// their own server and never meet on a port. As root (CI, this machine) the server's programs
/// run as the `postgres` system user, which owns the folder: `initdb` refuses to run as root.
/// Durability is off (`fsync=off`): the cluster is thrown away.
///
/// Stopping: an `atexit` handler runs `pg_ctl stop -m fast` and deletes the folder when the
/// process exits normally. A crash skips `atexit`, so a watchdog shell started beside the server
/// waits for the test process to be gone and then stops the server and deletes the folder; only
/// if the watchdog itself is killed too does a cluster remain (a `taproom-postgres-*` folder in
/// the temporary directory, whose `postmaster.pid` names the server to stop).
///
/// Tests isolate themselves with a database each (`makeDatabase()`).
public final class PostgresTestServer: Sendable {
    /// The folder holding the server's Unix socket (and its data, under `data/`).
    public let socketDirectory: String
    /// The port number in the socket's name (`.s.PGSQL.<port>`); nothing listens on TCP.
    public let port: Int
    /// The role with every privilege, which the tests connect as (trusted on the socket).
    public let username = "postgres"
    /// How long starting the server took (`initdb` and `pg_ctl start`).
    public let startSeconds: Double

    private let binaries: PostgresBinaries
    private let nextDatabase = Atomic<Int>(0)

    private static let shared = Locked<Result<PostgresTestServer, PostgresTestServerError>?>(nil)

    /// This process's server, started the first time it is asked for. A server that failed to
    /// start is not tried again: every later caller gets the same error.
    public static func running() throws -> PostgresTestServer {
        try shared.withLock { state in
            if state == nil {
                do {
                    let server = try PostgresTestServer(binaries: try PostgresBinaries.find())
                    atexit { PostgresTestServer.stopShared() }
                    state = .success(server)
                } catch let error as PostgresTestServerError {
                    state = .failure(error)
                } catch {
                    state = .failure(PostgresTestServerError("could not start PostgreSQL: \(error)"))
                }
            }
            return try state!.get()
        }
    }

    /// A server of its own from the programs in `folder` (not this process's shared one), which
    /// the caller stops; for checking what happens when a server cannot start.
    public static func start(programsIn folder: String) throws -> PostgresTestServer {
        try PostgresTestServer(binaries: PostgresBinaries(folder: folder))
    }

    /// A server of its own (not this process's shared one), which the caller stops: for a test
    /// that takes it down and brings it back (`pause()`, `resume()`).
    public static func ofItsOwn() throws -> PostgresTestServer {
        try PostgresTestServer(binaries: try PostgresBinaries.find())
    }

    private init(binaries: PostgresBinaries) throws {
        let started = Date()
        self.binaries = binaries
        var template = Array((NSTemporaryDirectory() + "/taproom-postgres-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw PostgresTestServerError("could not make a temporary folder: \(String(cString: strerror(errno)))")
        }
        socketDirectory = URL(fileURLWithPath: String(cString: made)).standardizedFileURL.path
        port = 5432
        do {
            if getuid() == 0 { try Self.run("/bin/chown", ["postgres:postgres", socketDirectory], what: "chown") }
            let data = "\(socketDirectory)/data"
            try Self.runAsServerUser(binaries.path("initdb"), [
                "--pgdata=\(data)", "--username=\(username)", "--auth=trust", "--encoding=UTF8",
                "--locale=C", "--no-sync", "--no-instructions",
            ], what: "initdb")
            try Self.startServer(binaries, in: socketDirectory, port: port)
            try Self.startWatchdog(binaries: binaries, data: data, folder: socketDirectory)
        } catch {
            try? FileManager.default.removeItem(atPath: socketDirectory)
            throw error
        }
        startSeconds = Date().timeIntervalSince(started)
        FileHandle.standardError.write(Data(
            "PostgreSQL test server (\(binaries.folder)) started in \(String(format: "%.2f", startSeconds)) s\n".utf8))
    }

    /// A new, empty database for one test; its name is returned.
    public func makeDatabase() throws -> String {
        let name = "taproom_test_\(nextDatabase.add(1, ordering: .relaxed).newValue)"
        try Self.run(binaries.path("createdb"), ["-h", socketDirectory, "-p", "\(port)", "-U", username, name],
                     what: "createdb")
        return name
    }

    /// Drops a database made by `makeDatabase()` (connections to it must be closed).
    public func dropDatabase(_ name: String) throws {
        try Self.run(binaries.path("dropdb"), ["-h", socketDirectory, "-p", "\(port)", "-U", username, "--if-exists", name],
                     what: "dropdb")
    }

    /// Runs SQL text with `psql` in `database` (for a test's setting up, such as making an admin).
    public func execute(_ sql: String, in database: String) throws {
        try Self.run(binaries.path("psql"), ["-h", socketDirectory, "-p", "\(port)", "-U", username, "-d", database,
                                             "-v", "ON_ERROR_STOP=1", "-c", sql], what: "psql")
    }

    /// The path of the server's socket, as postgres-nio's `unixSocketPath` wants it.
    public var socketPath: String { "\(socketDirectory)/.s.PGSQL.\(port)" }

    private static func stopShared() {
        guard case .success(let server)? = shared.withLock({ $0 }) else { return }
        server.stop()
    }

    private static func startServer(_ binaries: PostgresBinaries, in folder: String, port: Int) throws {
        try runAsServerUser(binaries.path("pg_ctl"), [
            "start", "-w", "-t", "60", "-D", "\(folder)/data", "-l", "\(folder)/server.log",
            "-o", "-k \(folder) -c listen_addresses='' -p \(port) -c fsync=off -c full_page_writes=off",
        ], what: "pg_ctl start", log: "\(folder)/server.log")
    }

    /// Stops the server as an operator's restart would (`pg_ctl stop -m fast`: sessions are ended),
    /// keeping its data for `resume()`.
    public func pause() throws {
        try Self.runAsServerUser(binaries.path("pg_ctl"), ["stop", "-w", "-m", "fast", "-D", "\(socketDirectory)/data"],
                                 what: "pg_ctl stop")
    }

    /// Starts the server `pause()` stopped, with its data.
    public func resume() throws {
        try Self.startServer(binaries, in: socketDirectory, port: port)
    }

    /// Stops the server and deletes its folder.
    public func stop() {
        _ = try? Self.runAsServerUser(binaries.path("pg_ctl"), ["stop", "-m", "fast", "-D", "\(socketDirectory)/data"],
                                 what: "pg_ctl stop")
        try? FileManager.default.removeItem(atPath: socketDirectory)
    }

    /// A detached shell that outlives a crashed test process just long enough to clean up after it.
    private static func startWatchdog(binaries: PostgresBinaries, data: String, folder: String) throws {
        let stop = serverUserPrefix + [binaries.path("pg_ctl"), "stop", "-m", "immediate", "-D", data]
        let script = """
            while kill -0 \(getpid()) 2>/dev/null; do sleep 1; done
            if [ -d '\(data)' ]; then \(stop.map { "'\($0)'" }.joined(separator: " ")); rm -rf '\(folder)'; fi
            """
        try Self.run("/usr/bin/setsid", ["-f", "/bin/sh", "-c", script], what: "the watchdog", captureOutput: false)
    }

    private static var serverUserPrefix: [String] { getuid() == 0 ? ["/usr/sbin/runuser", "-u", "postgres", "--"] : [] }

    private static func runAsServerUser(_ program: String, _ arguments: [String], what: String, log: String? = nil) throws {
        let command = serverUserPrefix + [program] + arguments
        try run(command[0], Array(command.dropFirst()), what: what, log: log)
    }

    private static func run(_ program: String, _ arguments: [String], what: String, log: String? = nil,
                            captureOutput: Bool = true) throws {
        let result = try ServerCommand.run(program, arguments, detached: !captureOutput)
        guard result.status == 0 else {
            let logText = log.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) } ?? ""
            throw PostgresTestServerError("""
                \(what) failed with status \(result.status): \(program) \(arguments.joined(separator: " "))
                \(result.output)\(logText.isEmpty ? "" : "server log:\n" + logText)
                """)
        }
    }
}
