import ProsceniumHost

/// The styling of views with respect to alternating row backgrounds.
///
/// Lists and tables carry it as `alternatesRowBackgrounds` (`true`, `false`;
/// absent: their style's default); the display shades every other row.
public struct AlternatingRowBackgroundBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, enabled, disabled }
    let kind: Kind

    /// The automatic alternating row background behavior.
    public static let automatic = AlternatingRowBackgroundBehavior(kind: .automatic)

    /// Alternating rows will be enabled for applicable views.
    public static let enabled = AlternatingRowBackgroundBehavior(kind: .enabled)

    /// Alternating rows will be disabled for applicable views.
    public static let disabled = AlternatingRowBackgroundBehavior(kind: .disabled)
}

nonisolated extension View {
    /// Overrides whether lists and tables in this view have alternating row
    /// backgrounds.
    public func alternatingRowBackgrounds(_ behavior: AlternatingRowBackgroundBehavior = .enabled) -> some View {
        modifier(EnvironmentTransformModifier { $0.alternatingRowBackgrounds = behavior })
    }
}

extension EnvironmentValues {
    private struct AlternatingRowBackgroundsKey: EnvironmentKey {
        static var defaultValue: AlternatingRowBackgroundBehavior { .automatic }
    }

    /// Whether lists and tables below alternate their rows' backgrounds.
    var alternatingRowBackgrounds: AlternatingRowBackgroundBehavior {
        get { self[AlternatingRowBackgroundsKey.self] }
        set { self[AlternatingRowBackgroundsKey.self] = newValue }
    }
}

/// The `alternatesRowBackgrounds` attribute for `behavior` (none when automatic).
func alternatesRowBackgroundsAttribute(_ behavior: AlternatingRowBackgroundBehavior,
                                       into attributes: inout ElementAttributes) {
    switch behavior.kind {
    case .enabled: attributes[.alternatesRowBackgrounds] = true
    case .disabled: attributes[.alternatesRowBackgrounds] = false
    case .automatic: break
    }
}
