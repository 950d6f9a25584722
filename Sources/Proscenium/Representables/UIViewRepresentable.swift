import Foundation

/// A wrapper that puts an UIKit view into a SwiftUI view hierarchy.
///
/// The coordinator (`makeCoordinator()`) and the view (`makeUIView(context:)`)
/// are made once per view identity; `updateUIView(_:context:)` runs after
/// that and whenever the representable's inputs or environment change;
/// `dismantleUIView(_:coordinator:)` runs when the view leaves the hierarchy.
/// The view shows in the page as `UIView` (`NSView`) describes: the known kinds as their
/// controls, any other view as a box of its frame.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Self.Body == Never {
    /// The type of view to present.
    associatedtype UIViewType: UIView
    /// A type to coordinate with the view.
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    /// Creates the view object and configures its initial state.
    @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
    /// Updates the state of the specified view with new information from SwiftUI.
    @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    /// Cleans up the presented UIKit view (and coordinator) in anticipation of their removal.
    @MainActor @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
    /// Creates the custom instance that you use to communicate changes from your view to other parts of your SwiftUI interface.
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
    /// Given a proposed size, returns the preferred size of the composite view.
    @available(iOS 16.0, *)
    @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType,
                                                 context: Self.Context) -> CGSize?
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}

    /// Nil: the view's size is the page's measure of it. The page lays
    /// out, so this is asked only for the unspecified proposal, and the
    /// size it answers (the ideal size) is the view's fixed size.
    @available(iOS 16.0, *)
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize? {
        nil
    }

    public var body: Never { fatalError("\(Self.self) is a representable and has no body") }

    func renderRepresentable(into context: inout RenderContext) { driver.render(into: &context) }

    private var driver: RepresentableDriver<Coordinator, UIViewType> {
        RepresentableDriver(
            makeCoordinator: { makeCoordinator() },
            make: { makeUIView(context: Context(coordinator: $0, transaction: $1, environment: $2)) },
            update: { updateUIView($0, context: Context(coordinator: $1, transaction: $2, environment: $3)) },
            dismantle: { Self.dismantleUIView($0, coordinator: $1) },
            idealSize: {
                sizeThatFits(.unspecified, uiView: $0, context: Context(coordinator: $1, transaction: $2, environment: $3))
            },
            shownView: { $0 })
    }
}

extension UIViewRepresentable where Self.Coordinator == Void {
    public func makeCoordinator() -> Self.Coordinator { () }
}

/// Contextual information about the state of the system that you use to
/// create and update your UIKit view.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable> where Representable: UIViewRepresentable {
    /// An instance you use to communicate your UIKit view's behavior and state out to SwiftUI objects.
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
