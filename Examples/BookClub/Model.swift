import SwiftUI

struct Book: Identifiable, Hashable, Codable {
    var id = UUID()
    var title: String
    var author: String
}

/// One book's reading progress; views observe it.
final class CurrentlyReading: ObservableObject, Identifiable {
    let book: Book
    @Published var progress: Double = 0
    @Published var notes: [String] = []
    @Published var isFinished = false

    var id: Book.ID { book.id }
    init(book: Book) { self.book = book }
}

/// The app's source of truth, owned by the App.
final class ReadingListStore: ObservableObject {
    // Stable IDs, so a window's restored selection finds its book again.
    @Published var books: [CurrentlyReading] = [
        CurrentlyReading(book: Book(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
                                    title: "Dune", author: "Frank Herbert")),
        CurrentlyReading(book: Book(id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!,
                                    title: "Emma", author: "Jane Austen")),
        CurrentlyReading(book: Book(id: UUID(uuidString: "00000000-0000-0000-0000-000000000003")!,
                                    title: "The Left Hand of Darkness", author: "Ursula K. Le Guin")),
    ]

    func reading(_ id: Book.ID?) -> CurrentlyReading? { books.first { $0.id == id } }
}
