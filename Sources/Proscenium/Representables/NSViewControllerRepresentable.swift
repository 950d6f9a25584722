import Foundation

/// A wrapper that puts an AppKit view controller into a SwiftUI interface.
///
/// The coordinator and the controller are made once per view identity,
/// `updateNSViewController(_:context:)` runs after that and whenever the
/// inputs or environment change, `dismantleNSViewController(_:coordinator:)`
/// when the view leaves. The controller's `view` is what the page shows.
@MainActor @preconcurrency
public protocol NSViewControllerRepresentable: View where Self.Body == Never {
    /// The type of view controller to present.
    associatedtype NSViewControllerType: NSViewController
    /// A type to coordinate with the view controller.
    associatedtype Coordinator = Void
    typealias Context = NSViewControllerRepresentableContext<Self>

    /// Creates the view controller object and configures its initial state.
    @MainActor @preconcurrency func makeNSViewController(context: Self.Context) -> Self.NSViewControllerType
    /// Updates the state of the specified view controller with new information from SwiftUI.
    @MainActor @preconcurrency func updateNSViewController(_ nsViewController: Self.NSViewControllerType,
                                                           context: Self.Context)
    /// Cleans up the presented view controller (and coordinator) in anticipation of their removal.
    @MainActor @preconcurrency static func dismantleNSViewController(_ nsViewController: Self.NSViewControllerType,
                                                                     coordinator: Self.Coordinator)
    /// Creates the custom instance that you use to communicate changes from your view controller to other parts of your SwiftUI interface.
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
    /// Given a proposed size, returns the preferred size of the composite view.
    @available(macOS 13.0, *)
    @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize,
                                                 nsViewController: Self.NSViewControllerType,
                                                 context: Self.Context) -> CGSize?
}

extension NSViewControllerRepresentable {
    public static func dismantleNSViewController(_ nsViewController: Self.NSViewControllerType,
                                                 coordinator: Self.Coordinator) {}

    /// Nil: the view's size is the page's measure of it. The page lays
    /// out, so this is asked only for the unspecified proposal, and the
    /// size it answers (the ideal size) is the view's fixed size.
    @available(macOS 13.0, *)
    public func sizeThatFits(_ proposal: ProposedViewSize, nsViewController: Self.NSViewControllerType,
                             context: Self.Context) -> CGSize? {
        nil
    }

    public var body: Never { fatalError("\(Self.self) is a representable and has no body") }

    func renderRepresentable(into context: inout RenderContext) { driver.render(into: &context) }

    private var driver: RepresentableDriver<Coordinator, NSViewControllerType> {
        RepresentableDriver(
            makeCoordinator: { makeCoordinator() },
            make: { makeNSViewController(context: Context(coordinator: $0, transaction: $1, environment: $2)) },
            update: { updateNSViewController($0, context: Context(coordinator: $1, transaction: $2, environment: $3)) },
            dismantle: { Self.dismantleNSViewController($0, coordinator: $1) },
            idealSize: {
                sizeThatFits(.unspecified, nsViewController: $0, context: Context(coordinator: $1, transaction: $2, environment: $3))
            },
            shownView: { $0.view })
    }
}

extension NSViewControllerRepresentable where Self.Coordinator == Void {
    public func makeCoordinator() -> Self.Coordinator { () }
}

/// Contextual information about the state of the system that you use to
/// create and update your AppKit view controller.
@MainActor @preconcurrency
public struct NSViewControllerRepresentableContext<ViewController> where ViewController: NSViewControllerRepresentable {
    /// An instance you use to communicate your AppKit view controller's behavior and state out to SwiftUI objects.
    public let coordinator: ViewController.Coordinator
    /// The current transaction.
    public internal(set) var transaction: Transaction
    /// The current environment.
    public internal(set) var environment: EnvironmentValues

    init(coordinator: ViewController.Coordinator, transaction: Transaction, environment: EnvironmentValues) {
        self.coordinator = coordinator
        self.transaction = transaction
        self.environment = environment
    }
}
