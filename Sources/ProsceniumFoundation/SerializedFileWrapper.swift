import Foundation

/// The format of `FileWrapper.serializedRepresentation`: a binary property
/// list holding a format tag, a version and a tree of nodes. Decoding checks
/// everything a writer relies on (kinds, names, depth), so that random or
/// hostile data is rejected rather than turned into a file wrapper that
/// would fail or misbehave when written.
enum SerializedFileWrapper {
    static let format = "org.proscenium.FileWrapper"
    static let version = 1
    /// Deeper trees are rejected; no real document nests this far.
    static let maximumDepth = 256

    struct Node: Codable, Equatable {
        enum Kind: String, Codable {
            case regularFile = "file"
            case directory = "folder"
            case symbolicLink = "link"
        }

        var kind: Kind
        var contents: Data?
        var destination: String?
        var children: [String: Node]?
        var preferredFilename: String?
        var permissions: Int?
    }

    private struct Envelope: Codable {
        var format: String
        var version: Int
        var root: Node
    }

    struct Invalid: Error {}

    static func encode(_ root: Node) throws -> Data {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        return try encoder.encode(Envelope(format: format, version: version, root: root))
    }

    static func decode(_ data: Data) throws -> Node {
        // Only a binary property list can be one; checking the magic number
        // first keeps arbitrary data away from the parser.
        guard data.starts(with: Array("bplist00".utf8)) else { throw Invalid() }
        let envelope = try PropertyListDecoder().decode(Envelope.self, from: data)
        guard envelope.format == format, envelope.version == version,
              isValid(envelope.root, depth: 0)
        else { throw Invalid() }
        return envelope.root
    }

    private static func isValid(_ node: Node, depth: Int) -> Bool {
        guard depth < maximumDepth else { return false }
        if let permissions = node.permissions, !(0...0o7777).contains(permissions) { return false }
        switch node.kind {
        case .regularFile:
            return node.destination == nil && node.children == nil
        case .symbolicLink:
            guard let destination = node.destination, !destination.isEmpty, !destination.contains("\0") else {
                return false
            }
            return node.contents == nil && node.children == nil
        case .directory:
            guard node.contents == nil, node.destination == nil else { return false }
            return (node.children ?? [:]).allSatisfy { key, child in
                FileWrapperNames.isValid(key) && isValid(child, depth: depth + 1)
            }
        }
    }
}

/// What may name an entry of a folder.
enum FileWrapperNames {
    static func isValid(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\0")
            && name.utf8.count <= 255
    }
}
