import Foundation
import ProsceniumHost

// The modifiers a sheet's or popover's content uses to style the
// presentation around it (`presentationBackground`, `presentationCornerRadius`),
// and those of phone sheets that a Mac's sheets, and these, do not have.

/// What the content of a presentation asks of it, kept by the presented view.
@MainActor
final class PresentationLook {
    /// What each modifier asked, by the modifier's node (one view asks, as a rule).
    private var backgrounds: [ObjectIdentifier: AttributeValue?] = [:]
    private var cornerRadii: [ObjectIdentifier: CGFloat?] = [:]
    /// The presented view, rendered again when the look changes.
    weak var node: ViewNode?

    /// The presentation element's attributes for it.
    var attributes: ElementAttributes {
        var attributes: ElementAttributes = [:]
        if let background = backgrounds.values.first(where: { $0 != nil }) ?? nil { attributes[.background] = background }
        if let radius = cornerRadii.values.first(where: { $0 != nil }) ?? nil {
            attributes[.cornerRadius] = .length(Double(radius))
        }
        return attributes
    }

    /// Records what `node` asks; renders the presentation again if that changes its look.
    func set(background: AttributeValue?? = .none, cornerRadius: CGFloat?? = .none, by node: ViewNode) {
        let before = attributes
        let id = ObjectIdentifier(node)
        if backgrounds[id] == nil, cornerRadii[id] == nil {
            node.onUnmount { [weak self] in
                guard let self else { return }
                let before = attributes
                backgrounds[id] = nil
                cornerRadii[id] = nil
                if attributes != before { self.node?.invalidate(reason: "presentation look") }
            }
        }
        if let background { backgrounds[id] = background }
        if let cornerRadius { cornerRadii[id] = cornerRadius }
        if attributes != before { self.node?.invalidate(reason: "presentation look") }
    }
}

extension EnvironmentValues {
    private struct PresentationLookKey: EnvironmentKey { static var defaultValue: PresentationLook? { nil } }

    /// The presentation around these views, whose look they may set.
    var presentationLook: PresentationLook? {
        get { self[PresentationLookKey.self] }
        set { self[PresentationLookKey.self] = newValue }
    }
}

nonisolated struct PresentationLookModifier: PrimitiveModifier {
    var background: AttributeValue?? = .none
    var cornerRadius: CGFloat?? = .none

    @MainActor func render(content: any View, into context: inout RenderContext) {
        context.environment.presentationLook?.set(background: background, cornerRadius: cornerRadius, by: context.node)
        context.addChildren(content)
    }
}

/// How a phone's compact-size presentation adapts (`presentationCompactAdaptation(_:)`).
/// A Mac's windows, and these, are never compact, so no adaptation changes
/// what shows, as on a Mac.
public struct PresentationAdaptation: Sendable {
    let name: String
    /// The platform's adaptation.
    public static var automatic: PresentationAdaptation { PresentationAdaptation(name: "automatic") }
    /// No adaptation: presented as asked.
    public static var none: PresentationAdaptation { PresentationAdaptation(name: "none") }
    /// As a popover.
    public static var popover: PresentationAdaptation { PresentationAdaptation(name: "popover") }
    /// As a sheet.
    public static var sheet: PresentationAdaptation { PresentationAdaptation(name: "sheet") }
    /// As a full-screen cover.
    public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation(name: "fullScreenCover") }
}

/// Whether the views behind a phone sheet resting at a detent take input
/// (`presentationBackgroundInteraction(_:)`). A Mac's sheets, and these, are
/// modal and have no detents, so the views behind never take input, as on a Mac.
public struct PresentationBackgroundInteraction: Sendable {
    let name: String
    let upThrough: PresentationDetent?
    /// The platform's behaviour: modal.
    public static var automatic: PresentationBackgroundInteraction { .init(name: "automatic", upThrough: nil) }
    /// The views behind take input.
    public static var enabled: PresentationBackgroundInteraction { .init(name: "enabled", upThrough: nil) }
    /// The views behind take input while the sheet rests at `detent` or lower.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        .init(name: "enabled", upThrough: detent)
    }
    /// The views behind take no input.
    public static var disabled: PresentationBackgroundInteraction { .init(name: "disabled", upThrough: nil) }
}

/// Whether a swipe on a resizable phone sheet resizes it or scrolls its
/// content (`presentationContentInteraction(_:)`). A Mac's sheets, and
/// these, fit their content and are not resized by a swipe: content scrolls.
public struct PresentationContentInteraction: Equatable, Sendable {
    let name: String
    /// The platform's behaviour.
    public static var automatic: PresentationContentInteraction { .init(name: "automatic") }
    /// A swipe resizes the sheet first.
    public static var resizes: PresentationContentInteraction { .init(name: "resizes") }
    /// A swipe scrolls the content first.
    public static var scrolls: PresentationContentInteraction { .init(name: "scrolls") }
}

nonisolated extension View {
    /// Fills the background of the sheet or popover this view is in with `style`.
    public func presentationBackground<S>(_ style: S) -> some View where S: ShapeStyle {
        modifier(EnvironmentReadingPresentationBackground(style: style))
    }

    /// Rounds the corners of the sheet or popover this view is in by
    /// `cornerRadius` points (nil: the platform's).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        modifier(PresentationLookModifier(cornerRadius: .some(cornerRadius)))
    }

    /// Shows or hides a phone sheet's drag indicator. A Mac's sheets, and
    /// these, have none to show, as on a Mac.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

    /// How this view's presentations adapt in compact size classes; a Mac's
    /// windows, and these, are never compact, as on a Mac.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }

    /// How this view's presentations adapt in compact widths and heights;
    /// a Mac's windows, and these, are never compact, as on a Mac.
    public func presentationCompactAdaptation(horizontal horizontalAdaptation: PresentationAdaptation,
                                              vertical verticalAdaptation: PresentationAdaptation) -> some View { self }

    /// Whether the views behind the sheet this view is in take input; a
    /// Mac's sheets, and these, are modal, as on a Mac.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }

    /// Whether a swipe resizes the sheet this view is in or scrolls it; a
    /// Mac's sheets, and these, are not resized by a swipe, as on a Mac.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }
}

/// `presentationBackground(_:)`: the style painted in the content's environment.
nonisolated struct EnvironmentReadingPresentationBackground<S: ShapeStyle>: PrimitiveModifier {
    let style: S

    @MainActor func render(content: any View, into context: inout RenderContext) {
        let paint = style.paint(in: context.environment).map { AttributeValue.painted($0) }
        context.environment.presentationLook?.set(background: .some(paint), by: context.node)
        context.addChildren(content)
    }
}
