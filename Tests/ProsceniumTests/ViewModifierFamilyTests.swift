import Foundation
import ProsceniumHost
import Testing
import Proscenium
import ProsceniumTesting

@MainActor private final class BodyCount {
    static var count = 0
}

/// Its `==` looks only at the name: a new note under the same name is the same view.
private struct Badge: View, Equatable {
    let name: String
    let note: String
    nonisolated static func == (lhs: Badge, rhs: Badge) -> Bool { lhs.name == rhs.name }
    var body: some View {
        BodyCount.count += 1
        return Text("\(name) \(note)")
    }
}

private struct Badges: View {
    @State private var note = "first"
    let equatable: Bool
    var body: some View {
        VStack {
            if equatable { Badge(name: "Ada", note: note).equatable() } else { Badge(name: "Ada", note: note) }
            Button("Renote") { note = "second" }
        }
    }
}

private struct Taps: View {
    @State private var enabled = false
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Text("Target").gesture(TapGesture().onEnded { log.append("tap") }, isEnabled: enabled)
            Text("High").highPriorityGesture(TapGesture().onEnded { log.append("high") }, isEnabled: enabled)
            Text("Both").simultaneousGesture(TapGesture().onEnded { log.append("both") }, isEnabled: true)
            Button("Enable") { enabled = true }
            Text("Log: \(log.joined(separator: ","))")
        }
    }
}

/// `equatable()`, the `isEnabled` forms of the gesture modifiers, and the
/// older `colorScheme(_:)`.
@MainActor @Suite struct ViewModifierFamilyTests {
    @Test func anEquatableViewUpdatesOnlyWhenItsEqualitySaysSo() throws {
        BodyCount.count = 0
        let plain = ViewHarness(Badges(equatable: false))
        try plain.click(.button, "Renote")
        #expect(plain.find(.text, "Ada second") != nil, "compared field by field, the new note shows")
        BodyCount.count = 0
        let equatable = ViewHarness(Badges(equatable: true))
        let evaluated = BodyCount.count
        try equatable.click(.button, "Renote")
        #expect(equatable.find(.text, "Ada first") != nil, "by its ==, the same view: not updated")
        #expect(BodyCount.count == evaluated)
    }

    @Test func aGestureWorksOnlyWhileEnabled() throws {
        let ui = ViewHarness(Taps())
        try ui.click(.text, "Target")
        try ui.click(.text, "High")
        try ui.click(.text, "Both")
        #expect(ui.find(.text, "Log: both") != nil)
        try ui.click(.button, "Enable")
        try ui.click(.text, "Target")
        try ui.click(.text, "High")
        #expect(ui.find(.text, "Log: both,tap,high") != nil)
    }

    @Test func theOlderColorSchemeModifierDrawsTheViewInThatScheme() throws {
        let ui = ViewHarness(Text("Night").colorScheme(.dark))
        #expect(ui.find(.text, "Night")?.attributes[.colorScheme] == "dark")
    }
}

/// Resizable images keep their caps or tile; their sampling can stay sharp.
@MainActor @Suite struct ImageDrawingTests {
    @Test func resizingModesCapsAndSamplingReachTheImage() throws {
        let ui = ViewHarness(VStack {
            Image(systemName: "square").resizable(capInsets: EdgeInsets(top: 4, leading: 2, bottom: 4, trailing: 2),
                                                  resizingMode: .tile)
            Image(systemName: "circle").resizable().interpolation(.none).antialiased(false)
            Image(systemName: "star").resizable()
        })
        let images = ui.all(.image)
        #expect(images[0].attributes[.capInsets] == "4 2 4 2" && images[0].attributes[.resizingMode] == "tile")
        #expect(images[0].attributes[.resizable] == true)
        #expect(images[1].attributes[.interpolation] == "none" && images[1].attributes[.antialiased] == false)
        #expect(images[2].attributes[.capInsets] == nil && images[2].attributes[.interpolation] == nil)
    }
}
