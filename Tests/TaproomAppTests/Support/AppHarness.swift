import Catalogue
import CatalogueServices
import Foundation
import Logging
import RemoteCatalogueTestSupport
import RxCore
import RxCoreTest
@testable import TaproomApp
import TerminalUI
import ViewModels
import VirtualTimeTestSupport

/// The whole app, headless, on a temporary store, in virtual time: keys go in through
/// `press`/`type`, virtual time moves on after each step (so the debounce, the store calls and the
/// spinner run), and the screen comes out as a `CellBuffer`.
@MainActor
final class AppHarness {
    /// One tick is one millisecond; work scheduled "now" runs when time next moves.
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    let terminal: HeadlessTerminal
    let store: CatalogueStore
    /// The catalogue over `store`, on the caller's thread (the app's, or the server's behind it).
    let local: SQLiteCatalogue
    /// The server the app talks to, when it runs over one (the store above is the server's).
    let server: InMemoryRemoteCatalogue?
    let app: TaproomApp
    /// The list presenter at the bottom of the router's stack.
    let list: BeerListPresenter
    private let quits = QuitRecorder()
    /// The folder of the catalogue file (removed at the end unless the test chose it).
    let directory: URL
    private let keepsDirectory: Bool

    /// How far virtual time moves after each step: past the 300 ms debounce.
    static let step = 400

    /// - Parameters:
    ///   - beers: written to the store before the app starts.
    ///   - users: accounts (name, password) created before the app starts.
    ///   - colorSupport: `.none` (attributes only) keeps golden files readable.
    ///   - clock: the accounts' clock (the sign-in throttle's); fixed by default.
    ///   - overServer: runs the app against an in-memory server over that store (the remote
    ///     services) instead of on the store itself.
    ///   - savedSignIn: where the app over a server keeps a sign-in ("Stay signed in").
    ///   - startsOffline: the server cannot be reached when the app starts.
    ///   - ratings: stars given before the app starts: by whom, to the first beer a query finds.
    ///   - settings: as a config file gives them (theme, keys, vi keys); `settingsProblem` why one was not used.
    ///   - readOnly: the app opens the catalogue as `--read-only` does (after the above are written).
    init(width: Int = 80, height: Int = 24, beers: [NewBeer] = Fixtures.beers, users: [(String, String)] = [],
         colorSupport: ColorSupport = .none,
         clock: @escaping @Sendable () -> Date = { Date(timeIntervalSince1970: 1_800_000_000) },
         overServer: Bool = false, savedSignIn: SavedSignIn? = nil, startsOffline: Bool = false,
         ratings: [(user: String, query: String, stars: Int)] = [], settings: Settings = .defaults,
         settingsProblem: SettingsFile.Unusable? = nil, readOnly: Bool = false,
         remembered: RememberedLists? = nil, directory: URL? = nil) throws {
        self.directory = directory ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("taproom-app-tests-\(UUID().uuidString)")
        keepsDirectory = directory != nil
        let directory = self.directory
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("catalogue.sqlite").path
        let written = try CatalogueStore(path: path)
        try written.write { tx in for beer in beers { _ = try tx.upsert(beer: beer) } }
        let writable = SQLiteCatalogue(store: written, work: .callersThread, passwords: .testing,
                                       sessions: SessionRules(now: clock))
        for (name, password) in users { _ = try runInline { try await writable.createAccount(name: name, password: password) } }
        for rating in ratings { try Self.rate(rating.stars, rating.query, as: rating.user, in: writable) }
        if readOnly {
            try written.close()
            store = try CatalogueStore(path: path, access: .readOnly)
            local = SQLiteCatalogue(store: store, work: .callersThread, passwords: .testing,
                                    sessions: SessionRules(now: clock), sessionsWhenReadOnly: .inThisProcess)
        } else {
            (store, local) = (written, writable)
        }
        let local = local
        terminal = HeadlessTerminal(width: width, height: height)
        terminal.colorSupport = colorSupport
        let quits = quits
        let application = Application(terminal: terminal, terminate: { code in quits.codes.append(code) })
        server = overServer ? InMemoryRemoteCatalogue(store: store) : nil
        server?.isOffline = startsOffline
        let source: CatalogueSource = server.map { .server($0, savedSignIn: savedSignIn) } ?? .embedded(local)
        app = TaproomApp(application: application, source: source,
                         schedulers: ServiceSchedulers(background: scheduler, main: scheduler,
                                                       taskExecutor: InlineTaskExecutor()),
                         timerScheduler: scheduler, logger: Logger(label: "taproom-tests") { _ in SwiftLogNoOpLogHandler() },
                         settings: settings, settingsProblem: settingsProblem,
                         home: directory.path, remembered: remembered)
        guard let list = app.router.top as? BeerListPresenter else { throw HarnessError.noList }
        self.list = list
        app.start()
        settle()
    }

