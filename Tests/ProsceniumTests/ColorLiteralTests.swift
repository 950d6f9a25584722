import Testing
import Proscenium

/// Xcode's colour literals (`#colorLiteral`), as apps' asset-free colours use
/// them: a literal where a `UIColor` or `NSColor` is asked for makes that
/// colour, and an untyped literal makes an `NSColor`, as on a Mac.
@MainActor @Suite struct ColorLiteralTests {
    @Test func aLiteralMakesTheColourItsContextAsksFor() {
        let ui = Color(uiColor: #colorLiteral(red: 0.4784313725, green: 0.4823529412, blue: 0.4980392157, alpha: 1))
        let ns: NSColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 0.25)
        // The literal's components pass through Float: the same 8-bit colour.
        #expect("\(ui)" == "#7A7B7FFF")
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        ns.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(abs(red - 1) < 0.001 && abs(green - 0.5) < 0.001 && blue == 0 && abs(alpha - 0.25) < 0.001)
        let untyped = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(type(of: untyped) == NSColor.self)
    }
}
