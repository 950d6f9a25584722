import Foundation
import SwiftUI

/// A 10 × 10 image, its left half red and its right half blue.
private let stripes = NSImage(data: Data("""
    <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">\
    <rect width="5" height="10" fill="#f00"/><rect x="5" width="5" height="10" fill="#00f"/></svg>
    """.utf8))!

/// Canvases drawing with a colour matrix, a palette, tiled images and a
/// clip to a drawn layer.
struct CanvasCensusBoard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Canvas { context, size in
                // Red in: red becomes green, and blue gains a constant half.
                var matrix = ColorMatrix()
                matrix.r1 = 0
                matrix.g1 = 1
                matrix.g2 = 0
                matrix.b5 = 0.5
                var filtered = context
                filtered.addFilter(.colorMatrix(matrix))
                filtered.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(red: 1, green: 0, blue: 0))
                context.fill(Path(CGRect(x: 30, y: 0, width: 20, height: 20)),
                             with: .palette([.color(red: 0, green: 1, blue: 0), .color(red: 1, green: 0, blue: 0)]))
            }
            .frame(width: 60, height: 20)
            .accessibilityIdentifier("matrixCanvas")
            Canvas { context, size in
                let image = Image(nsImage: stripes)
                context.fill(Path(CGRect(x: 0, y: 0, width: 60, height: 10)),
                             with: .tiledImage(image, origin: CGPoint(x: 3, y: 0), scale: 2))
                context.fill(Path(CGRect(x: 0, y: 10, width: 60, height: 10)),
                             with: .tiledImage(image, sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1)))
            }
            .frame(width: 60, height: 20)
            .accessibilityIdentifier("tiledCanvas")
            Canvas { context, size in
                var clipped = context
                clipped.clipToLayer { layer in
                    layer.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 10)), with: .color(.black))
                }
                clipped.fill(Path(CGRect(origin: .zero, size: size)), with: .color(red: 0, green: 0, blue: 1))
                var outside = context
                outside.clipToLayer(opacity: 0.5, options: .inverse) { layer in
                    layer.fill(Path(CGRect(x: 0, y: 10, width: 30, height: 10)), with: .color(.black))
                }
                outside.fill(Path(CGRect(x: 0, y: 10, width: 60, height: 10)), with: .color(red: 1, green: 0, blue: 0))
            }
            .frame(width: 60, height: 20)
            .accessibilityIdentifier("layerClipCanvas")
        }
    }
}
