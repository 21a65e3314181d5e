import Catalogue
import CatalogueServices
import Foundation
import RxCore
import TaproomApp
import TerminalUI
import ViewModels

/// The real app on a recording headless terminal, with the production schedulers for store work
/// (a background queue, results on the main queue) wrapped to count work, and virtual time for
/// the list's debounce so no benchmark waits 300 ms per query.
@MainActor
final class HeadlessApp {
    let terminal: RecordingTerminal
    let app: TaproomApp
    let debounce = HistoricalScheduler()
    let background: TrackingScheduler
    let delivery: TrackingScheduler
    /// Where the search index loads: a queue of its own, as in the app, or (`indexOnStoreQueue`)
    /// the store's queue, where searches wait behind the load.
    let indexing: TrackingScheduler

    init(store: CatalogueStore, width: Int = 120, height: Int = 40, indexOnStoreQueue: Bool = false) {
        terminal = RecordingTerminal(width: width, height: height)
        background = TrackingScheduler(SerialDispatchQueueScheduler(qos: .userInitiated,
                                                                    internalSerialQueueName: "taproom.store"))
        delivery = TrackingScheduler(MainScheduler.instance)
        indexing = indexOnStoreQueue ? background
            : TrackingScheduler(SerialDispatchQueueScheduler(qos: .utility, internalSerialQueueName: "taproom.search-index"))
        let delivery = delivery
        terminal.deliveries = { delivery.completed }
        let application = Application(terminal: terminal, terminate: { _ in })
        app = TaproomApp(application: application, store: store, accounts: AccountService(store: store),
                         schedulers: ServiceSchedulers(background: background, main: delivery, indexing: indexing),
                         timerScheduler: debounce)
    }

    /// Shows the list (the first frame is drawn at once; rows follow from the store).
    func start() { app.start() }

    func type(_ text: String) {
        for character in text { app.handle(.character(String(character))) }
    }

    /// The pause after typing: runs the debounce at once, so the query reaches the view model.
    func fireDebounce() {
        debounce.advanceTo(debounce.clock.addingTimeInterval(BeerListViewModel.debounceTime.convertToSecondsInterval))
    }

    /// Whether no store work or delivery is outstanding and the last delivery has been drawn.
    var isSettled: Bool {
        guard background.pending == 0, delivery.pending == 0, indexing.pending == 0 else { return false }
        let delivered = delivery.completed
        return terminal.lastDraw.map { $0.deliveries == delivered } ?? false
    }

    /// Runs the main queue until the app is settled (see `isSettled`).
    func settle(_ what: String) throws {
        try MainQueue.run(until: { isSettled }, waitingFor: what)
    }
}
