/// A point in pixels, y down.
struct PixelPoint: Hashable {
    var x: Double
    var y: Double
}

/// How much of each pixel a set of closed polygons covers, anti-aliased: the
/// signed area each edge sweeps is accumulated per pixel, then summed along
/// each row (the accumulation rasteriser font renderers use). Overlapping
/// polygons of one orientation add up and are clamped to full coverage
/// (non-zero winding); the even-odd rule folds the sum instead.
struct CoverageMask {
    let width: Int
    let height: Int
    /// One row is `width + 2` cells: an edge at the right border writes one past it.
    private var cells: [Float]
    private var stride: Int { width + 2 }

    init(width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        cells = [Float](repeating: 0, count: (max(width, 0) + 2) * max(height, 0))
    }

    /// Adds a closed polygon.
    mutating func add(polygon points: [PixelPoint]) {
        guard points.count > 2 else { return }
        for index in points.indices {
            edge(points[index], points[(index + 1) % points.count])
        }
    }

    /// Adds one edge of a polygon: the area to its right, signed by its direction.
    mutating func edge(_ start: PixelPoint, _ end: PixelPoint) {
        guard start.y != end.y, start.y.isFinite, end.y.isFinite, start.x.isFinite, end.x.isFinite else { return }
        let limit = Double(width)
        let (top, bottom, direction): (PixelPoint, PixelPoint, Double) = start.y < end.y ? (start, end, 1) : (end, start, -1)
        let slope = (bottom.x - top.x) / (bottom.y - top.y)
        var y0 = top.y, x = top.x
        if y0 < 0 {
            x -= y0 * slope
            y0 = 0
        }
        let y1 = min(bottom.y, Double(height))
        guard y0 < y1 else { return }
        var row = Int(y0.rounded(.down))
        while Double(row) < y1 {
            let dy = min(Double(row + 1), y1) - max(Double(row), y0)
            let next = x + slope * dy
            accumulate(row: row, from: min(max(x, 0), limit), to: min(max(next, 0), limit), area: Float(dy * direction))
            x = next
            row += 1
        }
    }

    /// The coverage a piece of edge crossing one row adds, from `a` to `b` across it.
    private mutating func accumulate(row: Int, from a: Double, to b: Double, area d: Float) {
        let start = row * stride
        let (x0, x1) = a < b ? (Float(a), Float(b)) : (Float(b), Float(a))
        let x0floor = x0.rounded(.down), x1ceil = x1.rounded(.up)
        let i0 = Int(x0floor), i1 = Int(x1ceil)
        if i1 <= i0 + 1 {
            let middle = 0.5 * Float(a + b) - x0floor
            cells[start + i0] += d - d * middle
            cells[start + i0 + 1] += d * middle
            return
        }
        let s = 1 / (x1 - x0)
        let f0 = x0 - x0floor
        let a0 = 0.5 * s * (1 - f0) * (1 - f0)
        let f1 = x1 - x1ceil + 1
        let am = 0.5 * s * f1 * f1
        cells[start + i0] += d * a0
        if i1 == i0 + 2 {
            cells[start + i0 + 1] += d * (1 - a0 - am)
        } else {
            let a1 = s * (1.5 - f0)
            cells[start + i0 + 1] += d * (a1 - a0)
            if i0 + 2 < i1 - 1 {
                for index in (i0 + 2)..<(i1 - 1) { cells[start + index] += d * s }
            }
            let a2 = a1 + Float(i1 - i0 - 3) * s
            cells[start + i1 - 1] += d * (1 - a2 - am)
        }
        cells[start + i1] += d * am
    }

    /// Each pixel's coverage, 0...1, rows top first.
    func coverage(evenOdd: Bool = false) -> [Float] {
        var out = [Float](repeating: 0, count: width * height)
        for row in 0..<height {
            var sum: Float = 0
            for column in 0..<width {
                sum += cells[row * stride + column]
                var value = abs(sum)
                if evenOdd {
                    value = value.truncatingRemainder(dividingBy: 2)
                    if value > 1 { value = 2 - value }
                }
                out[row * width + column] = min(value, 1)
            }
        }
        return out
    }
}
