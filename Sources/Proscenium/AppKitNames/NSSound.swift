// `NSSound`: AppKit's sounds, played by the display's speakers.
import Foundation

/// A sound file or bytes that AppKit apps play (`NSSound(named:)?.play()`,
/// `NSSound.beep()`); the page the person uses plays it.
/// Unchecked Sendable: an open NSObject subclass cannot be checked; its playback is
/// main-actor state it reaches only from there.
open class NSSound: NSObject, @unchecked Sendable {
    /// A sound's name.
    public typealias Name = String

    private let playback: SoundPlayback

    /// The sound of a file in the app's resources named `name` (with or
    /// without its extension: aiff, wav, mp3, m4a, caf), else one of the
    /// Mac's system sounds (`"Glass"`, `"Ping"`, `"Purr"`...), which Linux
    /// has not: each is a short tone of its own pitch here. Nil for any other.
    public convenience init?(named name: Name) {
        if let url = Self.resource(named: name) {
            self.init(contentsOf: url, byReference: true)
        } else if let tone = Self.systemTones[name] {
            self.init(data: Tone.wav(frequency: tone.frequency, seconds: tone.seconds))
        } else {
            return nil
        }
    }

    /// The Mac's system sounds, as tones: each name its own pitch and length.
    private static let systemTones: [String: (frequency: Double, seconds: Double)] = [
        "Basso": (196, 0.35), "Blow": (330, 0.4), "Bottle": (523, 0.2), "Frog": (262, 0.25), "Funk": (294, 0.3),
        "Glass": (1_319, 0.3), "Hero": (784, 0.45), "Morse": (880, 0.1), "Ping": (1_047, 0.25), "Pop": (659, 0.08),
        "Purr": (220, 0.3), "Sosumi": (587, 0.3), "Submarine": (392, 0.5), "Tink": (1_568, 0.08),
    ]

    /// The sound of the file at `url`; nil if it cannot be read.
    public init?(contentsOf url: URL, byReference: Bool) {
        guard url.isFileURL, FileManager.default.isReadableFile(atPath: url.path) else { return nil }
        playback = SoundPlayback(.file(url.path))
        super.init()
    }

    /// The sound of `data`; nil if empty.
    public init?(data: Data) {
        guard !data.isEmpty else { return nil }
        playback = SoundPlayback(.data(data))
        super.init()
    }

    /// Plays the sound from its start (or where it was paused).
    @discardableResult open func play() -> Bool { playback.play() }
    /// Pauses it.
    @discardableResult open func pause() -> Bool {
        guard playback.isPlaying else { return false }
        playback.pause()
        return true
    }
    /// Resumes it.
    @discardableResult open func resume() -> Bool { playback.play() }
    /// Stops it.
    @discardableResult open func stop() -> Bool {
        let was = playback.isPlaying
        playback.stop()
        return was
    }

    open var isPlaying: Bool { playback.isPlaying }
    open var volume: Float {
        get { Float(playback.volume) }
        set { playback.volume = Double(newValue) }
    }
    /// Whether it repeats until stopped.
    open var loops: Bool {
        get { playback.loops < 0 }
        set { playback.loops = newValue ? -1 : 0 }
    }
    open var currentTime: TimeInterval {
        get { playback.currentTime }
        set { playback.currentTime = newValue }
    }
    /// Its length in seconds (0 when its format does not say).
    open var duration: TimeInterval { playback.duration }

    /// The alert sound: a short tone.
    public static func beep() { beepSound.play() }

    private static let beepSound = NSSound(data: Tone.wav(frequency: 880, seconds: 0.15))!

    private static func resource(named name: Name) -> URL? {
        AssetFiles.resource(named: name, extensions: ["aiff", "aif", "wav", "mp3", "m4a", "caf"])
    }
}

/// AppKit's alert sound.
public func NSBeep() { NSSound.beep() }

/// A sine tone as WAV bytes (16-bit mono, 22,050 Hz), faded in and out.
enum Tone {
    static func wav(frequency: Double, seconds: Double) -> Data {
        let rate = 22_050
        let count = Int(Double(rate) * seconds)
        var samples = Data(capacity: count * 2)
        for i in 0..<count {
            let fade = min(1, Double(min(i, count - i)) / (0.01 * Double(rate)))
            let value = Int16(sin(2 * .pi * frequency * Double(i) / Double(rate)) * 0.4 * fade * Double(Int16.max))
            withUnsafeBytes(of: value.littleEndian) { samples.append(contentsOf: $0) }
        }
        var out = Data("RIFF".utf8)
        func append32(_ v: Int) { withUnsafeBytes(of: UInt32(v).littleEndian) { out.append(contentsOf: $0) } }
        func append16(_ v: Int) { withUnsafeBytes(of: UInt16(v).littleEndian) { out.append(contentsOf: $0) } }
        append32(36 + samples.count)
        out.append(contentsOf: Array("WAVEfmt ".utf8))
        append32(16); append16(1); append16(1); append32(rate); append32(rate * 2); append16(2); append16(16)
        out.append(contentsOf: Array("data".utf8))
        append32(samples.count)
        out.append(samples)
        return out
    }
}
