import ArgumentParser
import Proscenium
import ProsceniumWeb

/// The app `bigapp` serves: each window a document of its own, 400 rows of
/// five views each (a row's stack, a symbol, its name, its count and a
/// button that counts up), 2,000 views a window. The rows are in a
/// `ScrollView`'s `VStack`, not a lazy `List`, so that every view is made.
struct BigDocumentApp: App {
    var body: some Scene {
        WindowGroup("Document") { BigDocumentView() }
    }
}

struct BigDocumentView: View {
    /// Rows of a document: 5 views each.
    nonisolated static let rows = 400

    struct Row: Identifiable {
        var id: Int
        var count = 0
    }

    @State private var rows = (0..<BigDocumentView.rows).map { Row(id: $0) }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 2) {
                ForEach($rows) { $row in
                    HStack {
                        Image(systemName: "doc")
                        Text("Row \(row.id)")
                        Text("\(row.count)")
                        Button("Bump") { row.count += 1 }
                            .accessibilityIdentifier("bump-\(row.id)")
                    }
                }
            }
        }
    }
}

/// `proscenium-bench serve-big --port 0 --no-browser`: serves
/// ``BigDocumentApp`` as an app's own `main` would (`bigapp` runs it as a
/// child process).
struct ServeBig: ServeCommand {
    typealias Served = BigDocumentApp

    static let configuration = CommandConfiguration(
        commandName: "serve-big",
        abstract: "Serves the app the big-app benchmark drives.",
        shouldDisplay: false
    )

    @OptionGroup var options: DisplayOptions
}
