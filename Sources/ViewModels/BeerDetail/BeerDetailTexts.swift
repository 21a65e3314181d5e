import Foundation
import Catalogue

/// Texts of the detail screen built from several values.
enum BeerDetailTexts {
    /// A fact as shown: itself, or "unknown" when the catalogue does not have it.
    static func known(_ fact: String) -> String {
        fact.isEmpty ? "unknown" : fact
    }

    /// "★ Favourite · Rating ★★★☆☆ (1–5, 0 clears)", "Not a favourite (f) · Not rated (1–5)",
    /// or how to get them.
    static func personal(signedIn: Bool, favourite: Bool, rating: Int?, keys: KeyNames) -> String {
        guard signedIn else { return "Sign in (\(keys.signIn)) to keep favourites, ratings and notes." }
        let rated = rating.map {
            "Rating " + String(repeating: "★", count: $0) + String(repeating: "☆", count: 5 - $0) + " (\(keys.rate), \(keys.unrate) clears)"
        }
        return [favourite ? "★ Favourite" : "Not a favourite (\(keys.favourite))", rated ?? "Not rated (\(keys.rate))"]
            .joined(separator: " · ")
    }

    /// The personal line on a read-only catalogue, where nobody signs in.
    static let personalReadOnly = "This catalogue is read-only: favourites, ratings and notes are not kept."
    static let personalLoading = "Loading your favourite, rating and note…"
    static let personalUnreachable = "Your favourite, rating and note cannot be loaded now — retrying"
    static let personalFailed = "Your favourite, rating and note could not be loaded"
    static let personalNotLoadedYet = "Your favourite, rating and note have not loaded yet"
    static let descriptionUnreachable = "The description cannot be loaded now — retrying"

    /// How many times the person had the beer, then their latest check-ins a line each, newest
    /// first: "Had it 3 times (i checks in again)", "2026-11-20 · draught · Café Bruxelles ·
    /// ★ 3.75 · “Lovely”". Never had: how to check in.
    static func checkIns(_ checkIns: [CheckIn], keys: KeyNames, timeZone: TimeZone, shown: Int = 5) -> String {
        guard !checkIns.isEmpty else { return "Not had yet (\(keys.checkIn) checks in)" }
        let times = checkIns.count == 1 ? "once" : "\(BeerFormatting.grouped(checkIns.count)) times"
        let lines = checkIns.prefix(shown).map { checkIn in
            [day(checkIn.time, timeZone: timeZone), checkIn.serving?.rawValue, checkIn.place,
             checkIn.rating.map { "★ \($0)" }, checkIn.comment.map { "“\($0)”" }]
                .compactMap { $0 }.joined(separator: " · ")
        }
        let more = checkIns.count > shown ? ["and \(BeerFormatting.grouped(checkIns.count - shown)) more"] : []
        return (["Had it \(times) (\(keys.checkIn) checks in again)"] + lines + more).joined(separator: "\n")
    }

    /// "2026-11-20": the day in `timeZone`.
    static func day(_ time: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: time)
        func two(_ number: Int?) -> String { number.map { $0 < 10 ? "0\($0)" : String($0) } ?? "??" }
        return "\(parts.year.map(String.init) ?? "????")-\(two(parts.month))-\(two(parts.day))"
    }

    static func unknownServing(_ typed: String) -> String {
        "“\(typed)” is not a serving: draught, bottle, can, cask or taster (or none)"
    }

    static func checkInNeedsSignIn(keys: KeyNames) -> String {
        "Sign in (\(keys.signIn)) to check in"
    }

    /// The status line after a note failed to save, with what the person can do.
    static func noteNotSaved(_ reason: String, keys: KeyNames) -> String {
        "Could not save the note — \(keys.keepNote) tries again, \(keys.cancelNote) goes back to the saved one: \(reason)"
    }

}
