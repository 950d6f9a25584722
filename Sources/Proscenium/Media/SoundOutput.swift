// The engine's display-facing API (graphs' trees, the image store) is SPI.
@_spi(Display) import ProsceniumEngine
// How media players outside the core (AVFoundation's, AppKit's `NSSound`)
// reach the display: their sound files become assets the display fetches,
// and their commands go to the page the person uses.
import Foundation
import ProsceniumHost
import Synchronization

/// The app's sound output: the runtime's display plays what players send.
package enum SoundOutput {
    /// Registers the sound file at `path` and returns the key a display fetches it by.
    @MainActor package static func assetKey(file path: String) -> String? {
        NSApplication.shared.runtime?.services.images.key(forFile: path, contentType: contentType(of: path))
    }

    /// Registers sound bytes a player holds and returns their new key.
    @MainActor package static func assetKey(data: Data) -> String? {
        NSApplication.shared.runtime?.services.images.key(forData: data, contentType: contentType(of: data))
    }

    /// Sends `command` to the page the person uses (or last used).
    @MainActor package static func send(_ command: SoundCommand) {
        guard let session = NSApplication.shared.runtime?.modalSession else { return }
        session.pendingChanges.append(.sound(command))
        NSApplication.shared.runtime?.scheduleUpdate(for: session)
    }

    /// A new player number, unique in the process.
    package static func nextPlayer() -> Int { counter.withLock { $0 += 1; return $0 } }

    private static let counter = Mutex(0)

    /// The MIME type of a sound file, by its extension.
    static func contentType(of path: String) -> String {
        switch (path as NSString).pathExtension.lowercased() {
        case "wav", "wave": "audio/wav"
        case "mp3": "audio/mpeg"
        case "m4a", "mp4", "aac": "audio/mp4"
        case "aif", "aiff", "aifc": "audio/aiff"
        case "caf": "audio/x-caf"
        case "ogg", "oga": "audio/ogg"
        case "opus": "audio/opus"
        case "flac": "audio/flac"
        case "webm": "audio/webm"
        default: "application/octet-stream"
        }
    }

    /// The MIME type of sound bytes, by their first bytes.
    static func contentType(of data: Data) -> String {
        let head = [UInt8](data.prefix(12))
        func ascii(_ range: Range<Int>) -> String { String(decoding: head.count >= range.upperBound ? Array(head[range]) : [], as: UTF8.self) }
        if ascii(0..<4) == "RIFF", ascii(8..<12) == "WAVE" { return "audio/wav" }
        if ascii(0..<4) == "FORM" { return "audio/aiff" }
        if ascii(0..<4) == "OggS" { return "audio/ogg" }
        if ascii(0..<4) == "fLaC" { return "audio/flac" }
        if ascii(0..<4) == "caff" { return "audio/x-caf" }
        if ascii(4..<8) == "ftyp" { return "audio/mp4" }
        if ascii(0..<3) == "ID3" || (head.count > 1 && head[0] == 0xFF && head[1] & 0xE0 == 0xE0) { return "audio/mpeg" }
        return "application/octet-stream"
    }
}
