import Testing
import Proscenium
import ProsceniumHost
import ProsceniumTesting

private struct MidAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 3 }
}

/// Stacks, frames, overlays and text send their alignment as a typed value
/// (`AlignmentValue`), never as a name the core spells.
@MainActor @Suite struct AlignmentValueTests {
    @Test func stacksSendTheirAxisCentredInTheOther() throws {
        let ui = ViewHarness(VStack(alignment: .trailing) {
            HStack(alignment: .firstTextBaseline) { Text("a"); Text("b") }
            ZStack(alignment: .bottomLeading) { Text("c") }
            LazyVStack(alignment: .leading) { Text("d") }
        })
        let vstack = try #require(ui.all(.vstack).first)
        #expect(vstack.alignment == AlignmentValue(horizontal: .trailing, vertical: .center))
        #expect(ui.all(.hstack).first?.alignment == .firstTextBaseline)
        #expect(ui.all(.zstack).first?.alignment == AlignmentValue(horizontal: .leading, vertical: .bottom))
        #expect(ui.all(.lazyvstack).first?.alignment == .leading)
    }

    @Test func framesOverlaysAndTextAlignmentAreTyped() throws {
        let ui = ViewHarness(Text("x")
            .multilineTextAlignment(.trailing)
            .frame(width: 80, alignment: .topTrailing)
            .overlay(alignment: .bottom) { Text("o") })
        #expect(ui.all(.frame).first?.alignment == .topTrailing)
        #expect(ui.all(.layer).first?.alignment == .bottom)
        #expect(try ui.element(.text, "x").attributes[.textAlignment]?.alignment == .trailing)
    }

    @Test func anAppsOwnAlignmentIsNamedByItsIdentifier() throws {
        let mid = HorizontalAlignment(MidAlignment.self)
        let ui = ViewHarness(Text("x").frame(width: 90, alignment: Alignment(horizontal: mid, vertical: .top)))
        let alignment = try #require(ui.all(.frame).first?.alignment)
        guard case let .custom(name) = alignment.horizontal else {
            Issue.record("expected a custom alignment, got \(alignment)")
            return
        }
        #expect(name.hasSuffix("MidAlignment"))
        #expect(alignment.vertical == .top)
        // Equal when made twice from one identifier, as SwiftUI's are.
        #expect(mid == HorizontalAlignment(MidAlignment.self))
        #expect(mid != .leading)
    }
}
