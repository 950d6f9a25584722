import Foundation
import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

/// Text showing a range of dates, formatted where it shows.
@MainActor @Suite struct TextDateRangeTests {
    private let start = Date(timeIntervalSince1970: 1_704_448_800)  // 2024-01-05 10:00 UTC

    @Test func aDateRangeShowsBothEndsInTheEnvironmentsLocaleAndTimeZone() throws {
        let ui = ViewHarness(VStack {
            Text(start...start.addingTimeInterval(3_600))
            Text(DateInterval(start: start, duration: 3 * 86_400))
        }
        .environment(\.locale, Locale(identifier: "en_US"))
        .environment(\.timeZone, TimeZone(identifier: "UTC")!))
        let texts = ui.all(.text).map(\.textContent)
        #expect(texts.count == 2)
        // Same day: the date once, both times.
        #expect(texts[0].contains("1/5/2024") && texts[0].contains("10:00") && texts[0].contains("11:00"))
        #expect(texts[1].contains("1/5/2024") && texts[1].contains("1/8/2024"))
        // Another time zone moves both ends.
        let tokyo = ViewHarness(Text(start...start.addingTimeInterval(3_600))
            .environment(\.locale, Locale(identifier: "en_US"))
            .environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!))
        let shown = try #require(tokyo.all(.text).first?.textContent)
        #expect(shown.contains("7:00") && shown.contains("8:00"))
    }
}
