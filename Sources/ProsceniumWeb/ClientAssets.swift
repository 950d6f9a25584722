import Foundation
import Hummingbird
import Logging

/// The browser client's files (`Client/` in the bundle), read once at start so
/// that only these exact names are ever served.
struct ClientAssets: Sendable {
    struct Asset: Sendable {
        var body: ByteBuffer
        var contentType: String
    }

    enum LoadError: Error, CustomStringConvertible {
        case missingDirectory
        case missingPage
        var description: String {
            switch self {
            case .missingDirectory: "the browser client's files are missing from the ProsceniumWeb bundle"
            case .missingPage: "the browser client has no index.html"
            }
        }
    }

    private(set) var files: [String: Asset] = [:]

    /// The page itself (`index.html`).
    var page: Asset { files["index.html"]! }

    subscript(name: String) -> Asset? { files[name] }

    static func load(from bundle: Bundle = .module) throws -> ClientAssets {
        guard let directory = bundle.url(forResource: "Client", withExtension: nil) else {
            throw LoadError.missingDirectory
        }
        var assets = ClientAssets()
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        for name in names where !name.hasPrefix(".") {
            guard let contentType = contentType(forExtension: (name as NSString).pathExtension) else { continue }
            let data = try Data(contentsOf: directory.appendingPathComponent(name))
            assets.files[name] = Asset(body: ByteBuffer(bytes: data), contentType: contentType)
        }
        guard assets.files["index.html"] != nil else { throw LoadError.missingPage }
        assets.addSymbols(SymbolCatalog.shared, font: SymbolCatalog.loadFont())
        assets.files["vocabulary.js"] = Asset(body: ByteBuffer(string: ClientVocabulary.module),
                                              contentType: "text/javascript; charset=utf-8")
        assets.files["fonts.css"] = Asset(body: ByteBuffer(string: FontFaceCSS.stylesheet()),
                                          contentType: "text/css; charset=utf-8")
        return assets
    }

    /// The symbol table the page imports (`symbols.js`, made from the Swift
    /// table, so the two never disagree) and the icon font when installed.
    mutating func addSymbols(_ catalog: SymbolCatalog, font: Data?) {
        files["symbols.js"] = Asset(body: ByteBuffer(string: catalog.clientModule),
                                    contentType: "text/javascript; charset=utf-8")
        if let font {
            files["symbols.woff2"] = Asset(body: ByteBuffer(bytes: font), contentType: "font/woff2")
        } else {
            Logger(label: "Proscenium.symbols").warning(
                "the symbol font is not installed: SF Symbols show as placeholders (apt-get install fonts-material-design-icons-iconfont)")
        }
    }

    static func contentType(forExtension pathExtension: String) -> String? {
        switch pathExtension.lowercased() {
        case "html": "text/html; charset=utf-8"
        case "js", "mjs": "text/javascript; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "ico": "image/x-icon"
        case "json": "application/json"
        default: nil
        }
    }
}
