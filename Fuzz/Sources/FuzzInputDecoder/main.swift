import FuzzDriver
import TerminalUI

/// Bytes as a terminal sends them, split into reads at each 0xFF (a byte UTF-8 never uses): the
/// decoder must turn any of it into keys, carrying escape sequences and pastes across reads.
@_cdecl("FuzzInputDecoder_main")
func fuzzInputDecoderMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        var decoder = InputDecoder()
        for read in UnsafeBufferPointer(start: data, count: size).split(separator: 0xFF, omittingEmptySubsequences: false) {
            _ = decoder.decode(RawInput.scalars(of: String(decoding: read, as: UTF8.self)))
        }
        return 0
    }
}
