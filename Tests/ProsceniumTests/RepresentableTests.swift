import Foundation
import Testing
@_spi(Testing) @_spi(Display) import Proscenium
import ProsceniumTesting
import WebKit

/// Counts what SwiftUI calls on a representable, per test.
@MainActor private final class Calls {
    var coordinators = 0
    var makes = 0
    var updates: [String] = []
    var dismantled = 0
    var lastTransactionAnimated = false
    var lastColorScheme: ColorScheme?
}

private final class CountingCoordinator {
    let calls: Calls
    init(calls: Calls) { self.calls = calls }
}

private struct CountingView: NSViewRepresentable {
    let calls: Calls
    let label: String

    func makeCoordinator() -> CountingCoordinator {
        calls.coordinators += 1
        return CountingCoordinator(calls: calls)
    }

    func makeNSView(context: Context) -> NSTextField {
        calls.makes += 1
        #expect(context.coordinator.calls === calls)
        return NSTextField(labelWithString: "")
    }

    func updateNSView(_ nsView: NSTextField, context: Context) {
        calls.updates.append(label)
        calls.lastColorScheme = context.environment.colorScheme
        nsView.stringValue = "shows \(label)"
    }

    static func dismantleNSView(_ nsView: NSTextField, coordinator: CountingCoordinator) {
        coordinator.calls.dismantled += 1
    }
}

private struct CountingHost: View {
    let calls: Calls
    @State private var label = "one"
    @State private var shown = true
    @State private var other = 0

    var body: some View {
        VStack {
            if shown { CountingView(calls: calls, label: label) }
            Button("Relabel") { label = "two" }
            Button("Other \(other)") { other += 1 }
            Button("Remove") { shown = false }
        }
    }
}

/// The coordinator pattern apps use for `NSTextView` (PORTING.md's corpus).
private struct TextViewWrapper: NSViewRepresentable {
    @Binding var text: String

    func makeNSView(context: Context) -> NSScrollView {
        let scrollView = NSTextView.scrollableTextView()
        let textView = scrollView.documentView as! NSTextView
        textView.delegate = context.coordinator
        textView.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
        textView.string = text
        return scrollView
    }

    func updateNSView(_ nsView: NSScrollView, context: Context) {
        let textView = nsView.documentView as! NSTextView
        if textView.string != text { textView.string = text }
    }

    func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

    final class Coordinator: NSObject, NSTextViewDelegate {
        @Binding var text: String
        init(text: Binding<String>) { _text = text }
        func textDidChange(_ notification: Notification) {
            guard let textView = notification.object as? NSTextView else { return }
            text = textView.string
        }
    }
}

private struct NotesView: View {
    @State private var text = "first"
    var body: some View {
        VStack {
            TextViewWrapper(text: $text)
            Text("model: \(text)")
            Button("Reset") { text = "reset" }
        }
    }
}

private struct SearchFieldWrapper: UIViewRepresentable {
    @Binding var text: String
    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.placeholder = "Search"
        field.delegate = context.coordinator
        return field
    }
    func updateUIView(_ uiView: UITextField, context: Context) { uiView.text = text }
    func makeCoordinator() -> Coordinator { Coordinator(text: $text) }
    final class Coordinator: NSObject, UITextFieldDelegate {
        @Binding var text: String
        init(text: Binding<String>) { _text = text }
        func textFieldDidChangeSelection(_ textField: UITextField) { text = textField.text ?? "" }
    }
}

private struct Spinner: UIViewRepresentable {
    let isAnimating: Bool
    func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView(style: .large) }
    func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {
        isAnimating ? uiView.startAnimating() : uiView.stopAnimating()
    }
}

private struct Blur: NSViewRepresentable {
    func makeNSView(context: Context) -> NSVisualEffectView {
        let view = NSVisualEffectView()
        view.material = .sheet
        return view
    }
    func updateNSView(_ nsView: NSVisualEffectView, context: Context) {}
}

