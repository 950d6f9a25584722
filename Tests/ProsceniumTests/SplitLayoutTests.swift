import CoreGraphics
import Testing
@_spi(Testing) @_spi(Display) import Proscenium
import ProsceniumHost
import ProsceniumLayout
import ProsceniumTesting

private struct SplitNotesApp: App {
    var body: some Scene {
        WindowGroup("Notes") {
            NavigationSplitView {
                List { Text("All Notes") }
            } detail: {
                Text("No Note")
            }
        }
        .commands { SidebarCommands() }
    }
}

/// `NavigationSplitView` as the layout engine places it (`SplitLayout`):
/// columns side by side with a 1-point divider between each two, as an
/// `NSSplitViewController`'s thin divider (`NSSplitView.DividerStyle.thin`);
/// a sidebar 220 points wide unless its views ask otherwise (chosen:
/// Apple documents a "standard" sidebar width without the number, and 220
/// is what the page drew); `navigationSplitViewColumnWidth` as Apple
/// documents it ("a fixed, preferred width", or min, ideal and max); the
/// detail taking the rest, which a content column with no width of its own
/// shares with it. `NavigationSplitViewVisibility` as documented: `.all`
/// every column, `.doubleColumn` the content and detail, `.detailOnly` the
/// detail. `.balanced` "reduces the size of the detail content to make
/// room"; `.prominentDetail` "attempts to maintain the size of the detail
/// content": here the detail keeps the split's width and the sidebar lies
/// over it.
@MainActor @Suite struct SplitLayoutTests {
    private let size = CGSize(width: 800, height: 500)

