/// Coalesces render requests: however many arrive during one turn of the main queue, the
/// render runs once, on the next turn.
@MainActor
final class RenderCoalescer {
    private let schedule: @MainActor (@escaping @MainActor () -> Void) -> Void
    private let render: @MainActor () -> Void
    private(set) var isPending = false

    /// - Parameters:
    ///   - schedule: runs a closure on a later turn of the UI queue (the main queue in production).
    ///   - render: the render to coalesce.
    init(schedule: @escaping @MainActor (@escaping @MainActor () -> Void) -> Void,
         render: @escaping @MainActor () -> Void) {
        self.schedule = schedule
        self.render = render
    }

    /// Asks for a render on the next turn; does nothing if one is already pending.
    func request() {
        guard !isPending else { return }
        isPending = true
        schedule { [weak self] in self?.flush() }
    }

    /// Renders now if a render is pending (e.g. before suspending).
    func flush() {
        guard isPending else { return }
        isPending = false
        render()
    }
}
