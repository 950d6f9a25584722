import UniformTypeIdentifiers

nonisolated extension View {
    /// Enables importing item providers from services, such as Continuity
    /// Camera on macOS (`ImportFromDevicesCommands`).
    ///
    /// Not supported on this platform: no nearby iPhone or iPad can send a
    /// browser page a photo or scan, so `onImport` is never called.
    public func importsItemProviders(_ contentTypes: [UTType],
                                     onImport: @escaping ([NSItemProvider]) -> Bool) -> some View {
        self
    }

    /// Enables importing items from services, such as Continuity Camera on
    /// macOS (`ImportFromDevicesCommands`).
    ///
    /// Not supported on this platform: no nearby iPhone or iPad can send a
    /// browser page a photo or scan, so `action` is never called.
    public func importableFromServices<T: Transferable>(for payloadType: T.Type = T.self,
                                                        action: @escaping ([T]) -> Bool) -> some View {
        self
    }
}
