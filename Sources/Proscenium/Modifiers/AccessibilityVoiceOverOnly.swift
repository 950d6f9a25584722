import Foundation

// Accessibility modifiers that speak to VoiceOver's and Voice Control's own
// behaviours, for which a browser's accessibility vocabulary (ARIA) has no
// counterpart: where VoiceOver activates or drags a view, the names Voice
// Control also answers to, the kind of text, touch areas, VoiceOver's zoom
// and scroll gestures, the large content viewer. They keep Apple's
// declarations, join a chain of accessibility modifiers as SwiftUI's do, and
// change nothing in the page (docs/COMPATIBILITY.md).

extension AccessibilityAttachmentModifier {
    /// A part that leaves nothing on the element.
    static var unchanged: AccessibilityAttachmentModifier { AccessibilityAttachmentModifier(Part { _ in }) }
}

/// Accessibility technologies available to the system.
public struct AccessibilityTechnologies: SetAlgebra, Sendable {
    public typealias Element = AccessibilityTechnologies
    public typealias ArrayLiteralElement = AccessibilityTechnologies

    private var bits: UInt8

    private init(bits: UInt8) { self.bits = bits }

    public init() { bits = 0 }

    /// The value that represents the VoiceOver screen reader.
    public static let voiceOver = AccessibilityTechnologies(bits: 1)
    /// The value that represents a Switch Control device.
    public static let switchControl = AccessibilityTechnologies(bits: 2)

    public func contains(_ member: AccessibilityTechnologies) -> Bool { bits & member.bits == member.bits }
    public func union(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { .init(bits: bits | other.bits) }
    public func intersection(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { .init(bits: bits & other.bits) }
    public func symmetricDifference(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies {
        .init(bits: bits ^ other.bits)
    }
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTechnologies)
        -> (inserted: Bool, memberAfterInsert: AccessibilityTechnologies) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }
    @discardableResult
    public mutating func remove(_ member: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        guard bits & member.bits != 0 else { return nil }
        let removed = AccessibilityTechnologies(bits: bits & member.bits)
        bits &= ~member.bits
        return removed
    }
    @discardableResult
    public mutating func update(with newMember: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        let had = contains(newMember)
        bits |= newMember.bits
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: AccessibilityTechnologies) { bits |= other.bits }
    public mutating func formIntersection(_ other: AccessibilityTechnologies) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: AccessibilityTechnologies) { bits ^= other.bits }
}

/// An option set that defines the functionality of a view's direct touch
/// area. Not supported: a browser has no counterpart.
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    public typealias Element = AccessibilityDirectTouchOptions
    public typealias ArrayLiteralElement = AccessibilityDirectTouchOptions
    public typealias RawValue = UInt

    public let rawValue: AccessibilityDirectTouchOptions.RawValue

    public init(rawValue: AccessibilityDirectTouchOptions.RawValue) { self.rawValue = rawValue }

    /// Allows a direct touch area to immediately receive touch events without
    /// specific user activation.
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1 << 0)
    /// Prevents the direct touch area from receiving touch events until the
    /// user activates it.
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 1 << 1)
}

/// Position and direction information of a zoom gesture that someone
/// performs with an assistive technology like VoiceOver. Not supported: a
/// browser's assistive technology has no such gesture.
public struct AccessibilityZoomGestureAction: Sendable {
    /// A direction that matches the movement of a zoom gesture performed by
    /// an assistive technology, such as a swipe up and down in VoiceOver's zoom rotor.
    public enum Direction: Hashable, Sendable {
        /// The gesture direction that represents zooming in.
        case zoomIn
        /// The gesture direction that represents zooming out.
        case zoomOut
    }

    /// The zoom gesture's direction.
    public let direction: AccessibilityZoomGestureAction.Direction
    /// The zoom gesture's activation point, normalized to the accessibility element's frame.
    public let location: UnitPoint
    /// The zoom gesture's activation point within the window's coordinate space.
    public let point: CGPoint
}

