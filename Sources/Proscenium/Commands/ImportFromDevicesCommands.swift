/// A built-in set of commands that enables importing content from nearby
/// devices: File > Import from iPhone or iPad (Continuity Camera: take a
/// photo, scan documents, add a sketch).
///
/// Not supported on this platform: Continuity Camera needs a Mac signed in
/// to the person's Apple account beside their iPhone or iPad, which a
/// browser page cannot reach. The item shows, disabled, as on a Mac with no
/// device nearby; `importsItemProviders(_:onImport:)` is never called.
nonisolated public struct ImportFromDevicesCommands: Commands {
    /// Creates a new set of device import commands.
    public init() {}

    public var body: some Commands {
        CommandGroup(after: .importExport) {
            Button("Import from iPhone or iPad") {}
                .disabled(true)
        }
    }
}
