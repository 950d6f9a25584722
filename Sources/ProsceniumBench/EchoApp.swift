import ArgumentParser
import Proscenium
import ProsceniumWeb

/// The app `load` serves: each window echoes what is typed into its field,
/// so every `input` event makes one visible patch (the echo's text), and the
/// state is the window's own: one page's events never update another page.
struct EchoApp: App {
    var body: some Scene {
        WindowGroup("Echo") { EchoView() }
    }
}

struct EchoView: View {
    @State private var text = ""

    var body: some View {
        VStack(spacing: 8) {
            TextField("Type here", text: $text)
            Text("Echo: \(text)")
        }
        .padding()
    }
}

/// `proscenium-bench serve-echo --port 0 --no-browser`: serves ``EchoApp``
/// as an app's own `main` would (`load` runs it as a child process).
struct ServeEcho: ServeCommand {
    typealias Served = EchoApp

    static let configuration = CommandConfiguration(
        commandName: "serve-echo",
        abstract: "Serves the app the load benchmark drives.",
        shouldDisplay: false
    )

    @OptionGroup var options: DisplayOptions
}

/// A hidden subcommand that serves a bench app (`Served`) as an app's own
/// `main` would, for a benchmark to run as a child process.
protocol ServeCommand: ParsableCommand {
    associatedtype Served: App
    var options: DisplayOptions { get }
}

extension ServeCommand {
    func run() throws {
        let options = self.options
        MainActor.assumeIsolated { AppLauncher.run(Served.self, options: options) }
    }
}
