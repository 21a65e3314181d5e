import Foundation

/// One row of an Untappd export: a check-in and the beer it was of (`importCheckIns` takes them).
public struct UntappdCheckIn: Hashable, Sendable {
    public var beer: NewBeer
    public var checkIn: NewCheckIn
    /// A `serving_type` Taproom does not list (Crowler, Growler…): the check-in has no serving.
    public var unlistedServing: String?

    public init(beer: NewBeer, checkIn: NewCheckIn, unlistedServing: String? = nil) {
        self.beer = beer
        self.checkIn = checkIn
        self.unlistedServing = unlistedServing
    }
}
