import Foundation

// What each built-in shape animates: its parameters, or nothing.

extension Rectangle {
    /// Nothing: a rectangle has no parameters.
    public typealias AnimatableData = EmptyAnimatableData
}

extension Circle {
    /// Nothing: a circle has no parameters.
    public typealias AnimatableData = EmptyAnimatableData
}

extension Ellipse {
    /// Nothing: an ellipse has no parameters.
    public typealias AnimatableData = EmptyAnimatableData
}

extension Capsule {
    /// Nothing: a capsule's corners follow its size.
    public typealias AnimatableData = EmptyAnimatableData
}

extension ContainerRelativeShape {
    /// Nothing: its corners are its container's.
    public typealias AnimatableData = EmptyAnimatableData
}

extension Path {
    /// Nothing: a path's elements are not interpolated.
    public typealias AnimatableData = EmptyAnimatableData
}

extension RoundedRectangle {
    /// Its corner size.
    public typealias AnimatableData = CGSize.AnimatableData

    /// Its corner size's width and height.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }
}

extension UnevenRoundedRectangle {
    /// Its four corner radii.
    public typealias AnimatableData = RectangleCornerRadii.AnimatableData

    /// Its four corner radii.
    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }
}

extension OffsetShape {
    /// The shape's data and the offset.
    public typealias AnimatableData = AnimatablePair<Content.AnimatableData, CGSize.AnimatableData>

    /// The shape's data and the offset, animated together.
    public var animatableData: OffsetShape<Content>.AnimatableData {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set { (shape.animatableData, offset.animatableData) = (newValue.first, newValue.second) }
    }
}

extension RotatedShape {
    /// The shape's data, the angle and the anchor.
    public typealias AnimatableData = AnimatablePair<Content.AnimatableData,
                                                     AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData>>

    /// The shape's data, the angle and the anchor, animated together.
    public var animatableData: RotatedShape<Content>.AnimatableData {
        get { AnimatablePair(shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            angle.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }
}

extension ScaledShape {
    /// The shape's data, the scale and the anchor.
    public typealias AnimatableData = AnimatablePair<Content.AnimatableData,
                                                     AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>>

    /// The shape's data, the scale and the anchor, animated together.
    public var animatableData: ScaledShape<Content>.AnimatableData {
        get { AnimatablePair(shape.animatableData, AnimatablePair(scale.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            scale.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }
}

extension TransformedShape {
    /// The shape's data (the transform changes at once).
    public typealias AnimatableData = Content.AnimatableData

    /// The shape's data.
    public var animatableData: TransformedShape<Content>.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

extension AnyShape {
    /// The type defining the data to animate: the erased shape's own.
    public typealias AnimatableData = _AnyAnimatableData

    /// The erased shape's animatable data; set, it goes to that shape (a
    /// value of another shape's type is ignored).
    public var animatableData: AnyShape.AnimatableData {
        get {
            func read<S: Shape>(_ shape: S) -> _AnyAnimatableData { _AnyAnimatableData(shape.animatableData) }
            return read(base)
        }
        set {
            func write<S: Shape>(_ shape: S) -> any Shape { newValue.applied(to: shape) }
            base = write(base)
        }
    }
}
