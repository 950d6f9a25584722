import Foundation
import Synchronization

extension NSImage {
    /// The type identifiers of the images `NSImage(data:)` and
    /// `NSImage(contentsOf:)` read: the formats a browser draws (PNG, JPEG,
    /// GIF, WebP and SVG); others (TIFF, HEIC, PDF) are refused with nil.
    public class var imageTypes: [String] {
        ["public.png", "public.jpeg", "com.compuserve.gif", "org.webmproject.webp", "public.svg-image"]
    }

    /// The same types: no image is read through a filter service.
    public class var imageUnfilteredTypes: [String] { imageTypes }

    /// Whether `NSImage(data:)` reads `data`: whether it is an image of one of `imageTypes`.
    public class func canInit(with data: Data) -> Bool { ImageBytes.contentType(of: data) != nil }
}

extension NSWindow {
    private static let tabbing = Mutex(true)

    /// Whether windows join tabs of the same app's windows. Proscenium's
    /// desktop draws no window tabs, so its windows stand apart whatever
    /// this says; the setting is kept and read back.
    public class var allowsAutomaticWindowTabbing: Bool {
        get { tabbing.withLock { $0 } }
        set { tabbing.withLock { $0 = newValue } }
    }
}
