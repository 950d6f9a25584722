import Foundation

/// Core Graphics' result codes.
@frozen
public enum CGError: Int32, Sendable {
    /// The request was done.
    case success = 0
    /// A general failure.
    case failure = 1000
    /// One or more of the arguments are invalid.
    case illegalArgument = 1001
    /// The connection to the window server is invalid.
    case invalidConnection = 1002
    /// The context identifier is invalid.
    case invalidContext = 1003
    /// The request is inappropriate for its arguments or the current
    /// system state: what Proscenium returns for requests a browser refuses.
    case cannotComplete = 1004
    /// The function is an obsolete stub.
    case notImplemented = 1006
    /// An argument is out of range.
    case rangeCheck = 1007
    /// An argument is of the wrong type.
    case typeCheck = 1008
    /// The request is not valid for its arguments or the current system state.
    case invalidOperation = 1010
    /// The resource asked for is not available.
    case noneAvailable = 1011
}

/// Moves the pointer to `newCursorPosition` on screen, without events, on a
/// Mac. A browser does not let a page move the pointer (only lock and hide
/// it), so the pointer stays where the person put it and this returns
/// `.cannotComplete`, Core Graphics' code for a request the system's state
/// does not allow.
@discardableResult
public func CGWarpMouseCursorPosition(_ newCursorPosition: CGPoint) -> CGError {
    .cannotComplete
}
