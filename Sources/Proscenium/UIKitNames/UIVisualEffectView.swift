import ProsceniumHost

/// UIKit's visual effect: a blur (`UIBlurEffect`) or nothing.
@MainActor @preconcurrency
open class UIVisualEffect: NSObject {}

/// UIKit's blur, drawn as the SwiftUI material of the same thickness.
@MainActor @preconcurrency
open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case extraLight = 0, light = 1, dark = 2, regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8, systemThickMaterial = 9,
             systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13,
             systemThickMaterialLight = 14, systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18,
             systemThickMaterialDark = 19, systemChromeMaterialDark = 20

        var material: PaintValue.Material {
            switch self {
            case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark: .ultraThin
            case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark, .extraLight, .light: .thin
            case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark, .prominent: .thick
            case .systemChromeMaterial, .systemChromeMaterialLight, .systemChromeMaterialDark: .bar
            case .regular, .dark, .systemMaterial, .systemMaterialLight, .systemMaterialDark: .regular
            }
        }
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// UIKit's visual effect view: its effect's material behind its
/// `contentView`, where apps put the views the effect is behind.
@MainActor @preconcurrency
open class UIVisualEffectView: UIView {
    /// The effect drawn; none shows nothing behind the content.
    open var effect: UIVisualEffect? {
        didSet { setNeedsDisplayInPage() }
    }

    /// The view to put subviews in.
    public let contentView = UIView()

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) { nil }

    override func describe(into element: inout PlatformElement) {
        super.describe(into: &element)
        if let blur = effect as? UIBlurEffect {
            element.attributes[.background] = .painted(.material(blur.style.material, opacity: 1))
        }
    }
}
