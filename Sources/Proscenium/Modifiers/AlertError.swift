import Foundation

// Alerts made from a `LocalizedError`: its `errorDescription` is the title.

nonisolated extension View {
    /// Presents an alert titled by `error`'s description while `isPresented`
    /// is true and `error` is not nil.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?,
                                                 @ViewBuilder actions: () -> A) -> some View {
        alert(error?.errorDescription ?? "", isPresented: isPresented, presenting: error) { _ in actions() }
    }

    /// Presents an alert titled by `error`'s description, with actions and a
    /// message made from it, while `isPresented` is true and `error` is not nil.
    @MainActor
    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?,
                                                          @ViewBuilder actions: (E) -> A,
                                                          @ViewBuilder message: (E) -> M) -> some View {
        alert(error?.errorDescription ?? "", isPresented: isPresented, presenting: error, actions: actions,
              message: message)
    }

    /// Presents an alert titled by the error's description while `error` is
    /// not nil; an action clears it.
    public func alert<E: LocalizedError, A: View>(error: Binding<E?>, @ViewBuilder actions: () -> A) -> some View {
        alert(isPresented: Self.presenting(error), error: error.wrappedValue, actions: actions)
    }

    /// Presents an alert titled by the error's description, with actions and a
    /// message made from it, while `error` is not nil; an action clears it.
    @MainActor
    public func alert<E: LocalizedError, A: View, M: View>(error: Binding<E?>, @ViewBuilder actions: (E) -> A,
                                                          @ViewBuilder message: (E) -> M) -> some View {
        alert(isPresented: Self.presenting(error), error: error.wrappedValue, actions: actions, message: message)
    }

    /// True while `error` holds one; set false, it is cleared.
    private static func presenting<E>(_ error: Binding<E?>) -> Binding<Bool> {
        Binding(get: { error.wrappedValue != nil }, set: { if !$0 { error.wrappedValue = nil } })
    }
}
