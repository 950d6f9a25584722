import Foundation

// A `LocalizedStringKey`'s literal text is Markdown, as in SwiftUI:
// `Text("**Bold** and [a link](https://swift.org)")`. Interpolated values are
// not read as Markdown; they take the styles of the text around them.

extension LocalizedStringKey {
    /// A part of a key: literal text, or an interpolated value's run.
    enum Piece: Equatable, Sendable {
        case literal(String)
        case value(Text.Run)
    }

    /// The runs of a key made of `pieces`, with its literal text's Markdown applied.
    static func runs(of pieces: [Piece]) -> [Text.Run] {
        // Most keys have no Markdown at all: they are their pieces as they are.
        let plain = pieces.allSatisfy { piece in
            guard case let .literal(text) = piece else { return true }
            return !text.unicodeScalars.contains { markdownSyntax.contains($0) }
        }
        if plain {
            let runs = pieces.map { piece -> Text.Run in
                switch piece {
                case let .literal(text): Text.Run(string: text)
                case let .value(run): run
                }
            }
            return runs.isEmpty ? [Text.Run(string: "")] : merged(runs)
        }
        var format = ""
        var values: [Text.Run] = []
        for piece in pieces {
            switch piece {
            case let .literal(text): format += text
            case let .value(run):
                // Each value stands in the text as a private-use character of its own.
                format.unicodeScalars.append(placeholder(values.count))
                values.append(run)
            }
        }
        var runs: [Text.Run] = []
        for segment in InlineMarkdown.parse(format) {
            let link = segment.link.map { destination in
                String(destination.unicodeScalars.reduce(into: String.UnicodeScalarView()) { result, scalar in
                    if let index = valueIndex(scalar), index < values.count {
                        result.append(contentsOf: values[index].string.unicodeScalars)
                    } else {
                        result.append(scalar)
                    }
                })
            }
            var plain = String.UnicodeScalarView()
            func flushPlain() {
                guard !plain.isEmpty else { return }
                runs.append(Text.Run(string: String(plain)).adding(segment.intent, link: link))
                plain = String.UnicodeScalarView()
            }
            for scalar in segment.text.unicodeScalars {
                if let index = valueIndex(scalar), index < values.count {
                    flushPlain()
                    runs.append(values[index].adding(segment.intent, link: link))
                } else {
                    plain.append(scalar)
                }
            }
            flushPlain()
        }
        return runs.isEmpty ? [Text.Run(string: "")] : merged(runs)
    }

    /// The characters that start inline Markdown: escapes, code, links, autolinks, emphasis, strikethrough.
    private static let markdownSyntax: Set<Unicode.Scalar> = ["\\", "`", "[", "<", "*", "_", "~"]

    private static let placeholderBase: UInt32 = 0xF0000

    private static func placeholder(_ index: Int) -> Unicode.Scalar {
        Unicode.Scalar(placeholderBase + UInt32(index))!
    }

    private static func valueIndex(_ scalar: Unicode.Scalar) -> Int? {
        scalar.value >= placeholderBase && scalar.value < placeholderBase + 0xFFFE
            ? Int(scalar.value - placeholderBase) : nil
    }

    /// Adjacent runs styled alike, joined into one.
    private static func merged(_ runs: [Text.Run]) -> [Text.Run] {
        var result: [Text.Run] = []
        for run in runs {
            if let last = result.last, !last.isImage, !run.isImage, last.hasStyle(of: run) {
                result[result.count - 1].append(run)
            } else {
                result.append(run)
            }
        }
        return result
    }
}

extension Text.Run {
    /// This run with Markdown's inline styles added (its own styles win).
    func adding(_ intent: InlinePresentationIntent, link: String?) -> Text.Run {
        var run = self
        if intent.contains(.stronglyEmphasized), run.weight == nil { run.weight = .bold }
        if intent.contains(.emphasized) { run.italic = true }
        if intent.contains(.code) { run.monospaced = true }
        if intent.contains(.strikethrough) { run.strikethrough = true }
        if let link, run.link == nil { run.link = URL(string: link) }
        return run
    }

    /// Whether `other` is styled as this run is (whatever their text).
    func hasStyle(of other: Text.Run) -> Bool {
        var same = other
        same.string = string
        same.formatted = self.formatted
        return same == self
    }
}
