import TerminalUI
import ViewModels

extension KeyNames {
    /// The names of the keys the person's settings give the actions the texts mention: the first
    /// key of each, and the usual name where an action keeps its keys.
    init(keys: [String: [Key]]) {
        self.init()
        func name(_ action: KeyAction, _ standard: String) -> String {
            guard let bound = keys[action.name], bound != action.keys else { return standard }
            return bound.first?.label ?? "none"
        }
        signIn = name(.globalSession, signIn)
        clearFilter = name(.listClear, clearFilter)
        favouritesOnly = name(.listFavouritesOnly, favouritesOnly)
        listFavourite = name(.listFavourite, listFavourite)
        favourite = name(.detailFavourite, favourite)
        if KeyAction.detailRate.contains(where: { (keys[$0.name] ?? $0.keys) != $0.keys }) {
            rate = KeyAction.detailRate.map { (keys[$0.name] ?? $0.keys).first?.label ?? "none" }.joined(separator: "/")
        }
        unrate = name(.detailUnrate, unrate)
        note = name(.detailNote, note)
        checkIn = name(.detailCheckIn, checkIn)
        keepNote = name(.detailKeepNote, keepNote)
        cancelNote = name(.detailCancelNote, cancelNote)
        submit = name(.signInSubmit, submit)
    }
}
