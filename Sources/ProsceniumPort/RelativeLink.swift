import Foundation

/// Relative symbolic links, which keep pointing at their file when the
/// folders holding both move together.
public enum RelativeLink {
    /// The path from `directory` to `target` (`../lib/app/App`).
    public static func path(from directory: URL, to target: URL) -> String {
        let from = directory.standardizedFileURL.pathComponents
        let to = target.standardizedFileURL.pathComponents
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        return (Array(repeating: "..", count: from.count - common) + to[common...]).joined(separator: "/")
    }
}
