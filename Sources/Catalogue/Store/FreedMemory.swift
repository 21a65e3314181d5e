/// Hands memory that has been freed back to the system. glibc keeps freed chunks (and, once a
/// large block has been freed, serves blocks of that size from its heap instead of mapping
/// them), so after a phase of a bulk write that allocated a lot (a thread's chunks, a sort,
/// the full-text index's buffer) the process would carry that memory into the next phase.
enum FreedMemory {
    static func giveBack() {
        #if canImport(Glibc)
        _ = glibcMallocTrim(0)
        #endif
    }

    #if canImport(Glibc)
    /// glibc's `malloc_trim` (declared in malloc.h, which the Glibc module does not export).
    @_silgen_name("malloc_trim")
    private static func glibcMallocTrim(_ pad: Int) -> Int32
    #endif
}
