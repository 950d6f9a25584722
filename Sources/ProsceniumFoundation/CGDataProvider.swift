import Foundation

/// The bytes behind a `CGImage`: here, always a block of data held in memory.
/// Unchecked Sendable: its bytes never change after it is made.
public final class CGDataProvider: @unchecked Sendable {
    /// The provider's bytes.
    package let bytes: Data

    /// A provider of `data`'s bytes (copied: changing `data` later does not change the provider).
    public init?(data: CFData) {
        bytes = Data(referencing: data)
    }

    package init(bytes: Data) {
        self.bytes = bytes
    }

    /// A copy of the provider's bytes.
    public var data: CFData? { NSData(data: bytes) }
}
