import SwiftUI

/// A notebook as Mac apps lay one out: an `HSplitView` of a list of pages
/// and the page, with a divider the person drags; menus in the bordered and
/// borderless styles; a picture loaded by `AsyncImage` and the same picture
/// as an `NSImage`; and what assistive technology says of them.
///
/// The picture is the file `NOTEBOOK_IMAGE` names (any PNG or JPEG); without
/// it the picture fails to load and says so.
@main
struct NotebookApp: App {
    var body: some Scene {
        WindowGroup("Notebook") {
            NotebookView()
        }
        .defaultSize(width: 760, height: 520)
    }
}

struct NotebookView: View {
    @State private var pages = ["Ideas", "Errands", "Reading"]
    @State private var selection: String? = "Ideas"
    @State private var volume = 0.6

    private let pictureURL = ProcessInfo.processInfo.environment["NOTEBOOK_IMAGE"].map { URL(fileURLWithPath: $0) }

    var body: some View {
        HSplitView {
            List(pages, id: \.self, selection: $selection) { page in
                Text(page)
            }
            .frame(minWidth: 140, idealWidth: 200, maxWidth: 360)
            .accessibilityIdentifier("pages")

            VStack(alignment: .leading, spacing: 12) {
                Text(selection ?? "No page")
                    .font(.title)
                    .accessibilityAddTraits(.isHeader)
                HStack {
                    Menu("Bordered") {
                        Button("Rename") {}
                    }
                    Menu("Borderless") {
                        Button("Delete") {}
                    }
                    .menuStyle(.borderlessButton)
                }
                HStack(spacing: 16) {
                    AsyncImage(url: pictureURL) { phase in
                        if let image = phase.image {
                            image.resizable().frame(width: 48, height: 48)
                        } else if phase.error != nil {
                            Text("No picture")
                        } else {
                            ProgressView()
                        }
                    }
                    .accessibilityIdentifier("async-picture")
                    if let path = pictureURL?.path, let picture = NSImage(contentsOfFile: path) {
                        Image(nsImage: picture)
                            .resizable()
                            .frame(width: 48, height: 48)
                            .accessibilityIdentifier("ns-picture")
                    }
                }
                Slider(value: $volume)
                    .accessibilityValue("\(Int(volume * 100)) percent")
                Spacer()
            }
            .padding()
            .frame(minWidth: 240, maxWidth: .infinity, maxHeight: .infinity)
        }
    }
}
