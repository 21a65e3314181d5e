import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Delivers process signals as events on the main queue through Dispatch signal sources.
///
/// Each watched signal is set to SIG_IGN first, as Dispatch requires. (`CursesTerminal` ignores
/// SIGTSTP before curses starts, so ncurses never installs a handler that would fight this one.)
@MainActor
final class SignalSources {
    private var sources: [DispatchSourceSignal] = []

    func watch(_ signals: [Int32], handler: @escaping @MainActor (Int32) -> Void) {
        for signalNumber in signals {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler {
                MainActor.assumeIsolated { handler(signalNumber) }
            }
            source.resume()
            sources.append(source)
        }
    }

    func cancelAll() {
        for source in sources { source.cancel() }
        sources.removeAll()
    }
}
