public import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
public import ProsceniumHost
import ServiceLifecycle

/// Serves an app's display sessions to web browsers: each page that opens the
/// display's URL gets its own session from the provider, shown as a desktop
/// (menu bar and windows) and driven over one WebSocket.
///
/// The display listens on loopback by default and admits only pages that
/// carry the per-launch secret in ``url``; see `docs/PROTOCOL.md`.
///
/// ```swift
/// let display = WebDisplay(provider: app)
/// let url = try await display.start()   // http://127.0.0.1:PORT/?token=...
/// BrowserLauncher.open(url)
/// ```
///
/// or, from the command line's ``DisplayOptions``,
/// `try await WebDisplay.launch(provider: app, options: options)`.
///
/// The display lives on the main actor, as the provider and its sessions do;
/// the server runs on NIO's threads and hops to the main actor for each
/// session call, so the main actor must be running (`dispatchMain()` or
/// `RunLoop.main.run()` in an app).
@MainActor
public final class WebDisplay {
    public enum StartError: Error, CustomStringConvertible {
        /// ``WebDisplay/start()`` was called on a display already started.
        case alreadyStarted
        /// The server stopped before it was listening (the port may be taken).
        case stoppedBeforeListening((any Error)?)

        public var description: String {
            switch self {
            case .alreadyStarted: "the web display is already started"
            case let .stoppedBeforeListening(error?): "the web display could not start: \(error)"
            case .stoppedBeforeListening(nil): "the web display stopped before it was listening"
            }
        }
    }

    /// Where and how this display serves.
    public let configuration: Configuration
    private let hub: SessionHub
    private let policy: AccessPolicy
    /// The images the provider's views show, served at `/asset/KEY`.
    private let images: (any DisplayAssetSource)?
    private var server: Task<Void, any Error>?
    private var services: ServiceGroup?

    /// The port listened on, once started.
    public private(set) var port: Int?

    /// The address to open in a browser, with the launch token, once started:
    /// `http://127.0.0.1:PORT/?token=SECRET`.
    public private(set) var url: URL?

    /// The access secret served with, once started.
    var token: String? { url == nil ? nil : policy.token }

    /// Tests: told the channel of each connection upgraded to a WebSocket,
    /// so they can check it is freed once closed. Set before ``start()``.
    var channelObserver: (@Sendable (any Channel) -> Void)?

    /// How many pages are connected now.
    public var connectionCount: Int { hub.count }

    /// Own windows mode: the browser windows of the app's windows, once shown.
    private var windowPages: WindowPages?

    /// Shows the app in own windows mode, once started: one session, made
    /// now under `clientKey`, each of whose windows `browser` opens as an
    /// app window of its own (profile `profile`, window class `windowClass`).
    func showOwnWindows(browser: URL, profile: URL, windowClass: String, clientKey: String) {
        guard let url, windowPages == nil else { return }
        let pages = WindowPages(browser: browser, profile: profile, windowClass: windowClass, address: url)
        windowPages = pages
        pages.deliver = { [hub] event in hub.sendToShared(event) }
        hub.sharedObserver = { change in pages.follow(change) }
        hub.startSharedSession(clientKey: clientKey)
    }

    /// Own windows mode: opens again the browser window of each of the
    /// app's windows that no page shows. Returns false in the other mode.
    func reopenOwnWindows() -> Bool {
        guard let windowPages else { return false }
        windowPages.reopen(except: hub.windowsWithPages, windows: windowPages.opened.sorted())
        return true
    }

    /// Own windows mode: opens the small window of the menu-bar extras,
    /// titled `title`, unless a page shows it already. Returns false in the other mode.
    @discardableResult
    func showMenuBarExtras(title: String) -> Bool {
        guard let windowPages else { return false }
        if !hub.windowsWithPages.contains(WindowPages.extrasPage) { windowPages.openExtras(title: title) }
        return true
    }

