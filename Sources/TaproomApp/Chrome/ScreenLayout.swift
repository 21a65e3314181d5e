import TerminalUI

/// The layout every Taproom screen shares: the title bar on top, the screen's body, a status line
/// and the key-hint bar at the bottom.
@MainActor
enum ScreenLayout {
    static func make(title: Label, body: View, status: Label, hints: StatusBar) -> VStack {
        VStack([(title, .fixed(1)), (body, .flexible), (status, .fixed(1)), (hints, .fixed(1))])
    }

    /// The title bar: the app's title in the title style.
    static func titleLabel() -> Label {
        Label("Taproom", role: .title)
    }
}
