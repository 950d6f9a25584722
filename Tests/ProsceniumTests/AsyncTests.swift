import Testing
import Foundation
import Combine
import Proscenium
import ProsceniumTesting

@MainActor final class Flag {
    var cancelled = false
}

private struct Loader: View {
    @State private var status = "loading"
    let flag: Flag
    var body: some View {
        Text(status)
            .task {
                await MainActor.run { status = "loaded" }
                do {
                    try await Task.sleep(for: .seconds(30))
                } catch {
                    await MainActor.run { flag.cancelled = true }
                }
            }
    }
}

/// `task` written in a body runs on the main actor, as SwiftUI's: its
/// action touches main-actor state with no `await` (in Swift 6 mode this file
/// would not compile otherwise).
private struct DirectLoader: View {
    @State private var status = "waiting"
    let flag: Flag
    var body: some View {
        Text(status)
            .task {
                MainActor.assertIsolated()
                status = "direct"
            }
            .task(id: 1) { flag.cancelled = true }
    }
}

private struct Host: View {
    @State private var showLoader = true
    let flag: Flag
    var body: some View {
        VStack {
            if showLoader { Loader(flag: flag) }
            Button("hide") { showLoader = false }
        }
    }
}

private struct Ticker: View {
    let subject: PassthroughSubject<Int, Never>
    @State private var last = 0
    var body: some View {
        Text("last \(last)").onReceive(subject) { last = $0 }
    }
}

@MainActor @Suite struct AsyncTests {
    @Test func aTaskWrittenInABodyRunsOnTheMainActor() async throws {
        let flag = Flag()
        let ui = ViewHarness(DirectLoader(flag: flag))
        #expect(try await ui.settle(until: { ui.find(.text, "direct") != nil && flag.cancelled }, timeout: .seconds(3)), "\(ui.visibleText) \(flag.cancelled)")
    }

    @Test func taskRunsOnAppearAndIsCancelledOnDisappear() async throws {
        let flag = Flag()
        let ui = ViewHarness(Host(flag: flag))
        #expect(try await ui.settle(until: { ui.find(.text, "loaded") != nil }))
        try ui.click(.button, "hide")
        #expect(try await ui.settle(until: { flag.cancelled }))
    }

    @Test func onReceiveDeliversPublishedValues() async throws {
        let subject = PassthroughSubject<Int, Never>()
        let ui = ViewHarness(Ticker(subject: subject))
        subject.send(3)
        subject.send(7)
        #expect(try await ui.settle(until: { ui.find(.text, "last 7") != nil }))
    }
}
