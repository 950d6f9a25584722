extension GraphicsContext.ResolvedText {
    /// The size the text takes laid out in `size`: as wide as its widest
    /// line (no wider than `size`), as tall as its lines, as the text
    /// engine breaks and measures them (`Text.Layout`).
    public func measure(in size: CGSize) -> CGSize {
        let layout = layout(in: size)
        let widest = layout.map(\.typographicBounds.width).max() ?? 0
        let height = layout.last.map { $0.origin.y + $0.descent } ?? 0
        return CGSize(width: Swift.min(widest, size.width), height: height)
    }

    /// How far below the top the first line's baseline is, laid out in `size`.
    public func firstBaseline(in size: CGSize) -> CGFloat { layout(in: size).first?.origin.y ?? 0 }

    /// How far below the top the last line's baseline is, laid out in `size`.
    public func lastBaseline(in size: CGSize) -> CGFloat { layout(in: size).last?.origin.y ?? 0 }

    private func layout(in size: CGSize) -> Text.Layout {
        Text.Layout(source ?? Text(verbatim: string), in: sourceEnvironment ?? EnvironmentValues(), width: size.width)
    }
}
