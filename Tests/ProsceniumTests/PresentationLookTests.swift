import Foundation
import Testing
@testable import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Styled: View {
    @State private var showing = false
    @State private var radius: CGFloat? = 20
    var body: some View {
        Button("Show") { showing = true }
            .sheet(isPresented: $showing) {
                VStack {
                    Text("In the sheet")
                    Button("Square") { radius = nil }
                }
                .presentationBackground(Color.yellow)
                .presentationCornerRadius(radius)
                .presentationDragIndicator(.visible)
                .presentationCompactAdaptation(.popover)
                .presentationCompactAdaptation(horizontal: .sheet, vertical: .none)
                .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                .presentationContentInteraction(.scrolls)
            }
    }
}

@MainActor @Suite struct PresentationLookTests {
    @Test func theContentStylesTheSheetAroundIt() throws {
        let ui = ViewHarness(Styled())
        try ui.click(.button, "Show")
        let sheet = try #require(ui.all(.sheet).first)
        #expect(sheet.find(.text, "In the sheet") != nil)
        #expect(sheet.attributes[.background] != nil, "presentationBackground fills the sheet")
        #expect(sheet.attributes[.cornerRadius] == .length(20))
        // Nil gives the sheet its own corners back.
        try ui.click(.button, "Square")
        let squared = try #require(ui.all(.sheet).first)
        #expect(squared.attributes[.cornerRadius] == nil)
        #expect(squared.attributes[.background] != nil)
    }

    @Test func withoutTheModifiersTheSheetKeepsItsLook() throws {
        let ui = ViewHarness(Button("Show") {}.sheet(isPresented: .constant(true)) { Text("Plain") })
        let sheet = try #require(ui.all(.sheet).first)
        #expect(sheet.attributes[.background] == nil && sheet.attributes[.cornerRadius] == nil)
        #expect(PresentationContentInteraction.scrolls != .resizes)
    }
}

@MainActor @Suite struct CircularProgressTintTests {
    @Test func aCircularStylesTintColoursItsRing() throws {
        let ui = ViewHarness(VStack {
            ProgressView("Tinted", value: 0.5).progressViewStyle(CircularProgressViewStyle(tint: .red))
            ProgressView("Plain", value: 0.5).progressViewStyle(.circular)
        })
        let tinted = try ui.element(.progress, "Tinted")
        #expect(tinted.attributes[.style] == "circular")
        #expect(tinted.attributes[.tint] == .color(Color.red.value))
        #expect(try ui.element(.progress, "Plain").attributes[.tint] == nil)
    }
}
