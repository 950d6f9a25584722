import SwiftUI

/// The document window: the canvas beside an inspector for the selected shape.
struct ShapeEditor: View {
    @Binding var document: ShapeDocument
    @State private var selection: CanvasShape.ID?

    private var selectedIndex: Int? { document.shapes.firstIndex { $0.id == selection } }

    var body: some View {
        HStack(alignment: .top, spacing: 0) {
            Canvas(shapes: document.shapes, selection: $selection)
                .frame(minWidth: 360, minHeight: 280)
            Divider()
            Inspector(document: $document, index: selectedIndex, selection: $selection)
                .frame(width: 220)
        }
        .toolbar {
            ForEach(CanvasShape.Kind.allCases, id: \.self) { kind in
                Button("Add \(kind.rawValue.capitalized)") { add(kind) }
            }
        }
    }

    private func add(_ kind: CanvasShape.Kind) {
        let offset = Double(document.shapes.count % 6) * 24
        let shape = CanvasShape(kind: kind, x: 20 + offset, y: 20 + offset)
        document.shapes.append(shape)
        selection = shape.id
    }
}

/// The shapes, each where it is, the selected one outlined.
struct Canvas: View {
    let shapes: [CanvasShape]
    @Binding var selection: CanvasShape.ID?

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.white
            ForEach(shapes) { shape in
                ShapeView(shape: shape, isSelected: shape.id == selection)
                    .onTapGesture { selection = shape.id }
                    .accessibilityLabel("\(shape.fill.rawValue) \(shape.kind.rawValue)")
            }
        }
        .clipped()
    }
}

struct ShapeView: View {
    let shape: CanvasShape
    let isSelected: Bool

    var body: some View {
        filled
            .frame(width: shape.width, height: shape.height)
            .border(isSelected ? Color.black : Color.clear, width: 2)
            .offset(x: shape.x, y: shape.y)
    }

    @ViewBuilder private var filled: some View {
        switch shape.kind {
        case .rectangle: Rectangle().fill(shape.fill.color)
        case .circle: Circle().fill(shape.fill.color)
        case .capsule: Capsule().fill(shape.fill.color)
        }
    }
}

extension CanvasShape.Fill {
    var color: Color {
        switch self {
        case .blue: .blue
        case .red: .red
        case .green: .green
        case .orange: .orange
        case .purple: .purple
        }
    }
}

/// Moves, recolours and deletes the selected shape.
struct Inspector: View {
    @Binding var document: ShapeDocument
    let index: Int?
    @Binding var selection: CanvasShape.ID?

    var body: some View {
        if let index {
            Form {
                Text(document.shapes[index].kind.rawValue.capitalized).font(.headline)
                Picker("Colour", selection: $document.shapes[index].fill) {
                    ForEach(CanvasShape.Fill.allCases, id: \.self) { fill in
                        Text(fill.rawValue.capitalized).tag(fill)
                    }
                }
                Stepper("X: \(Int(document.shapes[index].x))", value: $document.shapes[index].x, in: 0...600, step: 10)
                Stepper("Y: \(Int(document.shapes[index].y))", value: $document.shapes[index].y, in: 0...400, step: 10)
                Button("Delete", role: .destructive) {
                    document.shapes.remove(at: index)
                    selection = nil
                }
                .keyboardShortcut(.delete, modifiers: [])
            }
            .padding()
        } else {
            ContentUnavailableView("No Selection", systemImage: "square.on.circle",
                                   description: Text("Add a shape, or click one on the canvas."))
        }
    }
}
