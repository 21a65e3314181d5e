extension String {
    /// A tmux capture's rows, top to bottom (tmux drops trailing spaces, keeps empty rows).
    var screenRows: [String] {
        var rows = split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if rows.last == "" { rows.removeLast() }
        return rows
    }
}
