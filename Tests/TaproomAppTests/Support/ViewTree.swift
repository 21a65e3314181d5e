import TerminalUI

extension View {
    /// The first view of `type` in this view's tree (depth first), or an error naming the type.
    func firstDescendant<T: View>(_ type: T.Type) throws -> T {
        guard let found = descendants(type).first else { throw HarnessError.missingView("\(type)") }
        return found
    }

    /// Every view of `type` in this view's tree, in tree order.
    func descendants<T: View>(_ type: T.Type) -> [T] {
        var found: [T] = []
        func visit(_ view: View) {
            if let match = view as? T { found.append(match) }
            for child in view.subviews { visit(child) }
        }
        visit(self)
        return found
    }
}
