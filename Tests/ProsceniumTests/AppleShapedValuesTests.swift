import Testing
import Foundation
import Observation
import Proscenium
import ProsceniumTesting
import ProsceniumHost

@Observable private final class Account {
    var owner: String
    init(owner: String) { self.owner = owner }
}

/// Reads the account both ways: by `@Environment(Account.self)` and through
/// `EnvironmentValues[Account.self]`.
private struct AccountReader: View {
    @Environment(\.self) private var environment
    @Environment(Account.self) private var account
    var body: some View {
        Text("wrapper \(account.owner), subscript \(environment[Account.self]?.owner ?? "none")")
    }
}

private struct SchemeWatcher: View {
    @State private var dark = false
    @State private var seen = "unset"
    var body: some View {
        VStack {
            Toggle("Dark", isOn: $dark)
            Text("inner").preferredColorScheme(dark ? .dark : nil)
            Text("seen \(seen)")
        }
        .onPreferenceChange(PreferredColorSchemeKey.self) { value in
            seen = value.map { $0 == .dark ? "dark" : "light" } ?? "nil"
        }
    }
}

/// Small Apple-shaped values: environment objects by subscript, the colour
/// scheme preference, resolved shadings, AppKit's edge insets and underline
/// styles, window resizability.
@MainActor @Suite struct AppleShapedValuesTests {
    @Test func theObjectSubscriptReadsAndWritesWhatEnvironmentObjectsAre() throws {
        let ui = ViewHarness(AccountReader().environment(Account(owner: "Ada")))
        #expect(ui.find(.text, "wrapper Ada, subscript Ada") != nil)
        // Writing through the subscript replaces what descendants read.
        let replaced = ViewHarness(
            AccountReader()
                .transformEnvironment(\.self) { $0[Account.self] = Account(owner: "Grace") }
                .environment(Account(owner: "Ada")))
        #expect(replaced.find(.text, "wrapper Grace, subscript Grace") != nil)
        var values = EnvironmentValues()
        #expect(values[Account.self] == nil)
        values[Account.self] = Account(owner: "Linus")
        #expect(values[Account.self]?.owner == "Linus")
    }

    @Test func preferredColorSchemeIsAPreferenceAnAncestorSees() throws {
        let ui = ViewHarness(SchemeWatcher())
        #expect(ui.find(.text, "seen unset") != nil)
        try ui.toggle("Dark")
        #expect(ui.find(.text, "seen dark") != nil)
        try ui.toggle("Dark")
        #expect(ui.find(.text, "seen nil") != nil)
        var value: PreferredColorSchemeKey.Value = .light
        PreferredColorSchemeKey.reduce(value: &value) { nil }
        #expect(value == .light)
        PreferredColorSchemeKey.reduce(value: &value) { .dark }
        #expect(value == .dark)
    }

    @Test func aResolvedShadingKeepsTheColourOfTheContextThatResolvedIt() throws {
        final class Box { var shading: GraphicsContext.Shading? }
        let box = Box()
        let ui = ViewHarness(VStack {
            Canvas { context, _ in box.shading = context.resolve(GraphicsContext.Shading.foreground) }
                .foregroundStyle(.red)
            Canvas { context, _ in
                context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: box.shading ?? .foreground)
                context.fill(Path(CGRect(x: 1, y: 0, width: 1, height: 1)), with: .foreground)
            }
            .foregroundStyle(.green)
        })
        let canvases = ui.all(.canvas)
        try #require(canvases.count == 2)
        try ui.send(HostEvent(kind: .geometry, target: canvases[0].id, width: 4, height: 4))
        try ui.send(HostEvent(kind: .geometry, target: canvases[1].id, width: 4, height: 4))
        let drawn = try #require(ui.all(.canvas).last?.drawing?.commands)
        let fills = drawn.compactMap { command -> ColorValue? in
            if case let .fill(_, .color(color), _) = command { color } else { nil }
        }
        #expect(fills == [.red, .green])
    }

    @Test func directionalInsetsConvertEdgeForEdge() {
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let appKit = NSDirectionalEdgeInsets(insets)
        #expect([appKit.top, appKit.leading, appKit.bottom, appKit.trailing] == [1, 2, 3, 4])
        #expect(EdgeInsets(appKit) == insets)
        #expect(NSDirectionalEdgeInsets() == NSDirectionalEdgeInsetsZero)
    }

    @Test func underlineStylesAndLineStylesConvertWhereTheyCan() {
        #expect(NSUnderlineStyle(Text.LineStyle.single) == .single)
        #expect(NSUnderlineStyle(Text.LineStyle(pattern: .dashDot, color: .red)) == [.single, .patternDashDot])
        #expect(Text.LineStyle(nsUnderlineStyle: [.single, .patternDot]) == Text.LineStyle(pattern: .dot))
        #expect(Text.LineStyle(nsUnderlineStyle: .single) == .single)
        // What a line style cannot draw: thick, double, by word, no line.
        #expect(Text.LineStyle(nsUnderlineStyle: .thick) == nil)
        #expect(Text.LineStyle(nsUnderlineStyle: .double) == nil)
        #expect(Text.LineStyle(nsUnderlineStyle: [.single, .byWord]) == nil)
        #expect(Text.LineStyle(nsUnderlineStyle: []) == nil)
    }

    @Test func aSettingsLinkWithNoLabelIsTitledAsOnAMac() {
        let link: SettingsLink<DefaultSettingsLinkLabel> = SettingsLink()
        let ui = ViewHarness(link)
        #expect(ui.find(.button, "Settings…") != nil)
    }
}
