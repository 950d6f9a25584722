import Foundation
import Testing
@testable import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Headers: View {
    let prominence: Prominence
    var body: some View {
        List {
            Section("Favourites") { Text("Home") }
        }
        .headerProminence(prominence)
    }
}

private struct Badges: View {
    let prominence: BadgeProminence
    var body: some View {
        List {
            Text("Inbox").badge(3)
            Text("Notes")
        }
        .badgeProminence(prominence)
    }
}

private struct ShortcutReader: View {
    @Environment(\.keyboardShortcut) private var shortcut
    var body: some View {
        Text(verbatim: "shortcut \(shortcut.map { String($0.key.character) } ?? "none")")
    }
}

private struct BehaviourReader: View {
    @Environment(\.horizontalScrollBounceBehavior) private var horizontal
    @Environment(\.verticalScrollBounceBehavior) private var vertical
    @Environment(\.scrollDismissesKeyboardMode) private var dismisses
    @Environment(\.menuOrder) private var order
    var body: some View {
        let text = "bounce \(horizontal.kind) \(vertical.kind) dismiss \(dismisses.kind) order \(order.name)"
        return Text(text)
    }
}

@MainActor @Suite struct EnvironmentFamiliesTests {
    @Test func anIncreasedHeaderTakesTheHeadlineFont() throws {
        let increased = ViewHarness(Headers(prominence: .increased))
        let standard = ViewHarness(Headers(prominence: .standard))
        #expect(try increased.element(.text, "Favourites").attributes[.font] != nil)
        #expect(try standard.element(.text, "Favourites").attributes[.font] == nil)
        // The rows keep their font.
        #expect(try increased.element(.text, "Home").attributes[.font] == nil)
    }

    @Test func badgeProminenceMarksTheRowsWithBadges() throws {
        for (prominence, name) in [(BadgeProminence.increased, "increased"), (.decreased, "decreased")] {
            let ui = ViewHarness(Badges(prominence: prominence))
            #expect(try ui.element(.row, "Inbox").attributes[.badgeProminence] == .string(name))
            #expect(try ui.element(.row, "Notes").attributes[.badgeProminence] == nil, "no badge, nothing to mark")
        }
        let standard = ViewHarness(Badges(prominence: .standard))
        #expect(try standard.element(.row, "Inbox").attributes[.badgeProminence] == nil)
        #expect(EnvironmentValues().badgeProminence == .standard)
        #expect(EnvironmentValues().headerProminence == .standard)
    }

    @Test func aControlsShortcutIsInItsEnvironment() throws {
        #expect(ViewHarness(ShortcutReader()).find(.text, "shortcut none") != nil)
        #expect(ViewHarness(ShortcutReader().keyboardShortcut("k")).find(.text, "shortcut k") != nil)
        let button = ViewHarness(Button("Go") {}.keyboardShortcut("g", modifiers: [.command, .shift]))
        #expect(try button.element(.button, "Go").attributes[.shortcut] != nil, "the attribute stays")
    }

    @Test func scrollAndMenuBehavioursFlowDown() throws {
        #expect(ViewHarness(BehaviourReader()).find(.text, "bounce automatic automatic dismiss automatic order automatic") != nil)
        let set = ViewHarness(BehaviourReader()
            .scrollBounceBehavior(.basedOnSize, axes: [.horizontal, .vertical])
            .scrollBounceBehavior(.always)
            .scrollDismissesKeyboard(.never)
            .menuOrder(.fixed))
        // The inner modifier wins: vertical is basedOnSize.
        #expect(set.find(.text, "bounce basedOnSize basedOnSize dismiss never order fixed") != nil)
        let vertical = ViewHarness(BehaviourReader().scrollBounceBehavior(.always))
        #expect(vertical.find(.text, "bounce automatic always dismiss automatic order automatic") != nil)
    }

    @Test func disableAutocorrectionIsTheOlderNameOfAutocorrectionDisabled() throws {
        var environment = EnvironmentValues()
        #expect(environment.disableAutocorrection == nil && !environment.isLuminanceReduced)
        environment.disableAutocorrection = true
        #expect(environment.autocorrectionDisabled)
        environment.disableAutocorrection = nil
        #expect(!environment.autocorrectionDisabled)
        let field = ViewHarness(TextField("Name", text: .constant("")).environment(\.disableAutocorrection, true))
        #expect(try field.element(.textfield, "Name").attributes[.autocorrect] == false)
    }
}
