// The alignments that line up text baselines across a stack or a frame:
// a horizontal position with the first or the last line's baseline.
extension Alignment {
    /// Leading, and the first text baseline.
    public static var leadingFirstTextBaseline: Alignment {
        Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    }

    /// Centred, and the first text baseline.
    public static var centerFirstTextBaseline: Alignment {
        Alignment(horizontal: .center, vertical: .firstTextBaseline)
    }

    /// Trailing, and the first text baseline.
    public static var trailingFirstTextBaseline: Alignment {
        Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    }

    /// Leading, and the last text baseline.
    public static var leadingLastTextBaseline: Alignment {
        Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    }

    /// Centred, and the last text baseline.
    public static var centerLastTextBaseline: Alignment {
        Alignment(horizontal: .center, vertical: .lastTextBaseline)
    }

    /// Trailing, and the last text baseline.
    public static var trailingLastTextBaseline: Alignment {
        Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
    }
}
