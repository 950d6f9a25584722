import Foundation
import ProsceniumHost
import ProsceniumLayout
@_spi(Display) import ProsceniumEngine

/// Options for how a hosting view or controller sizes itself from its
/// SwiftUI content.
public struct NSHostingSizingOptions: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The content's minimum size is the view's minimum size.
    public static let minSize = NSHostingSizingOptions(rawValue: 1 << 0)
    /// The content's ideal size is the view's intrinsic content size: the
    /// view is as large as its content.
    public static let intrinsicContentSize = NSHostingSizingOptions(rawValue: 1 << 1)
    /// The content's maximum size is the view's maximum size.
    public static let maxSize = NSHostingSizingOptions(rawValue: 1 << 2)
    /// The content's ideal size is the controller's preferred content size.
    public static let preferredContentSize = NSHostingSizingOptions(rawValue: 1 << 3)
    /// The minimum, intrinsic and maximum sizes together.
    public static let standardBounds: NSHostingSizingOptions = [.minSize, .intrinsicContentSize, .maxSize]
}

/// An AppKit view that hosts a SwiftUI view hierarchy.
///
/// Wherever AppKit views show in the page (an `NSViewRepresentable`'s view,
/// a subview of one), a hosting view shows its `rootView` as SwiftUI
/// content, with the environment of the place it shows in, its state kept
/// while it shows; setting `rootView` shows the new one. With
/// `.intrinsicContentSize` among its `sizingOptions` (as by default) it is
/// as large as its content; without, it takes the size it is offered.
@MainActor @preconcurrency
open class NSHostingView<Content: View>: NSView {
    /// The root view of the SwiftUI view hierarchy managed by this view.
    public var rootView: Content {
        didSet { setNeedsDisplayInPage() }
    }

    /// How the view sizes itself from its content.
    public var sizingOptions: NSHostingSizingOptions = .standardBounds {
        didSet { if sizingOptions != oldValue { setNeedsDisplayInPage() } }
    }

    /// Which aspects of its window the content manages: its title (from
    /// `navigationTitle`/`navigationSubtitle`) and its toolbar (from
    /// `toolbar`). `.all` by default when the view is a window's content
    /// view (or its content view controller's view), `[]` elsewhere.
    public var sceneBridgingOptions: NSHostingSceneBridgingOptions {
        get { chosenBridgingOptions ?? (isWindowContent ? .all : []) }
        set {
            chosenBridgingOptions = newValue
            setNeedsDisplayInPage()
        }
    }

    private var chosenBridgingOptions: NSHostingSceneBridgingOptions?

    /// Whether a window shows this view as its content (set by the window).
    var isWindowContent = false {
        didSet { if isWindowContent != oldValue { setNeedsDisplayInPage() } }
    }

    /// Creates a hosting view object that wraps the specified SwiftUI view.
    public required init(rootView: Content) {
        self.rootView = rootView
        super.init(frame: .zero)
    }

    /// Archives are not read on Linux: always nil.
    public required init?(coder aDecoder: NSCoder) {
        return nil
    }

    override func describe(into element: inout PlatformElement) {
        super.describe(into: &element)
        guard sizingOptions.contains(.intrinsicContentSize), superview == nil else { return }
        // As large as the content: no size of its own, nor the room offered.
        for key in [AttributeKey.width, .height, .maxWidth, .maxHeight] { element.attributes[key] = nil }
    }
}

/// A hosting view's SwiftUI content, for the node that shows the view.
@MainActor
protocol SwiftUIHostingView: NSView {
    var hostedContent: AnyView { get }
    var isWindowContent: Bool { get set }
}

extension NSView {
    /// Tells a hosting view that a window shows it as its content, so its
    /// bridging options default to `.all`; other views have none.
    func markAsWindowContent() { (self as? any SwiftUIHostingView)?.isWindowContent = true }
}

extension NSHostingView: SwiftUIHostingView {
    var hostedContent: AnyView { rootView.bridgingScene(sceneBridgingOptions) }
}

/// An AppKit view controller that hosts a SwiftUI view hierarchy: its view
/// is an `NSHostingView` of `rootView`.
@MainActor @preconcurrency
open class NSHostingController<Content: View>: NSViewController {
    private let hostingView: NSHostingView<Content>

    /// The root view of the SwiftUI view hierarchy managed by this view controller.
    public var rootView: Content {
        get { hostingView.rootView }
        set { hostingView.rootView = newValue }
    }

    /// Which aspects of its window the content manages (see
    /// `NSHostingView.sceneBridgingOptions`): `.all` by default when the
    /// controller is a window's content view controller, `[]` elsewhere.
    public var sceneBridgingOptions: NSHostingSceneBridgingOptions {
        get { hostingView.sceneBridgingOptions }
        set { hostingView.sceneBridgingOptions = newValue }
    }

    /// The size the root view chooses when offered `size`, as the layout
    /// engine lays it out: a fixed-size view keeps its size, a flexible one
    /// takes what it is offered within its minimum and maximum.
    public func sizeThatFits(in size: CGSize) -> CGSize {
        let graph = ViewGraph(content: rootView, label: "sizeThatFits")
        defer { graph.tearDown() }
        let root = graph.snapshot()
        let fitted = LayoutEngine().sizeThatFits(root, ProposedSize(width: Double(size.width), height: Double(size.height)),
                                                 layouts: graph.externalLayouts(in: root))
        return CGSize(width: fitted.width, height: fitted.height)
    }

    /// How the controller's view sizes itself from its content.
    public var sizingOptions: NSHostingSizingOptions {
        get { hostingView.sizingOptions }
        set { hostingView.sizingOptions = newValue }
    }

    /// Creates a hosting controller object that wraps the specified SwiftUI view.
    public init(rootView: Content) {
        hostingView = NSHostingView(rootView: rootView)
        super.init()
    }

    /// Archives are not read on Linux: always nil.
    public init?(coder: NSCoder, rootView: Content) {
        return nil
    }

    /// Archives are not read on Linux: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    open override func loadView() {
        view = hostingView
    }
}

/// UIKit's hosting controller: the same class as AppKit's
/// `NSHostingController` (see there), as `UIViewController` is `NSViewController`.
public typealias UIHostingController<Content: View> = NSHostingController<Content>
