import Foundation
import Testing
import Combine
import Proscenium
import ProsceniumTesting

final class MissingStore: ObservableObject {
    @Published var count = 0
}

struct NeedsStore: View {
    @EnvironmentObject var store: MissingStore
    var body: some View { Text("\(store.count)") }
}

@Suite struct MissingEnvironmentObjectTests {
    /// As SwiftUI does, reading an environment object no ancestor provided
    /// stops the program, with a message naming the type.
    @Test func aMissingEnvironmentObjectStopsWithAMessageNamingTheType() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = ViewHarness(NeedsStore()) }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("No ObservableObject of type MissingStore found"))
    }
}
