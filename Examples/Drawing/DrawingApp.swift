// Drawing: a small sketch pad of shapes, styles and a canvas. Pick a shape
// and a paint, stack layers, and watch a progress ring and a canvas chart
// follow the values. Plain SwiftUI code.
import SwiftUI

@main
struct DrawingApp: App {
    var body: some Scene {
        WindowGroup("Drawing") {
            DrawingBoard()
        }
    }
}

/// A star with `points` tips, fitted to its frame.
struct Star: Shape {
    var points = 5
    var innerRatio: CGFloat = 0.45

    func path(in rect: CGRect) -> Path {
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2
        var path = Path()
        for index in 0..<(points * 2) {
            let radius = index.isMultiple(of: 2) ? outer : outer * innerRatio
            let angle = Double(index) * .pi / Double(points) - .pi / 2
            let point = CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }
}

/// A slice of a pie with a radius in points, whatever the frame.
struct PieSlice: Shape {
    var fraction: Double

    func path(in rect: CGRect) -> Path {
        Path { path in
            let centre = CGPoint(x: rect.midX, y: rect.midY)
            path.move(to: centre)
            path.addArc(center: centre, radius: 30, startAngle: .degrees(-90),
                        endAngle: .degrees(-90 + 360 * fraction), clockwise: false)
            path.closeSubpath()
        }
    }
}

enum Paint: String, CaseIterable, Identifiable {
    case solid, linear, radial, angular
    var id: Self { self }

    var style: AnyShapeStyle {
        switch self {
        case .solid: AnyShapeStyle(Color.purple)
        case .linear: AnyShapeStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
        case .radial: AnyShapeStyle(RadialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 2, endRadius: 45))
        case .angular: AnyShapeStyle(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center))
        }
    }
}

struct DrawingBoard: View {
    @State private var paint = Paint.linear
    @State private var progress = 0.6
    @State private var taps = 0
    @State private var readings: [Double] = [0.2, 0.5, 0.35, 0.8, 0.6]

    var body: some View {
        HStack(alignment: .top, spacing: 24) {
            VStack(spacing: 16) {
                Text("Drawing")
                    .font(.largeTitle.bold())
                    .foregroundStyle(LinearGradient(colors: [.pink, .indigo], startPoint: .leading, endPoint: .trailing))

                Color.red
                    .frame(width: 80, height: 80)
                    .clipShape(Circle())
                    .accessibilityIdentifier("avatar")

                Rectangle()
                    .fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                    .frame(width: 160, height: 30)
                    .accessibilityIdentifier("gradient")

                Circle()
                    .strokeBorder(Color.green, lineWidth: 8)
                    .frame(width: 80, height: 80)
                    .accessibilityIdentifier("ring")

                Text("Taps: \(taps)")
                Rectangle()
                    .fill(Color.orange)
                    .frame(width: 90, height: 90)
                    .contentShape(Circle())
                    .onTapGesture { taps += 1 }
                    .accessibilityIdentifier("target")
            }

            VStack(spacing: 16) {
                Picker("Paint", selection: $paint) {
                    ForEach(Paint.allCases) { Text($0.rawValue.capitalized).tag($0) }
                }
                .pickerStyle(.segmented)
                .frame(width: 260)

                HStack(spacing: 12) {
                    Star().fill(paint.style)
                        .frame(width: 90, height: 90)
                        .accessibilityIdentifier("star")
                    RoundedRectangle(cornerRadius: 16)
                        .fill(paint.style)
                        .stroke(Color.primary, style: StrokeStyle(lineWidth: 2, dash: [6, 3]))
                        .frame(width: 90, height: 90)
                    UnevenRoundedRectangle(topLeadingRadius: 30, bottomTrailingRadius: 30)
                        .fill(.teal.gradient)
                        .frame(width: 60, height: 90)
                }

                HStack(spacing: 16) {
                    ZStack {
                        Circle().stroke(.quaternary, lineWidth: 10)
                        Circle()
                            .trim(from: 0, to: progress)
                            .stroke(AngularGradient(colors: [.blue, .purple, .blue], center: .center),
                                    style: StrokeStyle(lineWidth: 10, lineCap: .round))
                        Text("\(Int(progress * 100))%").font(.headline)
                    }
                    .frame(width: 90, height: 90)
                    .accessibilityIdentifier("progress")

                    PieSlice(fraction: progress)
                        .fill(.orange)
                        .frame(width: 90, height: 90)
                        .accessibilityIdentifier("pie")

                    VStack {
                        Button("More") { progress = min(progress + 0.1, 1) }
                        Button("Less") { progress = max(progress - 0.1, 0) }
                    }
                }

                Canvas { context, size in
                    context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue.opacity(0.15)))
                    let width = size.width / CGFloat(readings.count)
                    for (index, reading) in readings.enumerated() {
                        let height = size.height * reading
                        let bar = CGRect(x: CGFloat(index) * width + 4, y: size.height - height,
                                         width: width - 8, height: height)
                        context.fill(Path(roundedRect: bar, cornerRadius: 3), with: .color(.blue))
                    }
                    var line = Path()
                    line.move(to: CGPoint(x: 0, y: size.height / 2))
                    line.addLine(to: CGPoint(x: size.width, y: size.height / 2))
                    context.stroke(line, with: .color(.red), style: StrokeStyle(lineWidth: 1, dash: [4, 2]))
                    context.draw(Text("Readings").font(.caption), at: CGPoint(x: 6, y: 4), anchor: .topLeading)
                }
                .frame(width: 260, height: 100)
                .accessibilityIdentifier("chart")

                Button("Add Reading") { readings.append(Double(readings.count % 5 + 3) / 10) }

                HStack(spacing: 16) {
                    Text("Glass")
                        .padding(8)
                        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 8))
                    Image(systemName: "star.fill")
                        .font(.largeTitle)
                        .foregroundStyle(.orange)
                        .shadow(color: .black.opacity(0.4), radius: 3, x: 2, y: 2)
                    Text("Soft").blur(radius: 1).grayscale(1)
                    ZStack {
                        Circle().fill(.red).frame(width: 40, height: 40).offset(x: -10)
                        Circle().fill(.blue).frame(width: 40, height: 40).offset(x: 10).blendMode(.multiply)
                    }
                    .compositingGroup()
                    Text("Fade")
                        .font(.title)
                        .mask { LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing) }
                }

                HStack(spacing: 16) {
                    // Gradient text: a gradient shown through the letters of a Text.
                    LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
                        .frame(width: 220, height: 64)
                        .mask { Text("MASK").font(.system(size: 56, weight: .black)) }
                        .accessibilityIdentifier("textMask")
                    Color.green
                        .frame(width: 64, height: 64)
                        .mask { Image(systemName: "star.fill").font(.system(size: 56)) }
                        .accessibilityIdentifier("symbolMask")
                    Color.orange
                        .frame(width: 64, height: 64)
                        .mask(alignment: .topLeading) { Circle().frame(width: 32, height: 32) }
                        .accessibilityIdentifier("alignedMask")
                }
            }
        }
        .padding(24)
    }
}
