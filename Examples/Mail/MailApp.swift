// Mail: the mail viewer of the WindowGroup reference page. A viewer window
// lists messages; "Open new mail viewer" opens another viewer
// (`WindowGroup(id:)`), and each message opens in a window of its own
// (`WindowGroup(for: Message.ID.self)`), once. Plain SwiftUI code.
import SwiftUI

@main
struct MailApp: App {
    @StateObject private var mailbox = Mailbox()

    var body: some Scene {
        WindowGroup(id: "mail-viewer") {
            MailViewer()
                .environmentObject(mailbox)
        }

        WindowGroup(for: Message.ID.self) { $messageID in
            MessageDetail(messageID: messageID)
                .environmentObject(mailbox)
        }
    }
}

struct Message: Identifiable, Hashable {
    let id: UUID
    var sender: String
    var subject: String
    var body: String
}

final class Mailbox: ObservableObject {
    @Published var messages = [
        Message(id: UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!, sender: "Ada",
                subject: "Engines", body: "The analytical engine weaves algebraic patterns."),
        Message(id: UUID(uuidString: "00000000-0000-0000-0000-00000000000B")!, sender: "Grace",
                subject: "Compilers", body: "It's easier to ask forgiveness than permission."),
    ]

    func message(_ id: Message.ID?) -> Message? { messages.first { $0.id == id } }
}

struct MailViewer: View {
    @EnvironmentObject private var mailbox: Mailbox
    @State private var selection: Message.ID?

    var body: some View {
        VStack(alignment: .leading) {
            NewViewerButton()
            List(mailbox.messages, selection: $selection) { message in
                HStack {
                    VStack(alignment: .leading) {
                        Text(message.subject).font(.headline)
                        Text(message.sender).font(.subheadline)
                    }
                    Spacer()
                    NewMessageButton(message: message)
                }
            }
        }
        .padding()
        .navigationTitle("Inbox")
    }
}

struct NewViewerButton: View {
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        Button("Open new mail viewer") {
            openWindow(id: "mail-viewer")
        }
    }
}

struct NewMessageButton: View {
    var message: Message
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        Button("Open") {
            openWindow(value: message.id)
        }
        .help("Open “\(message.subject)” in its own window")
    }
}

struct MessageDetail: View {
    let messageID: Message.ID?
    @EnvironmentObject private var mailbox: Mailbox

    var body: some View {
        if let message = mailbox.message(messageID) {
            VStack(alignment: .leading, spacing: 8) {
                Text(message.subject).font(.title)
                Text("From \(message.sender)")
                Divider()
                Text(message.body)
            }
            .padding()
            .navigationTitle(message.subject)
        } else {
            ContentUnavailableView("No Message", systemImage: "envelope")
        }
    }
}
