import Foundation
import Testing
@_spi(Testing) @_spi(Display) import Proscenium
import ProsceniumTesting

private struct HapticsView: View {
    @State private var taps = 0
    @State private var level = 0
    var body: some View {
        VStack {
            Button("Tap") { taps += 1 }
                .sensoryFeedback(.success, trigger: taps)
            Button("Up") { level += 1 }
                .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: level) { _, new in new % 2 == 0 }
                .sensoryFeedback(trigger: level) { old, new in new > old && new == 3 ? .levelChange : nil }
            Button("Thud") { UIImpactFeedbackGenerator(style: .rigid).impactOccurred(intensity: 0.25) }
            Button("Fail") { UINotificationFeedbackGenerator().notificationOccurred(.error) }
            Button("Tick") { UISelectionFeedbackGenerator().selectionChanged() }
            Button("Copy") { UIPasteboard.general.string = "copied by UIKit" }
            Button("Site") { UIApplication.shared.open(URL(string: "https://example.com/page")!) }
            Button("Preferences") { UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!) }
            Text("idiom \(UIDevice.current.userInterfaceIdiom.rawValue)")
        }
    }
}

private struct HapticsApp: App {
    var body: some Scene {
        WindowGroup("Main") { HapticsView() }
        Settings { Text("settings here") }
    }
}

@MainActor @Suite struct UIKitNamesTests {
    @Test func sensoryFeedbackPlaysOnItsTriggerAsItsConditionSays() throws {
        let app = try AppHarness(HapticsApp.self)
        #expect(app.feedback.isEmpty)
        try app.click(.button, "Tap")
        #expect(app.feedback == [FeedbackValue(.success)])
        try app.click(.button, "Up")  // 1: odd, and not 3
        #expect(app.feedback.count == 1)
        try app.click(.button, "Up")  // 2: even
        #expect(app.feedback.last == FeedbackValue(.impactHeavy, intensity: 0.5))
        try app.click(.button, "Up")  // 3: the closure's level change
        #expect(app.feedback.last == FeedbackValue(.levelChange))
        #expect(app.feedback.count == 3)
    }

    @Test func feedbackGeneratorsPlayThroughThePage() throws {
        let app = try AppHarness(HapticsApp.self)
        try app.click(.button, "Thud")
        try app.click(.button, "Fail")
        try app.click(.button, "Tick")
        #expect(app.feedback == [FeedbackValue(.impactRigid, intensity: 0.25), FeedbackValue(.error),
                                 FeedbackValue(.selection)])
    }

    @Test func thePasteboardAndApplicationReachThePage() throws {
        let app = try AppHarness(HapticsApp.self)
        try app.click(.button, "Copy")
        #expect(app.copiedTexts.last == "copied by UIKit")
        #expect(UIPasteboard.general.string == "copied by UIKit" && UIPasteboard.general.hasStrings)
        try app.click(.button, "Site")
        #expect(app.openedURLs.last == "https://example.com/page")
        try app.click(.button, "Preferences")
        #expect(app.windows.contains { $0.find(.text, "settings here") != nil })
    }

    @Test func thePasteboardsAreUsedOffTheMainActorAsInUIKitAndAppKit() async throws {
        // Compiles only while neither pasteboard is bound to the main actor.
        // (That the text reaches the page is the test above's: awaiting here
        // lets other suites' apps take `NSApp`'s runtime meanwhile.)
        let read = await Task.detached { () -> String? in
            UIPasteboard.general.string = "copied off the main actor"
            return NSPasteboard.general.string(forType: .string)
        }.value
        #expect(read == "copied off the main actor")
        #expect(UIPasteboard.general.hasStrings)
    }

    @Test func uiColorsArchiveAndComeBackWithEveryAppearance() throws {
        for color in [UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5), UIColor.systemBlue, UIColor.label] {
            let data = try NSKeyedArchiver.archivedData(withRootObject: color, requiringSecureCoding: true)
            let back = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIColor.self, from: data))
            #expect(back == color && back !== color)
        }
        #expect(try NSKeyedUnarchiver.unarchivedObject(
            ofClass: UIColor.self, from: NSKeyedArchiver.archivedData(withRootObject: "text", requiringSecureCoding: false)) == nil)
    }

    @Test func indexPathsHaveTheirRowsItemsAndSections() {
        var path = IndexPath(row: 3, section: 1)
        #expect(path == IndexPath(indexes: [1, 3]) && path.row == 3 && path.section == 1 && path.item == 3)
        path.row = 5
        path.section = 2
        #expect(path == IndexPath(item: 5, section: 2))
    }

    @Test func theDeviceIdiomFollowsThePagesPointerAndSize() throws {
        let app = try AppHarness(HapticsApp.self)
        // A desktop page: a Mac.
        #expect(try app.window("Main").find(.text, "idiom 5") != nil)
        try app.send(HostEvent(kind: .screen, value: #"{"frame": [390, 844], "visible": [0, 24, 390, 820], "scale": 3, "touch": true}"#))
        #expect(try app.window("Main").find(.text, "idiom 0") != nil)
        try app.send(HostEvent(kind: .screen, value: #"{"frame": [1024, 768], "visible": [0, 24, 1024, 744], "scale": 2, "touch": true}"#))
        #expect(try app.window("Main").find(.text, "idiom 1") != nil)
    }

    @Test func textInputHintsReachTheTextFieldsBelow() throws {
        let ui = ViewHarness(VStack {
            TextField("Name", text: .constant("")).textInputAutocapitalization(.words)
            TextField("Code", text: .constant(""))
            TextField("Plain", text: .constant("")).autocapitalization(.none).disableAutocorrection(false)
        }
        .autocorrectionDisabled())
        let name = try ui.element(.textfield, "Name")
        #expect(name.attributes[.autocapitalize] == "words" && name.attributes[.autocorrect] == false)
        let code = try ui.element(.textfield, "Code")
        #expect(code.attributes[.autocapitalize] == nil && code.attributes[.autocorrect] == false)
        let plain = try ui.element(.textfield, "Plain")
        #expect(plain.attributes[.autocapitalize] == "none" && plain.attributes[.autocorrect] == nil)
    }

    @Test func uiImagesAreDrawnAsTheirBytesOrSymbol() throws {
        let image = try #require(UIImage(data: pushpinPNG))
        #expect(image.size == CGSize(width: 32, height: 32) && image.scale == 1)
        #expect(image.pngData() == pushpinPNG)
        #expect(image.jpegData(compressionQuality: 0.8) == nil)
        let double = try #require(UIImage(data: pushpinPNG, scale: 2))
        #expect(double.size == CGSize(width: 16, height: 16) && double.scale == 2)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(named: "proscenium-no-such-image") == nil)
        #expect(UIImage(contentsOfFile: "/nonexistent/proscenium.png") == nil)
        let symbol = try #require(UIImage(systemName: "heart.fill"))
        let ui = ViewHarness(VStack {
            Image(uiImage: image)
            Image(uiImage: symbol)
            Image(uiImage: double)
        })
        let images = ui.all(.image)
        let asset = try #require(images[0][string: .asset].flatMap { ui.graph.imageAssets.displayAsset(forKey: $0) })
        #expect(asset.data == pushpinPNG)
        #expect(images[1].attributes[.systemName] == "heart.fill")
        #expect(images[2].number(.scale) == 2)
    }
}
