// `AVPlayer` and `AVPlayerItem`: a media file's sound played through the display.
import Foundation
import Logging
import Proscenium

/// A media file to play.
open class AVPlayerItem: NSObject, @unchecked Sendable {
    // Unchecked, as Apple declares it: its URL and playback are set once, at init.
    /// The file.
    public let url: URL
    let playback: SoundPlayback?

    /// An item playing the file at `url`. Only files play: the page may not
    /// fetch other sites' media (its content security policy), so a web URL
    /// is logged and stays silent.
    public init(url: URL) {
        self.url = url
        playback = url.isFileURL && FileManager.default.isReadableFile(atPath: url.path) ? SoundPlayback(.file(url.path)) : nil
        super.init()
        if playback == nil { mediaLog("AVPlayerItem: \(url) is not a readable file; it will not play") }
    }

    /// The item's length (indefinite when its format does not say).
    open var duration: CMTime {
        guard let seconds = playback?.duration, seconds > 0 else { return .indefinite }
        return CMTime(seconds: seconds, preferredTimescale: 600)
    }

    /// Where the item is.
    open func currentTime() -> CMTime { CMTime(seconds: playback?.currentTime ?? 0, preferredTimescale: 600) }
}

/// Plays one item's sound at a time (video shows nothing: there is no video
/// view on Linux yet, only the sound track plays).
open class AVPlayer: NSObject, @unchecked Sendable {
    // Unchecked, as Apple declares it: a player is made and driven on the main actor.
    /// Whether the player is playing, paused, or waiting to play.
    public enum TimeControlStatus: Int, Sendable {
        case paused = 0, waitingToPlayAtSpecifiedRate, playing
    }

    /// The item it plays.
    open private(set) var currentItem: AVPlayerItem?
    private var muted = false
    private var storedVolume: Float = 1

    /// A player with no item.
    public override init() { super.init() }
    /// A player of the file at `url`.
    public convenience init(url: URL) { self.init(playerItem: AVPlayerItem(url: url)) }
    /// A player of `item`.
    public init(playerItem item: AVPlayerItem?) {
        currentItem = item
        super.init()
    }

    /// Plays the item from where it is.
    open func play() { currentItem?.playback?.play() }
    /// Pauses the item.
    open func pause() { currentItem?.playback?.pause() }

    /// 1 while playing, 0 while paused; setting it plays or pauses.
    open var rate: Float {
        get { currentItem?.playback?.isPlaying == true ? Float(currentItem?.playback?.rate ?? 1) : 0 }
        set {
            if newValue == 0 { pause() } else { currentItem?.playback?.rate = Double(newValue); play() }
        }
    }

    /// Whether it is playing.
    open var timeControlStatus: TimeControlStatus { currentItem?.playback?.isPlaying == true ? .playing : .paused }

    /// From 0 to 1.
    open var volume: Float {
        get { storedVolume }
        set {
            storedVolume = min(max(newValue, 0), 1)
            currentItem?.playback?.volume = muted ? 0 : Double(storedVolume)
        }
    }

    /// Silences the sound, keeping `volume`.
    open var isMuted: Bool {
        get { muted }
        set {
            muted = newValue
            currentItem?.playback?.volume = muted ? 0 : Double(storedVolume)
        }
    }

    /// Moves the item to `time`.
    open func seek(to time: CMTime) { if time.isNumeric { currentItem?.playback?.currentTime = time.seconds } }
    /// Moves the item to `time`, then calls `completionHandler` with true.
    open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {
        seek(to: time)
        completionHandler(true)
    }

    /// Where the item is.
    open func currentTime() -> CMTime { currentItem?.currentTime() ?? .zero }

    /// Plays `item` next instead.
    open func replaceCurrentItem(with item: AVPlayerItem?) {
        currentItem?.playback?.stop()
        currentItem = item
    }
}

private let mediaLogger = Logger(label: "Proscenium.media")

func mediaLog(_ message: String) { mediaLogger.warning("\(message)") }