    private func frames(_ ui: ViewHarness) throws -> [CGRect] {
        try ui.all(.column).map { try #require(ui.frame(of: $0, in: size)) }
    }

    @Test func aSplitViewIsPlacedByTheEngine() {
        let ui = ViewHarness(NavigationSplitView {
            List { Text("Inbox") }
        } detail: {
            Text("Message")
        })
        #expect(LayoutEngine.unplacedReason(in: ui.root) == nil)
    }

    @Test func theSidebarIsTwoHundredTwentyWideAndTheDetailTakesTheRest() throws {
        let ui = ViewHarness(NavigationSplitView {
            List { Text("Inbox") }
        } detail: {
            Text("Message")
        })
        #expect(try frames(ui) == [CGRect(x: 0, y: 0, width: 220, height: 500),
                                   CGRect(x: 221, y: 0, width: 579, height: 500)])
        // The sidebar's list fills its column; the detail's text is centred in its own.
        #expect(try ui.frame(of: #require(ui.all(.list).first), in: size) == CGRect(x: 0, y: 0, width: 220, height: 500))
        let text = try #require(ui.frame(of: ui.element(.text, "Message"), in: size))
        #expect(abs(text.midX - (221 + 579 / 2)) < 0.01 && abs(text.midY - 250) < 0.01)
    }

    @Test func aColumnHasTheWidthItsViewsAsk() throws {
        let fixed = ViewHarness(NavigationSplitView {
            List { Text("Inbox") }.navigationSplitViewColumnWidth(300)
        } detail: {
            Text("Message")
        })
        #expect(try frames(fixed).map(\.width) == [300, 499])
        let ideal = ViewHarness(NavigationSplitView {
            List { Text("Inbox") }.navigationSplitViewColumnWidth(min: 180, ideal: 250, max: 400)
        } detail: {
            Text("Message")
        })
        #expect(try frames(ideal).map(\.width) == [250, 549])
    }

    @Test func threeColumnsShareWhatTheSidebarLeaves() throws {
        let shared = ViewHarness(NavigationSplitView {
            List { Text("Mailboxes") }
        } content: {
            List { Text("Messages") }
        } detail: {
            Text("Message")
        })
        // 800 less the 220 sidebar and two dividers: 289 each.
        #expect(try frames(shared) == [CGRect(x: 0, y: 0, width: 220, height: 500),
                                       CGRect(x: 221, y: 0, width: 289, height: 500),
                                       CGRect(x: 511, y: 0, width: 289, height: 500)])
        let sized = ViewHarness(NavigationSplitView {
            List { Text("Mailboxes") }
        } content: {
            List { Text("Messages") }.navigationSplitViewColumnWidth(320)
        } detail: {
            Text("Message")
        })
        #expect(try frames(sized).map(\.minX) == [0, 221, 542])
        #expect(try frames(sized).map(\.width) == [220, 320, 258])
    }

    @Test func theVisibilityHidesTheLeadingColumns() throws {
        let detailOnly = ViewHarness(NavigationSplitView(columnVisibility: .constant(.detailOnly)) {
            List { Text("Mailboxes") }
        } detail: {
            Text("Message")
        })
        let columns = detailOnly.all(.column)
        #expect(detailOnly.frame(of: columns[0], in: size) == nil, "a hidden column is not placed")
        #expect(detailOnly.frame(of: columns[1], in: size) == CGRect(origin: .zero, size: size))
        let double = ViewHarness(NavigationSplitView(columnVisibility: .constant(.doubleColumn)) {
            List { Text("Mailboxes") }
        } content: {
            List { Text("Messages") }.navigationSplitViewColumnWidth(300)
        } detail: {
            Text("Message")
        })
        let three = double.all(.column)
        #expect(double.frame(of: three[0], in: size) == nil)
        #expect(double.frame(of: three[1], in: size) == CGRect(x: 0, y: 0, width: 300, height: 500))
        #expect(double.frame(of: three[2], in: size) == CGRect(x: 301, y: 0, width: 499, height: 500))
    }

    @Test func aBalancedSplitNarrowsTheDetailAProminentDetailOneKeepsIt() throws {
        let balanced = ViewHarness(NavigationSplitView {
            List { Text("Inbox") }
        } detail: {
            Text("Message")
        }.navigationSplitViewStyle(.balanced))
        #expect(balanced.all(.split).first?.attributes[.style] == "balanced")
        #expect(try frames(balanced).map(\.width) == [220, 579])
        let prominent = ViewHarness(NavigationSplitView {
            List { Text("Inbox") }
        } detail: {
            Text("Message")
        }.navigationSplitViewStyle(.prominentDetail))
        #expect(prominent.all(.split).first?.attributes[.style] == "prominentDetail")
        #expect(try frames(prominent) == [CGRect(x: 0, y: 0, width: 220, height: 500),
                                          CGRect(origin: .zero, size: size)])
        let automatic = ViewHarness(NavigationSplitView {
            List { Text("Inbox") }
        } detail: {
            Text("Message")
        }.navigationSplitViewStyle(.automatic))
        #expect(automatic.all(.split).first?.attributes[.style] == nil)
        #expect(try frames(automatic).map(\.width) == [220, 579])
    }

    /// A style of the app's own draws the split view from its configuration.
    @Test func aStyleOfItsOwnDrawsTheSplitView() throws {
        struct Framed: NavigationSplitViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack {
                    Text("Framed")
                    BalancedNavigationSplitViewStyle().makeBody(configuration: configuration)
                }
            }
        }
        let ui = ViewHarness(NavigationSplitView {
            List { Text("Inbox") }
        } detail: {
            Text("Message")
        }.navigationSplitViewStyle(Framed()))
        #expect(ui.find(.text, "Framed") != nil)
        #expect(ui.all(.split).first?.attributes[.style] == "balanced")
    }

    /// The person drags the sidebar's divider: the width comes up as a
    /// `change` of `width`, and the sidebar is that wide from then on,
    /// within its views' bounds.
    @Test func aDraggedDividerIsTheSidebarsWidthNextTime() throws {
        let ui = ViewHarness(NavigationSplitView {
            List { Text("Inbox") }.navigationSplitViewColumnWidth(min: 180, ideal: 220, max: 300)
        } detail: {
            Text("Message")
        })
        let sidebar = try #require(ui.all(.column).first)
        try ui.send(HostEvent(kind: .change, target: sidebar.id, key: "width", width: 260))
        #expect(ui.all(.column).first?.attributes[.columnWidth] == .length(260))
        #expect(try frames(ui).map(\.width) == [260, 539])
        try ui.send(HostEvent(kind: .change, target: sidebar.id, key: "width", width: 500))
        #expect(try frames(ui).map(\.width) == [300, 499], "no wider than its maximum")
    }

    /// View > Toggle Sidebar hides the sidebar and the detail takes its room.
    @Test func toggleSidebarGivesTheDetailTheWholeWindow() throws {
        let app = try AppHarness(SplitNotesApp.self)
        var window = try app.window("Notes")
        try app.send(HostEvent(kind: .contentSize, surface: window.id, width: 700, height: 400))
        window = try app.window("Notes")
        let columns = window.root.all(.column)
        var layout = try #require(window.attributes.layout)
        #expect(layout.frame(of: columns[0].id)?.width == 220)
        #expect(layout.frame(of: columns[1].id)?.width == 479)
        try app.chooseMenuItem("View", "Toggle Sidebar")
        window = try app.window("Notes")
        layout = try #require(window.attributes.layout)
        #expect(layout.frame(of: columns[0].id) == nil)
        let detail = try #require(layout.frame(of: columns[1].id))
        #expect(detail.x == 0 && detail.width == 700 && detail.height == 400)
    }
}
