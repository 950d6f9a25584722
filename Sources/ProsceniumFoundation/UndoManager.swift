#if !canImport(Darwin)
import Foundation

/// Apple's `UndoManager`, which Foundation on Linux lacks: records undo
/// operations in groups, undoes and redoes them, and names them for menus.
///
/// As on Apple's platforms, with `groupsByEvent` a registration outside an
/// explicit group opens a group that ends with the current event; here the
/// app runtime ends it after each event it handles (`_endEventGrouping()`);
/// `undo()` ends it too. Code that uses an undo manager outside an app ends
/// its groups itself.
///
/// Posts Apple's notifications (`didUndoChangeNotification`, ...), which
/// documents use to track whether they have unsaved changes.
open class UndoManager {
    private struct Operation {
        let perform: () -> Void
        weak var target: AnyObject?
    }

    private final class UndoGroup {
        var operations: [Operation] = []
        var actionName = ""
    }

    private var undoStack: [UndoGroup] = []
    private var redoStack: [UndoGroup] = []
    private var openGroups: [UndoGroup] = []
    private var implicitGroupOpen = false
    private var registrationDisabled = 0

    /// Whether registrations outside a group open one that ends with the event.
    open var groupsByEvent = true
    /// The most undo groups kept (0: no limit).
    open var levelsOfUndo = 0 { didSet { trim() } }
    /// Counts changes: +1 for each group recorded, -1 for each undo, +1 for
    /// each redo. Equal counts mean the same state (documents compare it with
    /// the count when they were saved). Not in Apple's API.
    public private(set) var _changeCount = 0

    open private(set) var isUndoing = false
    open private(set) var isRedoing = false

    public init() {}

    open var groupingLevel: Int { openGroups.count }
    open var isUndoRegistrationEnabled: Bool { registrationDisabled == 0 }
    open func disableUndoRegistration() { registrationDisabled += 1 }
    open func enableUndoRegistration() { registrationDisabled = max(0, registrationDisabled - 1) }

    open var canUndo: Bool {
        undoStack.contains { !$0.operations.isEmpty } || openGroups.first.map { !$0.operations.isEmpty } == true
    }

    open var canRedo: Bool { !redoStack.isEmpty }

