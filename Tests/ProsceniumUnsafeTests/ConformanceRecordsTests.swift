import ProsceniumUnsafe
import Testing

protocol ScannedProtocol {}
struct ScannedStruct: ScannedProtocol {}
final class ScannedClass: ScannedProtocol {}
enum ScannedEnum: ScannedProtocol {}
/// Generic types have no metadata without their arguments: not listed.
struct ScannedGeneric<T>: ScannedProtocol {}

/// The conformance scan reads the runtime's `MetadataSections` of each image
/// and the compiler's conformance and context descriptors by their layout.
@Suite struct ConformanceRecordsTests {
    @Test func theRuntimeLaysOutTheSectionsAsTheScanReadsThem() {
        let versions = ConformanceRecords.sectionsVersions()
        #expect(!versions.isEmpty, "swift_enumerateAllMetadataSections reported no image")
        #expect(versions.allSatisfy { $0 == ConformanceRecords.knownSectionsVersion },
                """
                the runtime's MetadataSections versions are \(Set(versions)), the scan reads version \
                \(ConformanceRecords.knownSectionsVersion): check SwiftShims' MetadataSections.h and update it
                """)
    }

    @Test func findsEveryNonGenericConformingType() {
        let found = ConformanceRecords.conformingTypes(toProtocolsNamed: ["ScannedProtocol"],
                                                       inModule: "ProsceniumUnsafeTests")
        let names = Set(found.map { String(describing: $0) })
        #expect(names == ["ScannedStruct", "ScannedClass", "ScannedEnum"], "found \(names)")
        #expect(found.contains { $0 == ScannedStruct.self })
    }

    @Test func aProtocolOfAnotherModuleIsNotMatchedByName() {
        let found = ConformanceRecords.conformingTypes(toProtocolsNamed: ["ScannedProtocol"], inModule: "Elsewhere")
        #expect(found.isEmpty)
    }
}
