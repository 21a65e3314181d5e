@testable import Catalogue
import Foundation
import XCTest

/// Text that was UTF-8 read as Latin-1 or Windows-1252 (Open Beer DB's `JÃ¶rger WeiÃŸe Hell`)
/// is repaired when the repair is unambiguous, counted, and then found by the words people type.
final class MisdecodedTextImportTests: XCTestCase {
    /// What a UTF-8 text looks like once its bytes are read as Windows-1252 (its five undefined
    /// bytes as Latin-1 reads them) and written out again.
    private func misdecoded(_ text: String) -> String {
        let specials: [UInt8: Unicode.Scalar] = [
            0x80: "\u{20AC}", 0x82: "\u{201A}", 0x83: "\u{0192}", 0x84: "\u{201E}", 0x85: "\u{2026}", 0x86: "\u{2020}",
            0x87: "\u{2021}", 0x88: "\u{02C6}", 0x89: "\u{2030}", 0x8A: "\u{0160}", 0x8B: "\u{2039}", 0x8C: "\u{0152}",
            0x8E: "\u{017D}", 0x91: "\u{2018}", 0x92: "\u{2019}", 0x93: "\u{201C}", 0x94: "\u{201D}", 0x95: "\u{2022}",
            0x96: "\u{2013}", 0x97: "\u{2014}", 0x98: "\u{02DC}", 0x99: "\u{2122}", 0x9A: "\u{0161}", 0x9B: "\u{203A}",
            0x9C: "\u{0153}", 0x9E: "\u{017E}", 0x9F: "\u{0178}",
        ]
        var result = String.UnicodeScalarView()
        for byte in text.utf8 { result.append(specials[byte] ?? Unicode.Scalar(byte)) }
        return String(result)
    }

    func testMisdecodedTextIsRepaired() {
        XCTAssertEqual(FieldText.repairingMisdecoding("JÃ¶rger WeiÃŸe Hell"), "Jörger Weiße Hell")
        XCTAssertEqual(FieldText.repairingMisdecoding("NÃ¸gne Ã˜ Porter"), "Nøgne Ø Porter")
        XCTAssertEqual(FieldText.repairingMisdecoding("Browar NamysÅ‚Ã³w"), "Browar Namysłów")
        XCTAssertEqual(FieldText.repairingMisdecoding("PacÃ\u{AD}fico Clara"), "Pacífico Clara", "Latin-1's soft hyphen byte")
        XCTAssertEqual(FieldText.repairingMisdecoding("2Â° Below"), "2° Below")
        for text in ["Brouwerij 't IJ — Zatte", "Kölsch Brûlé", "Weißbier", "Žatec", "Ελληνική"] {
            XCTAssertEqual(FieldText.repairingMisdecoding(misdecoded(text)), text, misdecoded(text))
            XCTAssertEqual(FieldText.repairingMisdecoding(misdecoded(misdecoded(text))), text, "mis-decoded twice")
        }
    }

    func testTextThatIsNotUnambiguouslyMisdecodedIsLeftAlone() {
        for text in ["Jörger Weiße Hell", "Café", "SÃO PAULO", "Ölbrück Bräu", "Ã la carte", "Crème brûlée Â½",
                     "JÃ¶rger in 東京", "Plain ASCII", "", "Ã"] {
            XCTAssertNil(FieldText.repairingMisdecoding(text), text)
        }
    }

    func testAnImportRepairsCountsAndFindsMisdecodedNames() throws {
        let folder = try makeFolder(["beers.csv": """
            name,brewery,city,country,style,abv
            JÃ¶rger WeiÃŸe Hell,Brauerei JÃ¶rger,Sessenhausen,Germany,Hefeweizen,5.3
            Café Stout,Brasserie Café,Liège,Belgium,Stout,6
            NÃ¸gne Ã˜ Porter,NÃ¸gne Ã˜,Grimstad,Norway,Porter,7

            """])
        let store = try CatalogueStore.inMemory()
        let summary = try CatalogueImporter.importFiles([folder.appendingPathComponent("beers.csv").path], into: store)
        XCTAssertEqual(summary.textRepaired, 4)
        XCTAssertTrue(summary.lines.contains("mis-decoded text repaired (UTF-8 read as Latin-1): 4 values"), "\(summary.lines)")
        let page = try store.search(SearchRequest(query: try QueryParser.parse("jorger")))
        XCTAssertEqual(page.beers.map(\.name), ["Jörger Weiße Hell"])
        XCTAssertEqual(page.beers.first?.breweryName, "Brauerei Jörger")
        XCTAssertEqual(try store.search(SearchRequest(query: try QueryParser.parse("nøgne porter"))).beers.map(\.name),
                       ["Nøgne Ø Porter"])
        XCTAssertEqual(try store.search(SearchRequest(query: try QueryParser.parse("cafe"))).beers.map(\.name), ["Café Stout"])
    }

    /// Open Beer DB's layout: the breweries file's names are repaired too.
    func testCompanionFilesAreRepairedAndCounted() throws {
        let beers = """
            id,brewery_id,name,cat_id,style_id,abv,ibu,srm,upc,filepath,descript,add_user,last_mod
            1,7,KÃ¶lsch,0,0,4.8,0,0,0,,,0,2010-07-22 20:00:20

            """
        let breweries = """
            id,name,address1,address2,city,state,code,country,phone,website,filepath,descript,add_user,last_mod
            7,Brauhaus am WaldschlÃ¶sschen,,,Dresden,Sachsen,,Germany,,,,,0,2010-07-22 20:00:20

            """
        let batch = try ImportNormaliser.normalise([try RecordTable.csv(Array(beers.utf8), file: "beers.csv"),
                                                    try RecordTable.csv(Array(breweries.utf8), file: "breweries.csv")])
        XCTAssertEqual(batch.beers.map(\.name), ["Kölsch"])
        XCTAssertEqual(batch.beers.map(\.brewery.name), ["Brauhaus am Waldschlösschen"])
        XCTAssertEqual(batch.textRepaired, 2)
    }
}
