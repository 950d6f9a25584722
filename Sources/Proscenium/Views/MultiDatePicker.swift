import Foundation

/// A calendar month in which a person picks any number of days, bound to a
/// `Set<DateComponents>` (each with its calendar, era, year, month and day).
///
/// It is drawn with the framework's own views: the label, a row with the
/// month's name between Previous Month and Next Month buttons, then a `Grid`
/// of weekday initials and one toggle button per day (named by its full
/// date, pressed when selected). A click on a day adds it to the selection
/// or takes it out; days outside the bounds are disabled. Days are those of
/// the app's `Calendar.current`; month and day names are in English.
nonisolated public struct MultiDatePicker<Label: View>: View {
    let selection: Binding<Set<DateComponents>>
    /// The first selectable instant and the first one after them (nil: open).
    let bounds: (lower: Date?, upper: Date?)
    let label: Label

    /// Picks any days.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: (nil, nil), label: label())
    }

    /// Picks days within `bounds`.
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: (bounds.lowerBound, bounds.upperBound), label: label())
    }

    /// Picks days from `bounds`' start on.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: (bounds.lowerBound, nil), label: label())
    }

    /// Picks days before `bounds`' end.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: (nil, bounds.upperBound), label: label())
    }

    init(selection: Binding<Set<DateComponents>>, bounds: (Date?, Date?), label: Label) {
        self.selection = selection
        self.bounds = bounds
        self.label = label
    }

    @MainActor public var body: some View {
        MonthGrid(selection: selection, bounds: bounds, label: label)
    }
}

extension MultiDatePicker where Label == Text {
    /// Picks any days, titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection, bounds: (nil, nil), label: Text(titleKey))
    }

    /// Picks days within `bounds`, titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, bounds: (bounds.lowerBound, bounds.upperBound), label: Text(titleKey))
    }

    /// Picks days from `bounds`' start on, titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, bounds: (bounds.lowerBound, nil), label: Text(titleKey))
    }

    /// Picks days before `bounds`' end, titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, bounds: (nil, bounds.upperBound), label: Text(titleKey))
    }

    /// Picks any days, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection, bounds: (nil, nil), label: Text(title))
    }

    /// Picks days within `bounds`, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, bounds: (bounds.lowerBound, bounds.upperBound), label: Text(title))
    }

    /// Picks days from `bounds`' start on, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, bounds: (bounds.lowerBound, nil), label: Text(title))
    }

    /// Picks days before `bounds`' end, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, bounds: (nil, bounds.upperBound), label: Text(title))
    }
}

/// One month of days, with the buttons that turn to the next and previous.
private struct MonthGrid<Label: View>: View {
    let selection: Binding<Set<DateComponents>>
    let bounds: (lower: Date?, upper: Date?)
    let label: Label
    /// The first day of the month shown (nil: that of the first selected day, else today's).
    @State private var shownMonth: Date?
    @Environment(\.calendar) private var environmentCalendar
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone

    /// The environment's calendar in its locale (which picks the first
    /// weekday and the day names) and time zone, as SwiftUI's picker shows.
    private var calendar: Calendar {
        var calendar = environmentCalendar
        calendar.locale = locale
        calendar.timeZone = timeZone
        return calendar
    }

    var body: some View {
        let month = shownMonth ?? startOfMonth(initialDay)
        VStack(alignment: .leading, spacing: 6) {
            label
            HStack {
                Button { turn(by: -1, from: month) } label: { Image(systemName: "chevron.left") }
                    .accessibilityLabel("Previous Month")
                Text(format(month, template: "MMMMyyyy"))
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                Button { turn(by: 1, from: month) } label: { Image(systemName: "chevron.right") }
                    .accessibilityLabel("Next Month")
            }
            Grid(horizontalSpacing: 2, verticalSpacing: 2) {
                GridRow {
                    ForEach(Array(weekdaySymbols.enumerated()), id: \.offset) { _, symbol in
                        Text(symbol).font(.caption).foregroundStyle(.secondary)
                    }
                }
                ForEach(weeks(of: month), id: \.self) { week in
                    GridRow {
                        ForEach(Array(week.enumerated()), id: \.offset) { _, day in
                            if let day {
                                dayButton(day)
                            } else {
                                Color.clear.frame(width: 1, height: 1)
                            }
                        }
                    }
                }
            }
        }
    }

    private func dayButton(_ day: Date) -> some View {
        let parts = calendar.dateComponents([.year, .month, .day], from: day)
        let isOn = Binding<Bool>(
            get: { selection.wrappedValue.contains { Self.sameDay($0, parts) } },
            set: { on in
                var days = selection.wrappedValue.filter { !Self.sameDay($0, parts) }
                if on { days.insert(calendar.dateComponents([.calendar, .era, .year, .month, .day], from: day)) }
                selection.wrappedValue = days
            })
        return Toggle(isOn: isOn) { Text("\(parts.day ?? 0)").monospacedDigit().lineLimit(1).frame(minWidth: 18) }
            .toggleStyle(.button)
            .accessibilityLabel(format(day, template: "MMMMdyyyy"))
            .disabled(!isSelectable(day))
    }

    /// Whether any part of `day` is within the bounds.
    private func isSelectable(_ day: Date) -> Bool {
        guard let next = calendar.date(byAdding: .day, value: 1, to: day) else { return false }
        if let lower = bounds.lower, next <= lower { return false }
        if let upper = bounds.upper, day >= upper { return false }
        return true
    }

    private static func sameDay(_ components: DateComponents, _ day: DateComponents) -> Bool {
        components.year == day.year && components.month == day.month && components.day == day.day
    }

    /// The day the picker first shows the month of.
    private var initialDay: Date {
        let days = selection.wrappedValue.compactMap { components -> Date? in
            var plain = DateComponents(year: components.year, month: components.month, day: components.day)
            plain.calendar = calendar
            return plain.date
        }
        return days.min() ?? bounds.lower ?? Date()
    }

    private func startOfMonth(_ date: Date) -> Date {
        calendar.date(from: calendar.dateComponents([.year, .month], from: date)) ?? date
    }

    private func turn(by months: Int, from month: Date) {
        shownMonth = calendar.date(byAdding: .month, value: months, to: month)
    }

    /// The weekday initials, from the calendar's first weekday.
    private var weekdaySymbols: [String] {
        let symbols = calendar.veryShortWeekdaySymbols
        let first = calendar.firstWeekday - 1
        return Array(symbols[first...] + symbols[..<first])
    }

    /// The month's days in weeks of seven (nil: a day of another month).
    private func weeks(of month: Date) -> [[Date?]] {
        guard let range = calendar.range(of: .day, in: .month, for: month) else { return [] }
        let lead = (calendar.component(.weekday, from: month) - calendar.firstWeekday + 7) % 7
        var cells: [Date?] = Array(repeating: nil, count: lead)
        for offset in 0..<range.count { cells.append(calendar.date(byAdding: .day, value: offset, to: month)) }
        while cells.count % 7 != 0 { cells.append(nil) }
        return stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
    }

    private func format(_ date: Date, template: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = timeZone
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter.string(from: date)
    }
}
