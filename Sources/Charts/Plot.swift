import Foundation
import Proscenium

/// A mechanism for grouping chart contents into a single entity: a modifier
/// applied to a plot applies to every mark in it.
nonisolated public struct Plot<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: Content

    /// Groups the marks `content` builds.
    nonisolated public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { fatalError("Plot has no body") }

    @MainActor func collect(into marks: inout [MarkSpec]) { collectMarks(content, into: &marks) }
}
