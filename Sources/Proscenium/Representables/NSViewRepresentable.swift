import Foundation

/// A wrapper that puts an AppKit view into a SwiftUI view hierarchy.
///
/// The coordinator (`makeCoordinator()`) and the view (`makeNSView(context:)`)
/// are made once per view identity; `updateNSView(_:context:)` runs after
/// that and whenever the representable's inputs or environment change;
/// `dismantleNSView(_:coordinator:)` runs when the view leaves the hierarchy.
/// The view shows in the page as `NSView` describes: the known kinds as their
/// controls, any other view as a box of its frame.
@MainActor @preconcurrency
public protocol NSViewRepresentable: View where Self.Body == Never {
    /// The type of view to present.
    associatedtype NSViewType: NSView
    /// A type to coordinate with the view.
    associatedtype Coordinator = Void
    typealias Context = NSViewRepresentableContext<Self>

    /// Creates the view object and configures its initial state.
    @MainActor @preconcurrency func makeNSView(context: Self.Context) -> Self.NSViewType
    /// Updates the state of the specified view with new information from SwiftUI.
    @MainActor @preconcurrency func updateNSView(_ nsView: Self.NSViewType, context: Self.Context)
    /// Cleans up the presented AppKit view (and coordinator) in anticipation of their removal.
    @MainActor @preconcurrency static func dismantleNSView(_ nsView: Self.NSViewType, coordinator: Self.Coordinator)
    /// Creates the custom instance that you use to communicate changes from your view to other parts of your SwiftUI interface.
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
    /// Given a proposed size, returns the preferred size of the composite view.
    @available(macOS 13.0, *)
    @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize, nsView: Self.NSViewType,
                                                 context: Self.Context) -> CGSize?
}

extension NSViewRepresentable {
    public static func dismantleNSView(_ nsView: Self.NSViewType, coordinator: Self.Coordinator) {}

    /// Nil: the view's size is the page's measure of it. The page lays
    /// out, so this is asked only for the unspecified proposal, and the
    /// size it answers (the ideal size) is the view's fixed size.
    @available(macOS 13.0, *)
    public func sizeThatFits(_ proposal: ProposedViewSize, nsView: Self.NSViewType, context: Self.Context) -> CGSize? {
        nil
    }

    public var body: Never { fatalError("\(Self.self) is a representable and has no body") }

    func renderRepresentable(into context: inout RenderContext) { driver.render(into: &context) }

    private var driver: RepresentableDriver<Coordinator, NSViewType> {
        RepresentableDriver(
            makeCoordinator: { makeCoordinator() },
            make: { makeNSView(context: Context(coordinator: $0, transaction: $1, environment: $2)) },
            update: { updateNSView($0, context: Context(coordinator: $1, transaction: $2, environment: $3)) },
            dismantle: { Self.dismantleNSView($0, coordinator: $1) },
            idealSize: {
                sizeThatFits(.unspecified, nsView: $0, context: Context(coordinator: $1, transaction: $2, environment: $3))
            },
            shownView: { $0 })
    }
}

extension NSViewRepresentable where Self.Coordinator == Void {
    public func makeCoordinator() -> Self.Coordinator { () }
}

/// Contextual information about the state of the system that you use to
/// create and update your AppKit view.
@MainActor @preconcurrency
public struct NSViewRepresentableContext<Representable> where Representable: NSViewRepresentable {
    /// An instance you use to communicate your AppKit view's behavior and state out to SwiftUI objects.
    public let coordinator: Representable.Coordinator
    /// The current transaction.
    public internal(set) var transaction: Transaction
    /// The current environment.
    public internal(set) var environment: EnvironmentValues

    init(coordinator: Representable.Coordinator, transaction: Transaction, environment: EnvironmentValues) {
        self.coordinator = coordinator
        self.transaction = transaction
        self.environment = environment
    }
}
