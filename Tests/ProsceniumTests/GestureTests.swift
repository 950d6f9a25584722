import Foundation
import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Token: View {
    @GestureState private var drag = CGSize.zero
    @State private var position = CGSize.zero
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Text("Token")
                .offset(x: position.width + drag.width, y: position.height + drag.height)
                .gesture(
                    DragGesture(minimumDistance: 3)
                        .updating($drag) { value, state, _ in state = value.translation }
                        .onChanged { log.append("changed \(Int($0.translation.width)) \(Int($0.translation.height))") }
                        .onEnded { value in
                            position.width += value.translation.width
                            position.height += value.translation.height
                            log.append("ended \(Int(value.predictedEndTranslation.width))")
                        }
                )
            Text("Log: \(log.joined(separator: ","))")
        }
    }
}

private struct Presses: View {
    @State private var log: [String] = []
    @GestureState private var held = false
    var body: some View {
        VStack {
            Text("Hold").onLongPressGesture(minimumDuration: 1, maximumDistance: 20) {
                log.append("fired")
            } onPressingChanged: { log.append("pressing \($0)") }
            Text("Held \(held)")
                .gesture(LongPressGesture().updating($held) { value, state, _ in state = value })
            Text("Where").onTapGesture { point in log.append("tap \(Int(point.x)) \(Int(point.y))") }
            Text("Combo").gesture(
                LongPressGesture(minimumDuration: 0.2).sequenced(before: DragGesture())
                    .onEnded { value in
                        if case let .second(pressed, drag) = value {
                            log.append("sequence \(pressed) \(Int(drag?.translation.width ?? -1))")
                        }
                    }
            )
            Text("Either").gesture(
                TapGesture(count: 2).map { "double" }.exclusively(before: TapGesture().map { "single" })
                    .onEnded { value in
                        switch value {
                        case let .first(name), let .second(name): log.append(name)
                        }
                    }
            )
            Text("Log: \(log.joined(separator: ","))")
        }
    }
}

private struct Ranked: View {
    @State private var log: [String] = []
    var body: some View {
        VStack {
            VStack {
                Text("Inner").gesture(TapGesture().onEnded { log.append("inner") })
            }
            .highPriorityGesture(TapGesture().onEnded { log.append("outer") })
            VStack {
                Text("Both").gesture(TapGesture().onEnded { log.append("child") })
            }
            .simultaneousGesture(TapGesture().onEnded { log.append("parent") })
            VStack {
                Text("Masked").gesture(TapGesture().onEnded { log.append("masked") })
            }
            .gesture(TapGesture().onEnded { log.append("container") }, including: .gesture)
            Text("Log: \(log.joined(separator: ","))")
        }
    }
}

private struct Pointer: View {
    @State private var hovering = false
    @State private var phases: [String] = []
    @State private var keys: [String] = []
    var body: some View {
        VStack {
            Text(hovering ? "In" : "Out").onHover { hovering = $0 }
            Text("Track").onContinuousHover { phase in
                switch phase {
                case let .active(point): phases.append("at \(Int(point.x))")
                case .ended: phases.append("ended")
                }
            }
            .pointerStyle(.link)
            Text("Phases: \(phases.joined(separator: ","))")
            Text("Keys")
                .focusable()
                .onKeyPress("x") { keys.append("x"); return .handled }
                .onKeyPress(characters: .decimalDigits) { press in keys.append("digit \(press.characters)"); return .handled }
                .onKeyPress(keys: [.upArrow], phases: .up) { _ in keys.append("up released"); return .handled }
                .onMoveCommand { keys.append("move \($0)") }
                .onExitCommand { keys.append("exit") }
                .onDeleteCommand { keys.append("delete") }
            Text("Pressed: \(keys.joined(separator: ","))")
        }
    }
}

@MainActor @Suite struct GestureTests {
    private func drag(_ ui: ViewHarness, _ target: RenderElement, _ phase: String, to x: Double, _ y: Double,
                      velocity: Double = 0) throws {
        try ui.send(HostEvent(kind: .drag, target: target.id, value: "\(phase) 5 5 \(velocity) 0 100 200", x: x, y: y))
    }

