@testable import Catalogue
import GRDB
import PTYTestSupport
import XCTest

/// The byte-level fast paths for trimming, NFC, lower-casing and folding must give exactly what
/// the Foundation / standard library paths give, for any text an import can bring.
final class TextFastPathTests: XCTestCase {
    /// Every ASCII byte at either end or in the middle, plus non-ASCII, decomposed and
    /// whitespace-edged text.
    private var samples: [String] {
        var result = ["", "a", "Pale Ale", "PALE ALE", "pale ale", "Kölsch", "KÖLSCH", " Kölsch ", "Ko\u{0308}lsch",
                      "\u{00A0}Märzen\u{00A0}", "Märzen\u{0085}", "\u{2003}Saison", "Bière\n", "日本", "Ａｌｅ",
                      "Straße", "İstanbul", "Dog\u{2019}s \u{201C}Ale\u{201D}", "e\u{0301}", "\u{0301}", "x\u{300}"]
        for byte in UInt8(0)..<0x80 {
            let character = String(UnicodeScalar(byte))
            result += [character, character + "Ale", "Ale" + character, "A" + character + "le", character + "Kölsch"]
        }
        result.append(String(repeating: "Long Beer Name ", count: 4))
        result.append(String(repeating: "LONG BEER NAME ", count: 4) + "x")
        return result
    }

    func testNormalisedMatchesFoundation() {
        for text in samples {
            let expected = text.trimmingCharacters(in: .whitespacesAndNewlines).precomposedStringWithCanonicalMapping
            XCTAssertEqual(Array(text.catalogueNormalised.unicodeScalars), Array(expected.unicodeScalars),
                           text.debugDescription)
        }
    }

    func testFieldNFCMatchesFoundation() {
        for text in samples {
            XCTAssertEqual(Array(FieldText.nfc(text).unicodeScalars),
                           Array(text.precomposedStringWithCanonicalMapping.unicodeScalars), text.debugDescription)
        }
    }

    func testLowercasedMatchesStandardLibrary() {
        for text in samples {
            XCTAssertEqual(Array(text.catalogueLowercased.unicodeScalars), Array(text.lowercased().unicodeScalars),
                           text.debugDescription)
            XCTAssertEqual(text.asciiLowercased == nil, !text.isPlainASCII, text.debugDescription)
        }
    }

    func testFoldedFormMatchesFoundationFolding() {
        for text in samples.map(\.catalogueNormalised) {
            let expected = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
                .lowercased()
            XCTAssertEqual(Array(text.foldedForm.unicodeScalars), Array(expected.unicodeScalars), text.debugDescription)
        }
    }

    func testDuplicateKeyFoldsCaseAndQuoteStyle() {
        XCTAssertEqual(ImportedBeer.foldedKey("Dog\u{2019}s \u{201C}ALE\u{201D}"), "dog's \"ale\"")
        XCTAssertEqual(ImportedBeer.foldedKey("Dog's \"ALE\""), "dog's \"ale\"")
        XCTAssertEqual(ImportedBeer.foldedKey("KÖLSCH"), "kölsch")
        for text in samples {
            let expected = String(String.UnicodeScalarView(text.lowercased().unicodeScalars.map { scalar in
                switch scalar {
                case "\u{2018}", "\u{2019}", "\u{02BC}": "'"
                case "\u{201C}", "\u{201D}": "\""
                default: scalar
                }
            }))
            XCTAssertEqual(Array(ImportedBeer.foldedKey(text).unicodeScalars), Array(expected.unicodeScalars),
                           text.debugDescription)
        }
    }

    /// Each beer takes its brewery's sort key from the cache, so a rename (same name ignoring
    /// case) must refresh it, and a brewery read back from the database must bring it along.
    func testBrewerySortKeyFollowsRenamesAndReloads() throws {
        let store = try CatalogueStore(path: makeTemporaryDirectory().appendingPathComponent("db.sqlite").path)
        try store.write { tx in
            try tx.upsert(beer: NewBeer(name: "One", brewery: NewBrewery(name: "ältbräu")))
            XCTAssertEqual(try tx.upsertBrewery(NewBrewery(name: "Ältbräu", city: "Köln")).outcome, .updated)
            try tx.upsert(beer: NewBeer(name: "Two", brewery: NewBrewery(name: "Ältbräu")))
        }
        try store.write { tx in
            try tx.upsert(beer: NewBeer(name: "Three", brewery: NewBrewery(name: "ÄLTBRÄU")))
            try tx.upsert(beer: NewBeer(name: "Four", brewery: NewBrewery(name: "Pale Co")))
        }
        let (breweries, beers) = try store.database.read { db in
            (try Row.fetchAll(db, sql: "SELECT name, sort_key FROM breweries ORDER BY id"),
             try Row.fetchAll(db, sql: "SELECT name, brewery_sort FROM beers ORDER BY id"))
        }
        XCTAssertEqual(breweries.map { $0["name"] as String }, ["ÄLTBRÄU", "Pale Co"])
        XCTAssertEqual(breweries.map { $0["sort_key"] as String }, ["altbrau", "pale co"])
        XCTAssertEqual(beers.map { $0["brewery_sort"] as String }, ["altbrau", "altbrau", "altbrau", "pale co"])
    }
}
