import RxCore
import TerminalUI
import TerminalUIRx
import ViewModels

/// The command palette over the top screen: builds its view model on the screen's actions as
/// the help lists them (its keymap's, then the global ones) and the catalogue, binds the overlay
/// to it, and runs the choice once the overlay has gone (so the focus is back where the action
/// expects it): an action through its binding, with its first key; a beer in a detail screen,
/// paging through the beers the palette found. Typing and the wheel are families of keys, not
/// actions, and are not listed.
@MainActor
final class CommandPalettePresenter {
    let overlay = CommandPalette(title: "Commands · Esc closes", placeholder: "an action, or a beer's name")
    let viewModel: CommandPaletteViewModel
    private let bindings: [KeyBinding]
    private let bag = DisposeBag()

    /// - Parameter open: shows a beer chosen in the palette.
    init(bindings: [KeyBinding], services: AppServices, open: @escaping (BeerSelection) -> Void) {
        let actions = bindings.filter { !$0.actions.isEmpty }
        self.bindings = actions
        viewModel = CommandPaletteViewModel(query: overlay.choices.filterField.rx.text.asDriver(),
                                            commands: actions.map { PaletteCommand(title: $0.help, keys: $0.label) },
                                            catalogue: services.catalogue, scheduler: services.timerScheduler)
        let overlay = overlay
        let viewModel = viewModel
        bag.insert([
            viewModel.items.drive(onNext: { items in
                MainActor.assumeIsolated {
                    overlay.setRows(items.map { CommandPalette.Row($0.title, highlights: $0.highlights, detail: $0.detail) })
                }
            }),
            viewModel.chosen.emit(onNext: { [weak self] choice in
                MainActor.assumeIsolated {
                    switch choice {
                    case .command(let index):
                        guard let binding = self?.bindings[index], let key = binding.keys.first else { return }
                        binding.run(key)
                    case .beer(let selection): open(selection)
                    }
                }
            }),
        ])
        _ = overlay.onChoose.add { index in viewModel.choose(index: index) }
    }
}