    @Test func aDragReportsItsValuesAndItsGestureStateResets() throws {
        let ui = ViewHarness(Token())
        let token = try ui.element(.text, "Token")
        #expect(token.length(.drag) == 3)
        try drag(ui, token, "changed", to: 15, 25)
        #expect(try ui.element(.text, "Token").length(.offsetX) == 10)
        #expect(try ui.element(.text, "Token").length(.offsetY) == 20)
        try drag(ui, token, "changed", to: 45, 5, velocity: 400)
        try drag(ui, token, "ended", to: 45, 5, velocity: 400)
        #expect(ui.find(.text, "Log: changed 10 20,changed 40 0,ended 140") != nil)
        // The state went back to zero; the position kept the drag.
        let moved = try ui.element(.text, "Token")
        #expect(moved.length(.offsetX) == 40 && moved[string: .offsetY] == nil)
        // A cancelled drag resets the state without ending.
        try drag(ui, token, "changed", to: 5, 55)
        #expect(try ui.element(.text, "Token").length(.offsetY) == 50)
        try drag(ui, token, "cancelled", to: 5, 5)
        #expect(try ui.element(.text, "Token")[string: .offsetY] == nil)
        // Malformed drags are dropped.
        try ui.send(HostEvent(kind: .drag, target: token.id, value: "changed nonsense", x: 1, y: 1))
        try ui.send(HostEvent(kind: .drag, target: token.id, value: "changed 1 2 3 4 5 6"))
    }

    @Test func longPressesSayWhenPressingAndWhenTheyFire() throws {
        let ui = ViewHarness(Presses())
        let hold = try ui.element(.text, "Hold")
        #expect(hold[string: .longPress] == "1 20")
        try ui.send(HostEvent(kind: .longPress, target: hold.id, value: "press"))
        try ui.send(HostEvent(kind: .longPress, target: hold.id, value: "fire"))
        try ui.send(HostEvent(kind: .longPress, target: hold.id, value: "release"))
        #expect(ui.find(.text, "Log: pressing true,pressing false,fired") != nil)
        try ui.send(HostEvent(kind: .longPress, target: hold.id, value: "press"))
        try ui.send(HostEvent(kind: .longPress, target: hold.id, value: "release"))
        #expect(ui.find(.text, "Log: pressing true,pressing false,fired,pressing true,pressing false") != nil)
        // @GestureState follows the press and resets when it is let go.
        let held = try ui.element(.text, "Held false")
        try ui.send(HostEvent(kind: .longPress, target: held.id, value: "press"))
        #expect(ui.find(.text, "Held true") != nil)
        try ui.send(HostEvent(kind: .longPress, target: held.id, value: "release"))
        #expect(ui.find(.text, "Held false") != nil)
    }

    @Test func spatialSequencedAndExclusiveGestures() throws {
        let ui = ViewHarness(Presses())
        let place = try ui.element(.text, "Where")
        try ui.send(HostEvent(kind: .click, target: place.id, value: "1", x: 12, y: 7))
        #expect(ui.find(.text, "Log: tap 12 7") != nil)
        let combo = try ui.element(.text, "Combo")
        #expect(combo[string: .longPress] != nil && combo.length(.drag) == 10)
        try ui.send(HostEvent(kind: .longPress, target: combo.id, value: "press"))
        try ui.send(HostEvent(kind: .longPress, target: combo.id, value: "fire"))
        try drag(ui, combo, "changed", to: 35, 5)
        try drag(ui, combo, "ended", to: 35, 5)
        #expect(ui.find(.text, "Log: tap 12 7,sequence true 30") != nil)
        let either = try ui.element(.text, "Either")
        #expect(either[string: .tapCount] == "1 2")
        try ui.send(HostEvent(kind: .click, target: either.id, value: "2"))
        try ui.send(HostEvent(kind: .click, target: either.id, value: "1"))
        #expect(ui.find(.text, "Log: tap 12 7,sequence true 30,double,single") != nil)
    }