    open func beginUndoGrouping() {
        openGroups.append(UndoGroup())
        post(.NSUndoManagerDidOpenUndoGroup)
    }

    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else { return }
        if openGroups.isEmpty {
            implicitGroupOpen = false
            if !group.operations.isEmpty {
                if isUndoing { redoStack.append(group) } else { undoStack.append(group); _changeCount += 1; trim() }
            }
        } else {
            openGroups[openGroups.count - 1].operations.append(contentsOf: group.operations)
            if !group.actionName.isEmpty { openGroups[openGroups.count - 1].actionName = group.actionName }
        }
        post(.NSUndoManagerDidCloseUndoGroup)
    }

    /// Ends the group opened for the current event, as the run loop does on
    /// Apple's platforms. The Proscenium runtime calls it after each event.
    open func _endEventGrouping() {
        if implicitGroupOpen, openGroups.count == 1 { endUndoGrouping() }
    }

    /// Records `handler` to undo the change just made to `target`.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        let operation = Operation(perform: { [weak target] in if let target { handler(target) } }, target: target)
        if isUndoing || isRedoing {
            // Registered while undoing or redoing: the inverse goes on the other stack.
            currentInverseGroup.operations.append(operation)
            return
        }
        if openGroups.isEmpty {
            guard groupsByEvent else {
                let group = UndoGroup()
                group.operations.append(operation)
                undoStack.append(group)
                _changeCount += 1
                redoStack.removeAll()
                trim()
                return
            }
            beginUndoGrouping()
            implicitGroupOpen = true
        }
        openGroups[openGroups.count - 1].operations.append(operation)
        redoStack.removeAll()
    }

    private var inverseGroup: UndoGroup?
    private var currentInverseGroup: UndoGroup {
        if let inverseGroup { return inverseGroup }
        let group = UndoGroup()
        inverseGroup = group
        return group
    }

    /// Undoes the last group (closing the event's group first).
    open func undo() {
        _endEventGrouping()
        guard openGroups.isEmpty, let group = undoStack.popLast() else { return }
        post(.NSUndoManagerWillUndoChange)
        isUndoing = true
        inverseGroup = UndoGroup()
        inverseGroup!.actionName = group.actionName
        for operation in group.operations.reversed() { operation.perform() }
        if let inverse = inverseGroup, !inverse.operations.isEmpty { redoStack.append(inverse) }
        inverseGroup = nil
        isUndoing = false
        _changeCount -= 1
        post(.NSUndoManagerDidUndoChange)
    }

    /// Redoes the last undone group.
    open func redo() {
        guard let group = redoStack.popLast() else { return }
        post(.NSUndoManagerWillRedoChange)
        isRedoing = true
        inverseGroup = UndoGroup()
        inverseGroup!.actionName = group.actionName
        for operation in group.operations.reversed() { operation.perform() }
        if let inverse = inverseGroup, !inverse.operations.isEmpty { undoStack.append(inverse); trim() }
        inverseGroup = nil
        isRedoing = false
        _changeCount += 1
        post(.NSUndoManagerDidRedoChange)
    }

    /// Undoes the innermost open group, or the last group.
    open func undoNestedGroup() { undo() }

    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
        implicitGroupOpen = false
    }

    open func removeAllActions(withTarget target: AnyObject) {
        for group in undoStack + redoStack + openGroups {
            group.operations.removeAll { $0.target === target }
        }
        undoStack.removeAll { $0.operations.isEmpty }
        redoStack.removeAll { $0.operations.isEmpty }
    }

    /// Names the group being recorded ("Undo Typing").
    open func setActionName(_ actionName: String) {
        if let group = openGroups.last { group.actionName = actionName }
        else if isUndoing || isRedoing { currentInverseGroup.actionName = actionName }
        else { undoStack.last?.actionName = actionName }
    }

    open var undoActionName: String { openGroups.first?.actionName ?? undoStack.last?.actionName ?? "" }
    open var redoActionName: String { redoStack.last?.actionName ?? "" }
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }
    open func undoMenuTitle(forUndoActionName actionName: String) -> String { actionName.isEmpty ? "Undo" : "Undo \(actionName)" }
    open func redoMenuTitle(forUndoActionName actionName: String) -> String { actionName.isEmpty ? "Redo" : "Redo \(actionName)" }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }

    private func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}

extension Notification.Name {
    public static let NSUndoManagerCheckpoint = Notification.Name("NSUndoManagerCheckpointNotification")
    public static let NSUndoManagerWillUndoChange = Notification.Name("NSUndoManagerWillUndoChangeNotification")
    public static let NSUndoManagerWillRedoChange = Notification.Name("NSUndoManagerWillRedoChangeNotification")
    public static let NSUndoManagerDidUndoChange = Notification.Name("NSUndoManagerDidUndoChangeNotification")
    public static let NSUndoManagerDidRedoChange = Notification.Name("NSUndoManagerDidRedoChangeNotification")
    public static let NSUndoManagerDidOpenUndoGroup = Notification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    public static let NSUndoManagerDidCloseUndoGroup = Notification.Name("NSUndoManagerDidCloseUndoGroupNotification")
}

extension UndoManager {
    public static let didUndoChangeNotification = Notification.Name.NSUndoManagerDidUndoChange
    public static let didRedoChangeNotification = Notification.Name.NSUndoManagerDidRedoChange
    public static let didCloseUndoGroupNotification = Notification.Name.NSUndoManagerDidCloseUndoGroup
    public static let didOpenUndoGroupNotification = Notification.Name.NSUndoManagerDidOpenUndoGroup
    public static let willUndoChangeNotification = Notification.Name.NSUndoManagerWillUndoChange
    public static let willRedoChangeNotification = Notification.Name.NSUndoManagerWillRedoChange
}
#endif
