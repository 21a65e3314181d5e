// swift-tools-version:6.1
import PackageDescription

// libFuzzer targets for every parser of outside input: the CSV and JSON import readers, the
// query language and the terminal input decoder. Built only by `make fuzz`, with
// `-sanitize=fuzzer,address` (see FuzzDriver for how each target starts libFuzzer). Not part of
// the product or of `make test`.
let package = Package(
    name: "TaproomFuzz",
    dependencies: [.package(name: "Taproom", path: "..")],
    targets: [
        .target(name: "FuzzDriver"),
        .executableTarget(name: "FuzzQueryParser", dependencies: ["FuzzDriver", .product(name: "Catalogue", package: "Taproom")]),
        .executableTarget(name: "FuzzCSVReader", dependencies: ["FuzzDriver", .product(name: "Catalogue", package: "Taproom")]),
        .executableTarget(name: "FuzzJSONReader", dependencies: ["FuzzDriver", .product(name: "Catalogue", package: "Taproom")]),
        .executableTarget(name: "FuzzInputDecoder", dependencies: ["FuzzDriver", .product(name: "TerminalUI", package: "Taproom")]),
    ],
    swiftLanguageModes: [.v6]
)
