import Foundation
import Observation
import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Grower: View {
    @State private var wide = false
    @State private var faded = false
    var body: some View {
        VStack {
            Color.blue.frame(width: wide ? 200 : 100, height: 20)
            Text("Faded").opacity(faded ? 0.2 : 1)
            Button("Grow") { withAnimation(.easeInOut(duration: 2)) { wide.toggle() } }
            Button("Fade") { faded.toggle() }
        }
    }
}

@Observable private final class Board {
    var wide = false
    var faded = false
}

private struct WideBar: View {
    let board: Board
    var body: some View { Color.blue.frame(width: board.wide ? 200 : 100, height: 20) }
}

private struct FadedText: View {
    let board: Board
    var body: some View { Text("Faded").opacity(board.faded ? 0.2 : 1) }
}

/// Two changes in one event, one animated: the views each depends on are
/// shown with their own change's transaction. (A transaction is per view:
/// one view whose body reads both sees the animated one.)
private struct Both: View {
    @State private var board = Board()
    var body: some View {
        VStack {
            WideBar(board: board)
            FadedText(board: board)
            Button("Both") {
                withAnimation(.linear(duration: 1)) { board.wide.toggle() }
                board.faded.toggle()
            }
        }
    }
}

private struct Implicit: View {
    @State private var count = 0
    @State private var other = 0
    var body: some View {
        VStack {
            Text("Count").opacity(count.isMultiple(of: 2) ? 1 : 0.5)
                .animation(.spring(duration: 0.4, bounce: 0.2), value: count)
            Text("Other").opacity(other.isMultiple(of: 2) ? 1 : 0.5)
                .animation(.easeIn, value: count)
            Button("Count") { count += 1 }
            Button("Other") { other += 1 }
            Button("Quietly") {
                var transaction = Transaction(animation: .linear)
                transaction.disablesAnimations = true
                withTransaction(transaction) { count += 1 }
            }
        }
    }
}

private struct Shelf: View {
    @State private var shown = false
    @State private var items = [1, 2, 3]
    var body: some View {
        VStack {
            if shown {
                Text("Banner").transition(.move(edge: .top).combined(with: .opacity))
            }
            ForEach(items, id: \.self) { item in
                Text("Item \(item)").transition(.asymmetric(insertion: .scale, removal: .slide))
            }
            Button("Toggle") { withAnimation(.easeOut(duration: 0.5)) { shown.toggle() } }
            Button("Plain") { shown.toggle() }
            Button("Drop") { withAnimation { _ = items.removeFirst() } }
            Button("Shuffle") { withAnimation(.linear) { items.reverse() } }
        }
    }
}

private struct Bound: View {
    @State private var on = false
    var body: some View {
        VStack {
            Toggle("Switch", isOn: $on.animation(.easeIn(duration: 0.3)))
            Text("Dot").opacity(on ? 1 : 0)
        }
    }
}

private struct Transactions: View {
    @State private var on = false
    var body: some View {
        VStack {
            Text("Slow").opacity(on ? 1 : 0)
                .transaction { $0.animation = $0.animation?.speed(0.5) }
            Text("Still").opacity(on ? 1 : 0)
                .transaction { $0.animation = nil }
            Button("Go") { withAnimation(.linear(duration: 1)) { on.toggle() } }
        }
    }
}

private struct Completion: View {
    @State private var on = false
    @State private var done = 0
    var body: some View {
        VStack {
            Text("Done \(done)").opacity(on ? 1 : 0.5)
            Button("Go") {
                withAnimation(.linear(duration: 0.05)) { on.toggle() } completion: { done += 1 }
            }
            Button("Nothing") {
                withAnimation(.linear(duration: 5)) { } completion: { done += 10 }
            }
        }
    }
}

private struct Motion: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    var body: some View { Text(reduceMotion ? "Reduced" : "Full") }
}

