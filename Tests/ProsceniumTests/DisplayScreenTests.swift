import Foundation
import Testing
@_spi(Testing) import Proscenium
import ProsceniumTesting

private struct ScreenReport: View {
    @Environment(\.displayScale) private var scale
    @Environment(\.pixelLength) private var pixel
    var body: some View {
        VStack {
            Text("scale \(scale) pixel \(pixel)")
            ScreenSizes()
        }
    }
}

/// Reads the screen only through UIKit's and AppKit's names: it still shows
/// again when the page reports another screen.
private struct ScreenSizes: View {
    var body: some View {
        let visible = NSScreen.main?.visibleFrame ?? .zero
        Text("ui \(Int(UIScreen.main.bounds.width))x\(Int(UIScreen.main.bounds.height)) @\(UIScreen.main.scale)")
        Text("ns \(Int(visible.minX)) \(Int(visible.minY)) \(Int(visible.width))x\(Int(visible.height))")
    }
}

private struct ScreenApp: App {
    var body: some Scene {
        WindowGroup("Main") { ScreenReport() }
    }
}

@MainActor @Suite struct DisplayScreenTests {
    @Test func theScreenAndScaleFollowWhatThePageReports() throws {
        let app = try AppHarness(ScreenApp.self)
        #expect(try app.window("Main").find(.text, "scale 2.0 pixel 0.5") != nil)
        let report = #"{"frame": [1000, 700], "visible": [0, 30, 1000, 620], "scale": 4}"#
        try app.send(HostEvent(kind: .screen, value: report))
        var main = try app.window("Main")
        #expect(main.find(.text, "scale 4.0 pixel 0.25") != nil, "\(main.visibleText)")
        #expect(main.find(.text, "ui 1000x700 @4.0") != nil, "\(main.visibleText)")
        // AppKit's origin is the bottom-left corner: 700 - (30 + 620) = 50.
        #expect(main.find(.text, "ns 0 50 1000x620") != nil, "\(main.visibleText)")
        // Another size at the same scale: the sizes show again by themselves.
        let resized = #"{"frame": [800, 600], "visible": [0, 30, 800, 540], "scale": 4}"#
        try app.send(HostEvent(kind: .screen, value: resized))
        main = try app.window("Main")
        #expect(main.find(.text, "ui 800x600 @4.0") != nil, "\(main.visibleText)")
        #expect(main.find(.text, "ns 0 30 800x540") != nil, "\(main.visibleText)")
    }

    @Test func aMalformedReportIsDroppedAndChangesNothing() throws {
        let app = try AppHarness(ScreenApp.self)
        for bad in ["", "{}", #"{"frame": [1, 2], "visible": [0, 0, 1], "scale": 2}"#,
                    #"{"frame": [1, 2], "visible": [0, 0, 1, 2], "scale": 0}"#,
                    #"{"frame": [-5, 2], "visible": [0, 0, 1, 2], "scale": 1}"#, "nonsense"] {
            try app.send(HostEvent(kind: .screen, value: bad))
        }
        #expect(try app.window("Main").find(.text, "scale 2.0 pixel 0.5") != nil)
        #expect(try app.window("Main").find(.text, "ui 1440x900 @2.0") != nil)
    }
}
