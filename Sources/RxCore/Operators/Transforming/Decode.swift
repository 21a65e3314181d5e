import Foundation

extension ObservableType where Element == Data {
    /// Decodes each `Data` element into an `Item`; a decoding error fails the sequence.
    @inlinable
    public func decode<Item: Decodable, Decoder: DataDecoder>(type: Item.Type, decoder: Decoder) -> Observable<Item> {
        map { try decoder.decode(type, from: $0) }
    }
}

/// A decoder of `Data` (`JSONDecoder`, `PropertyListDecoder`) for `decode(type:decoder:)`.
public protocol DataDecoder {
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}

extension PropertyListDecoder: DataDecoder {}
