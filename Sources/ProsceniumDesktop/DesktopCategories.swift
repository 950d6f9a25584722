// Apple's `LSApplicationCategoryType` values as freedesktop menu
// categories: a main category, and an additional one where the
// specification has one that says the same (each pair is one the
// specification allows, as `desktop-file-validate` checks).

/// Freedesktop menu categories for Apple's app categories.
public enum DesktopCategories {
    /// The `Categories=` values for `category` (`public.app-category.graphics-design`),
    /// or `Utility` when there is no category or it is not one of Apple's.
    public static func categories(for category: String?) -> [String] {
        let prefix = "public.app-category."
        guard let category = category?.lowercased(), category.hasPrefix(prefix),
              let categories = table[String(category.dropFirst(prefix.count))] else { return ["Utility"] }
        return categories
    }

    /// Apple's categories (without `public.app-category.`) and what they become.
    static let table: [String: [String]] = [
        "business": ["Office"],
        "developer-tools": ["Development"],
        "education": ["Education"],
        "entertainment": ["AudioVideo"],
        "finance": ["Office", "Finance"],
        "games": ["Game"],
        "action-games": ["Game", "ActionGame"],
        "adventure-games": ["Game", "AdventureGame"],
        "arcade-games": ["Game", "ArcadeGame"],
        "board-games": ["Game", "BoardGame"],
        "card-games": ["Game", "CardGame"],
        "casino-games": ["Game", "CardGame"],
        "dice-games": ["Game", "BoardGame"],
        "educational-games": ["Game", "KidsGame"],
        "family-games": ["Game", "KidsGame"],
        "kids-games": ["Game", "KidsGame"],
        "music-games": ["Game"],
        "puzzle-games": ["Game", "LogicGame"],
        "racing-games": ["Game", "SportsGame"],
        "role-playing-games": ["Game", "RolePlaying"],
        "simulation-games": ["Game", "Simulation"],
        "sports-games": ["Game", "SportsGame"],
        "strategy-games": ["Game", "StrategyGame"],
        "trivia-games": ["Game", "LogicGame"],
        "word-games": ["Game", "LogicGame"],
        "graphics-design": ["Graphics"],
        "healthcare-fitness": ["Utility"],
        "lifestyle": ["Utility"],
        "medical": ["Science", "MedicalSoftware"],
        "music": ["AudioVideo", "Audio", "Music"],
        "news": ["Network", "News"],
        "photography": ["Graphics", "Photography"],
        "productivity": ["Office"],
        "reference": ["Education"],
        "social-networking": ["Network", "Chat"],
        "sports": ["Education", "Sports"],
        "travel": ["Utility", "Maps"],
        "utilities": ["Utility"],
        "video": ["AudioVideo", "Video"],
        "weather": ["Utility"],
    ]
}
