/// Each beer's brewery (or style), as that table's slot in the search index, in two bytes a
/// beer where the table has fewer than 65,535 rows (every style list, and the breweries of a
/// million beers at 20 a brewery) and four otherwise: at a million beers the two columns take
/// 4 MB instead of 8, of an app's 100 MB.
enum OwnerSlots: Sendable {
    /// `UInt16.max` where a beer has none.
    case narrow([UInt16])
    /// -1 where a beer has none.
    case wide([Int32])

    /// The owner of the beer in `slot`, or nil.
    func owner(of slot: Int32) -> Int32? {
        switch self {
        case .narrow(let owners):
            let owner = owners[Int(slot)]
            return owner == .max ? nil : Int32(owner)
        case .wide(let owners):
            let owner = owners[Int(slot)]
            return owner < 0 ? nil : owner
        }
    }

    /// Adds every beer whose owner is in `matched`: one pass over the beers, about a
    /// millisecond at a million.
    func insertBeers(ownedBy matched: SlotSet, into set: inout SlotSet) {
        switch self {
        case .narrow(let owners):
            owners.withUnsafeBufferPointer { owners in
                for slot in owners.indices where owners[slot] != .max && matched.contains(Int32(owners[slot])) {
                    set.insert(Int32(slot))
                }
            }
        case .wide(let owners):
            owners.withUnsafeBufferPointer { owners in
                for slot in owners.indices where owners[slot] >= 0 && matched.contains(owners[slot]) {
                    set.insert(Int32(slot))
                }
            }
        }
    }

    /// Collects the owners of beers in slot order, for a table of `ownerCount` rows.
    struct Builder {
        private var narrow: [UInt16]?
        private var wide: [Int32]?

        init(ownerCount: Int) {
            if ownerCount < Int(UInt16.max) { narrow = [] } else { wide = [] }
        }

        mutating func append(_ owner: Int32?) {
            if narrow != nil {
                narrow?.append(owner.map { UInt16(truncatingIfNeeded: $0) } ?? .max)
            } else {
                wide?.append(owner ?? -1)
            }
        }

        /// Exactly sized: spare room left by growing would stay resident.
        func build() -> OwnerSlots {
            if let narrow { return .narrow(Array(narrow[...])) }
            return .wide(Array((wide ?? [])[...]))
        }
    }
}
