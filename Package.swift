// swift-tools-version:6.1
import PackageDescription

// Layering (docs/ARCHITECTURE.md): Locking has no dependencies and RxCore only that one;
// Catalogue (the catalogue contract, its wire types and the SQLite store) never imports Rx or UI;
// CataloguePostgres and CatalogueClient implement the contract on PostgreSQL and over HTTP;
// CatalogueServices adapts the contract to RxCore (the services and the app state); ViewModels sit
// on those services and never import the terminal; TerminalUI sits on CNcursesw and TerminalUIRx
// adds its RxCore bindings. Two programs: `taproom` (the app and the commands) and
// `taproom-server` (the server, and the same commands on PostgreSQL), so that building the app
// builds no server stack; the commands are one library (CatalogueCommands) that both link.
let package = Package(
    name: "Taproom",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "RxCore", targets: ["RxCore"]),
        .library(name: "RxCoreTest", targets: ["RxCoreTest"]),
        .library(name: "RxCoreBlocking", targets: ["RxCoreBlocking"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "TerminalUIRx", targets: ["TerminalUIRx"]),
        .library(name: "Catalogue", targets: ["Catalogue"]),
        .library(name: "CatalogueServices", targets: ["CatalogueServices"]),
        .library(name: "CataloguePostgres", targets: ["CataloguePostgres"]),
        .library(name: "CatalogueClient", targets: ["CatalogueClient"]),
        .library(name: "ViewModels", targets: ["ViewModels"]),
        .executable(name: "taproom", targets: ["taproom"]),
        .executable(name: "taproom-server", targets: ["taproom-server"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-crypto", exact: "4.5.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
        // Without swift-configuration: the server reads its options from the command line and environment.
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1", traits: ["FullFoundation"]),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", exact: "2.13.0"),
        .package(url: "https://github.com/apple/swift-nio-ssl", exact: "2.37.6"),
        .package(url: "https://github.com/vapor/postgres-nio", exact: "1.33.2"),
        // Deque, for the import's chunks of beers.
        .package(url: "https://github.com/apple/swift-collections", exact: "1.6.0"),
        // The app's config file (TOML; toml++ underneath). Only TaproomApp's Settings read it.
        .package(url: "https://github.com/LebJe/TOMLKit", exact: "0.6.0"),
    ],
    targets: [
        // State behind a lock that ThreadSanitizer sees (`Locked`); everything that locks uses it.
        .target(name: "Locking"),
        .target(name: "RxCore", dependencies: ["Locking"], exclude: ["Operators/README.md"]),
        .target(name: "RxCoreTest", dependencies: ["RxCore"]),
        // RxBlocking's API: waits for a sequence's events (tests and tools only).
        .target(name: "RxCoreBlocking", dependencies: ["RxCore"]),
        .systemLibrary(
            name: "CNcursesw",
            providers: [.apt(["libncursesw5-dev"])]
        ),
        .target(name: "TerminalUI", dependencies: ["CNcursesw"], exclude: ["Rendering/README-rendering.md"]),
        // The widgets' `.rx` bindings (ControlProperty, ControlEvent, Binder), as RxCocoa sits beside UIKit.
        .target(name: "TerminalUIRx", dependencies: ["TerminalUI", "RxCore"]),
        .target(
            name: "Catalogue",
            dependencies: [
                "Locking",
                .product(name: "GRDB", package: "GRDB.swift"),
                // SQLite's C API, for the one loop that reads 750,000 index rows (FullTextTerms).
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "CryptoExtras", package: "swift-crypto"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "DequeModule", package: "swift-collections"),
            ],
            resources: [.copy("Resources/catalogue.csv")]
        ),
        // The catalogue contract on a PostgreSQL server, over postgres-nio.
        .target(
            name: "CataloguePostgres",
            dependencies: [
                "Catalogue", "Locking",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                // The pool's own error type (a connection that cannot be made), which PostgresNIO throws.
                .product(name: "_ConnectionPoolModule", package: "postgres-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // libcurl, the system's (its typed `curl_easy_setopt`s in shim.h).
        .systemLibrary(name: "CCurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        // The catalogue contract over HTTP, as the app's `--server` reads `taproom serve`: libcurl
        // only, so the app builds no HTTP stack of its own.
        .target(name: "CatalogueClient", dependencies: ["Catalogue", "Locking", "CCurl"]),
        // The one Rx adapter over the catalogue contract: the catalogue and session services and the app state they write.
        .target(name: "CatalogueServices", dependencies: ["RxCore", "Catalogue", "Locking"]),
        // Headless: never imports TerminalUI or CNcursesw (docs/ARCHITECTURE.md).
        .target(name: "ViewModels", dependencies: ["RxCore", "Catalogue", "CatalogueServices"]),
        // The interactive app: presenters, a router and screens over the view models.
        .target(
            name: "TaproomApp",
            dependencies: [
                "RxCore", "TerminalUI", "TerminalUIRx", "Catalogue", "CatalogueServices", "ViewModels",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "TOMLKit", package: "TOMLKit"),
            ]
        ),
        // The shared catalogue's HTTP server (`taproom serve`): routes over the catalogue contract.
        .target(
            name: "TaproomServer",
            dependencies: [
                "Catalogue", "Locking",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdTLS", package: "hummingbird"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // What both programs' commands share: the database options, failures and exit statuses, passwords.
        .target(
            name: "CommandLineSupport",
            dependencies: ["Catalogue", "Locking", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The commands for scripts, one copy for both programs: a local file, a server through
        // CatalogueClient, or PostgreSQL through the opener that taproom-server installs.
        .target(
            name: "CatalogueCommands",
            dependencies: [
                "Catalogue", "CatalogueClient", "CommandLineSupport", "Locking",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The app, and the commands (a PostgreSQL catalogue's run taproom-server instead).
        .executableTarget(
            name: "taproom",
            dependencies: [
                "TerminalUI", "Catalogue", "CatalogueCommands", "TaproomApp", "CommandLineSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // `taproom serve` and the commands on a PostgreSQL catalogue: the server stack, built apart from the app.
        .executableTarget(
            name: "taproom-server",
            dependencies: [
                "Catalogue", "CataloguePostgres", "TaproomServer", "CommandLineSupport", "CatalogueCommands", "Locking",
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Benchmark-only: counts heap allocations per operation.
        .target(name: "CAllocationCounter"),
        .executableTarget(
            name: "RxBenchmarks",
            dependencies: [
                "RxCore", "CAllocationCounter",
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        ),
        .executableTarget(name: "CatalogueBenchmarks", dependencies: ["Catalogue", "BenchmarkSupport", "Locking"]),
        // Import and search on PostgreSQL beside SQLite (a private server, as the tests start it).
        .executableTarget(
            name: "PostgresBenchmarks",
            dependencies: ["Catalogue", "CataloguePostgres", "BenchmarkSupport", "PostgresTestSupport"]
        ),
        // Benchmark-only: the seeded 100,000-beer generator shared by the benchmark executables.
        .target(name: "BenchmarkSupport", dependencies: ["Catalogue"]),
        .executableTarget(name: "AppBenchmarks", dependencies: ["TaproomApp", "TerminalUI", "CatalogueServices", "ViewModels", "RxCore", "Catalogue", "BenchmarkSupport", "Locking", .product(name: "Logging", package: "swift-log")]),
        .executableTarget(name: "TerminalUIDemo", dependencies: ["TerminalUI", "TerminalUIRx", "RxCore"]),
        // Virtual-time conventions (one tick a millisecond, recording) shared by the view-model and service tests.
        .target(name: "VirtualTimeTestSupport", dependencies: ["RxCore", "RxCoreTest", "Locking"], path: "Tests/VirtualTimeTestSupport"),
        // A served catalogue in memory (the real store behind `RemoteCatalogue`) that tests take offline.
        .target(name: "RemoteCatalogueTestSupport", dependencies: ["Catalogue", "Locking"], path: "Tests/RemoteCatalogueTestSupport"),
        .testTarget(
            name: "CatalogueServicesTests",
            dependencies: ["CatalogueServices", "RxCore", "RxCoreTest", "Catalogue", "VirtualTimeTestSupport", "RemoteCatalogueTestSupport"]
        ),
        .testTarget(name: "ViewModelsTests", dependencies: ["ViewModels", "CatalogueServices", "RxCoreTest", "Catalogue", "VirtualTimeTestSupport"]),
        .testTarget(
            name: "TaproomAppTests",
            dependencies: [
                "TaproomApp", "CatalogueServices", "ViewModels", "TerminalUI", "RxCore", "RxCoreTest", "Catalogue", "PTYTestSupport",
                "VirtualTimeTestSupport", "RemoteCatalogueTestSupport", "LogTestSupport", "Locking",
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("Golden")]
        ),
        .testTarget(name: "LockingTests", dependencies: ["Locking"]),
        .testTarget(name: "RxCoreTests", dependencies: ["RxCore", "RxCoreTest"]),
        .testTarget(name: "RxCoreBlockingTests", dependencies: ["RxCore", "RxCoreBlocking"]),
        // tmux-driven end-to-end helpers shared by the test targets.
        .target(name: "PTYTestSupport", path: "Tests/PTYTestSupport"),
        // A private PostgreSQL server per test process (initdb, pg_ctl), stopped at exit.
        .target(name: "PostgresTestSupport", dependencies: ["Locking"], path: "Tests/PostgresTestSupport"),
        // A swift-log handler that keeps what was logged, for tests that read it.
        .target(name: "LogTestSupport", dependencies: ["Locking", .product(name: "Logging", package: "swift-log")],
                path: "Tests/LogTestSupport"),
        // THE conformance suite: what every implementation of the catalogue contract must answer.
        .target(name: "CatalogueConformance", dependencies: ["Catalogue", "Locking"], path: "Tests/CatalogueConformance"),
        .testTarget(
            name: "CataloguePostgresTests",
            dependencies: [
                "Catalogue", "CataloguePostgres", "CatalogueConformance", "PostgresTestSupport", "LogTestSupport",
                "PTYTestSupport", "Locking",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "CatalogueClientTests",
            dependencies: [
                "CatalogueClient", "Catalogue", "CatalogueConformance", "TaproomServer", "Locking",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "PTYTestSupport"], resources: [.copy("Golden")]),
        .testTarget(name: "TerminalUIRxTests", dependencies: ["TerminalUIRx", "TerminalUI", "RxCore", "RxCoreTest"]),
        .testTarget(
            name: "CatalogueTests",
            dependencies: [
                "Catalogue", "CatalogueConformance", "PTYTestSupport", "Locking", .product(name: "GRDB", package: "GRDB.swift"),
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "TaproomServerTests",
            dependencies: [
                "TaproomServer", "Catalogue", "CataloguePostgres", "PTYTestSupport", "PostgresTestSupport", "LogTestSupport",
                "Locking",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
