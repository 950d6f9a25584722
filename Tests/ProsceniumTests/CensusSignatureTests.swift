import Foundation
import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

/// A Boolean focus state tied to a field with `focused(_:equals:)`.
private struct FlagForm: View {
    @FocusState private var editing: Bool
    @State private var name = ""
    @State private var city = ""
    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($editing, equals: true)
            TextField("City", text: $city)
            Text("editing: \(editing ? "yes" : "no")")
        }
    }
}

private struct FlagApp: App {
    var body: some Scene { WindowGroup { FlagForm() } }
}

/// Optional values through a format style, with a string title and a label view.
private struct OptionalForm: View {
    @State private var tip: Double? = nil
    @State private var age: Int? = 3
    var body: some View {
        VStack {
            TextField("Tip" as String, value: $tip, format: .number)
            TextField(value: $age, format: .number) { Text("Age") }
            Text("Tip \(tip.map { "\($0)" } ?? "none")")
            Text("Age \(age.map { "\($0)" } ?? "none")")
        }
    }
}

enum CensusScreen: String, Codable, Hashable { case list, detail }

@MainActor @Suite struct CensusSignatureTests {
    @Test func textOfAResourceAndInterpolatedValuesShowAsTextOfThemDoes() throws {
        let resource = LocalizedStringResource("Shelf of \(3) books")
        #expect(Text(resource).plainText == "Shelf of 3 books")
        // A literal stays a key (Markdown read), not a resource.
        #expect(Text("**Bold**").plainText == "Bold")
        let range = Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 3600)
        let interval = DateInterval(start: range.lowerBound, end: range.upperBound)
        let ui = ViewHarness(VStack {
            Text("From \(range)")
            Text(range)
            Text("In \(interval)")
            Text("Say \(resource)")
            Text("Styled \(AttributedString("words"))")
        }.environment(\.locale, Locale(identifier: "en_US")).environment(\.timeZone, TimeZone(identifier: "UTC")!))
        let texts = ui.all(.text).map { $0.allElements().compactMap(\.text).joined() }
        let shownRange = texts[1]
        #expect(!shownRange.isEmpty && texts[0] == "From " + shownRange, "\(texts)")
        #expect(texts[2] == "In " + shownRange, "\(texts)")
        #expect(texts[3] == "Say Shelf of 3 books" && texts[4] == "Styled words", "\(texts)")
        // An image, as a key interpolates it.
        let star = Image(systemName: "star")
        #expect(Text(star).plainText == Text("\(star)").plainText && Text(star) != Text("star"))
    }

    @Test func aProgressViewShowsAFoundationProgress() throws {
        let progress = Progress(totalUnitCount: 4)
        progress.completedUnitCount = 1
        let ui = ViewHarness(VStack { ProgressView(progress); ProgressView(Progress(totalUnitCount: -1)) })
        let bars = ui.all(.progress)
        #expect(bars[0].attributes[.value] == .number(0.25) && bars[0].attributes[.total] == .number(1))
        // Indeterminate (no total): a spinner, with no value.
        #expect(bars[1].attributes[.value] == nil)
    }

    @Test func aBooleanFocusStateFollowsItsFieldThroughFocusedEquals() throws {
        let app = try AppHarness(FlagApp.self)
        #expect(app.keyWindow?.find(.text, "editing: no") != nil)
        try app.focus(.textfield, "Name")
        #expect(app.keyWindow?.find(.text, "editing: yes") != nil)
        try app.focus(.textfield, "City")
        #expect(app.keyWindow?.find(.text, "editing: no") != nil)
    }

    @Test func optionalFormattedFieldsClearToNil() throws {
        let ui = ViewHarness(OptionalForm())
        try ui.type("7.5", into: "Tip")
        try ui.send(HostEvent(kind: .submit, target: try ui.element(.textfield, "Tip").id))
        #expect(ui.find(.text, "Tip 7.5") != nil)
        #expect(try ui.element(.textfield, "Age").attributes[.value] == "3")
        try ui.type("", into: "Age")
        try ui.send(HostEvent(kind: .submit, target: try ui.element(.textfield, "Age").id))
        #expect(ui.find(.text, "Age none") != nil)
    }

    @Test func aPathOfCodableValuesIsSavedAndRestored() throws {
        var path = NavigationPath()
        path.append(CensusScreen.list)
        path.append(42)
        path.append("notes")
        let representation = try #require(path.codable)
        let data = try JSONEncoder().encode(representation)
        let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
        #expect(restored == path && restored.count == 3)
        // A value that is not Codable: the path cannot be saved.
        struct Plain: Hashable {}
        path.append(Plain())
        #expect(path.codable == nil)
        // A type this program does not have is an error, not a lost value.
        let unknown = Data(#"["NoSuchType","1"]"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: unknown) }
    }

    @Test func signaturesAsAppleDeclaresThem() {
        // The first form of `system(size:weight:design:)`, with values always given.
        let always: (CGFloat, Font.Weight, Font.Design) -> Font = Font.system(size:weight:design:)
        #expect(always(13, .bold, .serif) == Font.system(size: 13, weight: .bold, design: .serif))
        #expect(always(13, .bold, .serif) != Font.system(size: 13))
        var kinds = ContentShapeKinds.interaction
        kinds.rawValue |= ContentShapeKinds.dragPreview.rawValue
        #expect(kinds.contains(.dragPreview))
        var interactions = FocusInteractions.activate
        interactions.rawValue = FocusInteractions.edit.rawValue
        #expect(interactions == .edit)
        let point: CGPoint.AnimatableData = CGPoint(x: 1, y: 2).animatableData
        #expect(point.first == 1 && point.second == 2)
    }

    @Test func renderingModeTellsTheDisplayHowToDrawAnImage() {
        let ui = ViewHarness(VStack {
            Image("picture").renderingMode(.template)
            Image("picture").renderingMode(.original)
            Image("picture")
            Image(systemName: "heart.fill").renderingMode(.original)
            Image(systemName: "heart.fill").renderingMode(.template)
            Image(systemName: "heart.fill").renderingMode(.original).symbolRenderingMode(.hierarchical)
        }.symbolRenderingMode(.multicolor))
        let images = ui.all(.image)
        #expect(images[0].attributes[.renderingMode] == "template")
        #expect(images[1].attributes[.renderingMode] == "original")
        #expect(images[2].attributes[.renderingMode] == nil)
        #expect(images[3].attributes[.symbolRenderingMode] == "multicolor")
        #expect(images[4].attributes[.symbolRenderingMode] == "monochrome")
        #expect(images[5].attributes[.symbolRenderingMode] == "hierarchical")
        // The modifier keeps the type an `Image`, as SwiftUI's does.
        let image: Image = Image(systemName: "star").renderingMode(.template)
        #expect(ViewHarness(image).all(.image).first?.attributes[.symbolRenderingMode] == "monochrome")
    }
}

@MainActor @Suite struct TimelineContextTests {
    @Test func aContentClosureOfTheViewsOwnContextIsGivenTheDate() {
        let start = Date(timeIntervalSince1970: 1_000_000)
        let content: (TimelineView<PeriodicTimelineSchedule, Text>.Context) -> Text = { context in
            Text("\(Int(context.date.timeIntervalSince1970)) \(context.cadence == .minutes ? "minutes" : "other")")
        }
        let ui = ViewHarness(TimelineView(.periodic(from: start, by: 120), content: content))
        let shown = ui.all(.text).first?.text ?? ""
        #expect(shown.hasSuffix(" minutes") && Int(shown.split(separator: " ")[0])! >= 1_000_000, "\(shown)")
    }
}
