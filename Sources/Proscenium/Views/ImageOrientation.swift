// How an image made from a `CGImage` is turned and mirrored to be shown.

extension Image {
    /// The orientation of an image: how its pixels are turned and mirrored
    /// to show it the right way up.
    @frozen public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        /// The pixels are shown as they are.
        case up
        /// Mirrored left to right.
        case upMirrored
        /// Turned 180°.
        case down
        /// Mirrored top to bottom.
        case downMirrored
        /// Turned 90° counterclockwise.
        case left
        /// Turned 90° clockwise, then mirrored left to right.
        case leftMirrored
        /// Turned 90° clockwise.
        case right
        /// Turned 90° counterclockwise, then mirrored left to right.
        case rightMirrored

        /// Whether the shown image is the pixels' height wide and width high.
        var swapsAxes: Bool { [.left, .leftMirrored, .right, .rightMirrored].contains(self) }

        /// `width` by `height` RGBA pixels (top row first) as this orientation shows them.
        func apply(_ pixels: [UInt8], width: Int, height: Int) -> [UInt8] {
            guard self != .up else { return pixels }
            let shownWidth = swapsAxes ? height : width, shownHeight = swapsAxes ? width : height
            var out = [UInt8](repeating: 0, count: pixels.count)
            for y in 0..<shownHeight {
                for x in 0..<shownWidth {
                    // The stored pixel shown at (x, y).
                    let (sx, sy): (Int, Int) = switch self {
                    case .up: (x, y)
                    case .upMirrored: (width - 1 - x, y)
                    case .down: (width - 1 - x, height - 1 - y)
                    case .downMirrored: (x, height - 1 - y)
                    case .left: (width - 1 - y, x)
                    case .leftMirrored: (y, x)
                    case .right: (y, height - 1 - x)
                    case .rightMirrored: (width - 1 - y, height - 1 - x)
                    }
                    let from = (sy * width + sx) * 4, to = (y * shownWidth + x) * 4
                    out[to..<(to + 4)] = pixels[from..<(from + 4)]
                }
            }
            return out
        }
    }
}
