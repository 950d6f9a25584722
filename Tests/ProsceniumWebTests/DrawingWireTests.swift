import Foundation
import ProsceniumHost
import Testing
@testable import ProsceniumWeb

/// Outlines, paints, filters and canvas commands as the browser client reads them.
@Suite struct DrawingWireTests {
    func object(_ text: String) throws -> Any { try JSONSerialization.jsonObject(with: Data(text.utf8)) }

    @Test func outlinesAreJSONWithTheirOperations() throws {
        var value = ShapeValue(.roundedRectangle(cornerWidth: 8, cornerHeight: 4, continuous: true),
                               operations: [.inset(2), .rotation(degrees: 45, anchorX: 0.5, anchorY: 0), .trim(from: 0, to: 0.5)])
        value.eoFill = true
        let outline = try #require(try object(AttributeCSS.text(.shape(value))) as? [String: Any])
        #expect(outline["kind"] as? String == "roundedRectangle")
        #expect(outline["corner"] as? [Double] == [8, 4])
        #expect(outline["eo"] as? Bool == true)
        let ops = try #require(outline["ops"] as? [[Any]])
        #expect(ops.map { $0.first as? String } == ["inset", "rotate", "trim"])
        let path = ShapeValue(.path(ShapePath([.move(to: .init(x: 0, y: 0)), .line(to: .init(x: 10, y: 5)), .closeSubpath]),
                                    reference: .init(x: 100, y: 100)))
        let pathObject = try #require(try object(AttributeCSS.text(.shape(path))) as? [String: Any])
        #expect(pathObject["d"] as? String == "M 0 0 L 10 5 Z")
        #expect(pathObject["reference"] as? [Double] == [100, 100])
    }

    @Test func paintsAreColoursOrJSONWithCSSColours() throws {
        #expect(AttributeCSS.text(.paint(.color(.red))) == "#ff3b30")
        let gradient = PaintValue.linearGradient([.init(color: .red, location: 0), .init(color: .accent, location: 1)],
                                                 start: .init(x: 0, y: 0.5), end: .init(x: 1, y: 0.5))
        let linear = try #require((try object(AttributeCSS.text(.paint(gradient))) as? [String: Any])?["linear"] as? [String: Any])
        #expect((linear["stops"] as? [[Any]])?.map { $0.first as? String } == ["#ff3b30", "var(--accent)"])
        #expect(linear["end"] as? [Double] == [1, 0.5])
        let material = try #require(try object(AttributeCSS.text(.paint(.material(.thin, opacity: 0.5)))) as? [String: Any])
        #expect(material["material"] as? String == "thin" && material["opacity"] as? Double == 0.5)
    }

    @Test func filtersAndCanvasCommandsAreJSONLists() throws {
        let filters = try #require(try object(AttributeCSS.text(.filters([.blur(radius: 3, opaque: false), .brightness(0.2),
                                                                          .colorMultiply(.blue)]))) as? [[Any]])
        #expect(filters.map { $0.first as? String } == ["blur", "brightness", "colorMultiply"])
        #expect(filters[2].last as? String == "#007aff")
        let drawing = DrawingValue([.save, .fill(ShapePath([.move(to: .init(x: 1, y: 2))]), .color(.green), eoFill: true), .restore])
        let commands = try #require(try object(AttributeCSS.text(.drawing(drawing))) as? [[Any]])
        #expect(commands.count == 3 && commands[1][1] as? String == "M 1 2" && commands[1][3] as? Bool == true)
        #expect((commands[1][2] as? [String: String])?["color"] == "#34c759")
    }
}
