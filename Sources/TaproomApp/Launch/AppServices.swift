import CatalogueServices
import Logging
import RxCore
import TerminalUI
import ViewModels

/// What every presenter needs: the one app state, the services that write it, the title bar's
/// view model and the scheduler timed work (the list's debounce, the spinner) runs on (virtual time in tests).
@MainActor
struct AppServices {
    let state: AppState
    let catalogue: CatalogueService
    let session: SessionService
    let title: TitleViewModel
    let timerScheduler: SchedulerType
    /// The app's log (a file; never the screen). Passwords are never logged.
    let logger: Logger
    /// The person's settings (their config file), and the keys they give every action.
    let settings: Settings
    let keys: [String: [Key]]
    /// The terminal the app draws on, for what goes to it besides the screen (a copy, OSC 52).
    let terminal: Terminal
}
