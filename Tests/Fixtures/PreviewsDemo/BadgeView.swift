import SwiftUI

/// A label in a capsule-like frame.
struct BadgeView: View {
    let title: String

    var body: some View {
        Text(title)
            .padding(6)
    }
}

#Preview(traits: .landscapeLeft, .sizeThatFitsLayout) {
    BadgeView(title: "Landscape traits")
}

struct BadgeView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            BadgeView(title: "Small")
                .previewLayout(.sizeThatFits)
                .previewDisplayName("Small")
            BadgeView(title: "Phone")
                .previewDevice("iPhone 15")
                .previewInterfaceOrientation(.landscapeLeft)
                .previewDisplayName("Phone")
        }
    }
}

struct PlainBadge_Previews: PreviewProvider {
    static var previews: some View {
        BadgeView(title: "Plain provider")
            .previewLayout(.fixed(width: 240, height: 120))
    }

    static var platform: PreviewPlatform? { .macOS }
}
