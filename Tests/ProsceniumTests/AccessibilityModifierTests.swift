import Foundation
import ProsceniumHost
import Testing
@_spi(Display) import Proscenium
import ProsceniumTesting

private struct FocusBoard: View {
    @AccessibilityFocusState var totalFocused: Bool
    @AccessibilityFocusState var field: String?

    var body: some View {
        VStack {
            Text("Total").accessibilityFocused($totalFocused)
            Text("Name").accessibilityFocused($field, equals: "name")
            Button("Focus total") { totalFocused = true }
            Button("Focus name") { field = "name" }
            Text(totalFocused ? "total has focus" : "total has no focus")
            Text("field: \(field ?? "none")")
        }
    }
}

private struct Message: Identifiable {
    let id: Int
    let subject: String
}

private struct FocusBoardApp: App {
    var body: some Scene {
        WindowGroup { FocusBoard() }
    }
}

private struct RepresentedSwitch: View {
    @State var isOn = false
    var body: some View {
        VStack {
            Capsule()
                .frame(width: 40, height: 20)
                .accessibilityRepresentation { Toggle("Wi-Fi", isOn: $isOn) }
            Text(isOn ? "on" : "off")
        }
    }
}

private struct PairBoard: View {
    @Namespace var pairs
    var body: some View {
        VStack {
            Text("First").accessibilitySortPriority(2)
            Text("Volume").accessibilityLabeledPair(role: .label, id: "volume", in: pairs)
            Text("11").accessibilityLabeledPair(role: .content, id: "volume", in: pairs)
            Text("Top").accessibilityLinkedGroup(id: 1, in: pairs)
            Text("Bottom").accessibilityLinkedGroup(id: 1, in: pairs)
        }
    }
}

/// The accessibility modifiers: a chain of them is one
/// `AccessibilityAttachmentModifier`, as in SwiftUI, and each leaves its
/// typed attribute on the element the web display turns into ARIA.
@MainActor @Suite struct AccessibilityModifierTests {
    @Test func aChainOfAccessibilityModifiersIsOneModifier() throws {
        let chained: ModifiedContent<Text, AccessibilityAttachmentModifier> = Text("★★★★☆")
            .accessibilityHint("Opens the reviews")
            .accessibilityValue("4 of 5")
            .accessibilityIdentifier("rating")
            .accessibilityAddTraits(.isButton)
        let ui = ViewHarness(chained.accessibilityLabel("Rating"))
        let rating = try ui.element(.text, "Rating")
        #expect(rating.attributes[.hint] == "Opens the reviews")
        #expect(rating.attributes[.accessibilityValue] == "4 of 5")
        #expect(rating.attributes[.identifier] == "rating")
        #expect(rating.attributes[.traits] == "isButton")
    }

    @Test func ofTwoLabelsTheInnerStandsAndOfTwoTraitChangesTheOuter() throws {
        let ui = ViewHarness(VStack {
            Image(systemName: "star").accessibilityLabel("inner").accessibilityLabel("outer")
            Text("B").accessibilityAddTraits(.isSelected).accessibilityRemoveTraits(.isSelected)
        })
        #expect(ui.find(.image, "inner") != nil && ui.find(.image, "outer") == nil)
        #expect(ui.find(.text, "B")?.attributes[.traits] == "-isSelected")
    }

    @Test func headingLevelsReachTheElementFromViewsAndTexts() throws {
        let ui = ViewHarness(VStack {
            Text("Chapter").accessibilityAddTraits(.isHeader).accessibilityHeading(.h2)
            Text("Section").accessibilityHeading(.h3)
            Label("Part", systemImage: "book").accessibilityHeading(.unspecified)
        })
        #expect(ui.find(.text, "Chapter")?.number(.headingLevel) == 2)
        #expect(ui.find(.text, "Section")?.number(.headingLevel) == 3, "Text's own accessibilityHeading returns a Text")
        #expect(AccessibilityHeadingLevel(rawValue: 6) == .h6 && AccessibilityHeadingLevel(rawValue: 7) == nil)
        #expect(AccessibilityHeadingLevel.unspecified.rawValue == 0)
        let section: Text = Text("Section").accessibilityHeading(.h3)
        #expect(section.plainText == "Section")
    }

