import Foundation

/// Runs a program with `posix_spawn` and waits for it with `waitpid`, collecting its output.
/// (Foundation's `Process.waitUntilExit` can miss the exit of short-lived children on Linux.)
public enum ChildProcess {
    public struct Result: Sendable {
        public var status: Int32
        public var output: String
        public var errors: String
    }

    public enum Failure: Error { case spawn(Int32), pipe }

    /// Runs `path` with `arguments`. `input` is written to its standard input (a pipe, so not a
    /// terminal); with `captureOutput` false, standard output and error go to /dev/null (for a
    /// program that leaves a daemon holding them open).
    public static func run(_ path: String, _ arguments: [String], input: String = "", captureOutput: Bool = true) throws -> Result {
        var inputPipe: [Int32] = [0, 0], outputPipe: [Int32] = [0, 0], errorPipe: [Int32] = [0, 0]
        guard pipe(&inputPipe) == 0, pipe(&outputPipe) == 0, pipe(&errorPipe) == 0 else { throw Failure.pipe }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inputPipe[0], 0)
        if captureOutput {
            posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
            posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        for descriptor in inputPipe + outputPipe + errorPipe { posix_spawn_file_actions_addclose(&actions, descriptor) }
        // Nothing else the test process has open reaches the child: a daemon it starts (a tmux
        // server) must not hold the test runner's output pipes, or the runner waits for ever.
        // (glibc's closefrom action is not visible from Swift; closing a descriptor that is gone
        // by the time of the spawn is ignored.)
        let ours = Set(inputPipe + outputPipe + errorPipe)
        for descriptor in openDescriptors() where descriptor > 2 && !ours.contains(descriptor) {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawnStatus = posix_spawn(&pid, path, &actions, nil, argv, environ)
        close(inputPipe[0]); close(outputPipe[1]); close(errorPipe[1])
        guard spawnStatus == 0 else {
            close(inputPipe[1]); close(outputPipe[0]); close(errorPipe[0])
            throw Failure.spawn(spawnStatus)
        }
        _ = input.utf8CString.withUnsafeBufferPointer { write(inputPipe[1], $0.baseAddress, $0.count - 1) }
        close(inputPipe[1])
        // Read standard error on another thread so neither pipe can fill up and block the child.
        let group = DispatchGroup()
        let errorDescriptor = errorPipe[0]
        let errorBox = DataBox()
        DispatchQueue.global().async(group: group) { errorBox.data = readAll(errorDescriptor) }
        let output = readAll(outputPipe[0])
        group.wait()
        let errors = errorBox.data
        close(outputPipe[0]); close(errorPipe[0])

        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Result(status: exitStatus, output: String(decoding: output, as: UTF8.self),
                      errors: String(decoding: errors, as: UTF8.self))
    }

    // Written by the one reader thread, read only after `group.wait()`.
    private final class DataBox: @unchecked Sendable { var data = Data() }

    /// The descriptors this process has open (Linux `/proc/self/fd`).
    private static func openDescriptors() -> [Int32] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.compactMap { Int32($0) }
    }

    private static func readAll(_ descriptor: Int32) -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &chunk, chunk.count)
            if count > 0 { data.append(contentsOf: chunk[0..<count]) }
            else if count == 0 || errno != EINTR { break }
        }
        return data
    }
}
