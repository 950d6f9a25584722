import Foundation
import Testing
import ProsceniumFoundation

/// Foundation's duration formatter, which Linux's Foundation lacks.
@Suite struct DateComponentsFormatterTests {
    @Test func positionalDropsLeadingZeroUnitsUnlessPadded() {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = .positional
        formatter.allowedUnits = [.hour, .minute, .second]
        #expect(formatter.string(from: 3725) == "1:02:05")
        #expect(formatter.string(from: 125) == "2:05")
        formatter.zeroFormattingBehavior = .pad
        #expect(formatter.string(from: 125) == "00:02:05")
    }

    @Test func namedStylesDropZeroUnits() {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute, .second]
        formatter.unitsStyle = .abbreviated
        #expect(formatter.string(from: 3605) == "1h 5s")
        formatter.unitsStyle = .full
        #expect(formatter.string(from: 3660) == "1 hour, 1 minute")
        formatter.unitsStyle = .short
        #expect(formatter.string(from: 125) == "2 min, 5 sec")
        formatter.maximumUnitCount = 1
        #expect(formatter.string(from: 125) == "2 min")
    }

    @Test func componentsAndDatesAreFormattedAsDurations() {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.minute, .second]
        #expect(formatter.string(from: DateComponents(minute: 3, second: 7)) == "3:07")
        let start = Date(timeIntervalSince1970: 0)
        #expect(formatter.string(from: start, to: start.addingTimeInterval(61)) == "1:01")
    }
}
