import Foundation
import Logging
import Synchronization

/// A tray icon: the freedesktop StatusNotifierItem (KDE's specification,
/// which GNOME's AppIndicator extension, XFCE, LXQt, Cinnamon and the
/// panels of Sway and Hyprland host). The item owns the bus name
/// `org.kde.StatusNotifierItem-PID-N`, exports `/StatusNotifierItem`
/// (`org.kde.StatusNotifierItem`, `org.freedesktop.DBus.Properties`,
/// `Introspectable` and `Peer`) and registers with the desktop's
/// `org.kde.StatusNotifierWatcher` when there is one.
public final class StatusNotifierItem: Sendable {
    static let log = Logger(label: "proscenium.tray")
    public static let objectPath = "/StatusNotifierItem"
    static let interface = "org.kde.StatusNotifierItem"
    static let watcher = "org.kde.StatusNotifierWatcher"

    /// What the item shows: its properties on the bus.
    public struct Appearance: Sendable, Equatable {
        /// The application's name (`Id`), stable across launches.
        public var id: String
        /// The name the panel may show for it (`Title`, and the tooltip's title).
        public var title: String
        /// An icon of the desktop's icon theme (`IconName`).
        public var iconName: String
        /// `Passive`, `Active` or `NeedsAttention`.
        public var status: String = "Active"
        /// `ApplicationStatus`, `Communications`, `SystemServices` or `Hardware`.
        public var category: String = "ApplicationStatus"

        public init(id: String, title: String, iconName: String) {
            self.id = id
            self.title = title
            self.iconName = iconName
        }
    }

    /// What the person did to the icon: a primary click, a middle click, a
    /// right click; with where, in screen coordinates.
    public enum Activation: String, Sendable {
        case activate = "Activate", secondaryActivate = "SecondaryActivate", contextMenu = "ContextMenu"
    }

    public let connection: DBusConnection
    /// The well-known name the item owns.
    public let busName: String
    private let appearance: Mutex<Appearance>
    private let onActivation: @Sendable (Activation, Int32, Int32) -> Void

