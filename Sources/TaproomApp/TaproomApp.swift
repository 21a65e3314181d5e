import Catalogue
import CatalogueServices
import Logging
import RxCore
import TerminalUI
import ViewModels

/// The interactive Taproom: composes the app state, the services (over the catalogue contract:
/// the embedded store, or a server), the router and the first screen (the list), and handles the keys that work
/// everywhere (F1 help, F2 sign in or out, Ctrl-P the command palette, F10 / Ctrl-Q / Ctrl-C quit).
@MainActor
public final class TaproomApp {
    public let application: Application
    let router: Router
    let services: AppServices
    /// The services' one connection to the catalogue (its changes, the saved sign-in).
    let connection: CatalogueConnection
    let logger: Logger
    /// Keeps the list's filter, sort and favourites only for the next start (nil: remembers nothing).
    let memory: ListMemoryKeeper?
    private let bag = DisposeBag()
    /// The last command palette opened (its view model lives as long as its overlay may).
    private var palette: CommandPalettePresenter?

    /// How long the list's state must stay unchanged before it is written down.
    static let rememberingDelay: RxTimeInterval = .seconds(1)

    /// The app on the embedded store (tests and benchmarks that drive it).
    /// - Parameters:
    ///   - schedulers: where store work runs and where results are delivered.
    ///   - timerScheduler: runs the list's debounce and the spinner (a `TestScheduler` in tests).
    public convenience init(application: Application, catalogue: SQLiteCatalogue,
                            schedulers: ServiceSchedulers = .live(), timerScheduler: SchedulerType = MainScheduler.instance,
                            logger: Logger = Logger(label: "taproom"), settings: Settings = .defaults) {
        self.init(application: application, source: .embedded(catalogue),
                  schedulers: schedulers, timerScheduler: timerScheduler, logger: logger, settings: settings)
    }

    /// - Parameters:
    ///   - source: the embedded store, or a server.
    ///   - schedulers: where store work runs and where results are delivered.
    ///   - timerScheduler: runs the list's debounce, the spinner and a server's retries (a
    ///     `TestScheduler` in tests).
    ///   - settings: the person's config file: theme, colours, keys, vi keys (the executable
    ///     applies `mouse` when it makes the terminal).
    ///   - settingsProblem: why the config file could not be used: logged, and shown in the status line.
    ///   - home: the person's home folder, shown as `~` in the catalogue's path in the title bar.
    ///   - remembered: where the list's filter, sort and favourites only are kept between starts,
    ///     per catalogue; nil remembers nothing.
    public init(application: Application, source: CatalogueSource,
                schedulers: ServiceSchedulers = .live(), timerScheduler: SchedulerType = MainScheduler.instance,
                logger: Logger = Logger(label: "taproom"), settings: Settings = .defaults,
                settingsProblem: SettingsFile.Unusable? = nil, home: String? = nil, remembered: RememberedLists? = nil) {
        self.application = application
        self.logger = logger
        memory = remembered.map { ListMemoryKeeper(file: $0, location: source.catalogue.location, logger: logger) }
        let (state, writer) = AppState.make(isReadOnly: source.isReadOnly)
        connection = CatalogueConnection(catalogue: source.catalogue, accounts: source.catalogue, writer: writer,
                                         schedulers: schedulers, timerScheduler: timerScheduler,
                                         savedSignIn: source.savedSignIn)
        let catalogue = CatalogueService(connection: connection)
        let session = SessionService(connection: connection)
        services = AppServices(state: state, catalogue: catalogue, session: session,
                               title: TitleViewModel(state: state, location: source.displayLocation(home: home)),
                               timerScheduler: timerScheduler, logger: logger,
                               settings: settings, keys: settings.keyTable, terminal: application.terminal)
        router = Router(size: application.terminal.size, theme: settings.theme(for: application.terminal.colorSupport),
                        requestRender: { [weak application] in application?.requestRender() })
        let list = BeerListPresenter(services: services, router: router, initial: memory?.load() ?? BeerListMemory())
        router.push(list)
        if let memory {
            // Kept a second after the last change (a crash loses at most that), and at quitting.
            list.viewModel.remembered.asObservable().skip(1)
                .do(onNext: { value in MainActor.assumeIsolated { memory.changed(value) } })
                .debounce(Self.rememberingDelay, scheduler: timerScheduler)
                .subscribe(onNext: { _ in MainActor.assumeIsolated { memory.save() } })
                .disposed(by: bag)
        }
        router.globalKeyMap = GlobalKeyMap.make(
            isSignedIn: { [state] in state.currentUser != nil },
            offersSignIn: state.offersSignIn,
            offersSessionKey: { [router] in router.top?.offersSessionKey ?? false },
            offersPalette: { [router] in router.top?.offersPalette ?? false },
            help: { [weak self] in self?.showHelp() },
            signIn: { [weak self] in self?.signIn() },
            signOut: { [weak self] in self?.signOut() },
            palette: { [weak self] in self?.showPalette() },
            quit: { [weak self] in self?.quit() })
            .remapped(services.keys)
        list.quit = { [weak self] in self?.quit() }
        if let settingsProblem {
            logger.warning("\(settingsProblem.message); using the default settings")
            // In the status line until the next key, as any message about what went before.
            let notice = settingsProblem.shortMessage
            writer.setNotice(notice)
            router.onNextKey = { [state] in
                var current: String?
                state.notice.drive(onNext: { current = $0 }).dispose()
                if current == notice { writer.setNotice(nil) }
            }
        }
        state.user
            .drive(onNext: { [router] _ in MainActor.assumeIsolated { router.refreshHints() } })
            .disposed(by: bag)
        state.user.skip(1)
            .drive(onNext: { [logger] user in
                if let user { logger.info("signed in", metadata: ["user": "\(user.name)"]) } else { logger.info("signed out") }
            })
            .disposed(by: bag)
        catalogue.refreshBeerCount()
            .subscribe(onFailure: { [logger] error in logger.error("counting the beers failed: \(error)") })
            .disposed(by: bag)
        state.connection.skip(1)
            .drive(onNext: { [logger] status in
                if let message = status.message { logger.warning("\(message)") } else { logger.info("the server answers again") }
            })
            .disposed(by: bag)
        // After the list has asked for its first page (which SQL answers meanwhile). Quitting stops
        // a load still running (`StoreError.closed`): not a failure.
        if case .embedded(let sqlite) = source {
            sqlite.prepareSearch(failed: { [logger] error in
                if case StoreError.closed = error { return }
                logger.error("preparing search failed: \(error)")
            })
        }
        connection.restoreSavedSignIn().disposed(by: bag)
    }

