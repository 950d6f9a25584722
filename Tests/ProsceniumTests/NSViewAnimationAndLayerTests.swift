import Foundation
import Testing
@_spi(Display) import Proscenium
import ProsceniumHost
import ProsceniumTesting

/// A 200 x 100 box whose subviews the tests add.
@MainActor private final class LayerBoard {
    let view = NSView(frame: NSRect(x: 0, y: 0, width: 200, height: 100))
    init() { view.identifier = NSUserInterfaceItemIdentifier("board") }
}

private struct LayerBoardView: NSViewRepresentable {
    let board: LayerBoard
    func makeNSView(context: Context) -> NSView { board.view }
    func updateNSView(_ nsView: NSView, context: Context) {}
}

/// Sendable flag for completion handlers.
private final class CompletionCount: @unchecked Sendable {
    var count = 0
}

@MainActor private func element(_ ui: ViewHarness, _ name: String) throws -> RenderElement {
    try #require(ui.elements.first { $0.attributes[.identifier]?.string == name })
}

/// `NSAnimationContext` and `NSView.animator()`: changes made through the
/// animator in a group are sent under the group's animation.
@MainActor @Suite struct NSAnimationContextTests {
    @Test func aGroupAnimatesTheAnimatorsChangesAndThenCompletes() async throws {
        let board = LayerBoard()
        let dot = NSView(frame: NSRect(x: 10, y: 10, width: 20, height: 20))
        dot.identifier = NSUserInterfaceItemIdentifier("dot")
        board.view.addSubview(dot)
        let ui = ViewHarness(LayerBoardView(board: board))
        let id = try element(ui, "dot").id
        ui.motion.clear()
        let done = CompletionCount()
        NSAnimationContext.runAnimationGroup({ context in
            #expect(context === NSAnimationContext.current)
            context.duration = 0.3
            dot.animator().alphaValue = 0
        }, completionHandler: { MainActor.assumeIsolated { done.count += 1 } })
        #expect(dot.alphaValue == 0)
        try ui.update()
        #expect(try element(ui, "dot").attributes[.opacity]?.number == 0)
        let animation = try #require(ui.motion.animation(of: id, .opacity) ?? nil)
        #expect(animation.duration == 0.3)
        #expect(animation.curve == .linear)
        #expect(done.count == 0)
        #expect(try await ui.settle(until: { done.count == 1 }))
        try await ui.settle(for: .milliseconds(100))
        #expect(done.count == 1)
    }

    @Test func aViewAddedInTheGroupShowsFirstThenAnimates() async throws {
        let board = LayerBoard()
        let ui = ViewHarness(LayerBoardView(board: board))
        let dot = NSView(frame: NSRect(x: 10, y: 10, width: 20, height: 20))
        dot.identifier = NSUserInterfaceItemIdentifier("dot")
        board.view.addSubview(dot)
        NSAnimationContext.runAnimationGroup { context in
            context.duration = 1
            context.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            dot.animator().alphaValue = 0
        }
        try ui.update()
        // Shown as it was, opaque ...
        #expect(try element(ui, "dot").attributes[.opacity] == nil)
        ui.motion.clear()
        // ... then faded out over the group's duration.
        #expect(try await ui.settle(until: { (try? element(ui, "dot").attributes[.opacity]?.number) == 0 }))
        let id = try element(ui, "dot").id
        let animation = try #require(ui.motion.animation(of: id, .opacity) ?? nil)
        #expect(animation.duration == 1)
        #expect(animation.curve == .bezier(x1: Double(Float(0.42)), y1: 0, x2: Double(Float(0.58)), y2: 1))
    }

    @Test func aChangeNotThroughTheAnimatorIsAtOnce() throws {
        let board = LayerBoard()
        let dot = NSView(frame: NSRect(x: 10, y: 10, width: 20, height: 20))
        dot.identifier = NSUserInterfaceItemIdentifier("dot")
        board.view.addSubview(dot)
        let ui = ViewHarness(LayerBoardView(board: board))
        ui.motion.clear()
        NSAnimationContext.runAnimationGroup { context in
            context.duration = 1
            dot.frame.size.width = 40
        }
        try ui.update()
        let dotElement = try element(ui, "dot")
        #expect(dotElement.attributes[.width]?.length == 40)
        #expect(ui.motion.animation(of: dotElement.id, .width) == .some(nil))
    }

    @Test func theAnimatorsFrameAndHiddenAnimateAndZeroDurationDoesNot() throws {
        let board = LayerBoard()
        let dot = NSView(frame: NSRect(x: 10, y: 10, width: 20, height: 20))
        dot.identifier = NSUserInterfaceItemIdentifier("dot")
        board.view.addSubview(dot)
        let ui = ViewHarness(LayerBoardView(board: board))
        ui.motion.clear()
        NSAnimationContext.runAnimationGroup { context in
            context.duration = 0.5
            dot.animator().frame = NSRect(x: 10, y: 10, width: 60, height: 20)
        }
        try ui.update()
        let id = try element(ui, "dot").id
        #expect((ui.motion.animation(of: id, .width) ?? nil)?.duration == 0.5)
        ui.motion.clear()
        NSAnimationContext.runAnimationGroup { context in
            context.duration = 0
            dot.animator().isHidden = true
        }
        try ui.update()
        #expect(try element(ui, "dot").attributes[.hidden]?.bool == true)
        #expect(ui.motion.animation(of: id, .hidden) == .some(nil))
    }

