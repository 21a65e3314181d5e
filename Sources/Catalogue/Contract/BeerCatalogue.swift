import Foundation

/// The catalogue, wherever it is kept: THE contract every store implements and every client
/// is written against. The SQLite store (`SQLiteCatalogue`), the PostgreSQL store
/// (`PostgresCatalogue`) and the HTTP client of a served catalogue (`CatalogueHTTPClient`)
/// implement it; the server (`taproom serve`) exposes it over HTTP, the app's Rx adapter
/// (`CatalogueService`) and the subcommands call it. An operation is declared here once and
/// implemented once per store, and `CatalogueConformanceSuite` holds all three to the same answers.
///
/// A person's own data is reached through the `Session` their sign-in returned
/// (`CatalogueAccounts`): a store acts for `session.user`; a client sends `session.token`.
///
/// Errors: `QueryError` (a query that cannot run, such as `fav` with nobody signed in),
/// `CatalogueError` (a missing beer, a read-only catalogue, an import by a non-admin; the SQLite
/// store names a read-only file as `StoreError.readOnly(path:)`, which commands print as it is),
/// `ImportError` (a malformed import, naming its line and column), and on a client
/// `RemoteCatalogueError` for what the network adds. Anything else is a failure of the store.
public protocol BeerCatalogue: Sendable {
    /// Where the catalogue is, as messages name it: a file's path, a server's URL.
    var location: String { get }

    // MARK: Reading (a session shows that person's favourites and ratings and allows `fav`)

    /// One page of the beers the request's query matches, in its order.
    func search(_ request: SearchRequest, as session: Session?) async throws -> BeerPage
    /// Where the beer is in the request's whole list (from 0; `limit` and `after` play no part);
    /// nil when it is not in it or does not exist.
    func position(of beerID: Int64, in request: SearchRequest, as session: Session?) async throws -> Int?
    /// One beer with its brewery and style; nil when there is no such id.
    func beer(id: Int64) async throws -> Beer?
    /// The beers most like this one, with why (`SimilarityRanking`), best first; a session
    /// gives that person's marks. `CatalogueError.noSuchBeer` when there is no such beer.
    func similarBeers(to beerID: Int64, as session: Session?) async throws -> [SimilarBeer]
    /// How strong and bitter the beers of the style named (exactly, as a beer shows it) are;
    /// empty histograms for no such style.
    func styleDistribution(ofStyle name: String) async throws -> StyleDistribution
    func stats() async throws -> CatalogueStats
    /// A number that moves forward on every committed change a reader would see (beers,
    /// favourites, ratings, notes, check-ins), by this process or any other.
    func revision() async throws -> Int
    /// The revision now, then each new one soon after it moves, without polling where the store
    /// can announce changes (a burst may arrive as one number; numbers never go backwards). A
    /// client's stream throws or ends when its connection drops; callers start it again.
    func revisions() -> AsyncThrowingStream<Int, Error>

    // MARK: The signed-in person's own data (each change answers with their data after it)

    func personalData(beerID: Int64, session: Session) async throws -> PersonalBeerData
    func setFavourite(_ isFavourite: Bool, beerID: Int64, session: Session) async throws -> PersonalBeerData
    /// 1 to 5 stars, or nil to clear the rating.
    func setRating(_ stars: Int?, beerID: Int64, session: Session) async throws -> PersonalBeerData
    /// Nil, empty or only whitespace removes the note.
    func setNote(_ text: String?, beerID: Int64, session: Session) async throws -> PersonalBeerData
    /// A check-in with its details (`NewCheckIn.validated`: a nil time is now by the store's
    /// clock); one whose `externalID` the person already has adds nothing. A rated check-in at or
    /// after the person's rating of the beer sets it (whole stars). Throws `CheckInError`.
    func checkIn(beerID: Int64, _ checkIn: NewCheckIn, session: Session) async throws -> PersonalBeerData
    /// A page of the person's check-ins, newest first, with their beers (`JournalRequest`);
    /// `QueryError` for a query that cannot run.
    func journal(_ request: JournalRequest, session: Session) async throws -> JournalPage
    /// What the person's statistics are made of (`TasteStatistics`), read in one snapshot.
    func tasteFacts(session: Session) async throws -> TasteFacts
    /// Every beer the person favourited, rated, noted or checked in, in name order.
    func personalExport(session: Session) async throws -> [PersonalExportRow]
    /// An Untappd export's check-ins (`UntappdExport.read`) into the person's journal, in one
    /// transaction (with `dryRun`, what would change, and nothing written). Each row's beer is the
    /// catalogue's beer of the same name and brewery ignoring case and accents, else it is added
    /// with its brewery, style, ABV and IBU; a check-in whose external id the person has already
    /// adds nothing; ratings follow the check-ins as `checkIn`'s do. Throws `CheckInError` (as
    /// `checkIn`) and, for an account that is gone, `CatalogueError.noSuchUser`.
    func importCheckIns(_ checkIns: [UntappdCheckIn], dryRun: Bool, session: Session) async throws -> UntappdImportReport

    // MARK: Import (admin accounts)

    /// Adds or updates the beers of a CSV or JSON file's bytes, read as strictly as
    /// `taproom import` reads a file, in one transaction.
    func importFile(_ file: ImportedFile, session: Session) async throws -> ImportReport
}

extension BeerCatalogue {
    /// A check-in now, with no details.
    public func checkIn(beerID: Int64, session: Session) async throws -> PersonalBeerData {
        try await checkIn(beerID: beerID, NewCheckIn(), session: session)
    }
}
