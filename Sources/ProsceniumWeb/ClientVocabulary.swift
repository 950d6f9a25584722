import ProsceniumHost

/// The display vocabulary as the browser client imports it (`vocabulary.js`),
/// made from ProsceniumHost's declarations when the display starts, so the
/// page and the app cannot disagree on the protocol's version, the kinds and
/// keys, or the semantic names the client maps (pointer shapes, text content
/// kinds). The page checks its own tables against it
/// (BrowserTests/test_vocabulary.py).
enum ClientVocabulary {
    /// The element kinds a display is sent (scene declarations stay in the app).
    static var elementKinds: [String] {
        ElementKind.all.filter { !ElementKind.internalKinds.contains($0) }.map(\.rawValue)
    }

    static var module: String {
        func list(_ names: [String]) -> String {
            "Object.freeze([" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "])"
        }
        return """
            // Made by the display at start from ProsceniumHost's vocabulary (ClientVocabulary.swift).
            export const PROTOCOL_VERSION = \(DisplayProtocol.version);
            export const ELEMENT_KINDS = \(list(elementKinds));
            export const ATTRIBUTE_KEYS = \(list(AttributeKey.all.map(\.rawValue)));
            export const POINTER_SHAPES = \(list(PointerShape.allCases.map(\.rawValue)));
            export const TEXT_CONTENT_KINDS = \(list(TextContentKind.allCases.map(\.rawValue)));

            """
    }
}
