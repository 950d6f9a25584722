// `AVAudioPlayer`: a sound file or bytes played through the display's speakers.
import Foundation
import Proscenium

/// What an audio player tells its delegate.
public protocol AVAudioPlayerDelegate: NSObjectProtocol {
    /// The sound finished playing by itself (not when stopped).
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    /// The sound could not be decoded.
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}

/// Plays a sound file or sound bytes. The page the person uses plays it
/// (any format the browser decodes: WAV, MP3, AAC/M4A, Ogg, FLAC); the
/// player keeps the clock, so `currentTime` and `isPlaying` read as on a
/// Mac, and `duration` is known for WAV, AIFF and constant-bit-rate MP3 (0
/// for other formats, whose end the player then does not report).
open class AVAudioPlayer: NSObject, @unchecked Sendable {
    // Unchecked, as Apple declares it: a player is made and driven on the main actor; its playback is the display's.
    private var playback: SoundPlayback!

    /// The file it plays, if made from one.
    public let url: URL?
    /// The bytes it plays, if made from them.
    public let data: Data?
    /// Told when the sound finishes.
    open weak var delegate: (any AVAudioPlayerDelegate)?
    /// Whether `rate` is used.
    open var enableRate = false
    /// Left (-1) to right (1): a page plays both channels alike.
    open var pan: Float = 0
    /// Whether `averagePower(forChannel:)` is measured: not on Linux (it reads -160 dB).
    open var isMeteringEnabled = false

    /// A player of the sound file at `url`; throws if it cannot be read.
    public convenience init(contentsOf url: URL) throws { try self.init(contentsOf: url, fileTypeHint: nil) }

    /// A player of the sound file at `url`; the hint is not needed.
    public init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        guard url.isFileURL else { throw CocoaError(.fileReadUnsupportedScheme, userInfo: [NSURLErrorKey: url]) }
        guard FileManager.default.isReadableFile(atPath: url.path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        self.url = url
        data = nil
        super.init()
        playback = SoundPlayback(.file(url.path)) { [weak self] ok in self?.didFinish(ok) }
    }

    /// A player of sound bytes; throws if they are empty.
    public convenience init(data: Data) throws { try self.init(data: data, fileTypeHint: nil) }

    /// A player of sound bytes; the hint is not needed.
    public init(data: Data, fileTypeHint utiString: String?) throws {
        guard !data.isEmpty else { throw CocoaError(.fileReadCorruptFile) }
        url = nil
        self.data = data
        super.init()
        playback = SoundPlayback(.data(data)) { [weak self] ok in self?.didFinish(ok) }
    }

    private func didFinish(_ ok: Bool) { delegate?.audioPlayerDidFinishPlaying(self, successfully: ok) }

    /// Readies the sound (the page loads it when asked to play).
    @discardableResult open func prepareToPlay() -> Bool { true }
    /// Plays from `currentTime`.
    @discardableResult open func play() -> Bool { playback.play() }
    /// Plays at `time` on `deviceCurrentTime`'s clock.
    @discardableResult open func play(atTime time: TimeInterval) -> Bool { playback.play(after: time - deviceCurrentTime) }
    /// Pauses, keeping the position.
    open func pause() { playback.pause() }
    /// Stops; the position stays where it was, as AVFoundation's does, until set.
    open func stop() {
        let position = playback.currentTime
        playback.stop()
        playback.currentTime = position
    }

    /// Whether it is playing.
    open var isPlaying: Bool { playback.isPlaying }
    /// The sound's length in seconds (0 when its format does not say).
    open var duration: TimeInterval { playback.duration }
    /// The position in seconds.
    open var currentTime: TimeInterval {
        get { playback.currentTime }
        set { playback.currentTime = newValue }
    }
    /// A clock in seconds that keeps running: the process's uptime.
    open var deviceCurrentTime: TimeInterval { ProcessInfo.processInfo.systemUptime }
    /// From 0 to 1.
    open var volume: Float {
        get { Float(playback.volume) }
        set { playback.volume = Double(newValue) }
    }
    /// Sets the volume (the change is immediate: the page does not fade).
    open func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) { self.volume = volume }
    /// Times to repeat after the first play; negative repeats until stopped.
    open var numberOfLoops: Int {
        get { playback.loops }
        set { playback.loops = newValue }
    }
    /// Playback speed from 0.5 to 2, used when `enableRate` is true.
    open var rate: Float {
        get { Float(playback.rate) }
        set { if enableRate { playback.rate = Double(newValue) } }
    }
    /// Two: a page plays in stereo.
    open var numberOfChannels: Int { 2 }
    /// Measures power levels: nothing to measure on Linux.
    open func updateMeters() {}
    /// -160 dB (silence): levels are not measured on Linux.
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    /// -160 dB (silence): levels are not measured on Linux.
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}
