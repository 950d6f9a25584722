import Foundation
import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct UploadError: LocalizedError {
    let file: String
    var errorDescription: String? { "Could not upload \(file)" }
    var recoverySuggestion: String? { "Check the connection." }
}

/// An alert from an error held with a flag, and one from a binding to an optional error.
private struct Uploader: View {
    @State var failed = false
    @State var failure: UploadError?
    @State var bound: UploadError?
    @State var retried = ""
    var body: some View {
        VStack {
            Button("Fail") { failure = UploadError(file: "a.txt"); failed = true }
            Button("Fail Bound") { bound = UploadError(file: "b.txt") }
            Text("Bound \(bound == nil ? "clear" : "set")")
            Text("Retried \(retried)")
        }
        .alert(isPresented: $failed, error: failure) { error in
            Button("Retry") { retried = error.file }
        } message: { error in
            Text(error.recoverySuggestion ?? "")
        }
        .alert(error: $bound) {
            Button("OK") {}
        }
    }
}

@MainActor @Suite struct AlertErrorTests {
    @Test func theErrorsDescriptionIsTheTitleAndItsDataFillsTheAlert() throws {
        let ui = ViewHarness(Uploader())
        #expect(ui.all(.alert).isEmpty)
        try ui.click(.button, "Fail")
        let alert = try #require(ui.all(.alert).first)
        #expect(alert.attributes[.title] == "Could not upload a.txt")
        #expect(alert.attributes[.message] == "Check the connection.")
        try ui.click(.button, "Retry")
        #expect(ui.find(.text, "Retried a.txt") != nil)
        #expect(ui.all(.alert).isEmpty)
    }

    @Test func aBoundErrorPresentsAndAnActionClearsIt() throws {
        let ui = ViewHarness(Uploader())
        try ui.click(.button, "Fail Bound")
        #expect(ui.all(.alert).first?.attributes[.title] == "Could not upload b.txt")
        try ui.click(.button, "OK")
        #expect(ui.find(.text, "Bound clear") != nil)
        #expect(ui.all(.alert).isEmpty)
        // Dismissed (Escape) clears it too.
        try ui.click(.button, "Fail Bound")
        try ui.send(HostEvent(kind: .dismiss, target: try #require(ui.all(.alert).first).id))
        #expect(ui.find(.text, "Bound clear") != nil)
    }
}
