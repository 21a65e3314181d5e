import TerminalUI

// The TerminalUI demo: run it in a terminal, type to filter, Up/Down to select, Esc to quit.
// The pty end-to-end tests drive this program.
let application = Application()
let screen = DemoScreen()
application.keyHandler = { key in
    switch key {
    case .escape, .ctrl("q"): application.quit(code: 0)
    case .function(2): application.terminal.isMouseEnabled.toggle()
    default: break
    }
}
application.run(root: screen)
