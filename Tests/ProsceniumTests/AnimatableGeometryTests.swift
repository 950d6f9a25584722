import Foundation
import Testing
import Proscenium

/// The geometry values SwiftUI makes animatable, interpolated as keyframes
/// and springs interpolate them.
@MainActor @Suite struct AnimatableGeometryTests {
    @Test func vectorsInterpolateTowardsAnother() {
        #expect(2.0.interpolated(towards: 6, amount: 0.25) == 3)
        var pair = AnimatablePair(CGFloat(0), CGFloat(10))
        pair.interpolate(towards: AnimatablePair(10, 20), amount: 0.5)
        #expect(pair == AnimatablePair(5, 15))
        pair += AnimatablePair(1, 1)
        pair -= AnimatablePair(2, 4)
        #expect(pair == AnimatablePair(4, 12))
    }

    @Test func rectsInsetsAndUnitPointsRoundTripTheirData() {
        var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.animatableData.first == AnimatablePair(1, 2) && rect.animatableData.second == AnimatablePair(3, 4))
        rect.animatableData = rect.animatableData.interpolated(
            towards: CGRect(x: 11, y: 12, width: 13, height: 14).animatableData, amount: 0.5)
        #expect(rect == CGRect(x: 6, y: 7, width: 8, height: 9))

        var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        insets.animatableData = insets.animatableData.scaled(by: 2)
        #expect(insets == EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8))

        var point = UnitPoint.topLeading
        point.animatableData = point.animatableData.interpolated(towards: UnitPoint.bottomTrailing.animatableData,
                                                                 amount: 0.5)
        #expect(point == .center)
    }

    @Test func strokeRadiiAndColorsInterpolate() {
        var stroke = StrokeStyle(lineWidth: 2, miterLimit: 4, dash: [3], dashPhase: 0)
        stroke.animatableData = stroke.animatableData.interpolated(
            towards: StrokeStyle(lineWidth: 6, miterLimit: 8, dashPhase: 10).animatableData, amount: 0.5)
        #expect(stroke.lineWidth == 4 && stroke.miterLimit == 6 && stroke.dashPhase == 5 && stroke.dash == [3])

        var radii = RectangleCornerRadii(topLeading: 1, bottomLeading: 2, bottomTrailing: 3, topTrailing: 4)
        radii.animatableData = radii.animatableData.scaled(by: 10)
        #expect(radii == RectangleCornerRadii(topLeading: 10, bottomLeading: 20, bottomTrailing: 30, topTrailing: 40))

        // Colours blend in linear light: half way from black to white is brighter than 0.5 in sRGB.
        var black = Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)
        black.animatableData = black.animatableData.interpolated(
            towards: Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1).animatableData, amount: 0.5)
        #expect(abs(black.red - 0.7354) < 0.01 && black.red == black.blue && abs(black.opacity - 0.5) < 0.0001)
    }

    @Test func shapesAnimateTheirParameters() {
        var rounded = RoundedRectangle(cornerRadius: 4)
        rounded.animatableData = AnimatablePair(10, 12)
        #expect(rounded.cornerSize == CGSize(width: 10, height: 12))

        var uneven = UnevenRoundedRectangle(topLeadingRadius: 2)
        uneven.animatableData = uneven.animatableData.scaled(by: 3)
        #expect(uneven.cornerRadii.topLeading == 6)

        var rotated = RoundedRectangle(cornerRadius: 1).rotation(.degrees(90))
        rotated.animatableData.second.first = Angle.degrees(180).radians
        #expect(rotated.angle == .degrees(180))

        var offset = Circle().offset(x: 1, y: 2)
        offset.animatableData.second = AnimatablePair(5, 6)
        #expect(offset.offset == CGSize(width: 5, height: 6))

        // Parameterless shapes animate nothing.
        #expect(Circle().animatableData == EmptyAnimatableData())
    }

    @Test func keyframesInterpolateARect() {
        let timeline = KeyframeTimeline(initialValue: CGRect(x: 0, y: 0, width: 10, height: 10)) {
            LinearKeyframe(CGRect(x: 100, y: 50, width: 30, height: 10), duration: 1)
        }
        #expect(timeline.value(time: 0.5) == CGRect(x: 50, y: 25, width: 20, height: 10))
    }

    /// A custom shape: its own data animates through the shape protocol.
    private struct Wedge: Shape {
        var fraction: Double
        var animatableData: Double {
            get { fraction }
            set { fraction = newValue }
        }
        func path(in rect: CGRect) -> Path { Path(rect) }
    }

    @Test func aCustomShapesDataIsWhatSpringsMove() {
        let spring = Spring(duration: 0.5, bounce: 0)
        let moved = spring.value(fromValue: Wedge(fraction: 0), toValue: Wedge(fraction: 1),
                                 initialVelocity: Wedge(fraction: 0), time: 5)
        #expect(abs(moved.fraction - 1) < 0.001)
        let early = spring.value(fromValue: Wedge(fraction: 0), toValue: Wedge(fraction: 1),
                                 initialVelocity: Wedge(fraction: 0), time: 0.1)
        #expect(early.fraction > 0 && early.fraction < 1)
    }
}
