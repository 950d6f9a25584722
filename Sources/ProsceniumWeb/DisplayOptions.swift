public import ArgumentParser

/// The command-line options of an app shown by a web display:
/// `--port N`, `--host H`, `--no-browser`, `--previews`, `--preview NAME`,
/// `--in-page`, `--new-instance`, and files or URLs to open.
///
/// An app's runtime parses them with `DisplayOptions.parseOrExit()` (or
/// includes them in its own command with `@OptionGroup`).
public struct DisplayOptions: ParsableArguments, Sendable {
    /// The port to listen on; 0 (the default) takes any free port.
    @Option(help: "The port to serve the display on (0: any free port).")
    public var port: Int = 0

    /// The address to listen on; loopback unless asked otherwise.
    @Option(help: "The address to listen on. Anything but loopback exposes the app to the network.")
    public var host: String = "127.0.0.1"

    /// Whether to open the display in the browser at launch (`--no-browser` turns it off).
    @Flag(inversion: .prefixedNo, help: "Open the display in the browser (xdg-open) when the app starts.")
    public var browser: Bool = true

    /// Serve the previews gallery of the app's module instead of its scenes.
    @Flag(help: "Show a gallery of the app's previews (#Preview, PreviewProvider) instead of its windows.")
    public var previews: Bool = false

    /// A preview to open at launch, by the name the gallery lists (implies `--previews`).
    @Option(help: ArgumentHelp("Open the preview of this name (or File.swift:line) in the gallery.", valueName: "name"))
    public var preview: String?

    /// Show the app as a desktop in one browser page, even where its windows
    /// could be windows of their own (a graphical session with a
    /// Chromium-family browser; see `docs/WEB_DISPLAY.md`).
    @Flag(help: "Show the app as one page with a desktop of windows, not each window as a window of its own.")
    public var inPage: Bool = false

    /// Start an instance of the app even when one is running (by default a
    /// later launch hands its files to the running instance and exits).
    @Flag(help: "Start another instance even when the app is running (by default the running one opens the files).")
    public var newInstance: Bool = false

    /// Files or URLs the app is asked to open, as given.
    @Argument(help: "Files or URLs to open.")
    public var paths: [String] = []

    /// The defaults: any free loopback port, and the browser opened.
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
