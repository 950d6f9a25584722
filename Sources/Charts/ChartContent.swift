import Foundation
@_spi(Charts) import Proscenium

/// A type that represents the content that you draw on a chart: marks, and
/// content made of marks (a `ForEach` of them, a custom `body`).
@MainActor @preconcurrency
public protocol ChartContent {
    /// The type of content representing the body of this content.
    associatedtype Body: ChartContent

    /// The content and behavior of the chart content.
    @ChartContentBuilder @MainActor var body: Body { get }
}

extension Never: ChartContent {}

/// Content the chart reads directly (marks, groups, modified content) rather
/// than through its `body`.
@MainActor protocol PrimitiveChartContent {
    @MainActor func collect(into marks: inout [MarkSpec])
}

/// The marks `content` draws, in order.
@MainActor func collectMarks<C: ChartContent>(_ content: C, into marks: inout [MarkSpec]) {
    if let primitive = content as? any PrimitiveChartContent {
        primitive.collect(into: &marks)
    } else if C.Body.self != Never.self {
        collectMarks(content.body, into: &marks)
    }
}

/// A result builder that you use to compose the contents of a chart.
@resultBuilder
public struct ChartContentBuilder {
    /// Produces empty chart content.
    public static func buildBlock() -> some ChartContent { _EmptyChartContent() }

    /// Builds a result from a single component.
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }

    /// Builds a result from multiple components.
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> some ChartContent {
        _TupleChartContent(content: (repeat each content))
    }

    /// Content shown only when a condition holds (`if` without `else`).
    public static func buildIf<T: ChartContent>(_ content: T?) -> T? { content }

    /// The first branch of an `if`-`else` or `switch`.
    public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> BuilderConditional<T, F> {
        BuilderConditional(storage: .trueContent(first))
    }

    /// The second branch of an `if`-`else` or `switch`.
    public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> BuilderConditional<T, F> {
        BuilderConditional(storage: .falseContent(second))
    }

    /// Content inside `if #available`.
    public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> some ChartContent {
        AnyChartContent(erasing: content)
    }
}

/// One of two contents, as an `if`-`else` chose.
nonisolated public struct BuilderConditional<TrueContent: ChartContent, FalseContent: ChartContent>: ChartContent, PrimitiveChartContent {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    public var body: Never { fatalError("BuilderConditional has no body") }

    @MainActor func collect(into marks: inout [MarkSpec]) {
        switch storage {
        case let .trueContent(content): collectMarks(content, into: &marks)
        case let .falseContent(content): collectMarks(content, into: &marks)
        }
    }
}

extension Optional: ChartContent where Wrapped: ChartContent {
    public var body: Never { fatalError("Optional chart content has no body") }
}

extension Optional: PrimitiveChartContent where Wrapped: ChartContent {
    @MainActor func collect(into marks: inout [MarkSpec]) {
        if let self { collectMarks(self, into: &marks) }
    }
}

/// No content.
nonisolated struct _EmptyChartContent: ChartContent, PrimitiveChartContent {
    var body: Never { fatalError("empty chart content has no body") }
    @MainActor func collect(into marks: inout [MarkSpec]) {}
}

/// Several contents, drawn in order.
nonisolated struct _TupleChartContent<each C: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: (repeat each C)
    var body: Never { fatalError("grouped chart content has no body") }
    @MainActor func collect(into marks: inout [MarkSpec]) {
        for item in repeat each content { collectMarks(item, into: &marks) }
    }
}

/// A type-erased chart content.
nonisolated public struct AnyChartContent: ChartContent, PrimitiveChartContent {
    let content: any ChartContent

    /// Erases the type of `content`.
    nonisolated public init(_ content: any ChartContent) {
        self.content = content
    }

    /// Erases the type of `content`.
    nonisolated public init(erasing content: some ChartContent) {
        self.content = content
    }

    public var body: Never { fatalError("AnyChartContent has no body") }
    @MainActor func collect(into marks: inout [MarkSpec]) { collectAny(content, into: &marks) }
}

@MainActor private func collectAny(_ content: any ChartContent, into marks: inout [MarkSpec]) {
    collectMarks(content, into: &marks)
}

// MARK: ForEach

extension ForEach: ChartContent where Content: ChartContent {
    public var body: Never { fatalError("ForEach has no body") }
}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
    @MainActor func collect(into marks: inout [MarkSpec]) {
        for element in data { collectMarks(content(element), into: &marks) }
    }
}

extension ForEach where ID == Data.Element.ID, Content: ChartContent, Data.Element: Identifiable {
    /// Chart content for each element of identifiable data.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, identify: { $0.id }, content: content)
    }
}

extension ForEach where Content: ChartContent {
    /// Chart content for each element, identified by the property at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, identify: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: ChartContent {
    /// Chart content for each integer of a constant range.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(_data: data, identify: { $0 }, content: content)
    }
}
