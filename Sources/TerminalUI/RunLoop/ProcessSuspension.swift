#if canImport(Glibc)
import Glibc
#endif

/// Stops the process the way Ctrl-Z would have if we had not caught SIGTSTP, and returns once
/// the process is continued (`fg`).
enum ProcessSuspension {
    static func stopUntilContinued() {
        signal(SIGTSTP, SIG_DFL)
        // Dispatch keeps watched signals blocked; unblock so the default action (stop) happens now.
        var tstp = sigset_t()
        var previousMask = sigset_t()
        sigemptyset(&tstp)
        sigaddset(&tstp, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &tstp, &previousMask)
        raise(SIGTSTP)
        // Continued. Ignore SIGTSTP again before re-blocking, so the watching source sees the next one.
        signal(SIGTSTP, SIG_IGN)
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
    }
}
