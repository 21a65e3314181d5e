import Catalogue
import FuzzDriver

/// An imported JSON file's bytes: a table of records, or an error naming where, never a trap.
@_cdecl("FuzzJSONReader_main")
func fuzzJSONReaderMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        _ = try? JSONRecordReader.table(bytes: Array(UnsafeBufferPointer(start: data, count: size)), file: "fuzz.json")
        return 0
    }
}
