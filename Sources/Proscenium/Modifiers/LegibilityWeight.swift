import ProsceniumHost

/// The weight text is drawn at for legibility: a person's Bold Text
/// setting, where a system has one.
public enum LegibilityWeight: Hashable, Sendable {
    /// Text at the weights its fonts ask for.
    case regular
    /// Text heavier than its fonts ask for, for legibility.
    case bold
}

extension EnvironmentValues {
    private struct LegibilityWeightKey: EnvironmentKey { static var defaultValue: LegibilityWeight? { nil } }

    /// The weight text is drawn at for legibility: nil (a browser tells a
    /// page of no Bold Text setting) until a view sets it; `.bold` draws the
    /// texts below two weights heavier (regular as semibold).
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }
}

/// The weight a text is drawn at when the legibility weight is bold: two
/// steps heavier than the one it asks for (its own, else the environment's),
/// black at most.
func legibleWeight(_ environment: EnvironmentValues, asked own: Font.Weight? = nil) -> Font.Weight? {
    guard environment.legibilityWeight == .bold else { return nil }
    let asked = own?.value ?? environment.textWeight?.value ?? environment.font?.value.weight?.rawValue
        ?? Font.Weight.regular.value
    let heavier = min(asked + 200, 900)
    let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
    return weights.first { $0.value >= heavier } ?? .black
}
