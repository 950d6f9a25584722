/// A sound the app plays, pauses or stops (`AVAudioPlayer`, `AVPlayer`,
/// `NSSound`): which player, the sound file's asset key, and how to play it.
/// A display plays it through its speakers, as a Mac does.
public struct SoundCommand: Sendable, Equatable, Codable {
    public enum Action: String, Sendable, Codable, CaseIterable {
        /// Start (or resume) playing from `time`.
        case play
        /// Pause where it is.
        case pause
        /// Stop and forget the position.
        case stop
        /// Change `volume`, `rate` or `loops` while playing.
        case adjust
    }

    /// The app's player, so a later command reaches the same sound.
    public var player: Int
    public var action: Action
    /// The key a display fetches the sound's bytes by (the web display's `/asset/KEY`).
    public var asset: String?
    /// From 0 (silent) to 1.
    public var volume: Double
    /// Times to repeat after the first play; negative repeats until stopped.
    public var loops: Int
    /// Where to start, in seconds from the beginning.
    public var time: Double
    /// Playback speed, 1 for normal.
    public var rate: Double

    public init(player: Int, action: Action, asset: String? = nil, volume: Double = 1, loops: Int = 0,
                time: Double = 0, rate: Double = 1) {
        self.player = player
        self.action = action
        self.asset = asset
        self.volume = volume.isFinite ? min(max(volume, 0), 1) : 1
        self.loops = loops
        self.time = time.isFinite ? max(time, 0) : 0
        self.rate = rate.isFinite ? min(max(rate, 0.5), 2) : 1
    }
}
