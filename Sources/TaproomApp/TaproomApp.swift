import Catalogue
import CatalogueServices
import Logging
import RxCore
import TerminalUI
import ViewModels

/// The interactive Taproom: composes the app state, the services (over the embedded store, or a
/// server), the router and the first screen (the list), and handles the keys that work
/// everywhere (F1 help, F2 sign in or out, F10 / Ctrl-Q / Ctrl-C quit).
@MainActor
public final class TaproomApp {
    public let application: Application
    let router: Router
    let services: AppServices
    /// The embedded store's service (nil on a server), for what only a local file has.
    let localCatalogue: CatalogueService?
    /// The server's connection and catalogue service (nil on the embedded store).
    let server: (connection: ServerConnection, catalogue: RemoteCatalogueService)?
    let logger: Logger
    private let bag = DisposeBag()

    /// The app on the embedded store (tests and benchmarks that drive it).
    /// - Parameters:
    ///   - schedulers: where store work runs and where results are delivered.
    ///   - timerScheduler: runs the list's debounce and the spinner (a `TestScheduler` in tests).
    public convenience init(application: Application, store: CatalogueStore, accounts: AccountService,
                            schedulers: ServiceSchedulers = .live(), timerScheduler: SchedulerType = MainScheduler.instance,
                            logger: Logger = Logger(label: "taproom")) {
        self.init(application: application, source: .embedded(store: store, accounts: accounts),
                  schedulers: schedulers, timerScheduler: timerScheduler, logger: logger)
    }

    /// - Parameters:
    ///   - source: the embedded store, or a server.
    ///   - schedulers: where store work runs and where results are delivered.
    ///   - timerScheduler: runs the list's debounce, the spinner and a server's retries (a
    ///     `TestScheduler` in tests).
    public init(application: Application, source: CatalogueSource,
                schedulers: ServiceSchedulers = .live(), timerScheduler: SchedulerType = MainScheduler.instance,
                logger: Logger = Logger(label: "taproom")) {
        self.application = application
        self.logger = logger
        let (state, writer) = AppState.make()
        let catalogue: CatalogueServicing
        let session: SessionServicing
        switch source {
        case .embedded(let store, let accounts):
            let local = CatalogueService(store: store, state: state, writer: writer, schedulers: schedulers)
            localCatalogue = local
            server = nil
            catalogue = local
            session = SessionService(accounts: accounts, writer: writer, schedulers: schedulers)
        case .server(let remote, let savedSignIn):
            let connection = ServerConnection(remote: remote, writer: writer, schedulers: schedulers,
                                              timerScheduler: timerScheduler, savedSignIn: savedSignIn)
            let remoteCatalogue = RemoteCatalogueService(connection: connection)
            localCatalogue = nil
            server = (connection, remoteCatalogue)
            catalogue = remoteCatalogue
            session = RemoteSessionService(connection: connection)
        }
        services = AppServices(state: state, catalogue: catalogue, session: session,
                               title: TitleViewModel(state: state), timerScheduler: timerScheduler, logger: logger)
        router = Router(size: application.terminal.size, theme: Theme.forSupport(application.terminal.colorSupport),
                        requestRender: { [weak application] in application?.requestRender() })
        router.push(BeerListPresenter(services: services, router: router))
        router.globalKeyMap = GlobalKeyMap.make(
            isSignedIn: { [state] in state.currentUser != nil },
            offersSessionKey: { [router] in router.top?.offersSessionKey ?? false },
            help: { [weak self] in self?.showHelp() },
            signIn: { [weak self] in self?.signIn() },
            signOut: { [weak self] in self?.signOut() },
            quit: { [weak self] in self?.quit() })
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
        // Queued behind the list's first page on the store's queue, so it never delays the first frame.
        // Quitting stops a load still running (`StoreError.closed`): not a failure.
        localCatalogue?.prepareSearch(failed: { [logger] error in
            if case StoreError.closed = error { return }
            logger.error("preparing search failed: \(error)")
        })
            .disposed(by: bag)
        server?.connection.restoreSavedSignIn().disposed(by: bag)
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

    private func quit() {
        logger.info("quit")
        application.quit(code: 0)
    }

    private func showHelp() {
        guard let top = router.top, top.screen.topOverlay == nil else { return }
        top.screen.present(HelpOverlay(title: "Keys · Esc closes", bindings: router.helpRows))
    }

    private func signIn() {
        guard let top = router.top, top.screen.topOverlay == nil else { return }
        let form = SignInPresenter(services: services, router: router)
        // The form replaces a detail screen (so Esc twice still reaches the list, even with the
        // help open over the form); signing in opens the detail again on the same beer.
        if let detail = top as? BeerDetailPresenter, let list = router.bottom as? BeerListPresenter {
            let index = detail.shownIndex
            detail.viewModel.close()
            form.onSignedIn = { [weak list] in list?.openDetail(at: index) }
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