    @Test func aTextsLabelStandsForItsPartOfAConcatenation() throws {
        let count: Text = Text("5").accessibilityLabel("Five") + Text(" books")
        let ui = ViewHarness(VStack {
            count
            Text("★").accessibilityLabel(Text("star"))
            Text("plain")
        })
        #expect(ui.all(.text).first?.attributes[.label] == "Five books")
        #expect(ui.find(.text, "★")?.attributes[.label] == "star")
        #expect(ui.find(.text, "plain")?.attributes[.label] == nil)
    }

    @Test func customContentIsKeyedAndANilValueRemovesAnInnerEntry() throws {
        let reviews = AccessibilityCustomContentKey("Reviews")
        let ui = ViewHarness(VStack {
            Text("Book")
                .accessibilityCustomContent(reviews, "212", importance: .high)
                .accessibilityCustomContent("Updated", Text("today"))
            Text("Film")
                .accessibilityCustomContent(reviews, Text("9"))
                .accessibilityCustomContent(reviews, nil)
            Text("Show")
                .accessibilityCustomContent(AccessibilityCustomContentKey(Text("Rank"), id: "rank"), "3")
        })
        #expect(ui.find(.text, "Book")?.attributes[.customContent] == "Updated\tUpdated\ttoday\tdefault\nReviews\tReviews\t212\thigh")
        #expect(ui.find(.text, "Film")?.attributes[.customContent] == "Reviews\tReviews\t9\tdefault",
                "the inner modifier applies after the outer, as separate modifiers do")
        #expect(ui.find(.text, "Show")?.attributes[.customContent] == "rank\tRank\t3\tdefault")
    }

    @Test func sortPrioritiesPairsAndLinkedGroupsReachTheirElements() throws {
        let ui = ViewHarness(PairBoard())
        #expect(ui.find(.text, "First")?.number(.sortPriority) == 2)
        let label = try #require(ui.find(.text, "Volume")?.attributes[.labeledPair]?.string)
        let content = try #require(ui.find(.text, "11")?.attributes[.labeledPair]?.string)
        #expect(label.hasPrefix("label ") && label.hasSuffix(" volume"))
        #expect(content == "content " + label.dropFirst("label ".count), "the pair shares one key")
        let top = try #require(ui.find(.text, "Top")?.attributes[.linkedGroup]?.string)
        #expect(top == ui.find(.text, "Bottom")?.attributes[.linkedGroup]?.string && top.hasSuffix(" 1"))
    }

    @Test func aRepresentationIsReadInPlaceOfTheDrawnViewAndOperatesIt() throws {
        let ui = ViewHarness(RepresentedSwitch())
        let layer = try #require(ui.all(.layer).first)
        let base = try #require(layer.children.first)
        #expect(base.attributes[.accessibilityHidden] == true, "the drawn capsule is hidden from assistive technology")
        let overlay = try #require(layer.children.last)
        #expect(overlay.attributes[.accessibilityOnly] == true)
        #expect(overlay.find(.toggle, "Wi-Fi") != nil)
        try ui.toggle("Wi-Fi")
        #expect(ui.find(.text, "on") != nil, "the representation's toggle changes the state the view draws")
    }

    @Test func syntheticChildrenMakeTheViewTheirContainer() throws {
        let ui = ViewHarness(
            Rectangle().accessibilityChildren { Text("January: 10") }.accessibilityLabel("Sales")
        )
        let layer = try #require(ui.all(.layer).first)
        #expect(layer.attributes[.accessibilityChildren] == "contain")
        #expect(layer.attributes[.label] == "Sales")
        #expect(layer.children.last?.attributes[.accessibilityOnly] == true)
        #expect(layer.children.last?.find(.text, "January: 10") != nil)
    }

    @Test func accessibilityFocusStateMovesFocusAndFollowsIt() throws {
        let app = try AppHarness(FocusBoardApp.self)
        let window = try #require(app.keyWindow)
        #expect(window.find(.text, "Total")?.attributes[.focusable] == true)
        #expect(window.find(.text, "Total")?.attributes[.focused] == nil)
        try app.click(.button, "Focus total")
        #expect(app.keyWindow?.find(.text, "Total")?.attributes[.focused] == true, "the display is told to move focus")
        #expect(app.keyWindow?.find(.text, "total has focus") != nil)
        // The person focuses the name: the optional state follows, and the total's lets go.
        try app.focus(.text, "Name")
        #expect(app.keyWindow?.find(.text, "field: name") != nil)
        #expect(app.keyWindow?.find(.text, "total has no focus") != nil)
        #expect(app.keyWindow?.find(.text, "Total")?.attributes[.focused] == nil)
    }

    @Test func theFirstSpellingsDoWhatTheirReplacementsDo() throws {
        let ui = ViewHarness(VStack {
            Text("Old")
                .accessibility(label: Text("Label"))
                .accessibility(hint: Text("Hint"))
                .accessibility(value: Text("Value"))
                .accessibility(identifier: "old")
                .accessibility(addTraits: .isLink)
                .accessibility(sortPriority: 1)
            Text("Gone").accessibility(hidden: true)
        })
        let old = try ui.element(.text, "Label")
        #expect(old.attributes[.hint] == "Hint" && old.attributes[.accessibilityValue] == "Value")
        #expect(old.attributes[.identifier] == "old" && old.attributes[.traits] == "isLink")
        #expect(old.number(.sortPriority) == 1)
        #expect(ui.find(.text, "Gone")?.attributes[.accessibilityHidden] == true)
    }

    @Test func voiceOverOnlyModifiersKeepTheChainAndLeaveTheElementAsItWas() throws {
        let chained: ModifiedContent<Text, AccessibilityAttachmentModifier> = Text("Key")
            .accessibilityInputLabels(["Key", "Door key"])
            .accessibilityActivationPoint(UnitPoint.center)
            .accessibilityTextContentType(.sourceCode)
            .accessibilityLabel("Key label")
        let ui = ViewHarness(chained)
        let key = try ui.element(.text, "Key label")
        #expect(Set(key.attributes.keys) == [.label])
    }

    @Test func textSizeCategoriesAreDynamicTypeSizes() throws {
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(ContentSizeCategory.small < .large && ContentSizeCategory.large >= .large)
        var environment = EnvironmentValues()
        environment.sizeCategory = .extraLarge
        #expect(environment.dynamicTypeSize == .xLarge && environment.sizeCategory == .extraLarge)
        let ui = ViewHarness(Text("Big").environment(\.sizeCategory, .accessibilityLarge))
        #expect(ui.find(.text, "Big")?.attributes[.dynamicTypeSize] == "accessibility2")
    }

    @Test func settingsAPageIsNotToldHaveAMacsDefaults() {
        let environment = EnvironmentValues()
        #expect(!environment.accessibilityEnabled && !environment.accessibilitySwitchControlEnabled)
        #expect(environment.accessibilityPlayAnimatedImages && !environment.accessibilityReduceTransparency)
        #expect(!environment.accessibilityShowButtonShapes && !environment.accessibilityDimFlashingLights)
        var technologies: AccessibilityTechnologies = [.voiceOver]
        technologies.insert(.switchControl)
        #expect(technologies.contains(.switchControl) && technologies.remove(.voiceOver) == .voiceOver)
        #expect(technologies == .switchControl)
    }

    @Test func ignoringInvertedColoursIsLeftOnTheElement() throws {
        let ui = ViewHarness(VStack {
            Text("Photo").accessibilityIgnoresInvertColors()
            Text("Icon").accessibilityIgnoresInvertColors(false)
        })
        #expect(ui.find(.text, "Photo")?.attributes[.ignoresInvertColors] == true)
        #expect(ui.find(.text, "Icon")?.attributes[.ignoresInvertColors] == nil)
    }

    @Test func rotorsCompileAsInSwiftUIAndLeaveTheViewUnchanged() throws {
        let messages = [Message(id: 1, subject: "Lunch"), Message(id: 2, subject: "Invoice")]
        let body = "Read the invoice"
        let ui = ViewHarness(VStack {
            Text("Inbox").accessibilityRotor("Unread") {
                ForEach(messages) { message in
                    AccessibilityRotorEntry(message.subject, id: message.id)
                }
                AccessibilityRotorEntry("Invoice", textRange: body.startIndex..<body.endIndex)
            }
            Text("Outbox").accessibilityRotor(.headings, entries: messages, entryLabel: \.subject)
        })
        #expect(ui.find(.text, "Inbox")?.attributes.isEmpty == true)
        #expect(ui.find(.text, "Outbox")?.attributes.isEmpty == true)
    }
}
