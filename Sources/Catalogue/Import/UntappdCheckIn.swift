import Foundation

/// One row of an Untappd export: a check-in and the beer it was of (`importCheckIns` takes them).
public struct UntappdCheckIn: Hashable, Sendable {
    /// Where the row is, as messages name it ("history.csv:12").
    public var origin: String
    public var beer: NewBeer
    public var checkIn: NewCheckIn
    /// A `serving_type` Taproom does not list (Crowler, Growler…): the check-in has no serving.
    public var unlistedServing: String?

    public init(origin: String, beer: NewBeer, checkIn: NewCheckIn, unlistedServing: String? = nil) {
        self.origin = origin
        self.beer = beer
        self.checkIn = checkIn
        self.unlistedServing = unlistedServing
    }
}
