import Catalogue
import CatalogueServices
import RxCore

/// Loads one list's pages where its rows are wanted, as a stream of snapshots: loading, then the
/// first page, then again as each page the wanted rows reach arrives. Rows are wanted around the
/// selection and around what the wheel shows (`rowsWanted`); a page they have left before it
/// arrived is dropped (so 400 PgDn pressed at once load the pages at the end, not the 40 in
/// between), and disposing (a newer request) drops every page still on its way. A refresh (the
/// same list asked again: the data changed, or who is signed in) shows no loading state: its first
/// snapshot comes once the pages around the selection are read again.
struct BeerPageLoader {
    let catalogue: CatalogueService

    func snapshots(for request: BeerListRequest, isRefresh: Bool, selection: Int,
                   rowsWanted: Observable<Int>) -> Observable<BeerListSnapshot> {
        let catalogue = catalogue
        return Observable.create { observer in
            var snapshot = BeerListSnapshot(request: request)
            var loads: [Int: Disposable] = [:]
            var isRefreshing = isRefresh
            var wanted = selection
            func publish() {
                if isRefreshing, !snapshot.loadingPages.isEmpty { return }
                isRefreshing = false
                observer.onNext(snapshot)
            }
            func load(page number: Int) {
                snapshot.loadingPages.insert(number)
                let after = number == 0 ? nil : NextPage(offset: snapshot.beers.offset(ofPage: number))
                let loading = SingleAssignmentDisposable()
                loads[number] = loading
                loading.setDisposable(catalogue.page(request, after: after).subscribe { result in
                    loads[number] = nil
                    switch result {
                    case .success(let page):
                        snapshot.receive(page, number: number)
                        if number == 0 { loadPages(around: wanted) }
                    case .failure(let error):
                        snapshot.fail(error)
                        loads.values.forEach { $0.dispose() }
                        loads = [:]
                    }
                    publish()
                })
            }
            func loadPages(around index: Int) {
                let needed = Set(snapshot.pagesNeeded(forSelection: index))
                for (number, loading) in loads where number != 0 && !needed.contains(number) {
                    loading.dispose()
                    loads[number] = nil
                    snapshot.loadingPages.remove(number)
                }
                for number in snapshot.pagesToLoad(forSelection: index) { load(page: number) }
            }
            if !isRefresh { observer.onNext(snapshot) }
            load(page: 0)
            let moves = rowsWanted.subscribe(onNext: { index in
                wanted = index
                let wasLoading = snapshot.loadingPages
                loadPages(around: index)
                if isRefreshing, !wasLoading.isEmpty, snapshot.loadingPages.isEmpty { publish() }
            })
            return Disposables.create {
                moves.dispose()
                loads.values.forEach { $0.dispose() }
            }
        }
    }
}
