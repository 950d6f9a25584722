import Foundation

/// The kind of device an interface is laid out for.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

/// UIKit's device, as SwiftUI apps ask what they run on: the device of the
/// page the person uses. Its idiom is `.phone` for a touch screen narrower
/// than 600 points, `.pad` for a wider touch screen, else `.mac`; its system
/// is the Linux that runs the app.
@MainActor @preconcurrency
open class UIDevice: NSObject {
    /// The device of the page the person uses.
    open class var current: UIDevice { UIDevice(screen: DisplayScreen.current) }

    private let screen: DisplayScreen

    init(screen: DisplayScreen) {
        self.screen = screen
        super.init()
    }

    /// The kind of device: phone, pad or (a desktop browser) mac.
    open var userInterfaceIdiom: UIUserInterfaceIdiom {
        guard screen.touch else { return .mac }
        return min(screen.frame.width, screen.frame.height) < 600 ? .phone : .pad
    }

    /// The device's name, as iOS gives it without entitlement: its model.
    open var name: String { model }
    /// The model: iPhone, iPad or Mac, after the idiom.
    open var model: String {
        switch userInterfaceIdiom {
        case .phone: "iPhone"
        case .pad: "iPad"
        default: "Mac"
        }
    }
    /// The model, localised.
    open var localizedModel: String { model }
    /// The system the app runs on.
    open var systemName: String { "Linux" }
    /// The system's version.
    open var systemVersion: String {
        let version = ProcessInfo.processInfo.operatingSystemVersion
        return "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
    }
}
