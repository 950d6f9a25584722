// Window accessory bars: on a Mac, items placed `.accessoryBar(id:)` show in
// a full-width bar under the window's toolbar (an
// NSTitlebarAccessoryViewController), one bar per identifier. An item says
// which bar by the `bar` attribute of its `toolbaritem`; `toolbar(_:for:)`
// names a bar in `bars` as `accessoryBar:KEY`.

/// The key the display knows an accessory bar by: the identifier's text,
/// percent-encoded so it is one word in the space-separated `bars` list.
func accessoryBarKey<ID: Hashable>(_ id: ID) -> String {
    var key = ""
    for byte in String(describing: id).utf8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"):
            key.unicodeScalars.append(Unicode.Scalar(byte))
        default:
            let hex = Array("0123456789ABCDEF")
            key += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0xF)])
        }
    }
    return key
}

extension ToolbarItemPlacement {
    /// Creates a unique accessory bar placement: on macOS, items with it show
    /// in a bar below the title bar and toolbar, one bar per identifier.
    public static func accessoryBar<ID: Hashable>(id: ID) -> ToolbarItemPlacement {
        ToolbarItemPlacement(name: "accessoryBar", accessoryBar: accessoryBarKey(id))
    }

    /// Creates a unique accessory bar placement (`accessoryBar(id:)`).
    public init<ID: Hashable>(id: ID) {
        self.init(name: "accessoryBar", accessoryBar: accessoryBarKey(id))
    }
}

extension ToolbarPlacement {
    /// Creates a unique accessory bar placement: the bar of the items placed
    /// `ToolbarItemPlacement.accessoryBar(id:)` with the same identifier, for
    /// `toolbar(_:for:)` to show or hide it.
    public static func accessoryBar<ID: Hashable>(id: ID) -> ToolbarPlacement {
        ToolbarPlacement(name: "accessoryBar", accessoryBar: accessoryBarKey(id))
    }

    /// Creates a custom accessory bar placement (`accessoryBar(id:)`).
    public init<ID: Hashable>(id: ID) {
        self.init(name: "accessoryBar", accessoryBar: accessoryBarKey(id))
    }
}

/// A button style that you use for actions in an accessory toolbar that
/// narrow the focus of a search or other operation: no bezel until the
/// pointer is over it, then a rounded grey one (AppKit's accessory bar
/// bezel). The default style of buttons in an accessory bar.
public struct AccessoryBarButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle {
    /// Creates an accessory toolbar style.
    nonisolated public init() {}
    var styleName: String? { "accessoryBar" }
    public func makeBody(configuration: Configuration) -> some View { builtinBody(configuration) }
}

/// A button style that you use for extra actions in an accessory toolbar
/// (adding or editing filters): a thin rounded outline around the label
/// (AppKit's accessory bar action bezel).
public struct AccessoryBarActionButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle {
    /// Creates an accessory toolbar action button style.
    nonisolated public init() {}
    var styleName: String? { "accessoryBarAction" }
    public func makeBody(configuration: Configuration) -> some View { builtinBody(configuration) }
}

extension PrimitiveButtonStyle where Self == AccessoryBarButtonStyle {
    /// A button style that is typically used in the context of an accessory
    /// toolbar (a "scope bar"), for buttons that narrow the focus of a search
    /// or other operation.
    @MainActor @preconcurrency public static var accessoryBar: AccessoryBarButtonStyle { AccessoryBarButtonStyle() }
}

extension PrimitiveButtonStyle where Self == AccessoryBarActionButtonStyle {
    /// A button style that you use for extra actions in an accessory toolbar.
    @MainActor @preconcurrency public static var accessoryBarAction: AccessoryBarActionButtonStyle {
        AccessoryBarActionButtonStyle()
    }
}
