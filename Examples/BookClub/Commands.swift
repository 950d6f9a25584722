import SwiftUI

struct CurrentlyReadingKey: FocusedValueKey {
    typealias Value = CurrentlyReading
}

extension FocusedValues {
    var currentlyReading: CurrentlyReading? {
        get { self[CurrentlyReadingKey.self] }
        set { self[CurrentlyReadingKey.self] = newValue }
    }
}

/// The Book menu: acts on the book shown in the key window.
struct BookCommands: Commands {
    @FocusedValue(\.currentlyReading) private var reading

    var body: some Commands {
        CommandMenu("Book") {
            Section {
                Button("Add 10% Progress") { if let reading { reading.progress = min(1, reading.progress + 0.1) } }
                    .keyboardShortcut("u")
                Button("Mark Completed") { reading?.isFinished = true }
                    .keyboardShortcut("C")
            }
            .disabled(reading == nil)
        }
    }
}
