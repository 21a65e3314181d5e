/// How a backend tells a server that `revision()` may have moved, so that nobody polls the
/// revision itself: a server process asks once (`revisionChanges()`) and shares what it hears
/// with all its clients.
public protocol RevisionChangeSource: Sendable {
    /// Yields soon after every committed change that may move `revision()`, by this process or
    /// any other sharing the catalogue, until the stream is dropped or its task cancelled. A burst
    /// of changes may yield once (the stream keeps only the newest signal): the listener reads
    /// `revision()` afterwards and sees them all. It yields once as soon as it watches (what
    /// moved before is read then), and may yield when nothing moved (after a lost connection is
    /// re-established, say), but never stays silent when something did.
    func revisionChanges() -> AsyncStream<Void>
}
