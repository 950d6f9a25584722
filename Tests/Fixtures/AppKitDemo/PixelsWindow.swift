// Images made from pixels and drawing, driven by
// BrowserTests/test_cgimage_pixels.py: a CGImage of known pixels shown as
// it is and turned right, an image drawn by a graphics context, and a
// shape whose path was built with Core Graphics.
import CoreGraphics
import SwiftUI

/// Four by two pixels: red, green, blue, white over black, grey, yellow, clear.
let swatchPixels: [UInt8] = [
    255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255,
    0, 0, 0, 255, 128, 128, 128, 255, 255, 255, 0, 255, 0, 0, 0, 0,
]

let swatches: CGImage = {
    let provider = CGDataProvider(data: Data(swatchPixels) as CFData)!
    return CGImage(width: 4, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 16,
                   space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
                   provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent)!
}()

let triangle: CGPath = {
    let path = CGMutablePath()
    path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 0, y: 40)])
    path.closeSubpath()
    return path
}()

struct PixelsView: View {
    var body: some View {
        HStack(alignment: .top, spacing: 20) {
            // A tenth of a point a pixel: each pixel a 10-point square.
            Image(swatches, scale: 0.1, label: Text("Swatches")).interpolation(.none)
            Image(swatches, scale: 0.1, orientation: .right, label: Text("Turned")).interpolation(.none)
            Image(size: CGSize(width: 30, height: 30), label: Text("Drawn")) { context in
                context.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 15)), with: .color(.red))
                context.fill(Path(CGRect(x: 0, y: 15, width: 30, height: 15)), with: .color(.blue))
            }
            Path(triangle).fill(Color.green).frame(width: 40, height: 40).accessibilityIdentifier("triangle")
        }
        .padding()
    }
}