    /// Exports the item on `connection` under `org.kde.StatusNotifierItem-PID-NUMBER`.
    public init(connection: DBusConnection, appearance: Appearance, number: Int = 1,
                onActivation: @escaping @Sendable (Activation, Int32, Int32) -> Void) async throws {
        self.connection = connection
        self.appearance = Mutex(appearance)
        self.onActivation = onActivation
        busName = "org.kde.StatusNotifierItem-\(getpid())-\(number)"
        connection.setMethodCallHandler { [weak self] call in self?.handle(call) }
        // Flag 4: do not queue for the name; a failure says another owns it.
        let reply = try await connection.call(.call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                                     "RequestName", [.string(busName), .uint32(4)]))
        guard let code = reply.body.first?.uint32Value, code == 1 || code == 4 else {
            throw DBusError.connection("could not own \(busName)")
        }
    }

    /// Whether a watcher (the desktop's tray) is on the bus now.
    public func watcherIsPresent() async -> Bool {
        let reply = try? await connection.call(.call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                                      "NameHasOwner", [.string(Self.watcher)]))
        return reply?.body.first?.boolValue ?? false
    }

    /// Registers the item with the watcher; false when there is none or it refused.
    public func register() async -> Bool {
        guard await watcherIsPresent() else { return false }
        do {
            _ = try await connection.call(.call(Self.watcher, "/StatusNotifierWatcher", Self.watcher,
                                                "RegisterStatusNotifierItem", [.string(busName)]))
            return true
        } catch {
            Self.log.warning("the tray's watcher refused the item: \(error)")
            return false
        }
    }

    /// Changes what the item shows, and tells the panel (`NewTitle`, `NewIcon`, `NewStatus`).
    public func update(_ change: (inout Appearance) -> Void) {
        let (old, new) = appearance.withLock { value in
            let old = value
            change(&value)
            return (old, value)
        }
        func signal(_ member: String, _ body: [DBusValue] = []) {
            var message = DBusMessage(kind: .signal, path: Self.objectPath, interface: Self.interface, member: member, body: body)
            message.flags = 1
            _ = try? connection.send(message)
        }
        if old.title != new.title { signal("NewTitle"); signal("NewToolTip") }
        if old.iconName != new.iconName { signal("NewIcon") }
        if old.status != new.status { signal("NewStatus", [.string(new.status)]) }
    }

    /// The properties of `org.kde.StatusNotifierItem`, by name.
    public var properties: [(String, DBusValue)] {
        let a = appearance.withLock { $0 }
        let noPixmaps = DBusValue.array(element: "(iiay)", [])
        return [
            ("Category", .string(a.category)),
            ("Id", .string(a.id)),
            ("Title", .string(a.title)),
            ("Status", .string(a.status)),
            ("WindowId", .int32(0)),
            ("IconName", .string(a.iconName)),
            ("IconPixmap", noPixmaps),
            ("OverlayIconName", .string("")),
            ("OverlayIconPixmap", noPixmaps),
            ("AttentionIconName", .string("")),
            ("AttentionIconPixmap", noPixmaps),
            ("AttentionMovieName", .string("")),
            ("ToolTip", .structure([.string(a.iconName), noPixmaps, .string(a.title), .string("")])),
            // No menu of its own (com.canonical.dbusmenu): a click opens the extra.
            ("ItemIsMenu", .boolean(false)),
        ]
    }

    private func handle(_ call: DBusMessage) {
        guard call.path == Self.objectPath else {
            return answer(call, call.errorReply("org.freedesktop.DBus.Error.UnknownObject", "no object at \(call.path ?? "")"))
        }
        let arguments = call.body
        switch (call.interface, call.member) {
        case (Self.interface?, let member?) where Activation(rawValue: member) != nil:
            guard arguments.count == 2, case .int32(let x) = arguments[0], case .int32(let y) = arguments[1] else {
                return answer(call, call.errorReply("org.freedesktop.DBus.Error.InvalidArgs", "\(member) takes (ii)"))
            }
            onActivation(Activation(rawValue: member)!, x, y)
            answer(call, call.reply())
        case (Self.interface?, "Scroll"), (Self.interface?, "ProvideXdgActivationToken"):
            answer(call, call.reply())
        case ("org.freedesktop.DBus.Properties"?, "GetAll"):
            guard arguments.first?.stringValue == Self.interface else {
                return answer(call, call.reply([.array(element: "{sv}", [])]))
            }
            answer(call, call.reply([.stringVariants(properties)]))
        case ("org.freedesktop.DBus.Properties"?, "Get"):
            let name = arguments.count == 2 ? arguments[1].stringValue : nil
            guard arguments.first?.stringValue == Self.interface, let value = properties.first(where: { $0.0 == name })?.1 else {
                return answer(call, call.errorReply("org.freedesktop.DBus.Error.UnknownProperty", "no property \(name ?? "")"))
            }
            answer(call, call.reply([.variant(value)]))
        case ("org.freedesktop.DBus.Properties"?, "Set"):
            answer(call, call.errorReply("org.freedesktop.DBus.Error.PropertyReadOnly", "the item's properties are read-only"))
        case ("org.freedesktop.DBus.Introspectable"?, "Introspect"):
            answer(call, call.reply([.string(Self.introspection)]))
        case ("org.freedesktop.DBus.Peer"?, "Ping"):
            answer(call, call.reply())
        default:
            answer(call, call.errorReply("org.freedesktop.DBus.Error.UnknownMethod",
                                         "no method \(call.interface ?? "").\(call.member ?? "")"))
        }
    }

    private func answer(_ call: DBusMessage, _ reply: DBusMessage) {
        guard call.expectsReply else { return }
        do { try connection.send(reply) } catch { Self.log.warning("could not answer \(call.member ?? ""): \(error)") }
    }

    static let introspection = """
        <!DOCTYPE node PUBLIC "-//freedesktop//DTD D-BUS Object Introspection 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd">
        <node>
          <interface name="org.kde.StatusNotifierItem">
            <property name="Category" type="s" access="read"/>
            <property name="Id" type="s" access="read"/>
            <property name="Title" type="s" access="read"/>
            <property name="Status" type="s" access="read"/>
            <property name="WindowId" type="i" access="read"/>
            <property name="IconName" type="s" access="read"/>
            <property name="IconPixmap" type="a(iiay)" access="read"/>
            <property name="OverlayIconName" type="s" access="read"/>
            <property name="OverlayIconPixmap" type="a(iiay)" access="read"/>
            <property name="AttentionIconName" type="s" access="read"/>
            <property name="AttentionIconPixmap" type="a(iiay)" access="read"/>
            <property name="AttentionMovieName" type="s" access="read"/>
            <property name="ToolTip" type="(sa(iiay)ss)" access="read"/>
            <property name="ItemIsMenu" type="b" access="read"/>
            <method name="Activate"><arg name="x" type="i" direction="in"/><arg name="y" type="i" direction="in"/></method>
            <method name="SecondaryActivate"><arg name="x" type="i" direction="in"/><arg name="y" type="i" direction="in"/></method>
            <method name="ContextMenu"><arg name="x" type="i" direction="in"/><arg name="y" type="i" direction="in"/></method>
            <method name="Scroll"><arg name="delta" type="i" direction="in"/><arg name="orientation" type="s" direction="in"/></method>
            <signal name="NewTitle"/>
            <signal name="NewIcon"/>
            <signal name="NewToolTip"/>
            <signal name="NewStatus"><arg name="status" type="s"/></signal>
          </interface>
          <interface name="org.freedesktop.DBus.Properties">
            <method name="Get"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
            <method name="GetAll"><arg type="s" direction="in"/><arg type="a{sv}" direction="out"/></method>
            <method name="Set"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="in"/></method>
          </interface>
          <interface name="org.freedesktop.DBus.Introspectable">
            <method name="Introspect"><arg type="s" direction="out"/></method>
          </interface>
          <interface name="org.freedesktop.DBus.Peer">
            <method name="Ping"/>
          </interface>
        </node>
        """
}
