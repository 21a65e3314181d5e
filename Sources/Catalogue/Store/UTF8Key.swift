/// A dictionary key hashed and compared by its UTF-8 bytes. `String` hashes by canonical
/// equivalence, which for text outside ASCII walks Unicode's normalisation data on every lookup
/// (a bulk import looks up a brewery and a style per row). For text already in NFC, as every
/// name key is, equal bytes and canonical equivalence are the same thing.
struct UTF8Key: Hashable {
    let text: String

    init(_ text: String) { self.text = text }

    static func == (lhs: UTF8Key, rhs: UTF8Key) -> Bool {
        lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
