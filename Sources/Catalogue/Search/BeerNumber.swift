/// A number stored on the beer itself, which the in-memory index keeps per slot (`SearchIndex`).
/// The community rating is not one: it lives in `rating_summaries` (`CommunityRatings`).
enum BeerNumber: String {
    case abv
    case ibu
}
