import Foundation

/// A wrapper that puts an UIKit view controller into a SwiftUI interface.
///
/// The coordinator and the controller are made once per view identity,
/// `updateUIViewController(_:context:)` runs after that and whenever the
/// inputs or environment change, `dismantleUIViewController(_:coordinator:)`
/// when the view leaves. The controller's `view` is what the page shows.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    /// The type of view controller to present.
    associatedtype UIViewControllerType: UIViewController
    /// A type to coordinate with the view controller.
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Creates the view controller object and configures its initial state.
    @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    /// Updates the state of the specified view controller with new information from SwiftUI.
    @MainActor @preconcurrency func updateUIViewController(_ uiViewController: Self.UIViewControllerType,
                                                           context: Self.Context)
    /// Cleans up the presented view controller (and coordinator) in anticipation of their removal.
    @MainActor @preconcurrency static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType,
                                                                     coordinator: Self.Coordinator)
    /// Creates the custom instance that you use to communicate changes from your view controller to other parts of your SwiftUI interface.
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
    /// Given a proposed size, returns the preferred size of the composite view.
    @available(iOS 16.0, *)
    @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize,
                                                 uiViewController: Self.UIViewControllerType,
                                                 context: Self.Context) -> CGSize?
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType,
                                                 coordinator: Self.Coordinator) {}

    /// Nil: the view's size is the page's measure of it. The page lays
    /// out, so this is asked only for the unspecified proposal, and the
    /// size it answers (the ideal size) is the view's fixed size.
    @available(iOS 16.0, *)
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType,
                             context: Self.Context) -> CGSize? {
        nil
    }

    public var body: Never { fatalError("\(Self.self) is a representable and has no body") }

    func renderRepresentable(into context: inout RenderContext) { driver.render(into: &context) }

    private var driver: RepresentableDriver<Coordinator, UIViewControllerType> {
        RepresentableDriver(
            makeCoordinator: { makeCoordinator() },
            make: { makeUIViewController(context: Context(coordinator: $0, transaction: $1, environment: $2)) },
            update: { updateUIViewController($0, context: Context(coordinator: $1, transaction: $2, environment: $3)) },
            dismantle: { Self.dismantleUIViewController($0, coordinator: $1) },
            idealSize: {
                sizeThatFits(.unspecified, uiViewController: $0, context: Context(coordinator: $1, transaction: $2, environment: $3))
            },
            shownView: { $0.view })
    }
}

extension UIViewControllerRepresentable where Self.Coordinator == Void {
    public func makeCoordinator() -> Self.Coordinator { () }
}

/// Contextual information about the state of the system that you use to
/// create and update your UIKit view controller.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable> where Representable: UIViewControllerRepresentable {
    /// An instance you use to communicate your UIKit view controller's behavior and state out to SwiftUI objects.
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
