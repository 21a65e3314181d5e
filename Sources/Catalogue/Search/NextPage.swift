/// Where a page of results starts. Opaque: just after the previous page's last row (a page's
/// `next`, keyset pagination), or at an offset into the whole result (any page, such as the last,
/// without reading the ones before it).
public struct NextPage: Hashable, Sendable {
    enum Start: Hashable, Sendable {
        case after(PageCursor)
        case offset(Int)
    }

    let start: Start

    init(after cursor: PageCursor) { start = .after(cursor) }

    /// The page that starts `offset` rows into the result (0 is the first row).
    public init(offset: Int) { start = .offset(offset) }

    /// The offset asked for; nil for a page that continues after a row.
    public var offset: Int? {
        if case .offset(let offset) = start { return offset }
        return nil
    }

    /// The row the page continues after; nil for a page at an offset.
    var cursor: PageCursor? {
        if case .after(let cursor) = start { return cursor }
        return nil
    }
}

/// A row's place in a sort order: its sort key and id (the tiebreak). A `NextPage` continues
/// after it.
struct PageCursor: Hashable, Sendable {
    enum Key: Hashable, Sendable {
        case text(String)
        case number(Double)
        case null
    }

    let key: Key
    let id: Int64
}