    @Test func contextsNestAndTheOutermostHasAppKitsDefaults() {
        let outer = NSAnimationContext.current
        #expect(outer.duration == 0.25)
        #expect(outer.timingFunction == nil)
        #expect(!outer.allowsImplicitAnimation)
        NSAnimationContext.runAnimationGroup { context in
            context.duration = 2
            NSAnimationContext.runAnimationGroup { inner in
                #expect(inner !== context)
                #expect(inner.duration == 2)
            }
            #expect(NSAnimationContext.current === context)
        }
        #expect(NSAnimationContext.current === outer)
    }
}

/// `NSView.layer`: a layer's look becomes attributes of the view's element.
@MainActor @Suite struct NSViewLayerTests {
    @Test func wantsLayerGivesTheViewALayer() {
        let view = NSView()
        #expect(view.layer == nil)
        view.wantsLayer = true
        #expect(view.layer != nil)
    }

    @Test func theLayersLookIsSentAndItsChangesShow() throws {
        let board = LayerBoard()
        let dot = NSView(frame: NSRect(x: 10, y: 10, width: 20, height: 20))
        dot.identifier = NSUserInterfaceItemIdentifier("dot")
        dot.wantsLayer = true
        dot.layer?.cornerRadius = 10
        dot.layer?.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        dot.layer?.borderColor = CGColor(gray: 1, alpha: 1)
        board.view.addSubview(dot)
        let ui = ViewHarness(LayerBoardView(board: board))
        var attributes = try element(ui, "dot").attributes
        #expect(attributes[.cornerRadius]?.length == 10)
        #expect(attributes[.background]?.color == ColorValue(RGBA(red: 0, green: 0, blue: 1, alpha: 1)))
        // No border until it has a width, as Core Animation's.
        #expect(attributes[.border] == nil)
        #expect(attributes[.shadow] == nil)
        #expect(attributes[.clipped] == nil)

        dot.layer?.borderWidth = 2
        dot.layer?.masksToBounds = true
        dot.layer?.opacity = 0.5
        dot.layer?.shadowOpacity = 0.5
        dot.layer?.shadowRadius = 4
        dot.layer?.shadowOffset = CGSize(width: 1, height: -3)
        try ui.update()
        attributes = try element(ui, "dot").attributes
        #expect(attributes[.border]?.border == BorderValue(color: ColorValue(RGBA(red: 1, green: 1, blue: 1, alpha: 1)), width: 2))
        #expect(attributes[.clipped]?.bool == true)
        #expect(attributes[.opacity]?.number == 0.5)
        let shadow = try #require(attributes[.shadow]?.shadow)
        #expect(shadow == ShadowValue(color: ColorValue(.rgba(RGBA(red: 0, green: 0, blue: 0, alpha: 1)), opacity: 0.5), radius: 4, x: 1, y: 3))
    }
}

/// `NSTextField.sizeToFit()` and `CGWarpMouseCursorPosition(_:)`.
@MainActor @Suite struct NSTextFieldSizeToFitTests {
    @Test func sizeToFitSizesTheFieldToItsText() throws {
        let label = NSTextField()
        label.frame = .zero
        label.stringValue = "NS View"
        label.isBezeled = false
        label.isBordered = false
        label.isEditable = false
        label.sizeToFit()
        let short = label.frame.size
        #expect(short.width > 20 && short.width < 100)
        #expect(short.height >= 13 && short.height < 24)
        label.stringValue = "NS View, and more words after it"
        label.sizeToFit()
        #expect(label.frame.width > short.width * 2)
        #expect(label.frame.height == short.height)
        label.font = NSFont.systemFont(ofSize: 26)
        label.sizeToFit()
        #expect(label.frame.height > short.height * 1.5)
    }

    @Test func theSizedLabelShowsAtItsSize() throws {
        let board = LayerBoard()
        let label = NSTextField()
        label.stringValue = "NS View"
        label.isBezeled = false
        label.isEditable = false
        label.sizeToFit()
        board.view.addSubview(label)
        let ui = ViewHarness(LayerBoardView(board: board))
        let text = try ui.element(.text, "NS View")
        #expect(text.attributes[.width]?.length == Double(label.frame.width))
        #expect(text.attributes[.height]?.length == Double(label.frame.height))
    }

    @Test func aPageCannotMoveThePointer() {
        let result = CGWarpMouseCursorPosition(CGPoint(x: 10, y: 10))
        #expect(result == .cannotComplete)
        #expect(result.rawValue == 1004)
    }
}
