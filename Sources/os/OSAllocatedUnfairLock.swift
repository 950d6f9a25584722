// `OSAllocatedUnfairLock`: a lock that owns the state it protects.
import Foundation

/// A lock around a value: `withLock { $0 += 1 }`. On Linux a mutex.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    // Unchecked, as Apple declares it: `state` is reached only while `mutex` is held.
    private final class Storage {
        let mutex = NSLock()
        var state: State
        init(_ state: State) { self.state = state }
    }

    private let storage: Storage

    /// A lock protecting `initialState`.
    public init(uncheckedState initialState: State) { storage = Storage(initialState) }

    /// A lock protecting `initialState`.
    public init(initialState: State) where State: Sendable { storage = Storage(initialState) }

    /// Runs `body` with the state, holding the lock.
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        storage.mutex.lock()
        defer { storage.mutex.unlock() }
        return try body(&storage.state)
    }

    /// Runs `body` with the state, holding the lock.
    public func withLock<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R {
        try withLockUnchecked(body)
    }

    /// Runs `body` with the state if the lock is free now, else returns nil.
    public func withLockIfAvailableUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R? {
        guard storage.mutex.try() else { return nil }
        defer { storage.mutex.unlock() }
        return try body(&storage.state)
    }

    /// Runs `body` with the state if the lock is free now, else returns nil.
    public func withLockIfAvailable<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? {
        try withLockIfAvailableUnchecked(body)
    }
}

extension OSAllocatedUnfairLock where State == () {
    /// A lock with no state.
    public init() { storage = Storage(()) }

    /// Takes the lock, waiting for it.
    public func lock() { storage.mutex.lock() }
    /// Releases the lock.
    public func unlock() { storage.mutex.unlock() }
    /// Takes the lock if it is free; whether it did.
    public func lockIfAvailable() -> Bool { storage.mutex.try() }

    /// Runs `body` holding the lock.
    public func withLockUnchecked<R>(_ body: () throws -> R) rethrows -> R {
        lock()
        defer { unlock() }
        return try body()
    }

    /// Runs `body` holding the lock.
    public func withLock<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R {
        try withLockUnchecked(body)
    }
}
