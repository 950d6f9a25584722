import Foundation
import ProsceniumHost

/// A control that picks a colour, bound to a `Color`.
///
/// Its element is `colorpicker` with `value` (the colour as `#RRGGBBAA`, in
/// sRGB; a named colour as it looks in light appearance), `supportsOpacity`
/// (`true`: the person can set the alpha too) and `label`. A `change` event
/// with `#RRGGBB` or `#RRGGBBAA` sets the binding to that sRGB colour (the
/// alpha kept as it was when the picker does not support opacity).
nonisolated public struct ColorPicker<Label: View>: View, PrimitiveView {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label

    /// A colour picker with a label view.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    @MainActor package func render(into context: inout RenderContext) {
        let current = selection.wrappedValue.value.resolved(in: .light) ?? RGBA(red: 0, green: 0, blue: 0)
        var attributes: ElementAttributes = [.value: .string(hexString(current))]
        if supportsOpacity { attributes[.supportsOpacity] = true }
        context.labelAttribute(plainTitle(of: label), into: &attributes)
        context.setElement(.colorpicker, attributes)
        context.addSlot("label", label)
        let binding = selection
        let supportsOpacity = self.supportsOpacity
        let enabled = context.environment.isEnabled
        let droppedEvents = context.node.graph.services.droppedEvents
        context.on(.change) { event in
            guard enabled, let text = event.value, var rgba = parseHexColor(text) else {
                if event.value != nil { droppedEvents.dropped("not a #RRGGBB(AA) colour", kind: "change") }
                return
            }
            if !supportsOpacity { rgba.alpha = current.alpha }
            binding.wrappedValue = Color(.sRGB, red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha)
        }
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker with a text label.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// `#RRGGBBAA`.
func hexString(_ rgba: RGBA) -> String {
    [rgba.red, rgba.green, rgba.blue, rgba.alpha].map { String(format: "%02x", RGBA.byte($0)) }.joined()
        .reduce(into: "#") { $0.append($1) }
}

/// `#RRGGBB` or `#RRGGBBAA` as a colour; nil for anything else.
func parseHexColor(_ text: String) -> RGBA? {
    guard text.hasPrefix("#"), text.count == 7 || text.count == 9,
          let number = UInt64(text.dropFirst(), radix: 16) else { return nil }
    let bytes = text.count == 9 ? number : (number << 8) | 0xFF
    func channel(_ shift: UInt64) -> Double { Double((bytes >> shift) & 0xFF) / 255 }
    return RGBA(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
}
