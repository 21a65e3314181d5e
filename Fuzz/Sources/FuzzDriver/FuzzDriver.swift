// SwiftPM links an executable target with `main` defined as `<Target>_main` (so tests can link
// executables), which hides libFuzzer's own `main`. Each fuzz target therefore defines
// `<Target>_main` and hands its input function to libFuzzer's driver here.

/// One fuzz input: the bytes of a test case.
public typealias FuzzInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

// libFuzzer's documented entry for programs with their own `main`
// (`int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size))`).
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<Int32>,
                                 _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                                 _ input: FuzzInput) -> Int32

/// Runs libFuzzer with the process's arguments (`-max_total_time=60`, a corpus folder, …).
public func runFuzzer(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ input: FuzzInput) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, input)
}
