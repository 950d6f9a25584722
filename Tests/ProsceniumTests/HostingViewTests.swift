import Foundation
import ProsceniumHost
import Testing
import Proscenium
import ProsceniumTesting

private struct Tally: View {
    let title: String
    @State private var count = 0
    var body: some View {
        VStack {
            Text("\(title) \(count)")
            Button("Count \(title)") { count += 1 }
        }
    }
}

/// An AppKit container whose subview hosts SwiftUI.
private struct Container: NSViewRepresentable {
    let title: String

    func makeNSView(context: Context) -> NSView {
        let box = NSView()
        box.addSubview(NSHostingView(rootView: Tally(title: title)))
        return box
    }

    func updateNSView(_ nsView: NSView, context: Context) {
        (nsView.subviews.first as? NSHostingView<Tally>)?.rootView = Tally(title: title)
    }
}

private struct Controller: NSViewControllerRepresentable {
    func makeNSViewController(context: Context) -> NSHostingController<Tally> {
        NSHostingController(rootView: Tally(title: "Hosted"))
    }

    func updateNSViewController(_ controller: NSHostingController<Tally>, context: Context) {}
}

private struct Screen: View {
    @State private var title = "Apples"
    var body: some View {
        VStack {
            Container(title: title)
            Controller()
            Button("Rename") { title = "Pears" }
        }
    }
}

/// `NSHostingView` and `NSHostingController` show their SwiftUI content
/// wherever AppKit views show, with its own state.
@MainActor @Suite struct HostingViewTests {
    @Test func hostedSwiftUIShowsWorksAndFollowsItsRootView() throws {
        let ui = ViewHarness(Screen())
        #expect(ui.find(.text, "Apples 0") != nil)
        #expect(ui.find(.text, "Hosted 0") != nil, "a hosting controller's view shows its content")
        try ui.click(.button, "Count Apples")
        try ui.click(.button, "Count Hosted")
        #expect(ui.find(.text, "Apples 1") != nil && ui.find(.text, "Hosted 1") != nil)
        try ui.click(.button, "Rename")
        #expect(ui.find(.text, "Pears 1") != nil, "a new root view shows, its state kept")
    }

    @Test func aHostingViewIsAsLargeAsItsContentUnlessToldOtherwise() {
        let hosting = NSHostingView(rootView: Text("Sized"))
        #expect(hosting.sizingOptions == .standardBounds)
        let controller = NSHostingController(rootView: Text("Sized"))
        controller.sizingOptions = [.minSize]
        #expect(controller.sizingOptions == [.minSize] && controller.rootView == Text("Sized"))
        #expect(controller.view is NSHostingView<Text>)
    }
}
