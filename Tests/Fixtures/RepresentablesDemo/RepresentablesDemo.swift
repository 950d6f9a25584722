// AppKit, UIKit and WebKit views in SwiftUI through representables, as apps
// wrap them: an NSTextView in its scroll view with a coordinator that writes
// back, a UITextField, a spinner, a visual effect view, web views of an HTML
// string and of an address (REPRESENTABLES_WEB_URL), and a "window accessor"
// that names its window. Driven by BrowserTests/test_representables.py.
//
//     swift run RepresentablesDemo [--port N] [--no-browser]
import Foundation
import SwiftUI
import WebKit

@main
struct RepresentablesDemo: App {
    var body: some Scene {
        WindowGroup("Representables") { RepresentablesView() }
        Window("Mouse Pad", id: "mouse-pad") { MousePadWindow() }
    }
}

struct RepresentablesView: View {
    /// An HTML string with its own style and script, as apps load them.
    static let page = """
        <h1 style="color: rgb(200, 0, 0)">Hello from HTML</h1><p id="run">script off</p>
        <script>document.getElementById("run").textContent = "script ran";</script>
        """
    @State private var notes = "Some notes"
    @State private var name = ""
    @State private var busy = true

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            NotesEditor(text: $notes).frame(height: 80)
            Text("Notes: \(notes)")
            NameField(text: $name)
            Text("Name: \(name)")
            HStack {
                Spinner(isAnimating: busy)
                Button(busy ? "Stop" : "Start") { busy.toggle() }
                EffectBox().frame(width: 80, height: 40)
            }
            WebPage(html: Self.page, url: nil).frame(height: 90)
            if let address = ProcessInfo.processInfo.environment["REPRESENTABLES_WEB_URL"], let url = URL(string: address) {
                WebPage(html: nil, url: url).frame(height: 90)
            }
            WindowAccessor()
            OpenMousePad()
        }
        .padding()
    }
}

struct NotesEditor: NSViewRepresentable {
    @Binding var text: String

    func makeNSView(context: Context) -> NSScrollView {
        let scrollView = NSTextView.scrollableTextView()
        let textView = scrollView.documentView as! NSTextView
        textView.delegate = context.coordinator
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

struct NameField: UIViewRepresentable {
    @Binding var text: String

    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.placeholder = "Your name"
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

struct Spinner: UIViewRepresentable {
    let isAnimating: Bool
    func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView(style: .medium) }
    func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {
        isAnimating ? uiView.startAnimating() : uiView.stopAnimating()
    }
}

struct EffectBox: NSViewRepresentable {
    func makeNSView(context: Context) -> NSVisualEffectView {
        let view = NSVisualEffectView()
        view.material = .sheet
        view.identifier = NSUserInterfaceItemIdentifier("effect")
        return view
    }
    func updateNSView(_ nsView: NSVisualEffectView, context: Context) {}
}

struct WebPage: NSViewRepresentable {
    let html: String?
    let url: URL?
    func makeNSView(context: Context) -> WKWebView { WKWebView() }
    func updateNSView(_ nsView: WKWebView, context: Context) {
        if let html { nsView.loadHTMLString(html, baseURL: nil) }
        if let url, nsView.url != url { nsView.load(URLRequest(url: url)) }
    }
}

struct WindowAccessor: NSViewRepresentable {
    func makeNSView(context: Context) -> NSView {
        let view = NSView()
        DispatchQueue.main.async { view.window?.title = "Accessed window" }
        return view
    }
    func updateNSView(_ nsView: NSView, context: Context) {}
}
