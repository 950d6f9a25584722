import Foundation
package import ProsceniumHost

/// The screen a page shows the app on, as the page reported it: its size,
/// the part windows use, and its device pixels per point. `NSScreen`,
/// `UIScreen` and `\.displayScale` read it.
package struct DisplayScreen: Equatable, Sendable {
    /// The page's size in points.
    package var frame = CGSize(width: 1440, height: 900)
    /// The area windows use, from the page's top-left corner.
    package var visible = CGRect(x: 0, y: 24, width: 1440, height: 876)
    /// Device pixels per point.
    package var scale: CGFloat = 2
    /// Whether the page's main pointer is a finger (a phone or tablet).
    package var touch = false

    package init() {}

    /// The screen a `screen` event reports; nil (and logged) when malformed.
    @MainActor
    package init?(_ event: HostEvent, droppedEvents: DroppedEventLog) {
        struct Report: Decodable {
            package var frame: [Double]
            package var visible: [Double]
            package var scale: Double
            package var touch: Bool?
        }
        let sane: (Double) -> Bool = { $0.isFinite && $0 >= 0 && $0 <= 100_000 }
        guard let text = event.value, let report = try? JSONDecoder().decode(Report.self, from: Data(text.utf8)),
              report.frame.count == 2, report.visible.count == 4,
              (report.frame + report.visible).allSatisfy(sane),
              report.scale.isFinite, report.scale > 0, report.scale <= 16 else {
            droppedEvents.dropped("a screen report that is not {frame, visible, scale}", kind: event.kind.rawValue)
            return nil
        }
        frame = CGSize(width: report.frame[0], height: report.frame[1])
        visible = CGRect(x: report.visible[0], y: report.visible[1], width: report.visible[2], height: report.visible[3])
        scale = CGFloat(report.scale)
        touch = report.touch ?? false
    }
}

extension EnvironmentValues {
    /// Device pixels per point on the screen the window shows on (the
    /// page's device pixel ratio); 2 until a page reports it.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The size of one device pixel, in points: `1 / displayScale`.
    public var pixelLength: CGFloat { 1 / max(displayScale, .leastNonzeroMagnitude) }
}

private struct DisplayScaleKey: EnvironmentKey {
    static let defaultValue: CGFloat = 2
}

extension EnvironmentValues {
    /// The screen the window shows on: a body that reads `UIScreen.main` or
    /// `NSScreen.main` reads it here, so it shows again when the screen changes.
    package var displayScreen: DisplayScreen {
        get { self[DisplayScreenKey.self] }
        set { self[DisplayScreenKey.self] = newValue }
    }
}

private struct DisplayScreenKey: EnvironmentKey {
    static let defaultValue = DisplayScreen()
}