@MainActor @Suite struct AnimationTests {
    @Test func animationValuesAreSwiftUIs() {
        #expect(Animation.linear.value == AnimationValue(curve: .linear, duration: 0.35))
        #expect(Animation.easeInOut(duration: 2).value == AnimationValue(curve: .easeInOut, duration: 2))
        #expect(Animation.timingCurve(0.1, 0.2, 0.3, 0.4, duration: 1).value.curve == .bezier(x1: 0.1, y1: 0.2, x2: 0.3, y2: 0.4))
        let delayed = Animation.easeIn.delay(0.5).speed(2).repeatCount(3, autoreverses: false)
        #expect(delayed.value.delay == 0.5 && delayed.value.speed == 2 && delayed.value.repeatCount == 3)
        #expect(!delayed.value.autoreverses)
        #expect(delayed.value.totalDuration == (0.5 + 0.35 * 3) / 2)
        let forever = Animation.linear.repeatForever()
        #expect(forever.value.repeatCount == nil && forever.value.autoreverses && forever.value.totalDuration == .infinity)
        // Springs: a critically damped one settles without overshooting; a bouncy one overshoots.
        for animation in [Animation.default, .spring, .spring(), .smooth, .interactiveSpring, .spring(response: 0.3, dampingFraction: 1)] {
            guard case .spring = animation.value.curve else { Issue.record("\(animation) is not a spring"); continue }
            #expect(animation.value.duration > 0.1 && animation.value.duration < 3)
        }
        let bouncy = Animation.bouncy.value.curve
        #expect((0..<200).map { bouncy.springValue(at: Double($0) / 100) }.max()! > 1.01)
        let smooth = Animation.smooth.value.curve
        #expect((0..<200).map { smooth.springValue(at: Double($0) / 100) }.max()! <= 1.0001)
        #expect(abs(Animation.snappy.value.curve.springValue(at: Animation.snappy.value.duration) - 1) < 0.002)
        let physical = Animation.interpolatingSpring(stiffness: 170, damping: 15).value.curve
        #expect(physical == .spring(mass: 1, stiffness: 170, damping: 15, initialVelocity: 0))
        #expect(Spring(duration: 0.5, bounce: 0.3).dampingRatio.distance(to: 0.7) < 1e-9)
    }

    @Test func withAnimationCarriesItsAnimationToTheChangesItCauses() throws {
        let ui = ViewHarness(Grower())
        let frame = try #require(ui.all(.frame).first)
        try ui.click(.button, "Grow")
        #expect(try #require(ui.all(.frame).first).length(.width) == 200)
        #expect(ui.motion.animation(of: frame.id, .width) == .some(Animation.easeInOut(duration: 2).value))
        // The update says so itself: an `animate` patch before the change.
        let last = try #require(ui.updates.last)
        #expect(last.first == .animate(Animation.easeInOut(duration: 2).value))
        // A plain change is shown at once.
        let faded = try ui.element(.text, "Faded")
        try ui.click(.button, "Fade")
        #expect(ui.motion.animation(of: faded.id, .opacity) == .some(nil))
        #expect(ui.updates.last?.contains { if case .animate = $0 { true } else { false } } == false)
    }

    @Test func oneEventMayAnimateOneChangeAndNotAnother() throws {
        let ui = ViewHarness(Both())
        let frame = try #require(ui.all(.frame).first)
        let faded = try ui.element(.text, "Faded")
        try ui.click(.button, "Both")
        #expect(ui.motion.animation(of: frame.id, .width) == .some(Animation.linear(duration: 1).value))
        #expect(ui.motion.animation(of: faded.id, .opacity) == .some(nil))
    }

    @Test func animationWithValueAnimatesOnlyWhenItsValueChanges() throws {
        let ui = ViewHarness(Implicit())
        let count = try ui.element(.text, "Count")
        let other = try ui.element(.text, "Other")
        try ui.click(.button, "Count")
        #expect(ui.motion.animation(of: count.id, .opacity) == .some(Animation.spring(duration: 0.4, bounce: 0.2).value))
        try ui.click(.button, "Other")
        // `other` changed, not the value its animation watches.
        #expect(ui.motion.animation(of: other.id, .opacity) == .some(nil))
        // A transaction that disables animations keeps its own.
        try ui.click(.button, "Quietly")
        #expect(ui.motion.animation(of: count.id, .opacity) == .some(Animation.linear.value))
    }

    @Test func transitionsRunForAnimatedInsertionsAndRemovals() throws {
        let ui = ViewHarness(Shelf())
        try ui.click(.button, "Toggle")
        let shown = try #require(ui.motion.insertions.last)
        #expect(shown.element.text == "Banner")
        #expect(shown.animation == Animation.easeOut(duration: 0.5).value)
        #expect(shown.transition == .combined([.move(.top), .opacity]))
        try ui.click(.button, "Toggle")
        let gone = try #require(ui.motion.removals.last)
        #expect(gone.element.text == "Banner" && gone.transition == .combined([.move(.top), .opacity]))
        #expect(ui.find(.text, "Banner") == nil)
        // Without an animation nothing transitions.
        try ui.click(.button, "Plain")
        #expect(ui.motion.insertions.last?.transition == nil)
        // Asymmetric: a row goes out by its removal half.
        try ui.click(.button, "Drop")
        let dropped = try #require(ui.motion.removals.last)
        #expect(dropped.element.text == "Item 1")
        #expect(dropped.transition == .move(.trailing))
        #expect(dropped.animation == Animation.default.value)
    }

