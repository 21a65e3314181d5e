import Catalogue
import Hummingbird

/// `POST /v1/imports`: an admin adds or updates beers from a CSV or JSON body, read as strictly
/// as `taproom import` reads a file, all in one transaction.
struct ImportRoutes {
    let backend: any CatalogueBackend
    let configuration: ServerConfiguration
    /// Reading megabytes of CSV is seconds of CPU: not on the threads that serve other requests.
    let parsing = BlockingWorkQueue(label: "taproom.import-parsing")

    func register(on group: RouterGroup<TaproomRequestContext>) {
        group.group("imports")
            .add(middleware: BearerAuthentication(backend: backend, now: configuration.now, required: true))
            .post { request, context in
                let user = try context.signedInUser()
                guard try await backend.isAdmin(userID: user.id) else {
                    throw APIError(.forbidden, code: "forbidden", message: "only an admin account may import")
                }
                let format = try Self.format(of: request)
                let body = try await request.body.collect(upTo: configuration.maximumImportBytes)
                let bytes = Array(buffer: body)
                let read = try await parsing.run { try ImportRequestBody.beers(from: bytes, format: format) }
                let changes = try await backend.importBeers(read.beers)
                context.logger.info("import", metadata: [
                    "user": "\(user.name)", "added": "\(changes.beersAdded)", "updated": "\(changes.beersUpdated)",
                ])
                return ImportResponse(rowsRead: read.batch.rowsRead, added: changes.beersAdded, updated: changes.beersUpdated,
                                      unchanged: changes.beersUnchanged, breweriesAdded: changes.breweriesAdded,
                                      skipped: read.batch.skippedCount)
            }
    }

    /// CSV or JSON by Content-Type; anything else is refused rather than guessed.
    private static func format(of request: Request) throws -> ImportFormat {
        let type = request.headers[.contentType]?.split(separator: ";").first?
            .trimmingCharacters(in: .whitespaces).lowercased()
        switch type {
        case "text/csv": return .csv
        case "application/json": return .json
        default:
            throw APIError(.unsupportedMediaType, code: "unsupported_media_type",
                           message: "send the beers as text/csv or application/json", field: "Content-Type")
        }
    }
}
