import Foundation

// The geometry and drawing values SwiftUI makes animatable: springs and
// keyframes (`KeyframeAnimator`, `KeyframeTrack`, `Spring.value(...)`)
// interpolate them through these `animatableData`.

extension VectorArithmetic {
    /// Interpolates this value with `other` by `amount`: 0 is this value, 1 is `other`.
    public mutating func interpolate(towards other: Self, amount: Double) {
        self += (other - self).scaled(by: amount)
    }

    /// This value interpolated with `other` by `amount`: 0 is this value, 1 is `other`.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var copy = self
        copy.interpolate(towards: other, amount: amount)
        return copy
    }
}

extension AnimatablePair {
    /// Adds `rhs`'s components to `lhs`'s.
    public static func += (lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) {
        lhs = lhs + rhs
    }

    /// Subtracts `rhs`'s components from `lhs`'s.
    public static func -= (lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) {
        lhs = lhs - rhs
    }
}

extension CGRect: Animatable {
    /// The origin's and the size's data.
    public typealias AnimatableData = AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData>

    /// The origin and the size, animated together.
    public var animatableData: CGRect.AnimatableData {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

extension EdgeInsets: Animatable {
    /// The four insets: top, leading, bottom, trailing.
    public typealias AnimatableData = AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>>

    /// The four insets, animated together.
    public var animatableData: EdgeInsets.AnimatableData {
        get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
        set {
            top = newValue.first
            leading = newValue.second.first
            bottom = newValue.second.second.first
            trailing = newValue.second.second.second
        }
    }
}

extension UnitPoint: Animatable {
    /// Its x and y.
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>

    /// Its x and y, animated together.
    public var animatableData: UnitPoint.AnimatableData {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension StrokeStyle: Animatable {
    /// The line width, miter limit and dash phase.
    public typealias AnimatableData = AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>

    /// The line width, miter limit and dash phase, animated together (caps,
    /// joins and the dash pattern change at once).
    public var animatableData: StrokeStyle.AnimatableData {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }
}

extension RectangleCornerRadii: Animatable {
    /// The four radii: top leading and top trailing, bottom trailing and bottom leading.
    public typealias AnimatableData = AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>

    /// The four radii, animated together.
    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { AnimatablePair(AnimatablePair(topLeading, topTrailing), AnimatablePair(bottomTrailing, bottomLeading)) }
        set {
            (topLeading, topTrailing) = (newValue.first.first, newValue.first.second)
            (bottomTrailing, bottomLeading) = (newValue.second.first, newValue.second.second)
        }
    }
}

extension Color.Resolved: Animatable {
    /// The linear red, green and blue components and the opacity.
    public typealias AnimatableData = AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>>

    /// The components, animated in linear light (as SwiftUI blends colours),
    /// with the opacity.
    public var animatableData: Color.Resolved.AnimatableData {
        get { AnimatablePair(linearRed, AnimatablePair(linearGreen, AnimatablePair(linearBlue, opacity))) }
        set {
            self = Color.Resolved(colorSpace: .sRGBLinear, red: newValue.first, green: newValue.second.first,
                                  blue: newValue.second.second.first, opacity: newValue.second.second.second)
        }
    }
}