    @Test func reorderedRowsMoveUnderTheAnimation() throws {
        let ui = ViewHarness(Shelf())
        try ui.click(.button, "Shuffle")
        let moves = ui.motion.changes.filter { if case .move = $0.patch { true } else { false } }
        #expect(!moves.isEmpty)
        #expect(moves.allSatisfy { $0.animation == Animation.linear.value })
        #expect(ui.all(.text).compactMap(\.text).prefix(3) == ["Item 3", "Item 2", "Item 1"])
    }

    @Test func anAnimatedBindingAnimatesWhatItsWriteChanges() throws {
        let ui = ViewHarness(Bound())
        let dot = try ui.element(.text, "Dot")
        let toggle = try ui.element(.toggle, "Switch")
        try ui.send(HostEvent(kind: .toggle, target: toggle.id, value: "true"))
        #expect(ui.motion.animation(of: dot.id, .opacity) == .some(Animation.easeIn(duration: 0.3).value))
    }

    @Test func transactionModifiersChangeTheAnimationBelowThem() throws {
        let ui = ViewHarness(Transactions())
        let slow = try ui.element(.text, "Slow")
        let still = try ui.element(.text, "Still")
        try ui.click(.button, "Go")
        #expect(ui.motion.animation(of: slow.id, .opacity) == .some(Animation.linear(duration: 1).speed(0.5).value))
        #expect(ui.motion.animation(of: still.id, .opacity) == .some(nil))
    }

    @Test func completionsRunOnceTheAnimationIsDone() async throws {
        let ui = ViewHarness(Completion())
        try ui.click(.button, "Go")
        #expect(ui.find(.text, "Done 0") != nil)
        #expect(try await ui.settle(until: { ui.find(.text, "Done 1") != nil }, timeout: .seconds(5)))
        // Nothing changed: the completion runs at once.
        try ui.click(.button, "Nothing")
        #expect(try await ui.settle(until: { ui.find(.text, "Done 11") != nil }, timeout: .seconds(2)))
    }

    @Test func reduceMotionFollowsTheDisplay() throws {
        let app = try AppHarness(MotionApp.self)
        #expect(app.keyWindow?.visibleText == ["Full"])
        app.session.send(HostEvent(kind: .reduceMotion, value: "true"))
        try app.update()
        #expect(app.keyWindow?.visibleText == ["Reduced"])
    }
}

private struct MotionApp: App {
    var body: some Scene { WindowGroup("Motion") { Motion() } }
}

private struct Hero: View {
    @Namespace private var space
    @State private var big = false
    @State private var score = 0
    var body: some View {
        VStack {
            if big {
                Text("Large").matchedGeometryEffect(id: "hero", in: space)
            } else {
                Text("Small").matchedGeometryEffect(id: "hero", in: space, properties: .position)
            }
            Text("Score \(score)").contentTransition(.numericText())
            Button("Swap") { withAnimation { big.toggle(); score += 1 } }
        }
    }
}

@MainActor @Suite struct MatchedGeometryTests {
    @Test func matchedViewsShareTheirNamespaceKeyAcrossAnAnimatedSwap() throws {
        let ui = ViewHarness(Hero())
        let small = try ui.element(.text, "Small")
        let key = try #require(small[string: .matchedGeometry])
        #expect(small[string: .matchedProperties] == "position")
        try ui.click(.button, "Swap")
        let large = try ui.element(.text, "Large")
        // The same namespace (stable across renders) and id.
        #expect(large[string: .matchedGeometry] == key)
        #expect(large[string: .matchedProperties] == "position size")
        #expect(ui.motion.insertions.last?.element.text == "Large")
        #expect(ui.motion.removals.last?.element.text == "Small")
        #expect(ui.motion.removals.last?.animation == Animation.default.value)
        let score = try ui.element(.text, "Score 1")
        #expect(score[string: .contentTransition] == "numericUp")
        let change = ui.motion.changes.last { if case .setText(score.id, _) = $0.patch { true } else { false } }
        #expect(change?.animation == Animation.default.value)
    }
}
