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
            let model = BeerDetailViewModel(beers: .just(list), index: index, catalogue: catalogue.service, state: state)
            body(model)
        }
    }

    func testTheBrewerysOtherBeersAreListed() {
        var more: TestableObserver<String>!
        model(index: 0) { model in
            more = scheduler.record(model.related, into: bag)
            scheduler.start()
        }
        XCTAssertEqual(more.elements.last, """
            More from Brewery
            • Westvleteren 12 — Quadrupel, 10.2%
            • Saison Dupont — Saison, 6.5%
            """)
    }

    func testWithoutOtherBeersFromTheBreweryThoseOfTheStyleAreListed() {
        catalogue.beers = [beer(1, "Orval", brewery: "Orval", style: "Belgian Pale Ale", abv: 6.2),
                           beer(2, "De Koninck", brewery: "De Koninck", style: "Belgian Pale Ale", abv: 5.2),
                           beer(3, "Saison Dupont", brewery: "Dupont", style: "Saison", abv: 6.5)]
        var related: TestableObserver<String>!
        SharingScheduler.mock(scheduler: scheduler) {
            let model = BeerDetailViewModel(beers: .just(catalogue.beers), index: 0, catalogue: catalogue.service, state: state)
            related = scheduler.record(model.related, into: bag)
            scheduler.start()
        }
        XCTAssertEqual(related.elements.last, "More Belgian Pale Ale\n• De Koninck — Belgian Pale Ale, 5.2%")
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
        XCTAssertEqual(personal.elements.dropFirst().first, "Not a favourite (f) · Not rated (1–5)")
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
