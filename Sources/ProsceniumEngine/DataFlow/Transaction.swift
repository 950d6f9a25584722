import Foundation

/// The context of one state change: the animation its updates carry to the
/// display, and whether implicit animations (`.animation(_:value:)`) may
/// replace it.
public struct Transaction {
    /// The animation the changes are shown with; `nil` shows them at once.
    public var animation: Animation?
    /// Whether `.animation` modifiers below leave this transaction's animation alone.
    public var disablesAnimations: Bool = false
    /// Whether the change is one of many in a row (a drag): displays may skip animating it.
    public var isContinuous: Bool = false
    /// Whether the velocity of animations it starts is tracked (accepted; the page keeps its own).
    public var tracksVelocity: Bool = false
    package var completions: [TransactionCompletion] = []
    package var values: [ObjectIdentifier: Any] = [:]

    public init() {}
    public init(animation: Animation?) { self.animation = animation }

    /// Runs `completion` once the animations this transaction makes are done
    /// (at once when it makes none).
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {
        completions.append(TransactionCompletion(run: completion, criteria: criteria))
    }

    /// A value kept in the transaction under a key type of your own.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The transaction a `withAnimation` or `withTransaction` running now on
    /// this thread set (its body's state changes carry it). Kept per thread,
    /// not by comparing with the main actor's thread: a test runner may run
    /// the main actor's jobs on more than one thread.
    package static var current: Transaction? { TransactionStack.ofThisThread?.items.last }

    /// Runs `body` with `transaction` current on this thread.
    package static func with<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
        let stack = TransactionStack.forThisThread()
        stack.items.append(transaction)
        defer { stack.items.removeLast() }
        return try body()
    }
}

/// The transactions of the `withTransaction` bodies running on one thread.
private final class TransactionStack {
    var items: [Transaction] = []

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<TransactionStack>.fromOpaque(pointer).release()
        }
        return key
    }()

    static var ofThisThread: TransactionStack? {
        guard let pointer = pthread_getspecific(key) else { return nil }
        return Unmanaged<TransactionStack>.fromOpaque(pointer).takeUnretainedValue()
    }

    static func forThisThread() -> TransactionStack {
        if let stack = ofThisThread { return stack }
        let stack = TransactionStack()
        pthread_setspecific(key, Unmanaged.passRetained(stack).toOpaque())
        return stack
    }
}

/// A completion added to a transaction, run once.
/// Unchecked Sendable: made, claimed and run on the main actor; only passed through
/// transactions, which are Sendable values.
package final class TransactionCompletion: @unchecked Sendable {
    private var action: (() -> Void)?
    /// Whether a state change took it to a view's update (else it runs at once).
    package var claimed = false
    /// When its animation counts as finished.
    package let criteria: AnimationCompletionCriteria
    package init(run: @escaping () -> Void, criteria: AnimationCompletionCriteria = .logicallyComplete) {
        action = run
        self.criteria = criteria
    }
    package func run() {
        let action = self.action
        self.action = nil
        action?()
    }
}

/// A key for a value of your own in a `Transaction`.
public protocol TransactionKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// When an animation counts as finished, for its completion.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    package let name: String
    /// The animation has reached its end value (a spring may still settle).
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// The animation is entirely over.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body` with `transaction`: the state changes it makes are shown with
/// the transaction's animation.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.with(transaction, body)
}

/// Runs `body` with the current transaction's `keyPath` set to `value`.
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V,
                                  _ body: () throws -> R) rethrows -> R {
    var transaction = Transaction.current ?? Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// Runs `body`; the state changes it makes are shown with `animation`: the
/// display interpolates them (and runs the transitions of views they insert
/// and remove) instead of showing them at once.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current ?? Transaction()
    transaction.animation = animation
    return try withTransaction(transaction, body)
}

/// Runs `body` with `animation`, then `completion` once the animation is done
/// (at once when `body` changes nothing that animates).
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    var transaction = Transaction.current ?? Transaction()
    transaction.animation = animation
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    let result = try withTransaction(transaction, body)
    // Nothing changed that a view shows: the completion runs now, as in SwiftUI.
    if let added = transaction.completions.last, !added.claimed { added.run() }
    return result
}
