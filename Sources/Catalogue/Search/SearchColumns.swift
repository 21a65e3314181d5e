/// Where a word of a query may match: a beer's own name, its brewery's name, or its style's
/// name (`brewery:` and `style:` ask for one; a free word for any).
struct SearchColumns: OptionSet, Hashable, Sendable {
    let rawValue: UInt8
    static let name = SearchColumns(rawValue: 1)
    static let brewery = SearchColumns(rawValue: 2)
    static let style = SearchColumns(rawValue: 4)
    static let all: SearchColumns = [.name, .brewery, .style]
}