private struct UIBlur: UIViewRepresentable {
    func makeUIView(context: Context) -> UIVisualEffectView {
        UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial))
    }
    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
}

private struct Bar: NSViewRepresentable {
    let value: Double
    func makeNSView(context: Context) -> NSProgressIndicator {
        let bar = NSProgressIndicator()
        bar.isIndeterminate = false
        bar.maxValue = 10
        return bar
    }
    func updateNSView(_ nsView: NSProgressIndicator, context: Context) { nsView.doubleValue = value }
}

private struct Box: NSViewRepresentable {
    func makeNSView(context: Context) -> NSView {
        let box = NSView(frame: NSRect(x: 0, y: 0, width: 120, height: 40))
        let inner = NSView(frame: NSRect(x: 10, y: 10, width: 20, height: 20))
        inner.identifier = NSUserInterfaceItemIdentifier("inner")
        box.addSubview(inner)
        return box
    }
    func updateNSView(_ nsView: NSView, context: Context) {}
}

private struct Sized: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
        CGSize(width: proposal.width ?? 200, height: 30)
    }
}

private struct WebPage: NSViewRepresentable {
    let html: String?
    let url: URL?
    func makeNSView(context: Context) -> WKWebView { WKWebView() }
    func updateNSView(_ nsView: WKWebView, context: Context) {
        if let html { nsView.loadHTMLString(html, baseURL: nil) }
        if let url, nsView.url != url { nsView.load(URLRequest(url: url)) }
    }
}

private final class LabelController: NSViewController {
    var appeared = 0
    override func loadView() { view = NSTextField(labelWithString: "from a controller") }
    override func viewDidAppear() { appeared += 1 }
}

private struct ControllerView: NSViewControllerRepresentable {
    let made: (LabelController) -> Void
    func makeNSViewController(context: Context) -> LabelController {
        let controller = LabelController()
        made(controller)
        return controller
    }
    func updateNSViewController(_ nsViewController: LabelController, context: Context) {}
}

private struct PickerController: UIViewControllerRepresentable {
    @Binding var picked: String
    func makeUIViewController(context: Context) -> UIViewController {
        let controller = UIViewController()
        let field = UITextField()
        field.delegate = context.coordinator
        field.placeholder = "Name"
        controller.view = field
        return controller
    }
    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
    func makeCoordinator() -> Coordinator { Coordinator(picked: $picked) }
    final class Coordinator: NSObject, UITextFieldDelegate {
        @Binding var picked: String
        init(picked: Binding<String>) { _picked = picked }
        func textFieldDidChangeSelection(_ textField: UITextField) { picked = textField.text ?? "" }
    }
}

/// The "window accessor" pattern: a view that reaches its window once shown.
private struct WindowAccessor: NSViewRepresentable {
    let found: (NSWindow?) -> Void
    func makeNSView(context: Context) -> NSView {
        let view = NSView()
        let found = self.found
        DispatchQueue.main.async { found(view.window) }
        return view
    }
    func updateNSView(_ nsView: NSView, context: Context) {}
}

@MainActor private final class FieldBox { var field: NSTextField? }

private struct HeldField: NSViewRepresentable {
    let calls: Calls
    let box: FieldBox
    func makeNSView(context: Context) -> NSTextField {
        let field = NSTextField(labelWithString: "before")
        box.field = field
        return field
    }
    func updateNSView(_ nsView: NSTextField, context: Context) { calls.updates.append("held") }
}

@MainActor private final class WindowBox { var window: NSWindow?; var done = false }
@MainActor private let accessorBox = WindowBox()

private struct AccessorApp: App {
    var body: some Scene {
        WindowGroup("Accessed") {
            WindowAccessor { window in
                accessorBox.window = window
                accessorBox.done = true
                window?.title = "Renamed by accessor"
            }
        }
    }
}

