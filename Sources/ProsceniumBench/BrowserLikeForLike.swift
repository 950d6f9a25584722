// The browser benchmark like for like: Proscenium's list rows out of view
// are not laid out (`content-visibility: auto`, as SwiftUI's List makes only
// the rows in view), while the vanilla page lays out every row, as the
// js-framework-benchmark requires. The driver's `--drawn` page is the same
// List app with that rule turned off, so both pages draw every row.

extension BrowserFigures {
    /// The bounds for the like-for-like figures.
    static let likeForLikeTarget = 1.2, likeForLikeOperationBound = 1.5

    /// Each operation's ratio of the all-rows-drawn Proscenium page to the
    /// vanilla page, in the order; nil when the driver did not time it.
    var drawnRatios: [Double]? {
        guard operations.allSatisfy({ !($0.drawn ?? []).isEmpty }) else { return nil }
        return operations.map { median($0.drawn!) / median($0.vanilla) }
    }

    /// The two geomeans side by side and the like-for-like one's highest
    /// operation, against the bounds.
    func likeForLikeReport() -> [String] {
        guard let drawn = drawnRatios else { return [] }
        let highest = zip(operations, drawn).max { $0.1 < $1.1 }!
        return ["",
                "geomean as served (list rows out of view skipped; the vanilla page draws all): \(fixed(geometricMean))",
                "like for like (every row drawn on both pages): geomean \(fixed(Self.geometricMean(drawn))) "
                    + "(target <= \(fixed(Self.likeForLikeTarget))), highest \(highest.0.name) "
                    + "\(fixed(highest.1)) (bound \(fixed(Self.likeForLikeOperationBound)))"]
    }
}
