import Catalogue
import Foundation

// The JSON `taproom serve` answers with (docs/openapi.json), decoded as written and then turned
// into the catalogue's own types, so the wire format and the model can each change on purpose.

struct BeerPageBody: Decodable {
    let beers: [BeerSummaryBody]
    let total: Int
    let next: String?
    let words: [String]

    func page() throws -> BeerPage {
        var next: NextPage?
        if let token = self.next {
            guard let page = NextPage(token: token) else { throw UnreadableBody(detail: "a page token it cannot read") }
            next = page
        }
        return BeerPage(beers: beers.map(\.summary), total: total, next: next, words: words)
    }
}

struct BeerSummaryBody: Decodable {
    let id: Int64
    let name: String
    let brewery: String
    let country: String?
    let style: String?
    let abv: Double?
    let ibu: Double?
    let isFavourite: Bool
    let rating: Int?
    let averageRating: Double?
    let ratingCount: Int

    var summary: BeerSummary {
        BeerSummary(id: id, name: name, breweryName: brewery, country: country, style: style, abv: abv, ibu: ibu,
                    isFavourite: isFavourite, rating: rating, averageRating: averageRating, ratingCount: ratingCount)
    }
}

struct BeerBody: Decodable {
    struct BreweryBody: Decodable {
        let id: Int64
        let name: String
        let city: String?
        let region: String?
        /// The ISO code when the server recognised one, else the country as imported.
        let country: String?
        /// The country as imported, and its ISO code where the server recognised one.
        let countryName: String?
        let countryCode: String?
    }

    let id: Int64
    let name: String
    let brewery: BreweryBody
    let style: String?
    let abv: Double?
    let ibu: Double?
    let srm: Double?
    let description: String?
    let firstBrewed: String?
    let sourceId: String?
    let origin: String

    /// The API names a style but not its id (0 here).
    var beer: Beer {
        Beer(id: id, name: name,
             brewery: Brewery(id: brewery.id, name: brewery.name, city: brewery.city, region: brewery.region,
                              country: brewery.countryName, countryCode: brewery.countryCode),
             style: style.map { Style(id: 0, name: $0) }, abv: abv, ibu: ibu, colour: srm.map(Colour.init(srm:)),
             description: description, firstBrewed: firstBrewed, sourceID: sourceId,
             origin: BeerOrigin(rawValue: origin) ?? .imported)
    }
}

struct StatsBody: Decodable {
    let beers: Int
    let breweries: Int
    let styles: Int
    let users: Int
}

struct RevisionBody: Decodable {
    let revision: Int
}

struct PositionBody: Decodable {
    let position: Int?
}

struct UserBody: Decodable {
    let id: Int64
    let name: String
    let createdAt: Date

    var user: User { User(id: id, name: name, createdAt: createdAt) }
}

struct MeBody: Decodable {
    let user: UserBody
}

struct SessionBody: Decodable {
    let token: String
    let expiresAt: Date
    let user: UserBody

    var session: RemoteSession {
        RemoteSession(token: BearerToken(text: token), expiresAt: expiresAt, user: user.user)
    }
}

struct PersonalDataBody: Decodable {
    let beerId: Int64
    let isFavourite: Bool
    let rating: Int?
    let note: String?
    let checkIns: [Date]

    var data: PersonalBeerData {
        PersonalBeerData(isFavourite: isFavourite, rating: rating, note: note, checkIns: checkIns)
    }
}

struct ExportBody: Decodable {
    struct Row: Decodable {
        let beer: BeerSummaryBody
        let personal: PersonalDataBody
    }

    let beers: [Row]

    var rows: [PersonalExportRow] { beers.map { PersonalExportRow(beer: $0.beer.summary, data: $0.personal.data) } }
}

/// `{"error": {"code", "message", "field"?, "retryAfter"?}}`, every refusal's shape.
struct ErrorBody: Decodable {
    struct Detail: Decodable {
        let code: String
        let message: String
        let field: String?
        let retryAfter: Int?
    }

    let error: Detail
}

// The bodies this client sends.

struct CredentialsBody: Encodable {
    let name: String
    let password: String
}

struct RatingBody: Encodable {
    let stars: Int
}

struct NoteBody: Encodable {
    let text: String
}

/// A response this client cannot read (not the JSON the API document describes).
struct UnreadableBody: Error {
    let detail: String
}