    /// A display serving `provider`'s sessions; nothing listens until ``start()``.
    public init(provider: any DisplaySessionProvider, configuration: Configuration = Configuration()) {
        self.configuration = configuration
        hub = SessionHub(provider: provider, logger: configuration.logger, pingInterval: configuration.pingInterval)
        images = provider.assetSource
        policy = AccessPolicy(token: configuration.token ?? LaunchSecret.make(), bindHost: configuration.host,
                              extraHosts: configuration.additionalAllowedHosts)
    }

    /// Starts listening and returns ``url`` once the socket is bound.
    ///
    /// Throws if the client's files are missing or the address cannot be bound.
    @discardableResult
    public func start() async throws -> URL {
        guard server == nil else { throw StartError.alreadyStarted }
        let assets = try ClientAssets.load()
        let logger = configuration.logger
        if !AccessPolicy.isLoopback(configuration.host) {
            Self.warn("""
                warning: the display listens on \(configuration.host), beyond this machine's loopback; \
                anyone who can reach it and learns the URL can use the app.
                """)
            logger.warning("display bound beyond loopback", metadata: ["host": "\(configuration.host)"])
        }
        let connection = SessionConnection(hub: hub, messageLimit: configuration.maxMessageSize,
                                           backlogLimit: configuration.maxQueuedUpdates, logger: logger)
        let (started, startedContinuation) = AsyncStream<Result<Int, StartError>>.makeStream()
        let policy = self.policy
        let application = Application(
            router: DisplayRoutes.httpRouter(policy: policy, assets: assets, images: images),
            server: .leanWebSocketUpgrade(
                webSocketRouter: DisplayRoutes.webSocketRouter(policy: policy, connection: connection,
                                                              pingInterval: configuration.pingInterval,
                                                              observer: channelObserver),
                configuration: .init(ws: .init(
                    // Frames up to 16 times the message limit are read (and dropped
                    // by size) rather than closing the connection.
                    maxFrameSize: configuration.maxMessageSize * 16,
                    // The hub pings every page from one timer (`SessionHeartbeat`).
                    autoPing: .disabled))),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port)),
            onServerRunning: { channel in
                let address = channel.localAddress
                policy.bind(port: address?.port ?? 0, ip: address?.ipAddress)
                startedContinuation.yield(.success(address?.port ?? 0))
            },
            logger: logger
        )
        // No signal handlers: stopping is the app's business (see stop()).
        let services = ServiceGroup(configuration: .init(services: [application], gracefulShutdownSignals: [],
                                                         logger: logger))
        self.services = services
        server = Task {
            defer { startedContinuation.finish() }
            do {
                try await services.run()
            } catch {
                startedContinuation.yield(.failure(.stoppedBeforeListening(error)))
                throw error
            }
        }
        var outcome: Result<Int, StartError> = .failure(.stoppedBeforeListening(nil))
        for await first in started {
            outcome = first
            break
        }
        let port = try outcome.get()
        let host = policy.displayHost ?? "127.0.0.1"
        let url = URL(string: "http://\(host):\(port)/?token=\(policy.token)")!
        self.port = port
        self.url = url
        return url
    }

    /// Stops listening, closes every connection (pages are told the display
    /// is going away) and disconnects every session.
    public func stop() async {
        guard let server else { return }
        await services?.triggerGracefulShutdown()
        // Pages answer a close at once; one that does not is cut off.
        await withTaskGroup(of: Void.self) { group in
            group.addTask { _ = await server.result }
            group.addTask {
                try? await Task.sleep(for: .seconds(2))
                server.cancel()
            }
            await group.next()
            group.cancelAll()
        }
        self.server = nil
        services = nil
        hub.closeAll()
        windowPages?.closeAll()
    }

    /// Waits until the server stops (``stop()``, or an error while serving).
    public func waitUntilStopped() async throws {
        try await server?.value
    }

    static func warn(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
