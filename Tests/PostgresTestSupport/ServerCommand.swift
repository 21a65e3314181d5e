import Foundation

/// Runs one of the server's programs to its end with `posix_spawn`, its output collected in a
/// temporary file (a pipe could be held open by the server `pg_ctl` leaves running).
/// No XCTest here: the benchmark executables start their server with this too.
enum ServerCommand {
    struct Result {
        var status: Int32
        var output: String
    }

    /// Runs `program` with `arguments`; with `detached`, output goes to /dev/null and the call
    /// returns once the program has (for a program that forks and leaves a child behind).
    static func run(_ program: String, _ arguments: [String], detached: Bool = false) throws -> Result {
        let outputPath = NSTemporaryDirectory() + "/taproom-postgres-command-\(UUID().uuidString)"
        defer { unlink(outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        let target = detached ? "/dev/null" : outputPath
        posix_spawn_file_actions_addopen(&actions, 1, target, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // The test runner's other descriptors stay out of a server that outlives the command.
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in open.compactMap({ Int32($0) }) where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, program, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw PostgresTestServerError("could not start \(program): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        return Result(status: exitStatus, output: output)
    }
}
