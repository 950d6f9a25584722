import Foundation

/// A round "?" button that opens help: a URL (through `\.openURL`, so an
/// app's own `OpenURLAction` sees it) or an action of the app's.
///
/// Its element is a `button` with `style="help"` and the accessible name
/// "Help". The `anchor:` forms open an Apple Help book, which Linux does
/// not have: they are not supported. Its initialisers are main-actor
/// isolated, as SwiftUI's are; the type itself is `nonisolated`, as this
/// module's views are.
nonisolated public struct HelpLink: View {
    private enum Target {
        case action(() -> Void)
        case destination(URL)
    }

    private let target: Target
    @Environment(\.openURL) private var openURL

    /// A help button that performs `action`.
    @MainActor @preconcurrency public init(action: @escaping () -> Void) {
        target = .action(action)
    }

    /// A help button that opens `destination`.
    @MainActor @preconcurrency public init(destination: URL) {
        target = .destination(destination)
    }

    @MainActor public var body: some View {
        Button {
            switch target {
            case .action(let action): action()
            case .destination(let url): openURL(url)
            }
        } label: {
            Text(verbatim: "?")
        }
        .accessibilityLabel(Text("Help"))
        .modifier(EnvironmentTransformModifier { $0.buttonStyleName = "help" })
    }
}
