import ProsceniumHost

// `ShapeStyle.Resolved`: the framework's styles paint themselves, so they
// resolve to `Never`, as SwiftUI's do; `Color` resolves to `Color.Resolved`.

extension ShapeStyle where Resolved == Never {
    /// A style that paints itself has no other style to resolve to; SwiftUI
    /// never calls this for one, and neither does Proscenium.
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) paints itself and resolves to no other style")
    }
}

extension Never: ShapeStyle {
    public typealias Resolved = Never
}

extension AnyShapeStyle { public typealias Resolved = Never }
extension ForegroundStyle { public typealias Resolved = Never }
extension BackgroundStyle { public typealias Resolved = Never }
extension HierarchicalShapeStyle { public typealias Resolved = Never }
extension TintShapeStyle { public typealias Resolved = Never }
extension SeparatorShapeStyle { public typealias Resolved = Never }
extension SelectionShapeStyle { public typealias Resolved = Never }
extension PlaceholderTextShapeStyle { public typealias Resolved = Never }
extension LinkShapeStyle { public typealias Resolved = Never }
extension FillShapeStyle { public typealias Resolved = Never }
extension WindowBackgroundShapeStyle { public typealias Resolved = Never }
extension Material { public typealias Resolved = Never }
extension ImagePaint { public typealias Resolved = Never }
extension Gradient { public typealias Resolved = Never }
extension AnyGradient { public typealias Resolved = Never }
extension LinearGradient { public typealias Resolved = Never }
extension RadialGradient { public typealias Resolved = Never }
extension EllipticalGradient { public typealias Resolved = Never }
extension AngularGradient { public typealias Resolved = Never }
extension Color.Resolved { public typealias Resolved = Never }

/// A level of another style (`.red.secondary`): the style, fainter at each
/// level as the Mac's label colours are.
@frozen nonisolated public struct HierarchicalShapeStyleModifier<Base: ShapeStyle>: ShapeStyle, PaintingShapeStyle {
    public typealias Resolved = Never
    let base: Base
    /// 1 for `secondary` ... 4 for `quinary`.
    let level: Int

    func paint(in environment: EnvironmentValues) -> PaintValue? {
        base.paint(in: environment)?.opacity(HierarchicalShapeStyle.opacities[min(level, 4)])
    }
}
