import Foundation
import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private let german = Locale(identifier: "de_DE")
private let american = Locale(identifier: "en_US")
private let tokyo = TimeZone(identifier: "Asia/Tokyo")!
private let epoch = Date(timeIntervalSince1970: 0)

/// Shows what it reads of the environment.
private struct Reader: View {
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone

    var body: some View {
        VStack {
            Text(verbatim: "locale \(locale.identifier)")
            Text(verbatim: "calendar \(calendar.identifier)")
            Text(verbatim: "zone \(timeZone.identifier)")
        }
    }
}

/// A number and a date whose locale a button switches.
private struct Switcher: View {
    @State private var locale = american
    var body: some View {
        VStack {
            Text(1_234_567, format: .number)
            Text("Due \(epoch, style: .date)")
            Button("German") { locale = german }
        }
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        .environment(\.locale, locale)
    }
}

@MainActor @Suite struct LocaleEnvironmentTests {
    @Test func theValuesDefaultToTheProcessAndFlowDown() throws {
        let plain = ViewHarness(Reader())
        #expect(plain.find(.text, "locale \(Locale.current.identifier)") != nil)
        #expect(plain.find(.text, "calendar \(Calendar.current.identifier)") != nil)
        #expect(plain.find(.text, "zone \(TimeZone.current.identifier)") != nil)

        let set = ViewHarness(Reader()
            .environment(\.locale, german)
            .environment(\.calendar, Calendar(identifier: .japanese))
            .environment(\.timeZone, tokyo))
        #expect(set.find(.text, "locale de_DE") != nil)
        #expect(set.find(.text, "calendar japanese") != nil)
        #expect(set.find(.text, "zone Asia/Tokyo") != nil)
    }

    @Test func formattedTextFollowsTheEnvironmentsLocale() throws {
        let ui = ViewHarness(VStack {
            Text(1_234_567, format: .number).environment(\.locale, german)
            Text(1_234_567, format: .number).environment(\.locale, american)
            Text(epoch, format: Date.FormatStyle(date: .long, time: .omitted))
                .environment(\.locale, german)
                .environment(\.timeZone, tokyo)
            LabeledContent("Price", value: 2.5, format: .number).environment(\.locale, german)
        })
        #expect(ui.find(.text, "1.234.567") != nil)
        #expect(ui.find(.text, "1,234,567") != nil)
        #expect(ui.find(.text, "1. Januar 1970") != nil)
        #expect(ui.find(.text, "2,5") != nil)
    }

    @Test func dateStylesFollowTheLocaleAndTimeZone() throws {
        let ui = ViewHarness(VStack {
            Text(epoch, style: .time).environment(\.locale, american).environment(\.timeZone, tokyo)
            Text(epoch, style: .date).environment(\.locale, german).environment(\.timeZone, tokyo)
            Text("Since \(epoch, style: .date)").environment(\.locale, german)
                .environment(\.timeZone, TimeZone(identifier: "America/New_York")!)
        })
        // ICU puts a narrow no-break space before the day period.
        #expect(ui.find(.text, "9:00\u{202F}AM") != nil || ui.find(.text, "9:00 AM") != nil)
        #expect(ui.find(.text, "1. Januar 1970") != nil)
        // New York was still on the last day of 1969.
        #expect(ui.find(.text, "Since 31. Dezember 1969") != nil)
    }

    @Test func changingTheLocaleReformatsTheText() throws {
        let ui = ViewHarness(Switcher())
        #expect(ui.find(.text, "1,234,567") != nil)
        #expect(ui.find(.text, "Due January 1, 1970") != nil)
        try ui.click(.button, "German")
        #expect(ui.find(.text, "1.234.567") != nil)
        #expect(ui.find(.text, "Due 1. Januar 1970") != nil)
    }

    @Test func formatterTextUsesTheFormattersOwnSettings() throws {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = american
        let ui = ViewHarness(VStack {
            Text(NSNumber(value: 1234.5), formatter: formatter)
            Text("Total \(NSNumber(value: 99), formatter: formatter)")
        }.environment(\.locale, german))
        #expect(ui.find(.text, "1,234.5") != nil)
        #expect(ui.find(.text, "Total 99") != nil)
    }

    @Test func multiDatePickerNamesMonthsAndDaysInTheLocale() throws {
        struct Days: View {
            @State private var days: Set<DateComponents> = [DateComponents(year: 2026, month: 12, day: 6)]
            var body: some View {
                MultiDatePicker("Days", selection: $days).environment(\.locale, german)
            }
        }
        let ui = ViewHarness(Days())
        #expect(ui.find(.text, "Dezember 2026") != nil)
        #expect(ui.find(.toggle, "6. Dezember 2026")?.attributes[.checked] == true)
    }
}