@MainActor @Suite struct RepresentableTests {
    @Test func makeAndCoordinatorOnceUpdateOnChangeDismantleOnRemoval() throws {
        let calls = Calls()
        let ui = ViewHarness(CountingHost(calls: calls))
        #expect(calls.coordinators == 1 && calls.makes == 1)
        #expect(calls.updates == ["one"])
        #expect(ui.find(.text, "shows one") != nil)

        try ui.click(.button, "Relabel")
        #expect(calls.coordinators == 1 && calls.makes == 1)
        #expect(calls.updates == ["one", "two"])
        #expect(ui.find(.text, "shows two") != nil)

        // Unchanged inputs: no update.
        try ui.click(.button, "Other 0")
        #expect(calls.updates == ["one", "two"])

        #expect(calls.dismantled == 0)
        try ui.click(.button, "Remove")
        #expect(calls.dismantled == 1)
        #expect(ui.find(.text, "shows two") == nil)
    }

    @Test func theContextCarriesTheEnvironment() throws {
        let calls = Calls()
        _ = ViewHarness(CountingView(calls: calls, label: "dark").environment(\.colorScheme, .dark))
        #expect(calls.lastColorScheme == .dark)
    }

    @Test func aTextViewsEditsReachTheBindingThroughItsCoordinator() throws {
        let ui = ViewHarness(NotesView())
        let editor = try #require(ui.all(.texteditor).first)
        #expect(editor.attributes[.value]?.string == "first")
        #expect(editor.attributes[.font] != nil)
        try ui.send(HostEvent(kind: .input, target: editor.id, value: "typed here"))
        #expect(ui.find(.text, "model: typed here") != nil)
        // The model changes the text view through updateNSView.
        try ui.click(.button, "Reset")
        #expect(ui.all(.texteditor).first?.attributes[.value]?.string == "reset")
    }

    @Test func aUITextFieldShowsAsAFieldAndWritesBack() throws {
        struct Host: View {
            @State var text = ""
            var body: some View {
                VStack {
                    SearchFieldWrapper(text: $text)
                    Text("query: \(text)")
                }
            }
        }
        let ui = ViewHarness(Host())
        let field = try ui.element(.textfield, "Search")
        #expect(field.attributes[.placeholder]?.string == "Search")
        try ui.type("swift", into: "Search")
        #expect(ui.find(.text, "query: swift") != nil)
        #expect(try ui.element(.textfield, "Search").attributes[.value]?.string == "swift")
    }

    @Test func anActivityIndicatorIsASpinnerShownWhileAnimating() throws {
        struct Host: View {
            @State var busy = true
            var body: some View {
                VStack {
                    Spinner(isAnimating: busy)
                    Button("Stop") { busy = false }
                }
            }
        }
        let ui = ViewHarness(Host())
        let spinner = try #require(ui.all(.progress).first)
        #expect(spinner.attributes[.value] == nil && spinner.attributes[.style]?.string == "circular")
        #expect(spinner.attributes[.hidden] == nil)
        try ui.click(.button, "Stop")
        #expect(ui.all(.progress).first?.attributes[.hidden] == true)
    }

    @Test func aProgressIndicatorBarShowsItsValue() throws {
        let ui = ViewHarness(Bar(value: 4))
        let bar = try #require(ui.all(.progress).first)
        #expect(bar.attributes[.value]?.number == 4 && bar.attributes[.total]?.number == 10)
    }

    @Test func visualEffectViewsPaintAMaterial() throws {
        let ui = ViewHarness(VStack { Blur(); UIBlur() })
        let painted = ui.elements.compactMap(\.backgroundPaint)
        #expect(painted == [.material(.thick, opacity: 1), .material(.ultraThin, opacity: 1)])
    }