    /// Shows the list and handles input, signals and redraws (tests call this, then press keys).
    public func start() {
        application.start(root: router)
    }

    /// Runs until the user quits; never returns.
    public func run() -> Never {
        logger.info("started")
        application.run(root: router)
    }

    /// The screen as the terminal would show it.
    func render(size: Size) -> CellBuffer {
        var buffer = CellBuffer(size: size)
        _ = router.render(into: &buffer)
        return buffer
    }

    // MARK: Global keys

    /// The question asked before quitting would lose something, while it is shown.
    private weak var quitQuestion: Modal?

    /// Quits, unless the top screen has something unsaved (a note being written): then it asks
    /// first, with Stay focused, as signing out does. The quit key pressed again over the
    /// question quits.
    private func quit() {
        if quitQuestion == nil, let top = router.top, let unsaved = top.unsavedWork {
            let question = Modal.confirmation("\(unsaved) Quit anyway?", title: "Quit", confirm: "Quit", cancel: "Stay",
                                              isDestructive: true)
            _ = question.onResult.add { [weak self] choice in if choice == 0 { self?.quitNow() } }
            quitQuestion = question
            top.screen.present(question)
            return
        }
        quitNow()
    }

    private func quitNow() {
        memory?.save()
        logger.info("quit")
        application.quit(code: 0)
    }

    private func showHelp() {
        guard let top = router.top, top.screen.topOverlay == nil else { return }
        top.screen.present(HelpOverlay(title: "Keys · Esc closes", bindings: router.helpRows))
    }

    /// The command palette over the top screen: the actions that work there now and beers by name.
    private func showPalette() {
        guard let top = router.top, top.offersPalette, top.screen.topOverlay == nil else { return }
        let palette = CommandPalettePresenter(bindings: top.keyMap.enabledBindings + router.globalKeyMap.enabledBindings,
                                              services: services, open: { [weak self] in self?.open($0) })
        self.palette = palette
        top.screen.present(palette.overlay)
    }

    /// A beer chosen in the palette, in a detail over the screen; over a detail that does not
    /// follow the list (a related beer, an earlier choice), in its place, so the stack stays short.
    private func open(_ selection: BeerSelection) {
        if let detail = router.top as? BeerDetailPresenter, !detail.followsList { router.pop(detail) }
        router.push(BeerDetailPresenter(selection: selection, list: nil, services: services, router: router))
    }

    private func signIn() {
        guard services.state.offersSignIn, let top = router.top, top.screen.topOverlay == nil else { return }
        let form = SignInPresenter(services: services, router: router)
        // The form replaces the detail screens (so Esc twice still reaches the list, even with the
        // help open over the form); signing in opens the list's detail again on the same beer.
        if top is BeerDetailPresenter, let list = router.bottom as? BeerListPresenter {
            let index = router.presenters.compactMap { $0 as? BeerDetailPresenter }.first { $0.followsList }?.shownIndex
            router.popToBottom()
            if let index { form.onSignedIn = { [weak list] in list?.openDetail(at: index) } }
        }
        router.push(form)
    }

    private func signOut() {
        guard let top = router.top, top.screen.topOverlay == nil, let user = services.state.currentUser else { return }
        let confirmation = Modal.confirmation("Sign out \(user.name)?", title: "Sign out", confirm: "Sign out",
                                              cancel: "Stay", isDestructive: true)
        let session = services.session
        _ = confirmation.onResult.add { choice in if choice == 0 { session.signOut() } }
        top.screen.present(confirmation)
    }
}
