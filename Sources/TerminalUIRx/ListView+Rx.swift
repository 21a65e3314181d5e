import RxCore
import TerminalUI

extension Reactive where Base: ListView {
    /// The index of each newly selected row.
    public var itemSelected: ControlEvent<Int> {
        ControlEvent(events: WidgetEvents.observable(of: base, handlers: { $0.onSelectionChange }))
    }

    /// The index of each activated row (Enter or double click).
    public var itemActivated: ControlEvent<Int> {
        ControlEvent(events: WidgetEvents.observable(of: base, handlers: { $0.onActivate }))
    }

    /// Binds sequences of elements to the list's rows, RxCocoa style:
    ///
    ///     beers.bind(to: list.rx.items) { index, beer in ListRow(beer.name) }
    ///
    /// The binding ends when the list is deallocated or the returned disposable is disposed.
    public func items<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source)
        -> (_ rowRenderer: @escaping (Int, Sequence.Element) -> ListRow) -> Disposable
    where Source.Element == Sequence {
        { rowRenderer in source.take(until: deallocated).subscribe(rows(rowRenderer)) }
    }

    /// A binder that shows each array it receives, one row per element:
    ///
    ///     list.rx.items { index, beer in ListRow(beer.name) } <- viewModel.beers
    public func items<Element>(_ rowRenderer: @escaping (Int, Element) -> ListRow) -> Binder<[Element]> {
        rows(rowRenderer)
    }

    private func rows<Sequence: Swift.Sequence>(_ rowRenderer: @escaping (Int, Sequence.Element) -> ListRow)
        -> Binder<Sequence> {
        Binder(base) { list, elements in
            // Rows are built lazily by the list, on the main thread, from this snapshot.
            let rows = MainThreadBound(value: (Array(elements), rowRenderer))
            MainActor.assumeIsolated {
                list.setRows(count: rows.value.0.count) { index in rows.value.1(index, rows.value.0[index]) }
            }
        }
    }
}
