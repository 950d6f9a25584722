/// The context of one state change. Proscenium has no animations; a
/// transaction's animation is kept so code that sets one builds and reads it back.
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations: Bool = false
    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}

/// An animation. The browser display shows changes at once: animations are
/// accepted and have no visible effect (see the compatibility table).
public struct Animation: Equatable, Sendable {
    let name: String
    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring")
    public static func linear(duration: Double) -> Animation { Animation(name: "linear") }
    public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut") }
}

/// Runs `body`; Proscenium applies the changes it makes without animation.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` in `transaction`.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
