import Foundation
import ProsceniumFoundation

// Colour pickers bound to a `CGColor`: the same picker, the chosen colour
// written back as Core Graphics components.

extension ColorPicker {
    /// A colour picker choosing into `selection`, a `CGColor`.
    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(selection: cgColorBinding(selection), supportsOpacity: supportsOpacity, label: label)
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker titled `titleKey` choosing into `selection`, a `CGColor`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(titleKey, selection: cgColorBinding(selection), supportsOpacity: supportsOpacity)
    }

    /// A colour picker titled `title` choosing into `selection`, a `CGColor`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(title, selection: cgColorBinding(selection), supportsOpacity: supportsOpacity)
    }
}

/// `selection` as a binding of colours: read as a constant colour, a chosen
/// colour written as its components (black for one with none).
private func cgColorBinding(_ selection: Binding<CGColor>) -> Binding<Color> {
    Binding(get: { Color(cgColor: selection.wrappedValue) },
            set: { selection.wrappedValue = $0.cgColor ?? CGColor.black })
}
