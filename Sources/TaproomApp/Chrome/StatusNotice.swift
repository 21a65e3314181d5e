import RxCore
import TerminalUI

/// A word about the key just pressed ("Copied …") shown on a screen's status line over what the
/// view model says there, until the next key.
@MainActor
final class StatusNotice {
    private let notice = BehaviorRelay<String?>(value: nil)

    func show(_ text: String) {
        notice.accept(text)
    }

    func dismiss() {
        if notice.value != nil { notice.accept(nil) }
    }

    /// `text` with the notice over it while there is one.
    func over(_ text: Driver<String>) -> Driver<String> {
        Driver.combineLatest(text, notice.asDriver()) { $1 ?? $0 }
    }

    /// `role` while there is no notice; a notice is `.accent`.
    func over(_ role: Driver<Theme.Role>) -> Driver<Theme.Role> {
        Driver.combineLatest(role, notice.asDriver()) { $1 == nil ? $0 : .accent }
    }
}

/// The copy key of the screens that show a beer: its name and brewery to the terminal's
/// clipboard through OSC 52 (`Clipboard`), saying whether it went.
enum CopyKey {
    static let help = "Copy the beer's name and brewery (OSC 52)"

    static func copied(_ text: String) -> String { "Copied “\(text)”" }
    static let unsupported = "This terminal cannot receive copies (OSC 52)"

    /// Copies `text` through `terminal` and says what happened on `notice`.
    @MainActor
    static func copy(_ text: String?, to terminal: Terminal, notice: StatusNotice) {
        guard let text else { return }
        notice.show(Clipboard.copy(text, to: terminal) ? copied(text) : unsupported)
    }
}
