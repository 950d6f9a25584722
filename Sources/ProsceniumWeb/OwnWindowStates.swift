import Foundation
import Logging
import ProsceniumHost

/// Own windows mode: keeps each app window and its browser window in step
/// about what the window manager decides, as a Mac's windows are. What the
/// person does to a browser window (minimise, maximise, restore) reaches the
/// app as the events its own title bar would send (`windowMinimize`,
/// `windowZoom`), so `NSWindow.isMiniaturized`, `isZoomed` and `scenePhase`
/// follow; what the app does (Minimize, Zoom, a window made key by
/// `openWindow` or `makeKeyAndOrderFront`) is done to the browser window.
/// Both through the browser's DevTools pipe (`DevToolsPipe`): the window
/// manager's state is polled twice a second, since a page is told neither.
@MainActor
final class OwnWindowStates {
    static let log = Logger(label: "proscenium.web.windows")

    private let devTools: DevToolsPipe
    /// The end of the page address of window `id` (`#window=ID`), by which its browser target is found.
    private let pageURL: (String) -> String
    /// Hands an event to the app's one session.
    private let deliver: (HostEvent) -> Void

    /// A window as the window manager and the app last had it.
    private struct Known {
        var minimized = false
        var maximized = false
        var appMinimized = false
        var appZoomed = false
        var appKey = false
        /// Until then, the browser window may not yet show what was asked of it.
        var settlingUntil = ContinuousClock.Instant.now
    }
    private var windows: [String: Known] = [:]
    private var polling: Task<Void, Never>?

    init(devTools: DevToolsPipe, pageURL: @escaping (String) -> String, deliver: @escaping (HostEvent) -> Void) {
        self.devTools = devTools
        self.pageURL = pageURL
        self.deliver = deliver
        polling = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(500))
                guard let self else { return }
                guard self.devTools.isOpen else { return Self.log.info("the browser's DevTools pipe closed") }
                await self.poll()
            }
        }
    }

    func stop() { polling?.cancel() }

    /// The app's side: a window opened or changed.
    func appChanged(_ id: String, _ attributes: SurfaceAttributes) {
        guard attributes.kind == .window else { return }
        var known = windows[id] ?? Known()
        let zoomed = attributes.hints.isZoomed
        let becameKey = attributes.isKey && !known.appKey
        defer {
            known.appMinimized = attributes.isMinimized
            known.appZoomed = zoomed
            known.appKey = attributes.isKey
            windows[id] = known
        }
        if attributes.isMinimized, !known.minimized {
            known.minimized = true
            known.settlingUntil = .now + .seconds(1)
            Task { await setState(id, "minimized") }
        } else if !attributes.isMinimized, known.minimized || becameKey {
            // Restoring a window, or one made key: raised to the front.
            known.minimized = false
            known.settlingUntil = .now + .seconds(1)
            Task { await activate(id) }
        }
        if !attributes.isMinimized, zoomed != known.maximized {
            known.maximized = zoomed
            known.settlingUntil = .now + .seconds(1)
            Task { await setState(id, zoomed ? "maximized" : "normal") }
        }
    }

    func appClosed(_ id: String) { windows[id] = nil }

    private struct Targets: Decodable {
        struct Info: Decodable { let targetId: String; let type: String; let url: String }
        let targetInfos: [Info]
    }
    private struct WindowForTarget: Decodable {
        struct Bounds: Decodable { let windowState: String? }
        let windowId: Int
        let bounds: Bounds
    }

    private func target(of id: String) async -> String? {
        guard let targets = try? await devTools.call("Target.getTargets", as: Targets.self) else { return nil }
        let url = pageURL(id)
        return targets.targetInfos.first { $0.type == "page" && $0.url.hasSuffix(url) }?.targetId
    }

    private func activate(_ id: String) async {
        guard let target = await target(of: id) else { return }
        do { _ = try await devTools.call("Target.activateTarget", ["targetId": .string(target)]) } catch {
            Self.log.info("could not raise window \(id): \(error)")
        }
    }

    private func setState(_ id: String, _ windowState: String) async {
        guard let target = await target(of: id),
              let window = try? await devTools.call("Browser.getWindowForTarget", ["targetId": .string(target)],
                                                    as: WindowForTarget.self) else { return }
        do {
            // A maximised or minimised window goes back to normal before another state.
            if window.bounds.windowState != "normal", windowState != "normal" {
                _ = try await devTools.call("Browser.setWindowBounds", ["windowId": .int(window.windowId),
                                                                         "bounds": .object(["windowState": .string("normal")])])
            }
            _ = try await devTools.call("Browser.setWindowBounds", ["windowId": .int(window.windowId),
                                                                     "bounds": .object(["windowState": .string(windowState)])])
        } catch {
            Self.log.info("could not make window \(id) \(windowState): \(error)")
        }
    }

    /// The window manager's side: what each browser window is now.
    private func poll() async {
        guard !windows.isEmpty else { return }
        let targets: Targets
        do { targets = try await devTools.call("Target.getTargets", as: Targets.self) } catch {
            return Self.log.info("could not read the browser's windows: \(error)")
        }
        for (id, _) in windows {
            let url = pageURL(id)
            guard let target = targets.targetInfos.first(where: { $0.type == "page" && $0.url.hasSuffix(url) }),
                  let window = try? await devTools.call("Browser.getWindowForTarget", ["targetId": .string(target.targetId)],
                                                        as: WindowForTarget.self),
                  var known = windows[id], ContinuousClock.now >= known.settlingUntil else { continue }
            let state = window.bounds.windowState ?? "normal"
            known.minimized = state == "minimized"
            // A minimised window keeps whether it was maximised.
            if state != "minimized" { known.maximized = state == "maximized" || state == "fullscreen" }
            let surface = SurfaceID(id)
            if known.minimized != known.appMinimized {
                known.appMinimized = known.minimized
                deliver(HostEvent(kind: .windowMinimize, surface: surface, value: String(known.minimized)))
            }
            if known.maximized != known.appZoomed {
                known.appZoomed = known.maximized
                deliver(HostEvent(kind: .windowZoom, surface: surface, value: String(known.maximized)))
            }
            windows[id] = known
        }
    }
}
