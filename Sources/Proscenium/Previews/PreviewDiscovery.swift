internal import ProsceniumUnsafe

/// Finds the types that conform to `PreviewProvider` or `PreviewRegistry`
/// (what `#Preview` expands to) in every loaded image, with no
/// registration, from the images' conformance records.
enum PreviewDiscovery {
    /// Every non-generic type in the loaded images that conforms to a protocol
    /// of module `module` named one of `protocols`.
    static func conformingTypes(toProtocolsNamed protocols: Set<String>, inModule module: String = "Proscenium") -> [Any.Type] {
        ConformanceRecords.conformingTypes(toProtocolsNamed: protocols, inModule: module)
    }
}
