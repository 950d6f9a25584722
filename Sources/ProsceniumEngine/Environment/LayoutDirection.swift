import Foundation
import ProsceniumHost

/// A direction in which SwiftUI can lay out content.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// A left-to-right layout direction.
    case leftToRight
    /// A right-to-left layout direction.
    case rightToLeft

    /// The direction the language of `locale` is written in.
    package init(locale: Locale) {
        let direction = Locale.Language(identifier: locale.identifier).characterDirection
        self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
}

/// A description of what should happen when the layout direction changes.
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// A behavior that doesn't mirror when the layout direction changes.
    case fixed
    /// A behavior that mirrors when the layout direction has the specified value.
    case mirrors(in: LayoutDirection)

    /// A behavior that mirrors when the layout direction is right-to-left.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

    /// Whether content is mirrored in an environment of `direction`.
    package func mirrors(_ direction: LayoutDirection) -> Bool {
        if case .mirrors(let mirrored) = self { return mirrored == direction }
        return false
    }
}

extension EnvironmentValues {
    private struct LayoutDirectionKey: EnvironmentKey {
        static var defaultValue: LayoutDirection { LayoutDirection(locale: Locale.current) }
    }

    /// The layout direction associated with the current environment: the
    /// direction the app process's language is written in, unless set with
    /// `.environment(\.layoutDirection, ...)`. Views that mirror by it
    /// (`flipsForRightToLeftLayoutDirection(_:)`, `layoutDirectionBehavior(_:)`)
    /// and code that reads it follow what is set here. Not supported yet:
    /// stacks do not reverse their children's places in a right-to-left
    /// environment, as SwiftUI's do; text runs in its own direction.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}

/// Flips the next element down horizontally when the environment's layout
/// direction is one its behavior mirrors in.
package nonisolated struct LayoutDirectionFlip: PrimitiveModifier {
    /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
    package init(behavior: LayoutDirectionBehavior) {
        self.behavior = behavior
    }

    package let behavior: LayoutDirectionBehavior

    @MainActor package func render(content: any View, into context: inout RenderContext) {
        if behavior.mirrors(context.environment.layoutDirection) {
            context.childEnvironment.appendPendingTransform(.scale(x: -1, y: 1, anchor: UnitPoint.center.transformAnchor))
        }
        context.addChildren(content)
    }
}
