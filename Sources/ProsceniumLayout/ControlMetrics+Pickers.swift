/// macOS 14's metrics for the pickers that open a panel or a menu: colour
/// wells, date pickers and pull-down menus, per control size (mini, small,
/// regular, large), in points.
///
/// Measured: a pull-down button is a pop-up button's bezel with its title's
/// insets (WebKit `ThemeMac` button heights 13/16/20/28 and
/// `popupButtonPadding`, 8 leading and 22-26 trailing for the arrows); a date
/// field's stepper is AppKit's stepper cell (WebKit `stepperSizes`). The
/// rest are estimates, chosen to look right beside those and not measured on
/// a Mac: the colour well (AppKit's default `NSColorWell` frame, 44 by 23 at
/// the regular size), the date field's text insets and its gap to the
/// stepper, and the graphical calendar and clock.
extension ControlMetrics {
    /// A colour well (estimate).
    var colorWellSize: Size {
        Size(width: pick((30, 38, 44, 50)), height: pick((15, 19, 23, 27)))
    }

    /// Between a date field and its stepper (estimate).
    var dateStepperGap: Double { pick((2, 2, 3, 3)) }

    /// A graphical date picker's month calendar: a title row, a row of
    /// weekday initials, six weeks of days (estimate).
    var calendarSize: Size { Size(width: 139, height: 148) }
    /// A graphical date picker's clock face beside its calendar (estimate).
    var clockSide: Double { 122 }
    /// Between the calendar and the clock (estimate).
    var calendarClockGap: Double { 16 }

    /// A borderless pull-down's title insets: none before it, room for the
    /// chevron after it (estimate).
    var borderlessMenuTrailing: Double { pick((10, 12, 14, 14)) }
}
