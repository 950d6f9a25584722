import Foundation
import ProsceniumHost

/// The parts of a date a `DatePicker` shows and edits.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// A control that picks a date, a time of day, or both, bound to a `Date`.
///
/// Its element is `datepicker` with `value` (the date as seconds since
/// 1970), `components` (`date`, `hourAndMinute`; absent: both), `min` and
/// `max` (seconds since 1970, from the range), `style` and `label`. The
/// display shows and edits the date in the person's own time zone (the
/// browser's) and sends a `change` event with the new date in seconds since
/// 1970, so what a person types reaches the binding in their time zone; a
/// date outside the range is clamped to it.
nonisolated public struct DatePicker<Label: View>: View, PrimitiveView {
    public typealias Components = DatePickerComponents

    let selection: Binding<Date>
    let range: (lower: Date?, upper: Date?)
    let components: Components
    let label: Label

    init(selection: Binding<Date>, range: (Date?, Date?), components: Components, label: Label) {
        self.selection = selection
        self.range = range
        self.components = components
        self.label = label
    }

    /// A picker of any date.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: (nil, nil), components: displayedComponents, label: label())
    }

    /// A picker of dates within `range`.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: (range.lowerBound, range.upperBound), components: displayedComponents,
                  label: label())
    }

    /// A picker of dates from `range`'s start on.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: (range.lowerBound, nil), components: displayedComponents, label: label())
    }

    /// A picker of dates up to `range`'s end.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: (nil, range.upperBound), components: displayedComponents, label: label())
    }

    @MainActor package func render(into context: inout RenderContext) {
        // A picker a built-in style made from a configuration is the standard one.
        if Label.self != DatePickerStyleConfiguration.Label.self, let style = context.environment.customDatePickerStyle {
            let configuration = DatePickerStyleConfiguration(
                label: .init(content: label), selection: selection, minimumDate: range.lower,
                maximumDate: range.upper, displayedComponents: components)
            context.addChildren(context.node.styleBody(style) { $0.makeBody(configuration: configuration) }, slot: "style")
            return
        }
        func seconds(_ date: Date) -> AttributeValue { .string(formatNumber(date.timeIntervalSince1970)) }
        var attributes: ElementAttributes = [.value: seconds(selection.wrappedValue)]
        if components == .date { attributes[.components] = "date" }
        if components == .hourAndMinute { attributes[.components] = "hourAndMinute" }
        if let lower = range.lower { attributes[.min] = seconds(lower) }
        if let upper = range.upper { attributes[.max] = seconds(upper) }
        if let style = context.environment.datePickerStyleName { attributes[.style] = .string(style) }
        context.labelAttribute(plainTitle(of: label), into: &attributes)
        context.setElement(.datepicker, attributes)
        context.addSlot("label", label)
        let binding = selection
        let range = self.range
        let enabled = context.environment.isEnabled
        let droppedEvents = context.node.graph.services.droppedEvents
        context.on(.change) { event in
            guard enabled else { return }
            guard let text = event.value, let number = Double(text), number.isFinite, abs(number) < 1e12 else {
                droppedEvents.dropped("not a date in seconds since 1970", kind: "change")
                return
            }
            var date = Date(timeIntervalSince1970: number)
            if let lower = range.lower, date < lower { date = lower }
            if let upper = range.upper, date > upper { date = upper }
            binding.wrappedValue = date
        }
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}
