import SwiftUI

/// WWDC22's "Compose custom layouts with SwiftUI" equal-width row: every
/// view takes the size of the largest one, spaced by the views' spacing.
struct EqualWidthRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let largest = maxSize(subviews)
        return CGSize(width: largest.width * CGFloat(subviews.count) + spacing(subviews).reduce(0, +),
                      height: largest.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let largest = maxSize(subviews)
        let spacing = spacing(subviews)
        var x = bounds.minX + largest.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center,
                                  proposal: ProposedViewSize(width: largest.width, height: largest.height))
            if index < spacing.count { x += largest.width + spacing[index] }
        }
    }

    private func maxSize(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
    }

    private func spacing(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.dropLast().map {
            subviews[$0].spacing.distance(to: subviews[$0 + 1].spacing, along: .horizontal)
        }
    }
}
