import Catalogue
import CatalogueServices
import Foundation
import RxCore

/// The signed-in person's statistics: read when the screen opens and again whenever the
/// catalogue changes (a check-in here, or by another process), made into figures in the
/// person's calendar.
public final class TasteViewModel {
    /// The figures, once read; nil while they load or when they could not be.
    public let statistics: Driver<TasteStatistics?>
    /// "Loading your statistics…", why they could not be read, or nil once they are shown.
    public let messageText: Driver<String?>

    /// - Parameters:
    ///   - calendar: where months and weeks are counted (the person's).
    ///   - now: the time the months run to and the streaks are counted up to (the app's
    ///     scheduler's clock: virtual in tests).
    public init(catalogue: CatalogueService, state: AppState, calendar: Calendar = .current,
                now: @escaping () -> Date = Date.init) {
        let loads = state.revision.asObservable()
            .flatMapLatest { _ in
                catalogue.tasteFacts().asObservable()
                    .map { TasteLoad.loaded(TasteStatistics($0, calendar: calendar, now: now())) }
                    .catch { error in Observable.just(.failed(TasteLoad.message(for: error))) }
            }
            .asDriver(onErrorJustReturn: .failed("Your statistics could not be read"))
            .startWith(.loading)
        statistics = loads.map { load in
            if case .loaded(let statistics) = load { return statistics }
            return nil
        }
        .distinctUntilChanged { $0 == $1 }
        messageText = loads.map(\.message).distinctUntilChanged { $0 == $1 }
    }
}

/// Where the statistics' loading is.
private enum TasteLoad: Equatable {
    case loading
    case loaded(TasteStatistics)
    case failed(String)

    var message: String? {
        switch self {
        case .loading: "Loading your statistics…"
        case .loaded: nil
        case .failed(let message): message
        }
    }

    static func message(for error: Error) -> String {
        if let error = error as? PersonalDataError { return error.description }
        return "Your statistics could not be read: \(error)"
    }
}
