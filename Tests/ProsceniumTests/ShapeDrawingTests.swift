import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

/// A pie slice whose radius is fixed in points: drawn exactly only at the size the display reports.
private struct Slice: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.midY))
            path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: 10, startAngle: .zero,
                        endAngle: .degrees(90), clockwise: false)
            path.closeSubpath()
        }
    }
}

@MainActor @Suite struct ShapeDrawingTests {
    @Test func shapesAreOutlinesWithOperations() throws {
        let ui = ViewHarness(VStack {
            Circle().inset(by: 4).fill(.red)
            Rectangle().offset(x: 3, y: 4).rotation(.degrees(45)).scale(2).fill(.blue)
            UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 2).fill(.green)
            ContainerRelativeShape().fill(.gray)
            Circle().trim(from: 0, to: 0.25).stroke(Color.orange, lineWidth: 3)
            AnyShape(Capsule()).fill(.pink)
            Rectangle().transform(CGAffineTransform(scaleX: 2, y: 1)).fill(.brown)
        })
        let outlines = ui.all(.shape).map(\.outline)
        #expect(outlines[0] == ShapeValue(.circle, operations: [.inset(4)]))
        #expect(outlines[1] == ShapeValue(.rectangle, operations: [
            .offset(x: 3, y: 4), .rotation(degrees: 45, anchorX: 0.5, anchorY: 0.5), .scale(x: 2, y: 2, anchorX: 0.5, anchorY: 0.5),
        ]))
        #expect(outlines[2] == ShapeValue(.unevenRoundedRectangle(
            .init(topLeading: 8, bottomLeading: 0, bottomTrailing: 2, topTrailing: 0), continuous: true)))
        #expect(outlines[3] == .rectangle)
        #expect(outlines[4] == ShapeValue(.circle, operations: [.trim(from: 0, to: 0.25)]))
        #expect(outlines[5] == ShapeValue(.capsule(continuous: true)))
        #expect(outlines[6] == ShapeValue(.rectangle, operations: [.transform(a: 2, b: 0, c: 0, d: 1, tx: 0, ty: 0)]))
        #expect(ui.all(.shape)[4].stroke == .orange)
    }

    @Test func staticShapeMembersAreTheBuiltInShapes() {
        func outline<S: Shape>(_ shape: S) -> ShapeValue? { ViewHarness(shape).all(.shape).first?.outline }
        #expect(outline(.rect(cornerRadius: 6)) == ShapeValue(.roundedRectangle(cornerWidth: 6, cornerHeight: 6, continuous: true)))
        #expect(outline(.circle) == .circle)
        #expect(outline(.capsule(style: .circular)) == ShapeValue(.capsule(continuous: false)))
        #expect(outline(.rect(topLeadingRadius: 1, topTrailingRadius: 4))
            == ShapeValue(.unevenRoundedRectangle(.init(topLeading: 1, bottomLeading: 0, bottomTrailing: 0, topTrailing: 4), continuous: true)))
        #expect(outline(.rect) == .rectangle)
        #expect(outline(.ellipse) == .ellipse)
    }

    @Test func strokesCarryTheirStyleAndStrokeBordersStayInside() throws {
        let dashed = StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dash: [6, 2], dashPhase: 1)
        let ui = ViewHarness(VStack {
            Circle().stroke(Color.red, style: dashed)
            RoundedRectangle(cornerRadius: 5).strokeBorder(Color.blue, lineWidth: 6)
            Circle().stroke(lineWidth: 2)
            Circle().fill(.yellow).stroke(Color.black, lineWidth: 2)
            Capsule().fill(.mint).strokeBorder(.indigo, lineWidth: 3)
        })
        let shapes = ui.all(.shape)
        #expect(shapes[0].stroke == .red && shapes[0].fill == nil)
        #expect(shapes[0].length(.lineWidth) == 4 && shapes[0].attributes[.lineCap] == "round")
        #expect(shapes[0].attributes[.lineJoin] == "bevel" && shapes[0].number(.miterLimit) == 4)
        #expect(shapes[0].attributes[.dash] == "6 2" && shapes[0].length(.dashPhase) == 1)
        #expect(shapes[1].stroke == .blue && shapes[1].attributes[.strokeBorder] == true)
        #expect(shapes[1].length(.lineWidth) == 6)
        // `stroke(lineWidth:)` is a shape: drawn as a stroke in the foreground style.
        #expect(shapes[2].stroke == .primary && shapes[2].fill == nil && shapes[2].length(.lineWidth) == 2)
        // A fill then a stroke of one shape: both drawn.
        #expect(shapes[3].fill == .yellow && shapes[3].stroke == .black)
        #expect(shapes[4].fill == .mint && shapes[4].stroke == .indigo && shapes[4].attributes[.strokeBorder] == true)
    }

    @Test func fillStyleChoosesTheEvenOddRule() throws {
        let ui = ViewHarness(Circle().fill(.red, style: FillStyle(eoFill: true)))
        #expect(ui.all(.shape).first?.outline?.eoFill == true)
    }

    @Test func customShapesAreDrawnAgainAtTheSizeTheDisplayReports() throws {
        let ui = ViewHarness(Slice().fill(.red))
        let shape = try #require(ui.all(.shape).first)
        guard case let .path(_, reference)? = shape.outline?.base else { Issue.record("not a path"); return }
        #expect(reference == ShapePath.Point(x: 100, y: 100))
        try ui.send(HostEvent(kind: .geometry, target: shape.id, width: 300, height: 40))
        let measured = try #require(ui.all(.shape).first)
        guard case let .path(path, reference)? = measured.outline?.base else { Issue.record("not a path"); return }
        #expect(reference == ShapePath.Point(x: 300, y: 40))
        // The slice's centre is the reported frame's.
        #expect(path.elements.first == .move(to: ShapePath.Point(x: 150, y: 20)))
        // Malformed sizes are ignored.
        try ui.send(HostEvent(kind: .geometry, target: shape.id, width: -1, height: .nan))
        #expect(ui.all(.shape).first?.outline == measured.outline)
    }

    @Test func pathsAreDrawnInPointsAsTheyAre() throws {
        let ui = ViewHarness(Path(CGRect(x: 0, y: 0, width: 5, height: 5)).fill(.red))
        guard case let .path(_, reference)? = ui.all(.shape).first?.outline?.base else { Issue.record("not a path"); return }
        #expect(reference == nil)
    }

    @Test func clipShapesMasksAndContentShapesLeaveTheirOutlines() throws {
        let ui = ViewHarness(VStack {
            Text("Clipped").clipShape(.rect(cornerRadius: 4), style: FillStyle(eoFill: true))
            Text("Circle mask").mask { Circle() }
            Text("Fading").mask(alignment: .top) { LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom) }
            Text("Shape and gradient").mask { Capsule().fill(LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing)) }
            Text("Text mask").mask(alignment: .bottomTrailing) { Text("M") }
            Text("Hit").contentShape(Circle()).onTapGesture {}
            Text("Preview only").contentShape(.contextMenuPreview, Circle())
        })
        let clipped = try ui.element(.text, "Clipped")
        var rounded = ShapeValue(.roundedRectangle(cornerWidth: 4, cornerHeight: 4, continuous: true))
        rounded.eoFill = true
        #expect(clipped.clipShape == rounded)
        #expect(try ui.element(.text, "Circle mask").clipShape == .circle)
        let fading = try ui.element(.text, "Fading")
        #expect(fading.clipShape == nil)
        guard case .linearGradient? = fading.attributes[.mask]?.paint else { Issue.record("no gradient mask"); return }
        let both = try ui.element(.text, "Shape and gradient")
        #expect(both.clipShape == .capsule && both.attributes[.mask]?.paint != nil)
        // A mask of views is drawn on a mask layer over the base, placed by its alignment.
        let textMask = try #require(ui.all(.layer).first { $0.attributes[.role] == "mask" })
        #expect(textMask.alignment == .bottomTrailing)
        #expect(textMask.children.first?.text == "Text mask")
        #expect(textMask.children.last?.tag == .zstack && textMask.children.last?.children.first?.text == "M")
        #expect(try ui.element(.text, "Text mask").attributes[.clipped] == nil)
        #expect(try ui.element(.text, "Hit").contentShape == .circle)
        #expect(try ui.element(.text, "Preview only").contentShape == nil)
    }

    @Test func effectsOutsideAnInnerEffectGetAnElementOfTheirOwn() throws {
        let ui = ViewHarness(VStack {
            // The background is behind the clipped view, not clipped with it.
            Text("A").clipShape(Circle()).background(.red)
            // Clipped after the background: one element.
            Text("B").background(.red).clipShape(Circle())
            Text("C").blur(radius: 2).brightness(0.2).grayscale(1)
            Text("D").blur(radius: 3).clipShape(Circle()).shadow(radius: 4)
        })
        let a = try ui.element(.text, "A")
        #expect(a.clipShape == .circle && a.background == nil)
        let wrapper = try #require(ui.all(.padding).first { $0.background == .red })
        #expect(wrapper.children.first?.id == a.id)
        let b = try ui.element(.text, "B")
        #expect(b.clipShape == .circle && b.background == .red)
        // Filters chain on one element, innermost first.
        #expect(try ui.element(.text, "C").filters == [.blur(radius: 2, opaque: false), .brightness(0.2), .grayscale(1)])
        let d = try ui.element(.text, "D")
        #expect(d.filters == [.blur(radius: 3, opaque: false)] && d.clipShape == .circle && d.shadow == nil)
        #expect(ui.all(.padding).contains { $0.shadow?.radius == 4 })
    }

    @Test func filtersBlendModesAndGroupsLeaveTheirValues() throws {
        let ui = ViewHarness(VStack {
            Text("F").contrast(1.5).saturation(0.5).hueRotation(.degrees(90)).colorInvert().colorMultiply(.red)
                .luminanceToAlpha().blur(radius: 1, opaque: true)
            Text("Identity").blur(radius: 0).brightness(0).contrast(1).saturation(1).grayscale(0).blendMode(.normal)
            Text("Blend").blendMode(.multiply)
            VStack { Text("Group") }.compositingGroup()
            VStack { Text("Drawing") }.drawingGroup()
        })
        #expect(try ui.element(.text, "F").filters == [.contrast(1.5), .saturation(0.5), .hueRotation(degrees: 90), .colorInvert,
                                                        .colorMultiply(.red), .luminanceToAlpha, .blur(radius: 1, opaque: true)])
        let identity = try ui.element(.text, "Identity")
        #expect(identity.filters.isEmpty && identity.attributes[.blendMode] == nil)
        #expect(try ui.element(.text, "Blend").attributes[.blendMode] == "multiply")
        #expect(ui.all(.vstack).filter { $0.attributes[.isolated] == true }.count == 2)
    }

    @Test func backgroundsAndOverlaysInShapes() throws {
        let ui = ViewHarness(VStack {
            Text("Badge").background(.orange, in: Capsule())
            Text("Panel").background(in: RoundedRectangle(cornerRadius: 6))
            Text("Tinted").overlay(.blue.opacity(0.5), in: Circle())
            Text("Framed").border(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom), width: 3)
            Text("Plain border").border(.green, width: 2)
        })
        let layers = ui.all(.layer)
        let badge = try #require(layers.first { $0.find(.text, "Badge") != nil })
        #expect(badge.attributes[.role] == "background")
        #expect(badge.all(.shape).first?.outline == .capsule && badge.all(.shape).first?.fill == .orange)
        let panel = try #require(layers.first { $0.find(.text, "Panel") != nil })
        #expect(panel.all(.shape).first?.fill == .windowBackground)
        let tinted = try #require(layers.first { $0.find(.text, "Tinted") != nil })
        #expect(tinted.attributes[.role] == "overlay" && tinted.all(.shape).first?.fill == ColorValue.blue.opacity(0.5))
        let framed = try #require(layers.first { $0.find(.text, "Framed") != nil })
        let frame = try #require(framed.all(.shape).first)
        #expect(frame.attributes[.strokeBorder] == true && frame.length(.lineWidth) == 3)
        guard case .linearGradient? = frame.strokePaint else { Issue.record("no gradient stroke"); return }
        #expect(try ui.element(.text, "Plain border").border == BorderValue(color: .green, width: 2))
    }
}
