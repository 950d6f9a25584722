import Foundation
import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private let decimal: NumberFormatter = {
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    formatter.locale = Locale(identifier: "en_US")
    return formatter
}()

private let shortDate: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd"
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.locale = Locale(identifier: "en_US_POSIX")
    return formatter
}()

private struct PriceForm: View {
    @State var price = 1234.5
    @State var count = 3
    @State var due = Date(timeIntervalSince1970: 0)
    @State var tip: Double?
    var body: some View {
        VStack {
            TextField("Price", value: $price, formatter: decimal)
            TextField("Count", value: $count, formatter: decimal, prompt: Text("How many"))
            TextField(value: $due, formatter: shortDate) { Text("Due") }
            TextField("Tip", value: $tip, formatter: decimal)
            Text("Price is \(price)")
            Text("Count is \(count)")
            Text("Due \(due.timeIntervalSince1970)")
            Text("Tip \(tip.map { "\($0)" } ?? "none")")
        }
    }
}

@MainActor @Suite struct FormatterTextFieldTests {
    /// The field shows the value as the formatter writes it, and the value
    /// changes only when the typed text is committed: on Return or when
    /// focus leaves, as SwiftUI does with a `Formatter`.
    @Test func typedNumbersCommitOnReturnOrFocusLoss() throws {
        let ui = ViewHarness(PriceForm())
        #expect(try ui.element(.textfield, "Price").attributes[.value] == "1,234.5")
        try ui.type("2,500.25", into: "Price")
        #expect(ui.find(.text, "Price is 1234.5") != nil, "not committed while typing")
        #expect(try ui.element(.textfield, "Price").attributes[.value] == "2,500.25")
        try ui.send(HostEvent(kind: .submit, target: try ui.element(.textfield, "Price").id))
        #expect(ui.find(.text, "Price is 2500.25") != nil)
        #expect(try ui.element(.textfield, "Price").attributes[.value] == "2,500.25")

        try ui.type("12", into: "Count")
        try ui.send(HostEvent(kind: .focus, target: try ui.element(.textfield, "Count").id, value: "false"))
        #expect(ui.find(.text, "Count is 12") != nil)
        #expect(try ui.element(.textfield, "Count").attributes[.placeholder] == "How many")
    }

    /// Text the formatter cannot read, or a fraction for an integer, leaves
    /// the value, and the field shows the value again.
    @Test func unreadableTextLeavesTheValue() throws {
        let ui = ViewHarness(PriceForm())
        try ui.type("lots", into: "Count")
        try ui.send(HostEvent(kind: .submit, target: try ui.element(.textfield, "Count").id))
        #expect(ui.find(.text, "Count is 3") != nil)
        #expect(try ui.element(.textfield, "Count").attributes[.value] == "3")
        try ui.type("2.5", into: "Count")
        try ui.send(HostEvent(kind: .submit, target: try ui.element(.textfield, "Count").id))
        #expect(ui.find(.text, "Count is 3") != nil)
    }

    /// A date formatter reads dates; an optional value is nil when cleared.
    @Test func datesAndOptionalValues() throws {
        let ui = ViewHarness(PriceForm())
        #expect(try ui.element(.textfield, "Due").attributes[.value] == "1970-01-01")
        try ui.type("1970-01-02", into: "Due")
        try ui.send(HostEvent(kind: .submit, target: try ui.element(.textfield, "Due").id))
        #expect(ui.find(.text, "Due 86400.0") != nil)

        #expect(try ui.element(.textfield, "Tip").attributes[.value] == "")
        try ui.type("7.5", into: "Tip")
        try ui.send(HostEvent(kind: .submit, target: try ui.element(.textfield, "Tip").id))
        #expect(ui.find(.text, "Tip 7.5") != nil)
        try ui.type("", into: "Tip")
        try ui.send(HostEvent(kind: .submit, target: try ui.element(.textfield, "Tip").id))
        #expect(ui.find(.text, "Tip none") != nil)
    }

    /// Text shows values through formatters, including those whose
    /// `string(for:)` Linux's Foundation leaves unimplemented.
    @Test func textShowsFormattedValues() throws {
        let iso = ISO8601DateFormatter()
        let ui = ViewHarness(VStack {
            Text(Date(timeIntervalSince1970: 0), formatter: iso)
            Text("Due \(Date(timeIntervalSince1970: 0), formatter: shortDate)")
            Text(NSNumber(value: 1_000_000), formatter: decimal)
        })
        #expect(ui.find(.text, "1970-01-01T00:00:00Z") != nil)
        #expect(ui.find(.text, "Due 1970-01-01") != nil)
        #expect(ui.find(.text, "1,000,000") != nil)
    }
}
