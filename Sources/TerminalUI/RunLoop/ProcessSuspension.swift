#if canImport(Glibc)
import Glibc
#endif

/// Stops the process the way Ctrl-Z would have if we had not caught SIGTSTP, and returns once
/// the process is continued (`fg`).
enum ProcessSuspension {
    static func stopUntilContinued() {
        // Keep the current action (Dispatch's forwarding handler) to put back afterwards.
        var defaultAction = sigaction()
        var watchingAction = sigaction()
        defaultAction.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&defaultAction.sa_mask)
        sigaction(SIGTSTP, &defaultAction, &watchingAction)
        // Dispatch keeps watched signals blocked; unblock so the default action (stop) happens now.
        var tstp = sigset_t()
        var previousMask = sigset_t()
        sigemptyset(&tstp)
        sigaddset(&tstp, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &tstp, &previousMask)
        raise(SIGTSTP)
        // Continued: the watching source must see the next Ctrl-Z again.
        sigaction(SIGTSTP, &watchingAction, nil)
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
    }
}