nonisolated extension View {
    /// Sets alternate input labels with which users identify a view: Voice
    /// Control's other names for it. Not supported: a browser's vocabulary
    /// has none, and the page names the view by its label alone.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey])
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibility(.unchanged) }

    /// Sets alternate input labels with which users identify a view. Not supported: a browser has no counterpart.
    public func accessibilityInputLabels(_ inputLabels: [Text])
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibility(.unchanged) }

    /// Sets alternate input labels with which users identify a view. Not supported: a browser has no counterpart.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S])
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibility(.unchanged) }

    /// The point, in the view, where VoiceOver activates it. Not supported:
    /// a browser activates an element as a whole.
    public func accessibilityActivationPoint(_ activationPoint: CGPoint)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibility(.unchanged) }

    /// The point, in the view, where VoiceOver activates it. Not supported: a browser has no counterpart.
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibility(.unchanged) }

    /// Whether VoiceOver treats the view as interactive. Not supported: the
    /// page's roles say that of each element.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibility(.unchanged) }

    /// Sets an accessibility text content type. Not supported: a browser has no counterpart.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibility(.unchanged) }

    /// Explicitly set whether this accessibility element is a direct touch
    /// area, for touch screens. Not supported: a browser has no counterpart.
    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = [])
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibility(.unchanged) }

    /// The point VoiceOver starts a drag of the view from. Not supported: a browser has no counterpart.
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibility(.unchanged) }

    /// The point VoiceOver starts a drag of the view from. Not supported: a browser has no counterpart.
    public func accessibilityDragPoint(_ point: UnitPoint, description: Text)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibility(.unchanged) }

    /// The point VoiceOver starts a drag of the view from. Not supported: a browser has no counterpart.
    @_disfavoredOverload
    public func accessibilityDragPoint<S: StringProtocol>(_ point: UnitPoint, description: S)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibility(.unchanged) }

    /// The point VoiceOver drops on in the view. Not supported: a browser has no counterpart.
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibility(.unchanged) }

    /// The point VoiceOver drops on in the view. Not supported: a browser has no counterpart.
    public func accessibilityDropPoint(_ point: UnitPoint, description: Text)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibility(.unchanged) }

    /// The point VoiceOver drops on in the view. Not supported: a browser has no counterpart.
    @_disfavoredOverload
    public func accessibilityDropPoint<S: StringProtocol>(_ point: UnitPoint, description: S)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibility(.unchanged) }

    /// Adds an accessibility zoom action to the view: VoiceOver's zoom
    /// gesture. Not supported: a browser's assistive technology has none,
    /// so `handler` is never called.
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibility(.unchanged) }

    /// Adds an accessibility scroll action to the view: VoiceOver's scroll
    /// gesture. Not supported: a browser's assistive technology scrolls the
    /// page itself, so `handler` is never called.
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibility(.unchanged) }

    /// Adds a default large content view to be shown by the large content
    /// viewer, an iOS feature. Not supported: a Mac and a browser lack it.
    public func accessibilityShowsLargeContentViewer() -> some View { self }

    /// Adds a custom large content view to be shown by the large content
    /// viewer, an iOS feature. Not supported: a Mac and a browser lack it.
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View {
        self
    }
}

nonisolated extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    /// Sets alternate input labels. Not supported: a browser has no counterpart.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> ModifiedContent<Content, Modifier> {
        accessibility(.unchanged)
    }

    /// Sets alternate input labels. Not supported: a browser has no counterpart.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<Content, Modifier> {
        accessibility(.unchanged)
    }

    /// Sets alternate input labels. Not supported: a browser has no counterpart.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> ModifiedContent<Content, Modifier> {
        accessibility(.unchanged)
    }

    /// The point where VoiceOver activates the view. Not supported: a browser has no counterpart.
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> ModifiedContent<Content, Modifier> {
        accessibility(.unchanged)
    }

    /// The point where VoiceOver activates the view. Not supported: a browser has no counterpart.
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> ModifiedContent<Content, Modifier> {
        accessibility(.unchanged)
    }

    /// Whether VoiceOver treats the view as interactive. Not supported: a browser has no counterpart.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true)
        -> ModifiedContent<Content, Modifier> { accessibility(.unchanged) }

    /// Sets an accessibility text content type. Not supported: a browser has no counterpart.
    public func accessibilityTextContentType(_ textContentType: AccessibilityTextContentType)
        -> ModifiedContent<Content, Modifier> { accessibility(.unchanged) }

    /// Whether this accessibility element is a direct touch area. Not supported: a browser has no counterpart.
    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = [])
        -> ModifiedContent<Content, Modifier> { accessibility(.unchanged) }

    /// The point VoiceOver starts a drag from. Not supported: a browser has no counterpart.
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey)
        -> ModifiedContent<Content, Modifier> { accessibility(.unchanged) }

    /// The point VoiceOver starts a drag from. Not supported: a browser has no counterpart.
    public func accessibilityDragPoint(_ point: UnitPoint, description: Text)
        -> ModifiedContent<Content, Modifier> { accessibility(.unchanged) }

    /// The point VoiceOver starts a drag from. Not supported: a browser has no counterpart.
    @_disfavoredOverload
    public func accessibilityDragPoint<S: StringProtocol>(_ point: UnitPoint, description: S)
        -> ModifiedContent<Content, Modifier> { accessibility(.unchanged) }

    /// The point VoiceOver drops on. Not supported: a browser has no counterpart.
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey)
        -> ModifiedContent<Content, Modifier> { accessibility(.unchanged) }

    /// The point VoiceOver drops on. Not supported: a browser has no counterpart.
    public func accessibilityDropPoint(_ point: UnitPoint, description: Text)
        -> ModifiedContent<Content, Modifier> { accessibility(.unchanged) }

    /// The point VoiceOver drops on. Not supported: a browser has no counterpart.
    @_disfavoredOverload
    public func accessibilityDropPoint<S: StringProtocol>(_ point: UnitPoint, description: S)
        -> ModifiedContent<Content, Modifier> { accessibility(.unchanged) }

    /// VoiceOver's zoom gesture. Not supported: a browser has no counterpart, and `handler` is never called.
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void)
        -> ModifiedContent<Content, Modifier> { accessibility(.unchanged) }

    /// VoiceOver's scroll gesture. Not supported: a browser has no counterpart, and `handler` is never called.
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> ModifiedContent<Content, Modifier> {
        accessibility(.unchanged)
    }
}
