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

    /// The status line after a note failed to save, with what the person can do.
    static func noteNotSaved(_ reason: String, keys: KeyNames) -> String {
        "Could not save the note — \(keys.keepNote) tries again, \(keys.cancelNote) goes back to the saved one: \(reason)"
    }

}
