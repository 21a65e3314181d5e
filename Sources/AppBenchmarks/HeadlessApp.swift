import Catalogue
import CatalogueServices
import Foundation
import Logging
import RxCore
import TaproomApp
import TerminalUI
import ViewModels

/// The real app on a recording headless terminal, with the production schedulers for the
/// services' calls (started from a background queue, results on the main queue) wrapped to count
/// work, and virtual time for the list's debounce so no benchmark waits 300 ms per query.
@MainActor
final class HeadlessApp {
    let terminal: RecordingTerminal
    let app: TaproomApp
    let debounce = HistoricalScheduler()
    let background: TrackingScheduler
    let delivery: TrackingScheduler
    /// The services' calls under way, from asking to the answer's delivery.
    let calls = CallsInFlight()
    let store: CatalogueStore

    init(store: CatalogueStore, width: Int = 120, height: Int = 40) {
        terminal = RecordingTerminal(width: width, height: height)
        background = TrackingScheduler(SerialDispatchQueueScheduler(qos: .userInitiated,
                                                                    internalSerialQueueName: "taproom.services"))
        delivery = TrackingScheduler(MainScheduler.instance)
        let delivery = delivery
        terminal.deliveries = { delivery.completed }
        let application = Application(terminal: terminal, terminate: { _ in })
        // As the app has it (Taproom.swift, ServiceSchedulers.live()).
        let catalogue = SQLiteCatalogue(store: store, work: .callersThread,
                                        indexing: .background(label: "taproom.search-index"))
        app = TaproomApp(application: application, catalogue: catalogue,
                         schedulers: ServiceSchedulers(background: background, main: delivery,
                                                       taskExecutor: QueueTaskExecutor(label: "taproom.services"),
                                                       callsInFlight: calls),
                         timerScheduler: debounce,
                         logger: Logger(label: "taproom-bench") { _ in SwiftLogNoOpLogHandler() })
        self.store = store
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

    /// Whether no store work or delivery is outstanding, the search index has loaded, and the last
    /// delivery has been drawn.
    var isSettled: Bool {
        guard background.pending == 0, calls.current == 0, delivery.pending == 0,
              (try? store.isSearchPrepared()) == true else { return false }
        let delivered = delivery.completed
        return terminal.lastDraw.map { $0.deliveries == delivered } ?? false
    }

    /// Runs the main queue until the app is settled (see `isSettled`).
    func settle(_ what: String) throws {
        try MainQueue.run(until: { isSettled }, waitingFor: what)
    }
}
