import Foundation
import ProsceniumHost

/// A piece of extra accessibility content, from the Accessibility framework:
/// SwiftUI's `accessibilityCustomContent` takes its importance.
/// Unchecked Sendable: an open NSObject subclass, Sendable as Apple declares it; made
/// and read in bodies, on the main actor.
open class AXCustomContent: NSObject, @unchecked Sendable {
    /// Objects that control the timing of content output.
    public enum Importance: UInt, Hashable, Sendable {
        /// Output the content to the user on demand.
        case `default` = 0
        /// Output the content to the user immediately.
        case high = 1
    }

    /// What the content is about ("orientation").
    open var label: String
    /// The content itself ("landscape").
    open var value: String
    /// When assistive technology outputs the content.
    open var importance: AXCustomContent.Importance = .default

    public init(label: String, value: String) {
        self.label = label
        self.value = value
        super.init()
    }
}

/// Key used to specify the identifier and label associated with an entry of
/// additional accessibility information.
public struct AccessibilityCustomContentKey: Hashable, Sendable {
    let label: String
    let id: String

    init(label: String, id: String) {
        self.label = label
        self.id = id
    }

    /// A key with a localized label, also its identifier.
    public init(_ labelKey: LocalizedStringKey) {
        label = labelKey.plainText
        id = label
    }

    /// A key with a label and an identifier.
    public init(_ label: Text, id: String) {
        self.label = label.plainText
        self.id = id
    }

    /// A key with a localized label and an identifier.
    public init(_ labelKey: LocalizedStringKey, id: String) {
        label = labelKey.plainText
        self.id = id
    }
}

extension AccessibilityAttachmentModifier {
    /// Sets (or, with a nil value, removes) the entry of `key`: on the
    /// element, `customContent` lines of identifier, label, value and
    /// importance (`default`, `high`), tab-separated, in the order the keys
    /// were first given.
    static func customContent(_ key: AccessibilityCustomContentKey, _ value: String?,
                              importance: AXCustomContent.Importance) -> Self {
        update(.customContent) { existing in
            // Tabs and line breaks of the app's text become spaces.
            func clean(_ text: String) -> String { String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 }) }
            let id = clean(key.id)
            var lines = (existing?.string ?? "").split(separator: "\n").map(String.init)
            let index = lines.firstIndex { $0.split(separator: "\t", omittingEmptySubsequences: false).first.map(String.init) == id }
            if let value {
                let line = [id, clean(key.label), clean(value), importance == .high ? "high" : "default"].joined(separator: "\t")
                if let index { lines[index] = line } else { lines.append(line) }
            } else if let index {
                lines.remove(at: index)
            }
            return lines.isEmpty ? nil : .string(lines.joined(separator: "\n"))
        }
    }

    /// An entry whose label is also its identifier.
    static func customContent(label: String, _ value: String?, importance: AXCustomContent.Importance) -> Self {
        customContent(AccessibilityCustomContentKey(label: label, id: label), value, importance: importance)
    }
}

nonisolated extension View {
    /// Add additional accessibility information to the view: high-importance
    /// information is read out after the view's value, before its hint;
    /// default-importance information after the hint (in the page, the
    /// element's `aria-description`, which screen readers read after its
    /// name or on request). A nil value removes the entry of `key` an inner
    /// modifier gave.
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?,
                                           importance: AXCustomContent.Importance = .default)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.customContent(key, value?.plainText, importance: importance))
    }

    /// Add additional accessibility information to the view.
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
                                           importance: AXCustomContent.Importance = .default)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.customContent(key, valueKey.plainText, importance: importance))
    }

    /// Add additional accessibility information to the view.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ key: AccessibilityCustomContentKey, _ value: V,
                                                              importance: AXCustomContent.Importance = .default)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.customContent(key, String(value), importance: importance))
    }

    /// Add additional accessibility information to the view, identified by its label.
    public func accessibilityCustomContent(_ label: Text, _ value: Text,
                                           importance: AXCustomContent.Importance = .default)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.customContent(label: label.plainText, value.plainText, importance: importance))
    }

    /// Add additional accessibility information to the view, identified by its label.
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text,
                                           importance: AXCustomContent.Importance = .default)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.customContent(label: labelKey.plainText, value.plainText, importance: importance))
    }

    /// Add additional accessibility information to the view, identified by its label.
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
                                           importance: AXCustomContent.Importance = .default)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.customContent(label: labelKey.plainText, valueKey.plainText, importance: importance))
    }

    /// Add additional accessibility information to the view, identified by its label.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V,
                                                              importance: AXCustomContent.Importance = .default)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.customContent(label: labelKey.plainText, String(value), importance: importance))
    }
}

nonisolated extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    /// Add additional accessibility information to this accessibility element.
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?,
                                           importance: AXCustomContent.Importance = .default) -> ModifiedContent<Content, Modifier> {
        accessibility(.customContent(key, value?.plainText, importance: importance))
    }

    /// Add additional accessibility information to this accessibility element.
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
                                           importance: AXCustomContent.Importance = .default) -> ModifiedContent<Content, Modifier> {
        accessibility(.customContent(key, valueKey.plainText, importance: importance))
    }

    /// Add additional accessibility information to this accessibility element.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ key: AccessibilityCustomContentKey, _ value: V,
                                                              importance: AXCustomContent.Importance = .default)
        -> ModifiedContent<Content, Modifier> {
        accessibility(.customContent(key, String(value), importance: importance))
    }

    /// Add additional accessibility information to this accessibility element.
    public func accessibilityCustomContent(_ label: Text, _ value: Text,
                                           importance: AXCustomContent.Importance = .default) -> ModifiedContent<Content, Modifier> {
        accessibility(.customContent(label: label.plainText, value.plainText, importance: importance))
    }

    /// Add additional accessibility information to this accessibility element.
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text,
                                           importance: AXCustomContent.Importance = .default) -> ModifiedContent<Content, Modifier> {
        accessibility(.customContent(label: labelKey.plainText, value.plainText, importance: importance))
    }

    /// Add additional accessibility information to this accessibility element.
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
                                           importance: AXCustomContent.Importance = .default) -> ModifiedContent<Content, Modifier> {
        accessibility(.customContent(label: labelKey.plainText, valueKey.plainText, importance: importance))
    }

    /// Add additional accessibility information to this accessibility element.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V,
                                                              importance: AXCustomContent.Importance = .default)
        -> ModifiedContent<Content, Modifier> {
        accessibility(.customContent(label: labelKey.plainText, String(value), importance: importance))
    }
}
