import SwiftUI

/// Section headers and row badges at their prominences; NSCursor; a sheet
/// its content styles.
struct ProminenceBoard: View {
    @State private var styledSheet = false

    var body: some View {
        VStack(alignment: .leading) {
            List {
                Section("Mailboxes") { Text("Inbox").badge(3) }
            }
            .headerProminence(.increased)
            .badgeProminence(.increased)
            .frame(width: 220, height: 110)
            List {
                Section("Archive") { Text("Old mail").badge(7) }
            }
            .badgeProminence(.decreased)
            .frame(width: 220, height: 110)
            List {
                Section("Drafts") { Text("Letter").badge(1) }
            }
            .frame(width: 220, height: 110)
            // AppKit's cursor, over the whole window until set back.
            HStack {
                Button("Crosshair") { NSCursor.crosshair.set() }
                Button("Arrow") { NSCursor.arrow.set() }
            }
            Button("Styled Sheet") { styledSheet = true }
                .sheet(isPresented: $styledSheet) {
                    VStack {
                        Text("A styled sheet")
                        Button("Done") { styledSheet = false }
                    }
                    .padding()
                    .presentationBackground(Color(red: 1, green: 0.8, blue: 0))
                    .presentationCornerRadius(20)
                }
        }
    }
}
