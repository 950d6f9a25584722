import ArgumentParser

/// The command-line options of an app shown by a web display:
/// `--port N`, `--host H`, `--no-browser`, and files or URLs to open.
///
/// An app's runtime parses them with `DisplayOptions.parseOrExit()` (or
/// includes them in its own command with `@OptionGroup`).
public struct DisplayOptions: ParsableArguments, Sendable {
    @Option(help: "The port to serve the display on (0: any free port).")
    public var port: Int = 0

    @Option(help: "The address to listen on. Anything but loopback exposes the app to the network.")
    public var host: String = "127.0.0.1"

    @Flag(inversion: .prefixedNo, help: "Open the display in the browser (xdg-open) when the app starts.")
    public var browser: Bool = true

    @Argument(help: "Files or URLs to open.")
    public var paths: [String] = []

    public init() {}

    public static var configuration: CommandConfiguration {
        CommandConfiguration(abstract: "A Proscenium app, shown in a web browser.")
    }

    /// The display configuration these options ask for.
    public var displayConfiguration: WebDisplay.Configuration {
        WebDisplay.Configuration(host: host, port: port)
    }

    public func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
        guard !host.isEmpty else { throw ValidationError("--host must name an address.") }
    }
}
