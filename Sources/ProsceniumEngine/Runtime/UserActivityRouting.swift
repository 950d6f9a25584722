import ProsceniumHost

/// A window's user activities: those its views advertise
/// (`userActivity(_:isActive:_:)`), one `NSUserActivity` of each type kept
/// while any view advertises it, and the handlers that continue activities
/// given to the app (`onContinueUserActivity(_:perform:)`).
@MainActor
package final class WindowUserActivities {
    private struct Advertiser {
        let node: WeakNode
        let type: String
        /// When it first advertised: the window's first type is its current activity.
        let order: Int
        var update: (NSUserActivity) -> Void
        /// Whether it rendered since its update last ran.
        var needsUpdate = true
    }

    private var advertisers: [ObjectIdentifier: Advertiser] = [:]
    /// The nodes whose unmounting withdraws what they advertise.
    private var watched: Set<ObjectIdentifier> = []
    private var nextOrder = 0
    /// The activity of each type advertised.
    private var activities: [String: NSUserActivity] = [:]
    private var continuers: [ObjectIdentifier: (node: WeakNode, type: String, handler: (NSUserActivity) -> Void)] = [:]
    /// Activities given to the window, continued by the next commit once its views have rendered.
    package var pending: [NSUserActivity] = []

    /// `node` advertises an activity of `type`, updated by `update` after it renders.
    package func advertise(_ node: ViewNode, type: String, update: @escaping (NSUserActivity) -> Void) {
        let id = ObjectIdentifier(node)
        if let existing = advertisers[id], existing.type == type {
            advertisers[id]?.update = update
            advertisers[id]?.needsUpdate = true
            return
        }
        if advertisers[id] != nil { withdraw(node) }
        if watched.insert(id).inserted {
            node.onUnmount { [weak self, weak node] in
                self?.watched.remove(id)
                if let node { self?.withdraw(node) }
            }
        }
        advertisers[id] = Advertiser(node: WeakNode(node: node), type: type, order: nextOrder, update: update)
        nextOrder += 1
        if activities[type] == nil { activities[type] = NSUserActivity(activityType: type) }
    }

    /// `node` stops advertising; an activity no view advertises any more is invalidated.
    package func withdraw(_ node: ViewNode) {
        guard let advertiser = advertisers.removeValue(forKey: ObjectIdentifier(node)) else { return }
        let type = advertiser.type
        if !advertisers.values.contains(where: { $0.type == type }), let activity = activities.removeValue(forKey: type) {
            activity.invalidate()
        }
    }

    /// The activity the window advertises: of the type first advertised among those still advertised.
    package var current: NSUserActivity? {
        advertisers.values.min { $0.order < $1.order }.flatMap { activities[$0.type] }
    }

    /// Runs the updates of the views that rendered since theirs last ran,
    /// in the order they first advertised, and makes the window's activity
    /// current while it is the key window; returns whether any update ran
    /// (an update may change state, which the caller renders).
    package func refresh(isKey: Bool) -> Bool {
        let due = advertisers.filter { $0.value.needsUpdate && $0.value.node.node?.isMounted == true }
            .sorted { $0.value.order < $1.value.order }
        for (id, advertiser) in due {
            advertisers[id]?.needsUpdate = false
            if let activity = activities[advertiser.type] { advertiser.update(activity) }
        }
        // The key window's activity is current; another window's stops being so.
        if let current, (NSUserActivity._current === current) != isKey {
            if isKey { current.becomeCurrent() } else { current.resignCurrent() }
        }
        return !due.isEmpty
    }

    package func registerContinuation(_ node: ViewNode, type: String, _ handler: @escaping (NSUserActivity) -> Void) {
        let id = ObjectIdentifier(node)
        if continuers[id] == nil { node.onUnmount { [weak self] in self?.continuers[id] = nil } }
        continuers[id] = (WeakNode(node: node), type, handler)
    }

    /// Gives `activity` to the handlers of its type; returns whether there was one.
    package func deliver(_ activity: NSUserActivity) -> Bool {
        let live = continuers.values.filter { $0.type == activity.activityType && $0.node.node?.isMounted == true }
        for entry in live { entry.handler(activity) }
        return !live.isEmpty
    }
}

extension EnvironmentValues {
    /// The user activities of the window a view is in.
    package var windowUserActivities: WindowUserActivities? { windowObjects?.userActivities }
}

/// Advertises an activity with the window while its view is shown and active.
package nonisolated struct UserActivityModifier: PrimitiveModifier {
    /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
    package init(activityType: String, update: ((NSUserActivity) -> Void)?) {
        self.activityType = activityType
        self.update = update
    }

    package let activityType: String
    /// Nil when not active (`isActive: false`, or a nil element).
    package let update: ((NSUserActivity) -> Void)?

    @MainActor package func render(content: any View, into context: inout RenderContext) {
        if let activities = context.environment.windowUserActivities {
            if let update {
                activities.advertise(context.node, type: activityType, update: update)
            } else {
                activities.withdraw(context.node)
            }
        }
        context.addChildren(content)
    }
}

/// Registers an `onContinueUserActivity` handler with its window.
package nonisolated struct ContinueUserActivityModifier: PrimitiveModifier {
    /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
    package init(activityType: String, action: @escaping (NSUserActivity) -> Void) {
        self.activityType = activityType
        self.action = action
    }

    package let activityType: String
    package let action: (NSUserActivity) -> Void

    @MainActor package func render(content: any View, into context: inout RenderContext) {
        context.environment.windowUserActivities?.registerContinuation(context.node, type: activityType, action)
        context.addChildren(content)
    }
}

extension AppRuntime {
    /// Gives the app `activity` to continue, as Handoff, Spotlight or a
    /// universal link would on Apple's platforms: it goes to the scene whose
    /// `handlesExternalEvents(matching:)` matches its `targetContentIdentifier`
    /// (else its `webpageURL`; else the first window group), reusing its
    /// window or opening one, and to that window's `onContinueUserActivity`
    /// handlers for its type.
    public func continueUserActivity(_ activity: NSUserActivity) {
        guard let session = sessions.last else {
            runtimeLog.notice("no session to continue \(activity.activityType) in")
            return
        }
        session.continueUserActivity(activity)
        flush()
    }

    /// The activity the key window of the latest session advertises
    /// (`userActivity(_:isActive:_:)`), if any.
    public var currentUserActivity: NSUserActivity? {
        guard let session = sessions.last, let key = session.keyWindow else { return nil }
        return key.userActivities.current
    }
}

extension AppSession {
    package func continueUserActivity(_ activity: NSUserActivity) {
        let target = activity.targetContentIdentifier ?? activity.webpageURL?.absoluteString
        guard let window = windowForExternalEvent(target) else {
            runtimeLog.notice("no scene continues \(activity.activityType)")
            return
        }
        makeKey(window)
        // The handlers register as the window's views render: the activity
        // waits for the commit, as an opened URL does (`deliverPendingURLs`).
        window.userActivities.pending.append(activity)
        runtime?.scheduleUpdate(for: self)
    }

    /// Continues each activity waiting on `window` and brings its advertised
    /// activities up to date; returns whether any handler or update ran.
    package func deliverUserActivities(of window: WindowInstance) -> Bool {
        var ran = false
        let activities = window.userActivities.pending
        window.userActivities.pending.removeAll()
        for activity in activities {
            ran = true
            if !window.userActivities.deliver(activity) {
                runtimeLog.notice("no onContinueUserActivity handler in the window for \(activity.activityType)")
            }
        }
        if window.userActivities.refresh(isKey: window === keyWindow) { ran = true }
        return ran
    }
}
