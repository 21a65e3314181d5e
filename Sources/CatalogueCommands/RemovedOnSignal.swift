import Foundation

/// Removes a file when Ctrl-C (or SIGTERM, SIGHUP) ends the program, then lets the signal do
/// what it would have done: the half-made catalogue a new import builds beside its target,
/// which could be hundreds of MB.
enum RemovedOnSignal {
    // Written only while no handler is installed (before `arm` installs, after `disarm` removes),
    // read only by the handler: no concurrent access.
    nonisolated(unsafe) private static var path: UnsafeMutablePointer<CChar>?
    private static let signals = [SIGINT, SIGTERM, SIGHUP]

    static func arm(_ file: String) {
        disarm()
        path = strdup(file)
        for number in signals {
            signal(number) { number in
                if let path = RemovedOnSignal.path { unlink(path) }
                signal(number, SIG_DFL)
                raise(number)
            }
        }
    }

    static func disarm() {
        for number in signals { signal(number, SIG_DFL) }
        free(path)
        path = nil
    }
}
