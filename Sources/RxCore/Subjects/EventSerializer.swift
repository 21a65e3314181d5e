/// Serialises a subject's deliveries: an event arriving while another is being delivered
/// (re-entrantly, or from another thread) is queued and delivered after it, by the thread
/// already delivering. Lives inside the subject's lock; delivery happens outside it.
@usableFromInline struct EventSerializer<Element> {
    @usableFromInline var isDelivering = false
    @usableFromInline var pending: [Event<Element>] = []

    @inlinable init() {}

    /// Returns `event` if the caller should deliver it now, or queues it and returns nil.
    @inlinable mutating func enqueue(_ event: Event<Element>) -> Event<Element>? {
        if isDelivering {
            pending.append(event)
            return nil
        }
        isDelivering = true
        return event
    }

    /// The next queued event to deliver, or nil (and delivery ends).
    @inlinable mutating func next() -> Event<Element>? {
        if pending.isEmpty {
            isDelivering = false
            return nil
        }
        return pending.removeFirst()
    }
}
