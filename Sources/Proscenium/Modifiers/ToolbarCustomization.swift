import ProsceniumHost

/// Options that influence the default customization behavior of customizable
/// toolbar content.
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
    public typealias Element = ToolbarCustomizationOptions
    public typealias ArrayLiteralElement = ToolbarCustomizationOptions

    public var rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Configures default customizable toolbar content to always be present
    /// in the toolbar: a person's customisation keeps it (the page's toolbars
    /// are not customised, so every item stays where the app put it).
    public static var alwaysAvailable: ToolbarCustomizationOptions { ToolbarCustomizationOptions(rawValue: 1 << 0) }
}

extension CustomizableToolbarContent {
    /// Configures the way customizable toolbar items with the default
    /// behavior behave: `.hidden` leaves them out of the toolbar until the
    /// person adds them (as `showsByDefault: false` does), `.visible` shows
    /// them, `.automatic` leaves each as it says.
    public func defaultCustomization(_ defaultVisibility: Visibility = .automatic,
                                     options: ToolbarCustomizationOptions = []) -> some CustomizableToolbarContent {
        DefaultCustomizedToolbarContent(content: self, visibility: defaultVisibility)
    }

    /// Configures customizable toolbar content with the default visibility
    /// and options.
    public func defaultCustomization() -> some CustomizableToolbarContent {
        defaultCustomization(.automatic, options: [])
    }
}

/// Customizable content whose items show by default or not, whatever they say.
nonisolated struct DefaultCustomizedToolbarContent<Content: CustomizableToolbarContent>: CustomizableToolbarContent,
    PrimitiveToolbarContent {
    let content: Content
    let visibility: Visibility
    var body: Never { fatalError("DefaultCustomizedToolbarContent has no body") }

    @MainActor func appendToolbarItems(key: ItemKey, into items: inout [ViewItem]) {
        var own: [ViewItem] = []
        flattenToolbarItems(content, key: key, into: &own)
        guard visibility != .automatic else {
            items += own
            return
        }
        let visibility = self.visibility
        for var item in own {
            item.view = withDefaultVisibility(item.view, visibility)
            items.append(item)
        }
    }
}

/// `view`, whose toolbar items show by default as `visibility` says.
@MainActor private func withDefaultVisibility<V: View>(_ view: V, _ visibility: Visibility) -> any View {
    view.modifier(EnvironmentTransformModifier { $0.toolbarItemDefaultVisibility = visibility })
}

extension EnvironmentValues {
    private struct ToolbarItemDefaultVisibilityKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }

    /// Whether the toolbar items here show by default (`defaultCustomization(_:options:)`).
    var toolbarItemDefaultVisibility: Visibility {
        get { self[ToolbarItemDefaultVisibilityKey.self] }
        set { self[ToolbarItemDefaultVisibilityKey.self] = newValue }
    }
}

/// The kinds of toolbar items a view adds by itself.
public struct ToolbarDefaultItemKind: Sendable {
    let name: String

    /// The sidebar toggle a `NavigationSplitView` adds to the toolbar. The
    /// page's split views add none (View > Toggle Sidebar shows and hides
    /// the sidebar), so there is none to remove.
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
}

nonisolated extension View {
    /// Remove a toolbar item present by default: the page's split views add
    /// no sidebar toggle to the toolbar, so the window is unchanged.
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View { self }
}
