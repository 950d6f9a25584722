/// Declares an environment value, a transaction value or a focused value in
/// one line: `extension EnvironmentValues { @Entry var accent: Color = .blue }`
/// makes the property and the key type it reads and writes through.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "ProsceniumMacros", type: "EntryMacro")
