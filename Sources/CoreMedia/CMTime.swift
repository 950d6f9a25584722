// `CMTime`: a time as a rational number of seconds, as AVFoundation's players take it.

/// A number of ticks of a time scale (ticks per second).
public typealias CMTimeValue = Int64
/// Ticks per second.
public typealias CMTimeScale = Int32

/// A time as `value / timescale` seconds, or invalid, or indefinite.
public struct CMTime: Hashable, Comparable, Sendable {
    public var value: CMTimeValue
    public var timescale: CMTimeScale
    public var flags: Flags
    public var epoch: Int64

    /// Whether a time is valid, and what else it is.
    public struct Flags: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let valid = Flags(rawValue: 1)
        public static let hasBeenRounded = Flags(rawValue: 2)
        public static let positiveInfinity = Flags(rawValue: 4)
        public static let negativeInfinity = Flags(rawValue: 8)
        public static let indefinite = Flags(rawValue: 16)
    }

    public init(value: CMTimeValue, timescale: CMTimeScale, flags: Flags, epoch: Int64) {
        self.value = value
        self.timescale = timescale
        self.flags = flags
        self.epoch = epoch
    }

    /// `value / timescale` seconds.
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.init(value: value, timescale: timescale, flags: timescale > 0 ? .valid : [], epoch: 0)
    }

    /// `seconds`, rounded to ticks of `preferredTimescale`.
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        if seconds.isFinite, preferredTimescale > 0 {
            self.init(value: CMTimeValue((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
        } else {
            self = .invalid
        }
    }

    /// Zero seconds.
    public static let zero = CMTime(value: 0, timescale: 1)
    /// No time.
    public static let invalid = CMTime(value: 0, timescale: 0, flags: [], epoch: 0)
    /// An unknown time (a live stream's duration).
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    /// Later than every time.
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
    /// Earlier than every time.
    public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

    public var isValid: Bool { flags.contains(.valid) }
    public var isIndefinite: Bool { flags.contains(.indefinite) }
    public var isPositiveInfinity: Bool { flags.contains(.positiveInfinity) }
    public var isNegativeInfinity: Bool { flags.contains(.negativeInfinity) }
    public var isNumeric: Bool { isValid && !isIndefinite && !isPositiveInfinity && !isNegativeInfinity }

    /// The time in seconds; NaN when not numeric.
    public var seconds: Double {
        if isPositiveInfinity { return .infinity }
        if isNegativeInfinity { return -.infinity }
        return isNumeric ? Double(value) / Double(timescale) : .nan
    }

    public static func < (a: CMTime, b: CMTime) -> Bool { a.seconds < b.seconds }
    public static func == (a: CMTime, b: CMTime) -> Bool {
        a.isNumeric && b.isNumeric ? a.seconds == b.seconds : a.flags == b.flags
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(isNumeric ? seconds : -1) }

    public static func + (a: CMTime, b: CMTime) -> CMTime { CMTime(seconds: a.seconds + b.seconds, preferredTimescale: max(a.timescale, b.timescale, 1)) }
    public static func - (a: CMTime, b: CMTime) -> CMTime { CMTime(seconds: a.seconds - b.seconds, preferredTimescale: max(a.timescale, b.timescale, 1)) }
}

/// `value / timescale` seconds.
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }
/// `seconds`, in ticks of `preferredTimescale`.
public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}
/// The time in seconds.
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }
