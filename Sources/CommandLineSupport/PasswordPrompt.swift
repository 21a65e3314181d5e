import Foundation

/// Reads a password from the controlling terminal with echo off, or one line from stdin.
package enum PasswordPrompt {
    /// One line from standard input, without its line ending (for `--password-stdin`).
    package static func fromStandardInput() throws -> String {
        guard let line = readLine(strippingNewline: true) else {
            throw CommandFailure(message: "no password on standard input", status: .failure)
        }
        return line.hasSuffix("\r") ? String(line.dropLast()) : line
    }

    /// A new account's password: asked twice on the terminal, and refused when the two differ.
    package static func twiceFromTerminal(for name: String) throws -> String {
        let password = try fromTerminal(prompt: "Password for \(name.terminalSafe): ")
        guard try fromTerminal(prompt: "Again: ") == password else {
            throw CommandFailure(message: "the passwords differ; nothing was created", status: .failure)
        }
        return password
    }

    /// Asks on /dev/tty with echo off; the typed text never reaches the screen or stdout.
    package static func fromTerminal(prompt: String) throws -> String {
        let tty = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard tty >= 0 else {
            throw CommandFailure(message: "no terminal to ask for a password: use --password-stdin", status: .failure)
        }
        defer { close(tty) }
        var original = termios()
        guard tcgetattr(tty, &original) == 0 else {
            throw CommandFailure(message: "cannot turn off echo on the terminal: use --password-stdin", status: .failure)
        }
        var silent = original
        silent.c_lflag &= ~tcflag_t(ECHO)
        silent.c_lflag |= tcflag_t(ECHONL)
        // Echo goes off before the prompt appears, so a password typed (or pasted) the moment
        // the prompt shows is neither echoed nor thrown away (TCSAFLUSH would discard it).
        EchoRestore.arm(descriptor: tty, settings: original)
        defer { EchoRestore.disarm() }
        guard tcsetattr(tty, TCSANOW, &silent) == 0 else {
            throw CommandFailure(message: "cannot turn off echo on the terminal: use --password-stdin", status: .failure)
        }
        defer { _ = tcsetattr(tty, TCSADRAIN, &original) }
        write(tty, prompt)
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while read(tty, &byte, 1) == 1, byte != UInt8(ascii: "\n") {
            bytes.append(byte)
        }
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func write(_ descriptor: Int32, _ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    }
}

/// Puts the terminal's echo back when Ctrl-C (or SIGTERM, SIGHUP) ends the program at the
/// password prompt, then lets the signal do what it would have done.
private enum EchoRestore {
    // Written only while no handler is installed (before `arm` installs, after `disarm` removes),
    // read only by the handler: no concurrent access.
    nonisolated(unsafe) static var descriptor: Int32 = -1
    nonisolated(unsafe) static var settings = termios()
    static let signals = [SIGINT, SIGTERM, SIGHUP]

    static func arm(descriptor: Int32, settings: termios) {
        Self.descriptor = descriptor
        Self.settings = settings
        for number in signals {
            signal(number) { number in
                _ = tcsetattr(EchoRestore.descriptor, TCSANOW, &EchoRestore.settings)
                signal(number, SIG_DFL)
                raise(number)
            }
        }
    }

    static func disarm() {
        for number in signals { signal(number, SIG_DFL) }
        descriptor = -1
    }
}
