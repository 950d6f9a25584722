import Foundation
@_spi(Display) import Proscenium

extension AppLauncher {
    /// Claims the app's one instance (see `InstanceChannel`). When another
    /// instance runs, hands it `urls` and exits: this launch is done.
    static func claimInstance(name: String, urls: [URL], browser: Bool) -> InstanceChannel? {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        switch InstanceChannel.location(appName: name, executable: executable, stateFolder: stateFolder(appName: name)) {
        case .failure(let problem):
            InstanceChannel.log.notice("running without the one-instance channel: \(problem)")
            return nil
        case .success(let location):
            switch InstanceChannel.claim(location, message: InstanceMessage(urls: urls, browser: browser)) {
            case .primary(let channel):
                return channel
            case .forwarded:
                FileHandle.standardError.write(Data("\(name) is already running: it opens \(urls.isEmpty ? "its windows" : "what was given").\n".utf8))
                exit(0)
            case .unavailable(let problem):
                InstanceChannel.log.notice("running as a separate instance: \(problem)")
                return nil
            }
        }
    }

    /// Opens what later launches hand over, as if the app had been asked to
    /// open it (documents, `onOpenURL`); a launch with nothing to open brings
    /// the app's windows forward, or shows the display again when no page does.
    static func serveLaterLaunches(_ channel: InstanceChannel, runtime: AppRuntime, running: RunningDisplay) {
        channel.start { message in
            Task { @MainActor in
                let urls = message.parsedURLs
                InstanceChannel.log.info("another launch asked to open \(urls.count) item(s): \(urls.map(\.absoluteString).joined(separator: " "))")
                for url in urls { runtime.open(url) }
                if runtime.sessions.isEmpty {
                    if message.browser, let display = running.display, let url = display.url { running.show(url) }
                } else if urls.isEmpty, let session = runtime.sessions.last,
                          let window = session.keyWindow ?? session.windows.last {
                    session.makeKey(window)
                    // Own windows mode: a window whose browser window was closed gets one again.
                    _ = running.display?.reopenOwnWindows()
                }
            }
        }
    }
}
