import RxCore
import TerminalUI
import TerminalUIRx
import ViewModels

/// The layout every Taproom screen shares: the title bar on top, the screen's body, a status line
/// and the key-hint bar at the bottom.
@MainActor
enum ScreenLayout {
    static func make(title: TitleBar, body: View, status: Label, hints: StatusBar) -> VStack {
        VStack([(title, .fixed(1)), (body, .flexible), (status, .fixed(1)), (hints, .fixed(1))])
    }

    /// The role of a line that shows `error`: the error style only while there is one (empty,
    /// that style would paint a solid bar).
    static func role(showing error: Driver<String?>) -> Driver<Theme.Role> {
        error.map { $0 == nil ? Theme.Role.muted : .error }
    }

    /// Drives `bar` from the title's view model: the title as it changes, the catalogue as it is.
    static func bind(_ bar: TitleBar, to title: TitleState) -> Disposable {
        bar.location = title.location
        bar.isReadOnly = title.isReadOnly
        return Binder(bar) { bar, text in MainActor.assumeIsolated { bar.text = text } } <- title.title
    }
}
