import Foundation
import Catalogue
import Hummingbird

/// `POST /v1/imports`: an admin adds or updates beers from a CSV or JSON body, read as strictly
/// as `taproom import` reads a file, all in one transaction.
struct ImportRoutes {
    let catalogue: any SharedCatalogue
    let configuration: ServerConfiguration

    func register(on group: RouterGroup<TaproomRequestContext>) {
        group.group("imports")
            .add(middleware: BearerAuthentication(accounts: catalogue, required: true))
            .post { request, context in
                let session = try context.signedIn()
                guard session.isAdmin else { throw CatalogueError.notAdmin }
                let format = try Self.format(of: request)
                let body = try await request.body.collect(upTo: configuration.maximumImportBytes)
                let report = try await catalogue.importFile(ImportedFile(bytes: Array(buffer: body), format: format),
                                                            session: session)
                context.logger.info("import", metadata: [
                    "user": "\(session.user.name)", "added": "\(report.added)", "updated": "\(report.updated)",
                ])
                return JSONResponse(API.ImportReport(report))
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
