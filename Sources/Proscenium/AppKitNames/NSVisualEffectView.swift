import ProsceniumHost

/// AppKit's visual effect view: a translucent, blurred material behind its
/// subviews, drawn as SwiftUI's materials are (`Material`). Its `material`
/// picks how much shows through; `blendingMode` and `state` are kept (the
/// page blurs what is behind the view in the window).
@MainActor @preconcurrency
open class NSVisualEffectView: NSView {
    /// AppKit's materials, each drawn as the SwiftUI material of its thickness.
    public enum Material: Int, Sendable {
        case titlebar = 3, selection = 4, menu = 5, popover = 6, sidebar = 7, headerView = 10, sheet = 11,
             windowBackground = 12, hudWindow = 13, fullScreenUI = 15, toolTip = 17, contentBackground = 18,
             underWindowBackground = 21, underPageBackground = 22

        var paint: PaintValue.Material {
            switch self {
            case .titlebar, .headerView: .bar
            case .selection, .toolTip: .thin
            case .menu, .popover, .hudWindow, .fullScreenUI: .thin
            case .sidebar, .underWindowBackground, .underPageBackground: .ultraThin
            case .sheet, .windowBackground, .contentBackground: .thick
            }
        }
    }

    public enum BlendingMode: Int, Sendable { case behindWindow = 0, withinWindow = 1 }
    public enum State: Int, Sendable { case followsWindowActiveState = 0, active = 1, inactive = 2 }

    /// The material drawn; `.sidebar` unless set.
    open var material: Material = .sidebar {
        didSet { setNeedsDisplayInPage() }
    }

    open var blendingMode: BlendingMode = .behindWindow
    open var state: State = .followsWindowActiveState
    open var isEmphasized = false

    override func describe(into element: inout PlatformElement) {
        super.describe(into: &element)
        element.attributes[.background] = .painted(.material(material.paint, opacity: 1))
    }
}