    /// Gives `stars` to the first beer `query` finds, as `name`, straight into the catalogue (the
    /// app hears of it as of any other process's change).
    static func rate(_ stars: Int, _ query: String, as name: String, in catalogue: SQLiteCatalogue) throws {
        try runInline {
            let session = try await catalogue.acting(asUserNamed: name)
            let found = try await catalogue.search(SearchRequest(query: QueryParser.parse(query)), as: nil).beers.first
            guard let beer = found else { throw HarnessError.noBeer(query) }
            _ = try await catalogue.setRating(stars, beerID: beer.id, session: session)
        }
    }

    deinit {
        if !keepsDirectory { try? FileManager.default.removeItem(at: directory) }
    }

    /// Exit codes the app asked for (it must never quit unless told to).
    var quitCodes: [Int32] { quits.codes }

    // MARK: Input

    /// Presses each key, letting virtual time move on after each.
    func press(_ keys: Key...) {
        for key in keys {
            app.application.dispatch(key)
            settle()
        }
    }

    /// Types `text` one character at a time (as fast as a person types), then lets the query settle.
    func type(_ text: String) {
        for character in text { app.application.dispatch(.character(String(character))) }
        settle()
    }

    /// Resizes the terminal as a window resize would, and lets time move on.
    func resize(width: Int, height: Int) {
        let size = Size(width: width, height: height)
        resizeTerminal(to: size)
        app.application.dispatch(.resize(size))
        settle()
    }

    /// Changes the headless terminal's size (what `render()` draws at) without telling the app.
    func resizeTerminal(to size: Size) {
        terminal.resize(width: size.width, height: size.height)
        _ = terminal.readKeys()  // drops the terminal's own copy of the resize: callers press it
    }

    /// Runs everything due in the next `milliseconds` of virtual time.
    func settle(_ milliseconds: Int = AppHarness.step) {
        scheduler.advanceTo(scheduler.clock + milliseconds)
    }

    // MARK: Output

    /// The screen as the terminal would show it now.
    func render() -> CellBuffer {
        app.render(size: terminal.size)
    }

    /// The screen as plain text.
    var text: String { render().text() }

    /// The status line (the second row from the bottom).
    var statusLine: String {
        let buffer = render()
        return buffer.rowText(buffer.height - 2).trimmingCharacters(in: .whitespaces)
    }

    /// The screen's row showing `text`, with trailing blanks trimmed (nil when none shows it).
    func row(containing text: String) -> String? {
        let buffer = render()
        return (0..<buffer.height).map { buffer.rowText($0) }.first { $0.contains(text) }
            .map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
    }

    /// The title bar's title (the top row, without the catalogue shown at its right: the title
    /// holds no two spaces running).
    var titleLine: String {
        let row = render().rowText(0).trimmingCharacters(in: .whitespaces)
        return row.components(separatedBy: "  ").first ?? row
    }

    /// The list widget of the list screen.
    var listView: ListView {
        get throws { try list.screen.firstDescendant(ListView.self) }
    }

    /// The detail presenter on top, if the detail is showing.
    var detail: BeerDetailPresenter? { app.router.top as? BeerDetailPresenter }
    var journal: JournalPresenter? { app.router.top as? JournalPresenter }

    /// The sign-in presenter on top, if the form is showing.
    var signIn: SignInPresenter? { app.router.top as? SignInPresenter }

    /// The name of the beer the list's selection is on.
    var selectedBeerName: String? {
        get throws {
            guard let index = try listView.selectedIndex else { return nil }
            var name: String?
            let bag = DisposeBag()
            list.viewModel.rows.drive(onNext: { name = $0[index]?.name }).disposed(by: bag)
            return name
        }
    }

    /// The names of the beers the list has loaded, in order, skipping rows not loaded (a Driver
    /// replays its latest value at once).
    func beerNames() -> [String] {
        var names: [String] = []
        let bag = DisposeBag()
        list.viewModel.rows.drive(onNext: { names = $0.loaded.map(\.name) }).disposed(by: bag)
        return names
    }
}

enum HarnessError: Error {
    case noList
    case missingView(String)
    case noBeer(String)
}

/// Records the exit codes the app asks for instead of exiting.
private final class QuitRecorder {
    var codes: [Int32] = []
}

extension AppHarness {
    /// The two sizes every screen is checked at.
    static let goldenSizes = [Size(width: 80, height: 24), Size(width: 40, height: 12)]

    /// Signs in through the form, as a person would: F2, the username, Tab, the password, Enter.
    func signInWithKeys(_ name: String, _ password: String) {
        press(.function(2))
        type(name)
        press(.tab)
        type(password)
        press(.enter)
    }

    /// Moves the list's selection down `count` rows.
    func moveDown(_ count: Int) {
        for _ in 0..<count { app.application.dispatch(.down) }
        settle()
    }
}
