nonisolated extension View {
    /// Attaches `gesture`, enabled while `isEnabled` is true (the gestures of
    /// the views inside stay enabled).
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        self.gesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches `gesture` ahead of the gestures of the views inside, enabled while `isEnabled` is true.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        highPriorityGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches `gesture` to be recognised along with those of the views
    /// inside, enabled while `isEnabled` is true.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        simultaneousGesture(gesture, including: isEnabled ? .all : .subviews)
    }
}