    @Test func gesturesRankAsSwiftUIRanksThem() throws {
        let ui = ViewHarness(Ranked())
        try ui.click(.text, "Inner")
        try ui.click(.text, "Both")
        try ui.click(.text, "Masked")
        #expect(ui.find(.text, "Log: outer,child,parent,container") != nil)
    }

    @Test func hoverAndKeysReachTheViews() throws {
        let ui = ViewHarness(Pointer())
        let out = try ui.element(.text, "Out")
        #expect(out[string: .hover] == "enter")
        try ui.send(HostEvent(kind: .hover, target: out.id, value: "enter", x: 1, y: 1))
        #expect(ui.find(.text, "In") != nil)
        try ui.send(HostEvent(kind: .hover, target: out.id, value: "leave"))
        #expect(ui.find(.text, "Out") != nil)
        let track = try ui.element(.text, "Track")
        #expect(track[string: .hover] == "continuous" && track[string: .cursor] == "link")
        for (phase, x) in [("enter", 3.0), ("move", 9.0), ("leave", 9.0)] {
            try ui.send(HostEvent(kind: .hover, target: track.id, value: phase, x: x, y: 0))
        }
        #expect(ui.find(.text, "Phases: at 3,at 9,ended") != nil)

        let keys = try ui.element(.text, "Keys")
        #expect(keys.attributes[.focusable] == true)
        #expect(Set((keys[string: .keyPress] ?? "").split(separator: " ")) ==
                ["*", "x", "uparrow", "downarrow", "leftarrow", "rightarrow", "escape", "delete", "deleteforward"])
        #expect(keys[string: .keyPhases] == "repeat up")
        let presses: [(String, String)] = [("x", "down:x"), ("7", "down:7"), ("leftarrow", "down:"),
                                           ("uparrow", "up:"), ("escape", "down:"), ("delete", "down:"),
                                           ("q", "down:q")]
        for (key, value) in presses {
            try ui.send(HostEvent(kind: .keyPress, target: keys.id, value: value, key: key))
        }
        #expect(ui.find(.text, "Pressed: x,digit 7,move left,up released,exit,delete") != nil)
    }
}

private struct Zoomer: View {
    @GestureState private var pinch: CGFloat = 1
    @State private var zoom: CGFloat = 1
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Text("Photo")
                .opacity(Double(min(zoom * pinch, 1)))
                .gesture(
                    MagnifyGesture()
                        .updating($pinch) { value, state, _ in state = value.magnification }
                        .onEnded { value in
                            zoom *= value.magnification
                            log.append("ended \(value.magnification) at \(value.startAnchor.x)")
                        }
                )
            Text("Zoom \(zoom) pinch \(pinch)")
            Text("Log: \(log.joined(separator: ","))")
        }
    }
}

@MainActor @Suite struct MagnifyGestureTests {
    @Test func aPinchScalesAndItsStateResets() throws {
        let ui = ViewHarness(Zoomer())
        let photo = try ui.element(.text, "Photo")
        #expect(photo.number(.magnify) == 0.01)
        try ui.send(HostEvent(kind: .magnify, target: photo.id, value: "changed 0.5 -1 0.25 0.5", x: 10, y: 5))
        #expect(ui.find(.text, "Zoom 1.0 pinch 0.5") != nil)
        try ui.send(HostEvent(kind: .magnify, target: photo.id, value: "ended 0.5 0 0.25 0.5", x: 10, y: 5))
        #expect(ui.find(.text, "Zoom 0.5 pinch 1.0") != nil)
        #expect(ui.find(.text, "Log: ended 0.5 at 0.25") != nil)
        // A scale of zero or less is not a pinch.
        try ui.send(HostEvent(kind: .magnify, target: photo.id, value: "changed 0 0 0 0"))
        #expect(ui.find(.text, "Zoom 0.5 pinch 1.0") != nil)
    }
}
