import TerminalUI

// The TerminalUI demo: run it in a terminal, type to filter, Up/Down to select, Enter to choose,
// F2 to switch the mouse off and on, Esc to quit. The pty end-to-end tests drive this program.
//
// `--no-mouse` starts with mouse reports off (F2 turns them on), so the mouse selects text.
// `--crash-on-f9` makes F9 a deliberate Swift runtime trap, so the end-to-end tests can check
// that a crash still restores the terminal. Without the flag F9 does nothing.
// `--crash-log PATH` sends a crash's backtrace to PATH (`CrashLog`).
CrashLog.applyBacktracerSettings(arguments: CommandLine.unsafeArgv)
CrashLog.endProcessOnCrash()
let crashOnF9 = CommandLine.arguments.contains("--crash-on-f9")
if let flag = CommandLine.arguments.firstIndex(of: "--crash-log"), flag + 1 < CommandLine.arguments.count {
    CrashLog.route(toFile: CommandLine.arguments[flag + 1], program: "TerminalUIDemo")
}
let application = Application(options: CursesTerminal.Options(mouse: !CommandLine.arguments.contains("--no-mouse")))
let demo = DemoScreen()
application.keyHandler = { key in
    switch key {
    case .escape, .ctrl("q"): application.quit(code: 0)
    case .function(2): application.terminal.isMouseEnabled.toggle()
    case .function(9) where crashOnF9: preconditionFailure("crash requested with --crash-on-f9")
    default: break
    }
}
application.resizeHandler = { _ in demo.updateStatus() }
application.run(root: demo.screen)
