import SwiftUI

/// A small app whose views carry previews in every form: run it with
/// `--previews` to see the gallery, or plainly to see its window.
@main
struct PreviewsDemoApp: App {
    var body: some Scene {
        WindowGroup("Previews Demo") {
            CounterView(count: .constant(0))
        }
    }
}
