/// A modifier that can create another modifier with animation (deprecated in
/// SwiftUI: use `Animatable` directly). Its `animatableData` is what springs
/// and keyframes interpolate, as any `Animatable` value's.
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use Animatable directly")
@MainActor @preconcurrency
public protocol AnimatableModifier: Animatable, ViewModifier {}
