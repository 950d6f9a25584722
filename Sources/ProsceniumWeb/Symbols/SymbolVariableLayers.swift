/// The symbols whose layers show a variable value in SF Symbols
/// (`Image(systemName:variableValue:)`), and how the page lights the layers
/// of their Material Icons glyph, in the glyph's 24-unit box. One symbol a
/// line, `name axis keep edge...`:
/// - `axis`: `x` lights the layers from the leading edge; `CX,CY` outwards
///   from that point (a signal's waves);
/// - `keep`: the part of the glyph that is never dimmed, `x<X` (a speaker's
///   body) or `r<R` (a sensor's dot) from the same point, or `-`;
/// - each `edge` is where one layer ends, along the axis or from the point.
/// A value lights the first of n layers above 0, the second above 1/n, and
/// so on, as SF Symbols does; the others are drawn faint. The edges lie in
/// the gaps between the glyphs' layers, measured on the font's glyphs.
let symbolVariableLayers = """
speaker.wave.1 x x<15 19.5
speaker.wave.1.fill x x<15 19.5
speaker.wave.2 9,12 x<13 8 12.5
speaker.wave.2.fill 9,12 x<13 8 12.5
speaker.wave.3 9,12 x<13 8 12.5
speaker.wave.3.fill 9,12 x<13 8 12.5
wifi 12,20 - 5.6 11.3 16.5
chart.bar x - 9.25 14.75 20
chart.bar.fill x - 9.25 14.75 20
cellularbars x - 9.5 15.5 21
waveform x - 6 10 14 18 22
dot.radiowaves.left.and.right 12,12 r<3 7 11
"""

/// How one symbol's layers show a variable value (see `symbolVariableLayers`).
struct SymbolVariableLayers: Hashable, Sendable {
    /// The point the layers spread from; nil: they run from the leading edge.
    var centre: [Double]?
    /// The part never dimmed: `x` (left of `keepReach`) or `r` (within
    /// `keepReach` of the centre); nil: none.
    var keepAxis: String?
    var keepReach = 0.0
    /// Where each layer ends, in order of lighting.
    var edges: [Double]

    /// One line of the table, or nil when it is malformed.
    static func parse(_ line: Substring) -> (String, SymbolVariableLayers)? {
        let parts = line.split(separator: " ").map(String.init)
        guard parts.count >= 4 else { return nil }
        var centre: [Double]?
        if parts[1] != "x" {
            let point = parts[1].split(separator: ",").compactMap { Double($0) }
            guard point.count == 2 else { return nil }
            centre = point
        }
        var entry = SymbolVariableLayers(centre: centre, edges: [])
        if parts[2] != "-" {
            let bound = parts[2].split(separator: "<")
            guard bound.count == 2, ["x", "r"].contains(bound[0]), let reach = Double(bound[1]),
                  bound[0] == "x" || centre != nil else { return nil }
            entry.keepAxis = String(bound[0])
            entry.keepReach = reach
        }
        let edges = parts.dropFirst(3).compactMap { Double($0) }
        guard edges.count == parts.count - 3, edges == edges.sorted() else { return nil }
        entry.edges = edges
        return (parts[0], entry)
    }

    /// As the page reads it: `{"centre":[9,12],"keep":["x",13],"edges":[8,12.5]}`.
    var json: String {
        func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
        let centre = self.centre.map { "[\($0.map(number).joined(separator: ","))]" } ?? "null"
        let keep = keepAxis.map { "[\"\($0)\",\(number(keepReach))]" } ?? "null"
        return #"{"centre":\#(centre),"keep":\#(keep),"edges":[\#(edges.map(number).joined(separator: ","))]}"#
    }
}
