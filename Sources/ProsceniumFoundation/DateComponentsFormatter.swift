import Foundation

/// Foundation's formatter of durations ("1:02:05", "1h 2m 5s", "1 hour,
/// 2 minutes, 5 seconds"), which swift-corelibs-foundation declares
/// unavailable on Linux. English unit names; the calendar units from years
/// down to seconds (a year is 365 days, a month 30 days when a duration in
/// seconds is split, as Foundation does for intervals without a reference date).
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "1:02:05"
        case positional = 0
        /// "1h 2m 5s"
        case abbreviated = 1
        /// "1 hr, 2 min, 5 sec"
        case short = 2
        /// "1 hour, 2 minutes, 5 seconds"
        case full = 3
        /// "one hour, two minutes, five seconds"
        case spellOut = 4
        /// "1hr 2min 5sec"
        case brief = 5
    }

    /// Which zero-valued units are left out.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Positional: leading zeros dropped; other styles: every zero dropped.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Positional units after the first are two digits wide, and the first too.
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
        public static let none = ZeroFormattingBehavior([])
    }

    open var unitsStyle: UnitsStyle = .positional
    open var allowedUnits: NSCalendar.Unit = []
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// At most this many units are written (0: no limit); the last is rounded down.
    open var maximumUnitCount = 0
    /// Whether a shortened result says "About".
    open var includesApproximationPhrase = false
    /// Whether the result says "remaining".
    open var includesTimeRemainingPhrase = false
    open var collapsesLargestUnit = false
    open var allowsFractionalUnits = false
    open var calendar: Calendar?

    public override init() { super.init() }

    public required init?(coder: NSCoder) { nil }

    /// The duration `ti` (seconds), written in the allowed units.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        return format(seconds: Int(ti.rounded(.towardZero)))
    }

    /// `components` written as a duration.
    open func string(from components: DateComponents) -> String? {
        var seconds = components.second ?? 0
        seconds += 60 * (components.minute ?? 0)
        seconds += 3600 * (components.hour ?? 0)
        seconds += 86_400 * ((components.day ?? 0) + 7 * (components.weekOfMonth ?? 0))
        seconds += 86_400 * (30 * (components.month ?? 0) + 365 * (components.year ?? 0))
        return format(seconds: seconds)
    }

    /// The time from `startDate` to `endDate`.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        string(from: endDate.timeIntervalSince(startDate))
    }

    /// A `TimeInterval`, `DateComponents` or `NSNumber` of seconds, written; nil for anything else.
    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let interval as TimeInterval: string(from: interval)
        case let components as DateComponents: string(from: components)
        case let number as NSNumber: string(from: number.doubleValue)
        default: nil
        }
    }

    /// The units, largest first, with their length in seconds and names.
    private static let units: [(unit: NSCalendar.Unit, seconds: Int, names: [String])] = [
        (.year, 31_536_000, ["y", "yr", "year", "yr"]),
        (.month, 2_592_000, ["mo", "mth", "month", "mth"]),
        (.weekOfMonth, 604_800, ["w", "wk", "week", "wk"]),
        (.day, 86_400, ["d", "day", "day", "day"]),
        (.hour, 3600, ["h", "hr", "hour", "hr"]),
        (.minute, 60, ["m", "min", "minute", "min"]),
        (.second, 1, ["s", "sec", "second", "sec"]),
    ]

    private func format(seconds total: Int) -> String {
        let allowed = allowedUnits.isEmpty ? NSCalendar.Unit([.year, .month, .day, .hour, .minute, .second]) : allowedUnits
        var remaining = abs(total)
        var parts: [(value: Int, names: [String])] = []
        for unit in Self.units where allowed.contains(unit.unit) {
            parts.append((remaining / unit.seconds, unit.names))
            remaining %= unit.seconds
        }
        guard !parts.isEmpty else { return "" }
        let positional = unitsStyle == .positional
        var behavior = zeroFormattingBehavior
        if behavior.contains(.default) { behavior = positional ? .dropLeading : .dropAll }
        while parts.count > 1, parts[0].value == 0, behavior.contains(.dropLeading) { parts.removeFirst() }
        while parts.count > 1, parts[parts.count - 1].value == 0, behavior.contains(.dropTrailing) { parts.removeLast() }
        if behavior.contains(.dropMiddle), parts.count > 2 {
            parts = [parts[0]] + parts[1..<(parts.count - 1)].filter { $0.value != 0 } + [parts[parts.count - 1]]
        }
        if maximumUnitCount > 0, parts.count > maximumUnitCount { parts = Array(parts.prefix(maximumUnitCount)) }
        let sign = total < 0 ? "-" : ""
        let text: String
        switch unitsStyle {
        case .positional:
            text = parts.enumerated().map { index, part in
                index == 0 && !behavior.contains(.pad) ? "\(part.value)" : (part.value < 10 ? "0\(part.value)" : "\(part.value)")
            }.joined(separator: ":")
        case .abbreviated:
            text = parts.map { "\($0.value)\($0.names[0])" }.joined(separator: " ")
        case .brief:
            text = parts.map { "\($0.value)\($0.names[3])" }.joined(separator: " ")
        case .short:
            text = parts.map { "\($0.value) \($0.names[1])" }.joined(separator: ", ")
        case .full, .spellOut:
            let words = NumberFormatter()
            words.numberStyle = .spellOut
            words.locale = Locale(identifier: "en_US")
            text = parts.map { part in
                let number = unitsStyle == .spellOut ? (words.string(from: NSNumber(value: part.value)) ?? "\(part.value)") : "\(part.value)"
                return "\(number) \(part.names[2])\(part.value == 1 ? "" : "s")"
            }.joined(separator: ", ")
        }
        var result = sign + text
        if includesApproximationPhrase { result = "About " + result }
        if includesTimeRemainingPhrase { result += " remaining" }
        return result
    }
}
