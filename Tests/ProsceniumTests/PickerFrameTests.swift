import CoreGraphics
import Foundation
import Testing
@_spi(Testing) @_spi(Display) import Proscenium
import ProsceniumLayout
import ProsceniumTesting
import ProsceniumHost

private struct PickersApp: App {
    var body: some Scene {
        WindowGroup("Pickers") {
            VStack {
                ColorPicker("Tint", selection: .constant(.red))
                DatePicker("Due", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: .date)
                Menu("Actions") { Button("Duplicate") {} }
            }
            .padding()
        }
    }
}

/// Colour pickers, date pickers and menus laid out by the engine as a Mac
/// sizes them (`ControlMetrics+Pickers.swift`), so that windows holding
/// them are placed: a colour well 44 by 23 after its label (estimate), a
/// date field 22 tall as wide as its date with AppKit's 13-by-22 stepper,
/// a 139-by-148 calendar (estimate), a pull-down button of the pop-up
/// button's 20-point bezel with its 8 and 26 point title insets (WebKit).
@MainActor @Suite struct PickerFrameTests {
    let window = CGSize(width: 500, height: 400)
    let date = Date(timeIntervalSince1970: 1_700_000_000)

    private func frames(_ ui: ViewHarness, _ tag: ElementKind, label: String) throws -> (CGRect, CGRect) {
        #expect(LayoutEngine.unplacedReason(in: ui.root) == nil)
        let control = try #require(ui.all(tag).first)
        let text = try ui.element(.text, label)
        return (try #require(ui.frame(of: control, in: window)), try #require(ui.frame(of: text, in: window)))
    }

    @Test func aColorPickerIsItsLabelThenAWell() throws {
        let ui = ViewHarness(ColorPicker("Tint", selection: .constant(.red)).fixedSize())
        let (picker, label) = try frames(ui, .colorpicker, label: "Tint")
        #expect(picker.height == 23)
        #expect(abs(picker.width - (label.width + 8 + 44)) < 0.01)
        #expect(label.minX == picker.minX)
        #expect(label.midY == picker.midY)
    }

    @Test func aSmallColorPickerHasASmallerWell() throws {
        let ui = ViewHarness(ColorPicker("Tint", selection: .constant(.red)).controlSize(.small).fixedSize())
        let (picker, label) = try frames(ui, .colorpicker, label: "Tint")
        #expect(picker.height == 19)
        #expect(abs(picker.width - (label.width + 8 + 38)) < 0.01)
    }

    @Test func aDateFieldHasTheMacsHeightAndAStepper() throws {
        let withStepper = ViewHarness(DatePicker("Due", selection: .constant(date), displayedComponents: .date))
        let (stepped, label) = try frames(withStepper, .datepicker, label: "Due")
        #expect(stepped.height == 22)
        let plain = ViewHarness(DatePicker("Due", selection: .constant(date), displayedComponents: .date)
            .datePickerStyle(.field))
        let (field, _) = try frames(plain, .datepicker, label: "Due")
        #expect(field.height == 22)
        // The stepper and its gap: 13 + 3 points.
        #expect(abs(stepped.width - field.width - 16) < 0.01)
        // A field holds a date's text and its insets: wider than the label's own text.
        #expect(field.width - label.width - 8 > 60)
        // Date and time make a wider field than the date alone.
        let both = ViewHarness(DatePicker("Due", selection: .constant(date)).datePickerStyle(.field))
        let (wide, _) = try frames(both, .datepicker, label: "Due")
        #expect(wide.width > field.width + 40)
    }

    @Test func aGraphicalDatePickerIsACalendarAndAClock() throws {
        let calendar = ViewHarness(DatePicker("Day", selection: .constant(date), displayedComponents: .date)
            .datePickerStyle(.graphical))
        let (month, label) = try frames(calendar, .datepicker, label: "Day")
        #expect(month.height == 148)
        #expect(abs(month.width - (label.width + 8 + 139)) < 0.01)
        let clock = ViewHarness(DatePicker("Day", selection: .constant(date)).datePickerStyle(.graphical))
        let (both, _) = try frames(clock, .datepicker, label: "Day")
        #expect(abs(both.width - month.width - 16 - 122) < 0.01)
    }

    @Test func aDatePickerWithItsLabelHiddenIsItsPartAlone() throws {
        let ui = ViewHarness(DatePicker("Time", selection: .constant(date), displayedComponents: .hourAndMinute)
            .datePickerStyle(.graphical).labelsHidden())
        let picker = try #require(ui.all(.datepicker).first)
        #expect(ui.frame(of: picker, in: window)?.size == CGSize(width: 122, height: 122))
        #expect(ui.frame(of: try ui.element(.text, "Time"), in: window) == nil)
    }

    @Test func aMenuIsAPullDownButtonThatTakesTheWidthOffered() throws {
        let menu = Menu("Actions") {
            Button("Duplicate") {}
            Button("Delete") {}
        }
        let fixed = ViewHarness(menu.fixedSize())
        let (button, label) = try frames(fixed, .menubutton, label: "Actions")
        #expect(button.height == 20)
        #expect(abs(button.width - (label.width + 8 + 26)) < 0.01)
        #expect(label.minX - button.minX == 8)
        #expect(label.midY == button.midY)
        // Its items are in the menu, not laid out in the window.
        let item = try fixed.element(.text, "Duplicate")
        #expect(fixed.frame(of: item, in: window) == nil)
        let offered = ViewHarness(menu.frame(width: 300))
        let (wide, _) = try frames(offered, .menubutton, label: "Actions")
        #expect(wide.width == 300)
    }

    @Test func aBorderlessMenuHasNoBezelInsetBeforeItsLabel() throws {
        let ui = ViewHarness(Menu("Sort") { Button("Name") {} }.menuStyle(.borderlessButton).fixedSize())
        let (button, label) = try frames(ui, .menubutton, label: "Sort")
        #expect(label.minX == button.minX)
        #expect(abs(button.width - (label.width + 14)) < 0.01)
        #expect(button.height == 16)
    }

    @Test func aWindowOfPickersIsPlacedWithoutItsMenusItems() throws {
        let app = try AppHarness(PickersApp.self)
        let window = try app.window("Pickers")
        let placement = try #require(window.attributes.layout, "pickers and menus are laid out by the engine")
        for tag in [ElementKind.colorpicker, .datepicker, .menubutton] {
            let element = try #require(window.root.all(tag).first)
            #expect(placement.frame(of: element.id) != nil, "\(tag)")
        }
        #expect(placement.frame(of: try #require(window.find(.text, "Tint")).id) != nil)
        #expect(placement.frame(of: try #require(window.find(.text, "Duplicate")).id) == nil)
    }
}
