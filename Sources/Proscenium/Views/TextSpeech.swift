// How VoiceOver speaks text: its pitch, its punctuation, whether it spells
// the characters out, whether an announcement waits its turn. A browser's
// screen readers take no such instructions from a page (ARIA has none, and
// Chromium has no CSS Speech), so these are not supported: the text is
// unchanged (docs/COMPATIBILITY.md).

extension Text {
    /// Raises or lowers the pitch of spoken text. Not supported: a browser's screen readers take no
    /// such instruction.
    public func speechAdjustedPitch(_ value: Double) -> Text { self }

    /// Sets whether VoiceOver should always speak all punctuation in the text view. Not supported: a
    /// browser's screen readers take no such instruction.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }

    /// Controls whether to queue pending announcements behind existing speech. Not supported: a
    /// browser's screen readers take no such instruction.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }

    /// Sets whether VoiceOver should speak the contents of the text view character by character. Not
    /// supported: a browser's screen readers take no such instruction.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }
}

nonisolated extension View {
    /// Raises or lowers the pitch of spoken text. Not supported: a browser's screen readers take no
    /// such instruction.
    public func speechAdjustedPitch(_ value: Double) -> some View { self }

    /// Sets whether VoiceOver should always speak all punctuation in the text view. Not supported: a
    /// browser's screen readers take no such instruction.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }

    /// Controls whether to queue pending announcements behind existing speech. Not supported: a
    /// browser's screen readers take no such instruction.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { self }

    /// Sets whether VoiceOver should speak the contents of the text view character by character. Not
    /// supported: a browser's screen readers take no such instruction.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }
}
