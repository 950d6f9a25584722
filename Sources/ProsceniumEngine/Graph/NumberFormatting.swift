/// A number as the display reads it: no trailing ".0".
package func formatNumber(_ value: Double) -> String {
    if value.isInfinite { return "infinity" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
}
