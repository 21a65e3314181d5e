import Catalogue
import CatalogueServices
import Foundation
import RxCore
import RxCoreTest
import ViewModels
import VirtualTimeTestSupport
import XCTest

final class BeerDetailViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var bag: DisposeBag!
    private var state: AppState!
    private var writer: AppStateWriter!
    private var catalogue: FakeCatalogue!
    private let list = [beer(1, "Orval", style: "Belgian Pale Ale", abv: 6.2, ibu: 36),
                        beer(2, "Westvleteren 12", style: "Quadrupel", abv: 10.2, ibu: nil),
                        beer(3, "Saison Dupont", style: "Saison", abv: 6.5, ibu: 32)]

    override func setUp() {
        scheduler = makeScheduler()
        bag = DisposeBag()
        (state, writer) = AppState.make()
        catalogue = FakeCatalogue(scheduler: scheduler, writer: writer, beers: list)
        catalogue.details[1] = Beer(id: 1, name: "Orval",
                                    brewery: Brewery(id: 1, name: "Brasserie d'Orval", city: "Villers-devant-Orval",
                                                     country: "Belgium", countryCode: "BE"),
                                    style: Style(id: 1, name: "Belgian Pale Ale"), abv: 6.2, ibu: 36,
                                    colour: Colour(srm: 8), description: "Dry and bitter.")
    }

    override func tearDown() {
        bag = nil
    }

    private func model(index: Int, _ body: (BeerDetailViewModel) -> Void) {
        SharingScheduler.mock(scheduler: scheduler) {
            let model = BeerDetailViewModel(beers: .just(LoadedBeers(list)), index: index, catalogue: catalogue.service, state: state,
                                            timeZone: TimeZone(identifier: "UTC")!)
            body(model)
        }
    }

    /// The beers like the one shown, as the catalogue ranks them: each with why, and a tick in
    /// place of the bullet on a beer the person has had.
    private func beersLikeOrval(hadWestvleteren: Bool = true) -> [SimilarBeer] {
        let westvleteren = BeerSummary(id: 2, name: "Westvleteren 12", breweryName: "Brewery", country: nil, style: "Quadrupel",
                                       abv: 10.2, ibu: nil, isFavourite: false, checkInCount: hadWestvleteren ? 2 : 0)
        return [SimilarBeer(beer: westvleteren, reasons: [.likedByTheSamePeople(3), .sameBrewery]),
                SimilarBeer(beer: list[2], reasons: [.closeABV(6.5), .closeIBU(32), .closeColour])]
    }

    func testTheBeersLikeItAreListedWithWhy() {
        catalogue.similar[1] = beersLikeOrval()
        var more: TestableObserver<String>!
        model(index: 0) { model in
            more = scheduler.record(model.related.map(\.text), into: bag)
            scheduler.start()
        }
        XCTAssertEqual(more.elements.last, """
            More like this
            ✓ Westvleteren 12 — Quadrupel, 10.2%: liked by 3 who liked this, same brewery
            • Saison Dupont — Saison, 6.5%: ABV 6.5%, IBU 32, similar colour
            """)
    }

    func testNoneLikeItNothingIsListed() {
        var related: TestableObserver<RelatedBeers>!
        model(index: 0) { model in
            related = scheduler.record(model.related, into: bag)
            scheduler.start()
        }
        XCTAssertEqual(related.elements.last?.text, "")
        XCTAssertEqual(related.elements.last?.heading, "")
    }

    /// After a change (a check-in here or elsewhere) the list is read again, with its marks.
    func testAChangeReadsThemAgain() {
        catalogue.similar[1] = beersLikeOrval(hadWestvleteren: false)
        var lines: TestableObserver<[String]>!
        model(index: 0) { model in
            lines = scheduler.record(model.related.map(\.lines), into: bag)
            scheduler.scheduleAt(100) {
                self.catalogue.similar[1] = self.beersLikeOrval()
                self.writer.bumpRevision()
            }
            scheduler.start()
        }
        XCTAssertEqual(lines.elements.last?.first?.hasPrefix("✓ Westvleteren 12"), true, "\(lines.elements)")
        XCTAssertEqual(lines.elements.dropLast().last?.first?.hasPrefix("• Westvleteren 12"), true, "\(lines.elements)")
    }

    func testARelatedBeerOpensOverTheRelatedBeers() {
        catalogue.similar[1] = beersLikeOrval()
        var opened: TestableObserver<BeerSelection>!
        model(index: 0) { model in
            opened = scheduler.record(model.showRelated, into: bag)
            scheduler.scheduleAt(100) { model.openRelated(at: 1) }
            scheduler.scheduleAt(200) { model.openRelated(at: 7) }  // not listed: nothing
            scheduler.start()
        }
        XCTAssertEqual(opened.events.map(\.time), [100])
        let selection = opened.elements.first
        XCTAssertEqual(selection?.index, 1)
        XCTAssertEqual(selection.flatMap { $0.beers[$0.index] }?.name, "Saison Dupont")
        XCTAssertEqual(selection?.beers.total, 2, "the two beers like it")
    }

    func testThePersonalLineSaysHowToGetItThenShowsIt() {
        var personal: TestableObserver<String>!
        model(index: 0) { model in
            personal = scheduler.record(model.personalText, into: bag)
            scheduler.scheduleAt(100) { self.catalogue.signInNow() }
            scheduler.scheduleAt(200) { model.rate(4) }
            scheduler.start()
        }
        XCTAssertEqual(personal.elements.first, "Sign in (F2) to keep favourites, ratings and notes.")
        XCTAssertEqual(personal.elements.dropFirst().first, "Loading your favourite, rating and note…")
        XCTAssertEqual(personal.elements.dropFirst(2).first, "Not a favourite (f) · Not rated (1–5)")
        XCTAssertEqual(personal.elements.last, "Not a favourite (f) · Rating ★★★★☆ (1–5, 0 clears)")
    }

    func testPagingEnablesTheButtonsExceptAtTheEnds() {
        var positions: TestableObserver<String>!
        var previous: TestableObserver<Bool>!
        var next: TestableObserver<Bool>!
        var names: TestableObserver<String>!
        model(index: 0) { model in
            positions = scheduler.record(model.position, into: bag)
            previous = scheduler.record(model.canGoPrevious, into: bag)
            next = scheduler.record(model.canGoNext, into: bag)
            names = scheduler.record(model.name, into: bag)
            scheduler.scheduleAt(100) { model.previous() }  // at the start: nothing happens
            scheduler.scheduleAt(200) { model.next() }
            scheduler.scheduleAt(300) { model.next() }
            scheduler.scheduleAt(400) { model.next() }      // at the end: nothing happens
            scheduler.scheduleAt(500) { model.previous() }
            scheduler.start()
        }
        XCTAssertEqual(positions.elements, ["1 of 3", "2 of 3", "3 of 3", "2 of 3"])
        XCTAssertEqual(names.elements, ["Orval", "Westvleteren 12", "Saison Dupont", "Westvleteren 12"])
        XCTAssertEqual(previous.events, [.next(0, false), .next(200, true)])
        XCTAssertEqual(next.events, [.next(0, true), .next(300, false), .next(500, true)])
    }

    func testShowsTheFullRecordOnceLoaded() {
        var brewery: TestableObserver<String>!
        var description: TestableObserver<String>!
        var colour: TestableObserver<BeerColour?>!
        var abv: TestableObserver<String>!
        model(index: 0) { model in
            brewery = scheduler.record(model.breweryAndLocation, into: bag)
            description = scheduler.record(model.description, into: bag)
            colour = scheduler.record(model.colour, into: bag)
            abv = scheduler.record(model.abvText, into: bag)
            scheduler.start()
        }
        XCTAssertEqual(brewery.elements, ["Brewery — BE", "Brasserie d'Orval — Villers-devant-Orval, Belgium"])
        XCTAssertEqual(description.elements, ["", "Dry and bitter."])
        XCTAssertEqual(colour.elements.last??.srm, 8)
        XCTAssertEqual(colour.elements.last??.isStyleTypical, false)
        XCTAssertEqual(abv.elements, ["6.2%"])
    }

    func testAFactTheCatalogueLacksSaysUnknown() {
        var ibu: TestableObserver<String>!
        model(index: 1) { model in
            ibu = scheduler.record(model.ibuText, into: bag)
            scheduler.start()
        }
        XCTAssertEqual(ibu.elements, ["unknown"])
    }

    func testWithoutAMeasuredColourTheStyleGivesIt() {
        var colour: TestableObserver<BeerColour?>!
        model(index: 1) { model in
            colour = scheduler.record(model.colour, into: bag)
            scheduler.start()
        }
        XCTAssertEqual(colour.elements.last??.isStyleTypical, true)
        XCTAssertEqual(colour.elements.last??.srm, 24)
    }

    func testPersonalDataNeedsASignedInUser() {
        var favourite: TestableObserver<Bool>!
        var rating: TestableObserver<Int?>!
        var errors: TestableObserver<String?>!
        model(index: 0) { model in
            favourite = scheduler.record(model.isFavourite, into: bag)
            rating = scheduler.record(model.rating, into: bag)
            errors = scheduler.record(model.errorText, into: bag)
            scheduler.scheduleAt(100) { model.toggleFavourite() }
            scheduler.start()
        }
        XCTAssertEqual(favourite.elements, [false])
        XCTAssertEqual(rating.elements, [nil])
        XCTAssertEqual(errors.elements.last, PersonalDataError.notSignedIn.description)
    }

    func testASignedInUserFavouritesAndRates() {
        catalogue.signInNow()
        catalogue.personal[1] = PersonalBeerData(note: "Bottle-conditioned")
        var favourite: TestableObserver<Bool>!
        var rating: TestableObserver<Int?>!
        var note: TestableObserver<String?>!
        model(index: 0) { model in
            favourite = scheduler.record(model.isFavourite, into: bag)
            rating = scheduler.record(model.rating, into: bag)
            note = scheduler.record(model.note, into: bag)
            scheduler.scheduleAt(100) { model.toggleFavourite() }
            scheduler.scheduleAt(200) { model.rate(4) }
            scheduler.scheduleAt(300) { model.rate(nil) }
            scheduler.start()
        }
        XCTAssertEqual(favourite.elements, [false, true])
        XCTAssertEqual(rating.elements, [nil, 4, nil])
        XCTAssertEqual(note.elements, [nil, "Bottle-conditioned"])
        XCTAssertEqual(catalogue.personal[1]?.isFavourite, true)
    }

    func testACheckInShowsWithTheOnesBeforeItNewestFirst() {
        catalogue.signInNow()
        let day: TimeInterval = 86_400
        catalogue.personal[1] = PersonalBeerData(checkIns: [
            CheckIn(id: 2, beerID: 1, time: Date(timeIntervalSince1970: 20_000 * day), serving: .draught,
                    place: "Café Bruxelles", comment: "Lovely", rating: QuarterRating(stars: 3.75)),
            CheckIn(id: 1, beerID: 1, time: Date(timeIntervalSince1970: 19_000 * day + 3_600), serving: .bottle),
        ])
        var shown: TestableObserver<String>!
        model(index: 0) { model in
            shown = scheduler.record(model.checkInsText, into: bag)
            scheduler.scheduleAt(100) { model.checkIn() }
            scheduler.start()
        }
        XCTAssertEqual(shown.elements.dropFirst().first, """
            Had it 2 times (i checks in again)
            2024-10-04 · draught · Café Bruxelles · ★ 3.75 · “Lovely”
            2022-01-08 · bottle
            """)
        // The new check-in is the store's, at its clock (the test's virtual time, day 0).
        XCTAssertEqual(shown.elements.last, """
            Had it 3 times (i checks in again)
            1970-01-01
            2024-10-04 · draught · Café Bruxelles · ★ 3.75 · “Lovely”
            2022-01-08 · bottle
            """)
        XCTAssertEqual(catalogue.personal[1]?.checkIns.count, 3)
    }

    func testNeverHadSaysHowToCheckInAndSignedOutTheKeyAsksToSignIn() {
        var shown: TestableObserver<String>!
        var errors: TestableObserver<String?>!
        model(index: 0) { model in
            shown = scheduler.record(model.checkInsText, into: bag)
            errors = scheduler.record(model.errorText, into: bag)
            scheduler.scheduleAt(100) { model.checkIn() }
            scheduler.start()
        }
        XCTAssertEqual(shown.elements, [""])
        XCTAssertEqual(errors.elements, [nil, "Sign in (F2) to check in"])
        XCTAssertNil(catalogue.personal[1]?.checkIns.first)

        catalogue.signInNow()
        model(index: 0) { model in
            shown = scheduler.record(model.checkInsText, into: bag)
            scheduler.start()
        }
        XCTAssertEqual(shown.elements.last, "Not had yet (i checks in)")
    }

    func testANoteIsSavedTrimmedAndBlankRemovesIt() {
        catalogue.signInNow()
        var note: TestableObserver<String?>!
        model(index: 0) { model in
            note = scheduler.record(model.note, into: bag)
            scheduler.scheduleAt(100) { model.saveNote("  Crisp and dry  ") }
            scheduler.scheduleAt(200) { model.saveNote("   ") }
            scheduler.start()
        }
        XCTAssertEqual(note.elements, [nil, "Crisp and dry", nil])
        XCTAssertNil(catalogue.personal[1]?.note)
    }

    func testANoteNeedsASignedInUser() {
        var errors: TestableObserver<String?>!
        model(index: 0) { model in
            errors = scheduler.record(model.errorText, into: bag)
            scheduler.scheduleAt(100) { model.saveNote("Crisp") }
            scheduler.start()
        }
        XCTAssertEqual(errors.elements.last, PersonalDataError.notSignedIn.description)
    }

    // MARK: Never showing what was not saved

    /// With the catalogue out of reach, paging from a rated beer shows no rating for the next
    /// one, but says its data cannot be loaded; once back, its own.
    func testDataThatCannotBeLoadedIsNeverTheLastBeers() {
        catalogue.signInNow()
        catalogue.personal[1] = PersonalBeerData(rating: 5)
        var personal: TestableObserver<String>!
        var rating: TestableObserver<Int?>!
        model(index: 0) { model in
            personal = scheduler.record(model.personalText, into: bag)
            rating = scheduler.record(model.rating, into: bag)
            scheduler.scheduleAt(100) { self.catalogue.isOffline = true }
            scheduler.scheduleAt(200) { model.next() }
            scheduler.scheduleAt(5_000) { self.catalogue.isOffline = false }
            scheduler.start()
        }
        XCTAssertEqual(rating.elements, [nil, 5, nil], "the second beer's rating is not the first's")
        let offline = personal.elements.drop { !$0.contains("★★★★★") }.dropFirst()
        XCTAssertEqual(Array(offline), ["Loading your favourite, rating and note…",
                                        "Your favourite, rating and note cannot be loaded now — retrying",
                                        "Loading your favourite, rating and note…",  // the catalogue answers again
                                        "Not a favourite (f) · Not rated (1–5)"])
    }

    func testANoteThatFailsToSaveStaysADraftUntilSavedOrLeft() {
        catalogue.signInNow()
        catalogue.personal[1] = PersonalBeerData(note: "Dry")
        var writing: TestableObserver<Bool>!
        var text: TestableObserver<String>!
        var unsaved: TestableObserver<Bool>!
        var note: TestableObserver<String?>!
        var errors: TestableObserver<String?>!
        model(index: 0) { model in
            writing = scheduler.record(model.isWritingNote, into: bag)
            text = scheduler.record(model.noteText, into: bag)
            unsaved = scheduler.record(model.hasUnsavedNote, into: bag)
            note = scheduler.record(model.note, into: bag)
            errors = scheduler.record(model.errorText, into: bag)
            scheduler.scheduleAt(100) { model.writeNote() }
            scheduler.scheduleAt(110) { model.noteEdited("Dry and bitter") }
            scheduler.scheduleAt(150) { self.catalogue.isOffline = true }
            scheduler.scheduleAt(200) { model.saveNote("Dry and bitter") }
            scheduler.scheduleAt(300) { self.catalogue.isOffline = false }
            scheduler.scheduleAt(400) { model.saveNote("Dry and bitter") }
            scheduler.start()
        }
        XCTAssertEqual(writing.events, [.next(0, false), .next(100, true), .next(400, false)],
                       "a failed save leaves the draft open")
        XCTAssertEqual(text.elements, ["", "Dry", "Dry and bitter"])
        XCTAssertEqual(unsaved.events, [.next(0, false), .next(110, true), .next(400, false)])
        XCTAssertEqual(note.elements, [nil, "Dry", "Dry and bitter"], "the saved note changes only once saved")
        XCTAssertTrue(errors.elements.contains { $0?.hasPrefix("Could not save the note — Enter tries again") == true },
                      "\(errors.elements)")
        XCTAssertEqual(errors.elements.last, .some(nil))
        XCTAssertEqual(catalogue.personal[1]?.note, "Dry and bitter")
    }

    func testLeavingADraftShowsTheSavedNoteAgain() {
        catalogue.signInNow()
        catalogue.personal[1] = PersonalBeerData(note: "Dry")
        var text: TestableObserver<String>!
        var writing: TestableObserver<Bool>!
        model(index: 0) { model in
            text = scheduler.record(model.noteText, into: bag)
            writing = scheduler.record(model.isWritingNote, into: bag)
            scheduler.scheduleAt(100) { model.writeNote() }
            scheduler.scheduleAt(110) { model.noteEdited("Sweet") }
            scheduler.scheduleAt(200) { model.discardNote() }
            scheduler.scheduleAt(300) { model.writeNote() }
            scheduler.scheduleAt(310) { model.noteEdited("Sour") }
            scheduler.scheduleAt(400) { model.next() }
            scheduler.start()
        }
        XCTAssertEqual(text.elements, ["", "Dry", "Sweet", "Dry", "Sour", ""],
                       "left, the saved note; another beer, its note (none)")
        XCTAssertEqual(writing.elements, [false, true, false, true, false])
        XCTAssertEqual(catalogue.personal[1]?.note, "Dry", "nothing left was saved")
    }

    /// A note cannot be started before the saved one is known: saving it would replace a note
    /// never seen.
    func testANoteWaitsForTheSavedOne() {
        catalogue.signInNow()
        catalogue.personal[1] = PersonalBeerData(note: "Dry")
        var writing: TestableObserver<Bool>!
        var errors: TestableObserver<String?>!
        model(index: 0) { model in
            writing = scheduler.record(model.isWritingNote, into: bag)
            errors = scheduler.record(model.errorText, into: bag)
            scheduler.scheduleAt(1) { model.writeNote() }
            scheduler.scheduleAt(100) { model.writeNote() }
            scheduler.start()
        }
        XCTAssertEqual(writing.events, [.next(0, false), .next(100, true)])
        XCTAssertTrue(errors.elements.contains("Your favourite, rating and note have not loaded yet"))
    }

    func testCloseReportsTheBeerShownLast() {
        var closed: TestableObserver<Int>!
        model(index: 0) { model in
            closed = scheduler.record(model.closed, into: bag)
            scheduler.scheduleAt(100) { model.next() }
            scheduler.scheduleAt(200) { model.close() }
            scheduler.start()
        }
        XCTAssertEqual(closed.events, [.next(200, 1)])
    }
}
