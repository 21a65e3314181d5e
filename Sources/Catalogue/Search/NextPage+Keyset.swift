/// A page cursor's parts, for a store that pages through its own SQL (keyset pagination): the
/// sort value and id of the row a page continues after. Made and read here so that such a store
/// answers with the same `NextPage` values as the SQLite store, while the cursor stays opaque
/// to everyone else.
extension NextPage {
    /// A row's value in the sort order: the folded name or brewery key, the ABV or IBU, or none
    /// (a beer without that number, which sorts after the others in both directions).
    public enum SortValue: Hashable, Sendable {
        case text(String)
        case number(Double)
        case none
    }

    /// The page that continues after the row with `sortValue` and `id`.
    public init(afterSortValue sortValue: SortValue, id: Int64) {
        let key: PageCursor.Key = switch sortValue {
        case .text(let text): .text(text)
        case .number(let number): .number(number)
        case .none: .null
        }
        self.init(after: PageCursor(key: key, id: id))
    }

    /// The sort value and id of the row this page continues after; nil for a page at an offset.
    public var rowBefore: (sortValue: SortValue, id: Int64)? {
        guard let cursor else { return nil }
        let value: SortValue = switch cursor.key {
        case .text(let text): .text(text)
        case .number(let number): .number(number)
        case .null: .none
        }
        return (value, cursor.id)
    }
}
