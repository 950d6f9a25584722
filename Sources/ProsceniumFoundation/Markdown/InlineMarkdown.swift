import Foundation

/// Markdown's inline syntax, as Apple's `AttributedString(markdown:)` and
/// SwiftUI's `Text` read it: `*emphasis*`, `**strong**`, `` `code` ``,
/// `~~strikethrough~~`, `[links](url)`, `<https://autolinks>` and backslash
/// escapes. Not the block syntax (headings, lists, quotes); see
/// `AttributedString.init(markdown:options:baseURL:)` for what it does with it.
package enum InlineMarkdown {
    /// A stretch of text with one set of inline styles.
    package struct Segment: Equatable, Sendable {
        package var text: String
        package var intent: InlinePresentationIntent = []
        package var link: String?

        package init(text: String, intent: InlinePresentationIntent = [], link: String? = nil) {
            self.text = text
            self.intent = intent
            self.link = link
        }
    }

    /// Whether `text` holds any character inline syntax starts with: text
    /// without one is its own single segment, with no parsing.
    package static func mayHaveSyntax(_ text: String) -> Bool {
        text.utf8.contains { $0 == 0x2A || $0 == 0x5F || $0 == 0x60 || $0 == 0x7E || $0 == 0x5B || $0 == 0x3C || $0 == 0x5C }
    }

    /// The segments of `text`, adjacent ones with the same styles merged.
    package static func parse(_ text: String) -> [Segment] {
        guard mayHaveSyntax(text) else { return [Segment(text: text)] }
        var parser = Parser(Array(text))
        var segments: [Segment] = []
        for segment in parser.parse(until: nil, intent: [], link: nil) {
            if let last = segments.last, last.intent == segment.intent, last.link == segment.link {
                segments[segments.count - 1].text += segment.text
            } else if !segment.text.isEmpty {
                segments.append(segment)
            }
        }
        return segments
    }

    private struct Parser {
        let characters: [Character]
        var index = 0

        init(_ characters: [Character]) { self.characters = characters }

        /// Segments up to (not including) the closing delimiter `end`, or to
        /// the end of the text.
        mutating func parse(until end: Int?, intent: InlinePresentationIntent, link: String?) -> [Segment] {
            let limit = end ?? characters.count
            var segments: [Segment] = []
            var plain = ""
            func flush() {
                if !plain.isEmpty { segments.append(Segment(text: plain, intent: intent, link: link)) }
                plain = ""
            }
            while index < limit {
                let character = characters[index]
                if character == "\\", index + 1 < limit, characters[index + 1].isASCII,
                   characters[index + 1].isPunctuationOrSymbol {
                    plain.append(characters[index + 1])
                    index += 2
                } else if character == "`", let (content, next) = codeSpan(at: index, limit: limit) {
                    flush()
                    segments.append(Segment(text: content, intent: intent.union(.code), link: link))
                    index = next
                } else if character == "[", link == nil, let (textEnd, destination, next) = inlineLink(at: index, limit: limit) {
                    flush()
                    index += 1
                    segments += parse(until: textEnd, intent: intent, link: destination)
                    index = next
                } else if character == "<", link == nil, let (destination, next) = autolink(at: index, limit: limit) {
                    flush()
                    segments.append(Segment(text: destination, intent: intent, link: destination))
                    index = next
                } else if "~*_".contains(character), let (count, close) = emphasis(at: index, limit: limit) {
                    flush()
                    let added: InlinePresentationIntent = switch (character, count) {
                    case ("~", _): .strikethrough
                    case (_, 1): .emphasized
                    case (_, 2): .stronglyEmphasized
                    default: [.emphasized, .stronglyEmphasized]
                    }
                    index += count
                    segments += parse(until: close, intent: intent.union(added), link: link)
                    index = close + count
                } else {
                    plain.append(character)
                    index += 1
                }
            }
            flush()
            return segments
        }

        /// `` `code` ``: the content between a run of backticks and the next
        /// run of the same length, with one space trimmed from each end when
        /// both have one.
        func codeSpan(at start: Int, limit: Int) -> (String, Int)? {
            let width = run(of: "`", at: start, limit: limit)
            var probe = start + width
            while probe < limit {
                if characters[probe] == "`" {
                    let closing = run(of: "`", at: probe, limit: limit)
                    if closing == width {
                        var content = String(characters[(start + width)..<probe])
                        if content.count >= 2, content.first == " ", content.last == " ",
                           content.contains(where: { $0 != " " }) {
                            content = String(content.dropFirst().dropLast())
                        }
                        return (content, probe + closing)
                    }
                    probe += closing
                } else {
                    probe += 1
                }
            }
            return nil
        }

        /// `[text](destination "title")`: where the text ends, the destination,
        /// and where parsing goes on.
        func inlineLink(at start: Int, limit: Int) -> (Int, String, Int)? {
            var depth = 0
            var probe = start
            var textEnd: Int?
            while probe < limit {
                switch characters[probe] {
                case "\\": probe += 1
                case "[": depth += 1
                case "]":
                    depth -= 1
                    if depth == 0 { textEnd = probe }
                default: break
                }
                if textEnd != nil { break }
                probe += 1
            }
            guard let textEnd, textEnd + 1 < limit, characters[textEnd + 1] == "(" else { return nil }
            var close = textEnd + 2
            var parentheses = 0
            while close < limit {
                if characters[close] == "(" { parentheses += 1 }
                if characters[close] == ")" {
                    if parentheses == 0 { break }
                    parentheses -= 1
                }
                close += 1
            }
            guard close < limit else { return nil }
            var inside = String(characters[(textEnd + 2)..<close]).trimmingCharacters(in: .whitespaces)
            // A title after the destination (`"title"`) is not part of it.
            if let space = inside.firstIndex(where: { $0 == " " }) { inside = String(inside[..<space]) }
            if inside.hasPrefix("<"), inside.hasSuffix(">") { inside = String(inside.dropFirst().dropLast()) }
            return (textEnd, inside, close + 1)
        }

        /// `<scheme:address>`: the address and where parsing goes on.
        func autolink(at start: Int, limit: Int) -> (String, Int)? {
            guard let close = characters[(start + 1)..<limit].firstIndex(of: ">") else { return nil }
            let inside = String(characters[(start + 1)..<close])
            guard !inside.contains(where: { $0 == " " || $0 == "<" }),
                  let colon = inside.firstIndex(of: ":"), inside.distance(from: inside.startIndex, to: colon) >= 2,
                  inside[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+.-".contains($0) }) else { return nil }
            return (inside, close + 1)
        }

        /// A run of `*`, `_` (1 to 3) or `~~` that opens emphasis, and the
        /// index of the run that closes it; nil when it opens nothing.
        func emphasis(at start: Int, limit: Int) -> (Int, Int)? {
            let delimiter = characters[start]
            let available = run(of: delimiter, at: start, limit: limit)
            let counts: [Int] = delimiter == "~" ? (available == 2 ? [2] : []) : Array((1...min(available, 3)).reversed())
            for count in counts {
                let after = start + count
                // An opener is followed by something other than white space,
                // and an underscore does not open inside a word.
                guard after < limit, !characters[after].isWhitespace else { return nil }
                if delimiter == "_", start > 0, characters[start - 1].isLetter || characters[start - 1].isNumber { return nil }
                var probe = after + 1
                while probe < limit {
                    if characters[probe] == "\\" { probe += 2; continue }
                    if characters[probe] == "`", let (_, next) = codeSpan(at: probe, limit: limit) { probe = next; continue }
                    if characters[probe] == delimiter {
                        let closing = run(of: delimiter, at: probe, limit: limit)
                        let endsWord = probe + closing >= limit || !(characters[probe + closing].isLetter || characters[probe + closing].isNumber)
                        if closing == count, !characters[probe - 1].isWhitespace, delimiter != "_" || endsWord {
                            return (count, probe)
                        }
                        probe += closing
                        continue
                    }
                    probe += 1
                }
            }
            return nil
        }

        func run(of character: Character, at start: Int, limit: Int) -> Int {
            var end = start
            while end < limit, characters[end] == character { end += 1 }
            return end - start
        }
    }
}

private extension Character {
    var isPunctuationOrSymbol: Bool { isPunctuation || isSymbol }
}
