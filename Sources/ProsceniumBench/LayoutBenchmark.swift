import ArgumentParser
import Foundation
import ProsceniumHost
import ProsceniumLayout

// `proscenium-bench layout`: the layout engine's time for a window of N rows
// (`HStack { Text; Spacer(); Text }` in a padded frame, as a list's rows)
// and for a form of N labelled fields (`HStack { Text.frame(width:); Text }`
// in a VStack), laid out from scratch; then the same as a `List` of rows and
// a `Form` of text fields in sections, as the engine lays those out.
// Printed, never asserted.

struct LayoutBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Times the layout engine on a window of rows and on a form.",
        discussion: """
            Each figure is the median of --runs layouts of the whole tree, from \
            scratch (no frame kept from an earlier layout) but for the one \
            marked "rows kept" (a window's engine keeping its list's rows), \
            text measured with HarfBuzz. The List lays out the views of only the rows \
            near the part shown (ListViewport), as a Mac's list does; the "list" of rows in a \
            stack lays out every row. The page's time to apply a placement is part of what \
            `browser` times from a click to the paint.
            """
    )

    @Option(help: "Rows of the list.") var rows = 1_000
    @Option(help: "Fields of the form.") var fields = 50
    @Option(help: "Layouts timed per figure.") var runs = 11

    func run() {
        let list = LayoutBenchTrees.list(rows: rows)
        let form = LayoutBenchTrees.form(fields: fields)
        let size = Size(width: 800, height: 600)
        let listElement = LayoutBenchTrees.listElement(rows: rows)
        let cases: [(String, RenderElement, ListRowCache?)] = [
            ("list of \(rows) rows", list, nil), ("form of \(fields) fields", form, nil),
            ("List of \(rows) rows", listElement, nil),
            ("Form of \(fields) fields", LayoutBenchTrees.formElement(fields: fields), nil),
            // A window's engine keeps its lists' rows: a layout after a
            // change that left the rows' views alone (a selection) reuses them.
            ("List of \(rows) rows again, rows kept", listElement, ListRowCache()),
        ]
        for (name, tree, cache) in cases {
            let engine = LayoutEngine(rowCache: cache)
            if cache != nil { _ = engine.layout(tree, in: size) }
            var times: [Double] = []
            var frames = 0
            for _ in 0..<runs {
                let start = ContinuousClock.now
                let result = engine.layout(tree, in: size)
                let elapsed = ContinuousClock.now - start
                times.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
                frames = result.frames.count
            }
            times.sort()
            let median = times[times.count / 2]
            print("layout: \(name): \(frames) frames, median \(String(format: "%.2f", median)) ms "
                  + "(min \(String(format: "%.2f", times.first!)), max \(String(format: "%.2f", times.last!)))")
        }
    }
}

/// Render trees shaped as the benchmark's views would render.
enum LayoutBenchTrees {
    final class IDs {
        var next = 1
        func make(_ tag: ElementKind, _ attributes: [AttributeKey: AttributeValue] = [:], text: String? = nil,
                  _ children: [RenderElement] = []) -> RenderElement {
            defer { next += 1 }
            return RenderElement(id: ElementID(next), tag: tag, attributes: attributes, text: text, children: children)
        }
    }

    static func list(rows: Int) -> RenderElement {
        let ids = IDs()
        let stack = (0..<rows).map { index in
            ids.make(.padding, [.top: .length(4), .leading: .length(8), .bottom: .length(4), .trailing: .length(8)], [
                ids.make(.hstack, [:], [
                    ids.make(.text, text: "Row \(index): The quick brown fox"),
                    ids.make(.spacer),
                    ids.make(.text, text: "\(index * 7 % 100) items"),
                ]),
            ])
        }
        return ids.make(.root, [:], [ids.make(.vstack, [.spacing: .length(0)], stack)])
    }

    static func form(fields: Int) -> RenderElement {
        let ids = IDs()
        let rows = (0..<fields).map { index in
            ids.make(.hstack, [:], [
                ids.make(.frame, [.width: .length(120), .alignment: .alignment(.trailing)], [
                    ids.make(.text, text: "Field \(index)"),
                ]),
                ids.make(.frame, [.maxWidth: .length(.infinity), .alignment: .alignment(.leading)], [
                    ids.make(.text, text: "Value of field number \(index)"),
                ]),
            ])
        }
        return ids.make(.root, [:], [ids.make(.padding, [.top: .length(20), .leading: .length(20), .bottom: .length(20),
                                                         .trailing: .length(20)], [ids.make(.vstack, [:], rows)])])
    }

    /// `List { ForEach { HStack { Text; Spacer(); Text } } }` as a list renders.
    static func listElement(rows: Int) -> RenderElement {
        let ids = IDs()
        let items = (0..<rows).map { index in
            ids.make(.row, [.key: .string("\(index)"), .selected: false], [
                ids.make(.hstack, [:], [
                    ids.make(.text, text: "Row \(index): The quick brown fox"),
                    ids.make(.spacer),
                    ids.make(.text, text: "\(index * 7 % 100) items"),
                ]),
            ])
        }
        return ids.make(.root, [:], [ids.make(.list, [.selection: "single"], items)])
    }

    /// `Form { Section("Section N") { TextField("Field N", text:) ... } }`,
    /// ten fields a section, as a form renders.
    static func formElement(fields: Int) -> RenderElement {
        let ids = IDs()
        let sections = stride(from: 0, to: fields, by: 10).map { first in
            let rows = (first..<min(first + 10, fields)).map { index in
                ids.make(.row, [:], [
                    ids.make(.textfield, [.value: .string("Value \(index)")], [ids.make(.text, text: "Field \(index)")]),
                ])
            }
            return ids.make(.section, [:], [ids.make(.header, [:], [ids.make(.text, text: "Section \(first / 10)")])] + rows)
        }
        return ids.make(.root, [:], [ids.make(.form, [:], sections)])
    }
}
