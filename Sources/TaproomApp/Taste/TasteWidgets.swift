import Catalogue
import RxCore
import TerminalUI
import TerminalUIRx
import ViewModels

/// The statistics screen's widgets: the title bar, the charts in a scrolling page, a status line
/// (loading, or why they could not be read) and the key-hint bar. It only binds.
@MainActor
final class TasteWidgets {
    let screen = Screen(size: .zero)
    let titleBar = TitleBar()
    let charts = ChartPage()
    let page: ScrollView
    let statusLabel = Label("", role: .muted)
    let hintBar = StatusBar()
    private var statistics: TasteStatistics?

    init(keys: KeyNames) {
        let charts = charts
        page = ScrollView(charts) { width in charts.lines(width).count }
        screen.content = ScreenLayout.make(title: titleBar, body: page, status: statusLabel, hints: hintBar)
        charts.lines = { [weak self] width in
            MainActor.assumeIsolated {
                self?.statistics.map { TasteCharts.lines($0, width: width, keys: keys) } ?? []
            }
        }
    }

    func bind(_ model: TasteViewModel, title: TitleState) -> [Disposable] {
        [
            ScreenLayout.bind(titleBar, to: title),
            model.statistics.drive(onNext: { [weak self] statistics in
                MainActor.assumeIsolated {
                    self?.statistics = statistics
                    self?.charts.setNeedsDisplay()
                    self?.page.setNeedsDisplay()
                }
            }),
            statusLabel.rx.text <- model.messageText.map { $0 ?? "" },
        ]
    }
}
