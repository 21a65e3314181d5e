import Catalogue
import FuzzDriver

/// The filter a person types: any text parses or is a `QueryError`, never a trap.
@_cdecl("FuzzQueryParser_main")
func fuzzQueryParserMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        _ = try? QueryParser.parse(String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self))
        return 0
    }
}