    @Test func anyOtherViewIsABoxOfItsFrameWithItsSubviews() throws {
        let ui = ViewHarness(Box())
        let frames = ui.all(.frame)
        // The top view fills what it is offered; its subviews are their frames.
        let box = try #require(frames.first { $0.attributes[.maxWidth]?.length == .infinity })
        #expect(box.attributes[.maxHeight]?.length == .infinity && box.attributes[.width] == nil)
        let inner = try #require(box.children.first)
        #expect(inner.attributes[.identifier]?.string == "inner")
        #expect(inner.attributes[.width]?.length == 20)
        #expect(inner.attributes[.position]?.string == "20 20")
    }

    @Test func sizeThatFitsGivesTheViewItsIdealSize() throws {
        let ui = ViewHarness(Sized())
        let box = try #require(ui.all(.frame).first)
        #expect(box.attributes[.width]?.length == 200 && box.attributes[.height]?.length == 30)
        #expect(box.attributes[.maxWidth] == nil && box.attributes[.maxHeight] == nil)
    }

    @Test func aWebViewShowsItsHTMLOrItsURL() throws {
        let html = ViewHarness(WebPage(html: "<p>Hello from HTML</p>", url: nil))
        let page = try #require(html.all(.webview).first)
        #expect(page.attributes[.html]?.string == "<p>Hello from HTML</p>")
        #expect(page.attributes[.url] == nil)
        // A display serves the HTML by its key, as a document of its own.
        let key = try #require(page.attributes[.document]?.string)
        #expect(WebDocuments.shared.document(forKey: key) == "<p>Hello from HTML</p>")

        let url = URL(string: "https://example.com/docs")!
        let remote = ViewHarness(WebPage(html: nil, url: url))
        #expect(remote.all(.webview).first?.attributes[.url]?.string == "https://example.com/docs")
    }

    @Test func aWebViewsPropertiesFollowItsLoads() {
        let view = WKWebView()
        #expect(view.url == nil && !view.canGoBack)
        view.load(URLRequest(url: URL(string: "https://example.com/a")!))
        view.loadHTMLString("<title>Doc</title><p>x</p>", baseURL: URL(string: "https://example.com/"))
        #expect(view.title == "Doc" && view.url?.absoluteString == "https://example.com/" && view.canGoBack)
        view.goBack()
        #expect(view.url?.absoluteString == "https://example.com/a")
    }

    @Test func aViewControllersViewShowsAndItHearsItAppeared() throws {
        var controller: LabelController?
        let ui = ViewHarness(ControllerView { controller = $0 })
        #expect(ui.find(.text, "from a controller") != nil)
        #expect(controller?.appeared == 1)
    }

    @Test func aUIViewControllersFieldWritesBack() throws {
        struct Host: View {
            @State var picked = ""
            var body: some View {
                VStack {
                    PickerController(picked: $picked)
                    Text("picked: \(picked)")
                }
            }
        }
        let ui = ViewHarness(Host())
        try ui.type("Ada", into: "Name")
        #expect(ui.find(.text, "picked: Ada") != nil)
    }

    @Test func aViewsOwnChangeShowsWithoutUpdatingTheRepresentable() throws {
        let calls = Calls()
        let box = FieldBox()
        let ui = ViewHarness(HeldField(calls: calls, box: box))
        #expect(ui.find(.text, "before") != nil)
        // As a coordinator's callback would, later, outside any update.
        box.field?.stringValue = "after"
        box.field?.isHidden = true
        try ui.update()
        let shown = try #require(ui.find(.text, "after"))
        #expect(shown.attributes[.hidden] == true)
        #expect(calls.updates.count == 1)
    }

    @Test func theWindowAccessorPatternReachesItsWindow() async throws {
        let app = try AppHarness(AccessorApp.self)
        _ = app
        for _ in 0..<50 where !accessorBox.done {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(accessorBox.window != nil)
        try await Task.sleep(for: .milliseconds(50))
        try await app.settle()
        #expect(app.windows.contains { $0.attributes.title == "Renamed by accessor" })
    }
}
