import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A view that loads an image from a URL and shows it: a placeholder (or
/// the `content` closure's view of `.empty`) until it has loaded, then the
/// image (`.success`), or the closure's view of `.failure`.
///
/// The app loads the URL (with `URLSession.shared`; a `file:` URL is read
/// from disk), so the page fetches nothing from other origins: the bytes are
/// served to the display by the app, as `Image("name")`'s files are. Bytes
/// that are not an image a browser draws (PNG, JPEG, GIF, WebP, SVG) are a
/// failure. A new URL loads again; the same URL is loaded once per view.
nonisolated public struct AsyncImage<Content: View>: View, PrimitiveView {
    let url: URL?
    let scale: CGFloat
    let transaction: Transaction
    let makeView: (AsyncImagePhase) -> any View

    /// Loads and displays an image from the specified URL, showing a
    /// standard placeholder until it loads.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.scale = scale
        transaction = Transaction()
        makeView = { phase -> any View in
            if let image = phase.image { return image }
            return AsyncImagePlaceholder()
        }
    }

    /// Loads and displays a modifiable image from the specified URL using a
    /// custom placeholder until the image loads.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.scale = scale
        transaction = Transaction()
        makeView = { phase -> any View in
            if let image = phase.image { return content(image) }
            return placeholder()
        }
    }

    /// Loads and displays a modifiable image from the specified URL in phases.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        makeView = { content($0) }
    }

    @MainActor package func render(into context: inout RenderContext) {
        let loader = context.state("asyncImage") { AsyncImageLoader() }
        loader.load(url, scale: Double(scale), transaction: transaction, node: context.node)
        context.addChildren(makeView(loader.phase))
    }
}

/// The current phase of the asynchronous image loading operation.
public enum AsyncImagePhase {
    /// No image is loaded.
    case empty
    /// An image succesfully loaded.
    case success(Image)
    /// An image failed to load with an error.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case let .success(image) = self { return image }
        return nil
    }

    /// The error that occurred when attempting to load an image, if any.
    public var error: (any Error)? {
        if case let .failure(error) = self { return error }
        return nil
    }
}

/// Why an `AsyncImage` shows no image.
struct AsyncImageError: Error, CustomStringConvertible {
    let description: String
}

/// The grey box a plain `AsyncImage` shows until its image loads, filling what it is offered.
nonisolated struct AsyncImagePlaceholder: View {
    var body: some View { Color.gray.opacity(0.25) }
}

/// Loads an `AsyncImage`'s URL and keeps its phase; kept by the view's node.
@MainActor final class AsyncImageLoader {
    private(set) var phase = AsyncImagePhase.empty
    private var loadedURL: URL?
    private var started = false
    private var task: Task<Void, Never>?

    deinit { task?.cancel() }

    func load(_ url: URL?, scale: Double, transaction: Transaction, node: ViewNode) {
        guard !started || url != loadedURL else { return }
        started = true
        loadedURL = url
        task?.cancel()
        phase = .empty
        guard let url else { return }
        task = Task { @MainActor [weak self, weak node] in
            let result = await Self.fetch(url)
            guard let self, !Task.isCancelled, self.loadedURL == url else { return }
            switch result {
            case let .success(data):
                if let type = ImageBytes.contentType(of: data) {
                    self.phase = .success(Image(held: HeldImage(data: data, contentType: type), scale: scale))
                } else {
                    self.phase = .failure(AsyncImageError(description: "\(url) is not an image a browser draws"))
                }
            case let .failure(error):
                self.phase = .failure(error)
            }
            withTransaction(transaction) { node?.invalidate(reason: "asyncImage") }
        }
    }

    /// The URL's bytes: a file read off the main actor, anything else through `URLSession.shared`.
    nonisolated private static func fetch(_ url: URL) async -> Result<Data, any Error> {
        if url.isFileURL {
            return await Task.detached { Result(catching: { try Data(contentsOf: url) }) }.value
        }
        do {
            let (data, response) = try await URLSession.shared.data(from: url)
            if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
                return .failure(AsyncImageError(description: "\(url) answered \(http.statusCode)"))
            }
            return .success(data)
        } catch {
            return .failure(error)
        }
    }
}
