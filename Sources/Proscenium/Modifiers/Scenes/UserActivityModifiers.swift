import ProsceniumHost

nonisolated extension View {
    /// Advertises a user activity type: while this view is shown and
    /// `isActive`, its window keeps an `NSUserActivity` of `activityType`,
    /// which `update` fills in after the view updates; the key window's
    /// activity is the current one (`AppRuntime.currentUserActivity`).
    ///
    /// Handoff is not supported on this platform: no activity reaches the
    /// person's other devices, Spotlight or Siri, as they need Apple's
    /// services; the app itself can continue one (`AppRuntime.continueUserActivity(_:)`).
    public func userActivity(_ activityType: String, isActive: Bool = true,
                             _ update: @escaping (NSUserActivity) -> ()) -> some View {
        modifier(UserActivityModifier(activityType: activityType, update: isActive ? update : nil))
    }

    /// Advertises a user activity type for `element`: as
    /// `userActivity(_:isActive:_:)`, active while `element` is not nil,
    /// which `update` is given with the activity.
    ///
    /// Handoff is not supported on this platform: no activity reaches the
    /// person's other devices, Spotlight or Siri.
    public func userActivity<P>(_ activityType: String, element: P?,
                                _ update: @escaping (P, NSUserActivity) -> ()) -> some View {
        modifier(UserActivityModifier(activityType: activityType,
                                      update: element.map { element in { update(element, $0) } }))
    }

    /// Registers a handler to invoke in response to a user activity of
    /// `activityType` that the app receives: one given to it with
    /// `AppRuntime.continueUserActivity(_:)`, in the window of the scene that
    /// handles it (`handlesExternalEvents(matching:)` matches its
    /// `targetContentIdentifier`).
    ///
    /// Activities from another device (Handoff), Spotlight or Siri are not
    /// supported on this platform: those need Apple's services.
    public func onContinueUserActivity(_ activityType: String,
                                       perform action: @escaping (NSUserActivity) -> ()) -> some View {
        modifier(ContinueUserActivityModifier(activityType: activityType, action: action))
    }
}
