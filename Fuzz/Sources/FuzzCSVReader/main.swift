import Catalogue
import FuzzDriver

/// An imported CSV file's bytes: every record is read, or the file is refused with an error
/// naming where, never a trap.
@_cdecl("FuzzCSVReader_main")
func fuzzCSVReaderMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        let reader = CSVReader(bytes: Array(UnsafeBufferPointer(start: data, count: size)), fileName: "fuzz.csv")
        _ = try? reader.forEachRecord { _, _ in }
        return 0
    }
}
