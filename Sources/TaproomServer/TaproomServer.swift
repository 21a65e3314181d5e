import Catalogue
import Hummingbird
import Logging
import ServiceLifecycle

/// The shared catalogue's HTTP server: the versioned JSON API (docs/openapi.json) over any store
/// that implements the catalogue contract (`SharedCatalogue`). Stateless: everything a request
/// needs is in the store, so any number of servers may share one.
public enum TaproomServer {
    /// Every route, behind the access log and the JSON error shape.
    public static func router(catalogue: any SharedCatalogue,
                              configuration: ServerConfiguration = ServerConfiguration()) -> Router<TaproomRequestContext> {
        let router = Router(context: TaproomRequestContext.self)
        router.add(middleware: AccessLogMiddleware())
        router.add(middleware: ErrorMiddleware())
        let v1 = router.group("v1")
        CatalogueRoutes(catalogue: catalogue, configuration: configuration).register(on: v1)
        AccountRoutes(catalogue: catalogue, configuration: configuration).register(on: v1)
        PersonalRoutes(catalogue: catalogue, configuration: configuration).register(on: v1)
        ImportRoutes(catalogue: catalogue, configuration: configuration).register(on: v1)
        // One feed per router: the one watcher of the catalogue that every events client of this process shares.
        EventRoutes(catalogue: catalogue, feed: RevisionFeed(catalogue: catalogue, keepAlive: configuration.eventKeepAlive))
            .register(on: v1)
        // Last: it wraps only the router's "no such route", and reads the routes added above.
        router.add(middleware: MethodNotAllowedMiddleware(routes: router.routes))
        return router
    }

    /// The server as a service to run in a `ServiceGroup` (which shuts it down gracefully):
    /// HTTP, or HTTPS with `tls`. `onServerRunning` learns the bound port (useful with port 0).
    public static func service(
        catalogue: any SharedCatalogue, configuration: ServerConfiguration = ServerConfiguration(),
        listen: ListenAddress, tls: ServerTLS? = nil, logger: Logger,
        onServerRunning: @escaping @Sendable (Int?) async -> Void = { _ in }
    ) throws -> some Service {
        Application(
            router: HeadAnsweredAsGet(router(catalogue: catalogue, configuration: configuration)),
            server: try tls?.serverBuilder() ?? .http1(),
            configuration: ApplicationConfiguration(address: .hostname(listen.host, port: listen.port), serverName: "taproom"),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port) },
            logger: logger)
    }
}
