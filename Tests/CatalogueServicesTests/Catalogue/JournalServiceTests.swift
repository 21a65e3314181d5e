import Catalogue
import CatalogueServices
import Foundation
import RxCore
import RxCoreTest
import VirtualTimeTestSupport
import XCTest

/// Through `CatalogueService` on a real catalogue, in virtual time: a check-in with details moves
/// the revision and answers the person's data; the journal pages it newest first, filters with
/// the query language and its dates, and needs someone signed in.
final class JournalServiceTests: XCTestCase {
    func testACheckInReachesTheJournalNewestFirst() throws {
        let bed = try ServiceTestBed(overServer: false, beerNames: ["Orval", "Chimay Bleue"], pageSize: 1)
        var answers: [String] = []
        var pages: [[String]] = []
        var errors: [String] = []
        var revisions: TestableObserver<Int>!
        func journal(_ text: String, after: JournalCursor? = nil) {
            bed.catalogue.journal(text, after: after)
                .subscribe(onSuccess: { page in
                    pages.append(page.entries.map { "\($0.beerName) \($0.checkIn.serving?.rawValue ?? "-") \(page.total)" })
                    if let next = page.next { journal(text, after: next) }
                }, onFailure: { errors.append("\($0)") })
                .disposed(by: bed.bag)
        }
        SharingScheduler.mock(scheduler: bed.scheduler) {
            revisions = bed.scheduler.record(bed.state.revision, into: bed.bag)
            bed.scheduler.scheduleAt(50) { journal("") }
            bed.scheduler.scheduleAt(60) { bed.signInAlice() }
            bed.scheduler.scheduleAt(100) {
                bed.catalogue.checkIn(beerID: bed.id("Orval"), NewCheckIn(time: Date(timeIntervalSince1970: 1_500_000_000),
                                                                          serving: .bottle, rating: QuarterRating(stars: 4.75)))
                    .subscribe(onSuccess: { answers.append("\($0.rating ?? 0) \($0.checkIns.count)") }).disposed(by: bed.bag)
            }
            bed.scheduler.scheduleAt(200) {
                bed.catalogue.checkIn(beerID: bed.id("Chimay Bleue")).subscribe().disposed(by: bed.bag)
            }
            bed.scheduler.scheduleAt(300) { journal("") }
            bed.scheduler.scheduleAt(400) { journal("since:2018") }
            bed.scheduler.scheduleAt(500) { journal("since:2018-13") }
            bed.advance(by: 1_000)
        }
        XCTAssertEqual(answers, ["5 1"], "the check-in answers the person's data: 4.75 is five whole stars")
        XCTAssertEqual(pages, [["Chimay Bleue - 2"], ["Orval bottle 2"], ["Chimay Bleue - 1"]],
                       "newest first, a page at a time; since: leaves out 2017")
        XCTAssertEqual(errors.count, 2, "signed out, and a month 13: \(errors)")
        XCTAssertEqual(revisions.elements.first, 0)
        XCTAssertGreaterThanOrEqual(revisions.elements.count, 3, "each check-in moved the revision: \(revisions.elements)")
    }
}
