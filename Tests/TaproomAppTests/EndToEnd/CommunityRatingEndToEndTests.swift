import Foundation
import PTYTestSupport
import XCTest

/// Two people sharing one catalogue file, each in their own `taproom`: when one rates a beer, the
/// other's list and detail show the new average and count (the app follows other processes'
/// commits), at 80×24 and at 40×12.
final class CommunityRatingEndToEndTests: XCTestCase {
    private let alicePassword = "Qv7#zK2pXw9!"
    private let bobPassword = "Jm4$tR8yBn3&"
    private var sandbox: TaproomSandbox!

    override func setUpWithError() throws {
        sandbox = try TaproomSandbox()
        try sandbox.createAccount("alice", password: alicePassword)
        try sandbox.createAccount("bob", password: bobPassword)
    }

    override func tearDown() {
        sandbox = nil
    }

    func testOnePersonRatesAndTheOtherSeesTheAverageChange() throws {
        let alice = try sandbox.start()
        let bob = try sandbox.start(width: 40, height: 12)
        try bob.type("orval")
        try bob.waitForText("1 beer · Sort: name")

        try alice.signIn(as: "alice", password: alicePassword)
        try alice.type("orval")
        try alice.waitForText("1 beer · Sort: name")
        try alice.press("Enter")
        try alice.waitForText("Ratings nobody has rated it yet")
        try alice.press("5")
        try alice.waitForText("Ratings ★ 5.0 from 1 person")
        // Bob's narrow list shows the average in its last column.
        try bob.waitForText("★5.0")

        try bob.signIn(as: "bob", password: bobPassword)
        try bob.press("Enter")
        try bob.waitForText("★ 5.0 from 1 person")
        try bob.press("2")
        try bob.waitForText("★ 3.5 from 2 people")
        try alice.waitForText("Ratings ★ 3.5 from 2 people")
        try alice.press("Escape")
        try alice.waitForText("★ 3.5 (2)", "1 beer · Sort: name")
    }
}
