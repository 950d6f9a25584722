// Finds the types that conform to a protocol, known by its name and its
// module's, in every loaded image, with no registration: the compiler emits
// a protocol conformance record for each conformance in the image's
// `swift5_protocol_conformances` section, and the Swift runtime enumerates
// the sections of every image it has loaded.

/// The sections of one loaded image, as the runtime lays them out
/// (SwiftShims' `MetadataSections`): a version, a reserved word, two links,
/// then (start, length) pairs: protocols, then protocol conformances.
private let conformancesRangeOffset = 4 * MemoryLayout<UInt>.size + 2 * MemoryLayout<UInt>.size

@_silgen_name("swift_enumerateAllMetadataSections")
private func enumerateAllMetadataSections(
    _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> Bool,
    _ context: UnsafeMutableRawPointer?
)

/// A type's metadata accessor (`swiftcc MetadataResponse (MetadataRequest)`):
/// for a non-generic type it takes the request and returns the metadata in the
/// first return register, as a C function returning a pointer would.
private typealias MetadataAccessor = @convention(c) (Int) -> UnsafeRawPointer?

/// The protocol conformance records of the loaded images.
public enum ConformanceRecords {
    /// The version of `MetadataSections` the layout read here is for: the
    /// runtime's first word of each image's sections. Later versions only
    /// add fields at the end, so they are read too.
    public static let knownSectionsVersion: UInt = 5

    /// The `MetadataSections` version of each loaded image, as the runtime gives them.
    public static func sectionsVersions() -> [UInt] {
        let scan = ConformanceScan(protocols: [], module: "")
        withExtendedLifetime(scan) {
            enumerateAllMetadataSections(scanImage, Unmanaged.passUnretained(scan).toOpaque())
        }
        return scan.versions
    }

    /// Every non-generic type in the loaded images that conforms to a
    /// protocol of module `module` named one of `protocols`. Images whose
    /// sections are older than `knownSectionsVersion` are skipped.
    public static func conformingTypes(toProtocolsNamed protocols: Set<String>, inModule module: String) -> [Any.Type] {
        let scan = ConformanceScan(protocols: protocols, module: module)
        withExtendedLifetime(scan) {
            enumerateAllMetadataSections(scanImage, Unmanaged.passUnretained(scan).toOpaque())
        }
        return scan.types
    }

    /// Collects, from one image's conformance records, the types of the protocols asked for.
    fileprivate static func scan(sections: UnsafeRawPointer, into scan: ConformanceScan) {
        let version = sections.load(as: UInt.self)
        scan.versions.append(version)
        guard version >= knownSectionsVersion, !scan.protocols.isEmpty else { return }
        let start = sections.load(fromByteOffset: conformancesRangeOffset, as: UInt.self)
        let length = sections.load(fromByteOffset: conformancesRangeOffset + MemoryLayout<UInt>.size, as: UInt.self)
        guard let base = UnsafeRawPointer(bitPattern: start) else { return }
        // An array of 32-bit relative pointers to conformance descriptors.
        for index in 0..<Int(length) / 4 {
            guard let descriptor = relativeDirect(base + index * 4) else { continue }
            if let type = conformingType(descriptor, protocols: scan.protocols, module: scan.module) {
                scan.types.append(type)
            }
        }
    }

    /// The type a conformance descriptor is about, when its protocol is one of
    /// those asked for and the type is non-generic.
    private static func conformingType(_ descriptor: UnsafeRawPointer, protocols: Set<String>, module: String) -> Any.Type? {
        // ProtocolConformanceDescriptor: protocol (relative, indirectable),
        // type reference (relative), witness table pattern, flags.
        guard let proto = relativeIndirectable(descriptor),
              let protoName = contextName(proto), protocols.contains(protoName),
              let parent = relativeIndirectable(proto + 4), contextName(parent) == module,
              parent.load(as: UInt32.self) & 0x1F == 0 // the protocol's parent is a module
        else { return nil }
        let flags = descriptor.load(fromByteOffset: 12, as: UInt32.self)
        let typeReference: UnsafeRawPointer?
        switch (flags >> 3) & 0x7 {
        case 0: typeReference = relativeDirect(descriptor + 4) // direct type descriptor
        case 1: typeReference = relativeDirect(descriptor + 4)?.load(as: UnsafeRawPointer?.self) // indirect
        default: return nil // Objective-C classes
        }
        guard let type = typeReference else { return nil }
        let typeFlags = type.load(as: UInt32.self)
        let kind = typeFlags & 0x1F
        guard (16...18).contains(kind), typeFlags & 0x80 == 0 else { return nil } // class, struct, enum; not generic
        // TypeContextDescriptor: flags, parent, name, access function.
        guard let accessor = relativeDirect(type + 12) else { return nil }
        let function = unsafeBitCast(accessor, to: MetadataAccessor.self)
        guard let metadata = function(0) else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }

    /// The name of a context descriptor (module, protocol, type): its third field.
    private static func contextName(_ context: UnsafeRawPointer) -> String? {
        relativeDirect(context + 8).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    /// A 32-bit offset from `field` to what it points to.
    private static func relativeDirect(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.load(as: Int32.self)
        return offset == 0 ? nil : field + Int(offset)
    }

    /// A relative pointer whose low bit says it points to a pointer to the target.
    private static func relativeIndirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.load(as: Int32.self)
        if offset == 0 { return nil }
        if offset & 1 == 0 { return field + Int(offset) }
        return (field + Int(offset & ~1)).load(as: UnsafeRawPointer?.self)
    }
}

/// What a scan of the loaded images looks for, and what it found.
private final class ConformanceScan {
    let protocols: Set<String>
    let module: String
    var types: [Any.Type] = []
    var versions: [UInt] = []
    init(protocols: Set<String>, module: String) { self.protocols = protocols; self.module = module }
}

/// The runtime's callback for each loaded image: scans it, and goes on.
private func scanImage(_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer?) -> Bool {
    guard let context else { return false }
    ConformanceRecords.scan(sections: sections,
                            into: Unmanaged<ConformanceScan>.fromOpaque(context).takeUnretainedValue())
    return true
}
