@_spi(Display) import Proscenium
// Tests read elements' kinds, keys and typed values (`ElementKind`, `ColorValue`, ...).
@_exported import ProsceniumHost

/// Renders one view with no browser and acts on it as a person would: find
/// elements by role, label and text; click, type, toggle; read what shows.
///
/// Every update is applied to a mirror of the display's tree through the
/// patches alone, and checked against the graph's own description, so each
/// test also proves the patches are right.
@MainActor
public final class ViewHarness {
    public let graph: ViewGraph
    private var tree: RenderTree
    /// Every patch applied so far, per update.
    public private(set) var updates: [[Patch]] = []
    /// The animations and transitions of every update so far.
    public var motion = MotionRecord()

    public init<V: View>(_ view: V) {
        graph = ViewGraph(content: view, label: "harness")
        tree = RenderTree(root: graph.snapshot())
    }

    /// What the display shows now.
    public var root: RenderElement { tree.root }

    /// Brings the display up to date; fails if the patches do not rebuild the graph's tree.
    @discardableResult
    public func update() throws -> [Patch] {
        let patches = graph.commitDetached()
        if !patches.isEmpty { updates.append(patches) }
        motion.record(patches, before: tree)
        try tree.apply(patches)
        let expected = graph.currentTree()
        guard tree.root == expected else { throw HarnessError.treeMismatch(expected: expected, actual: tree.root) }
        return patches
    }

    /// Lets main-actor work queued elsewhere (tasks, publishers, timers) run
    /// for `duration`, then brings the display up to date.
    public func settle(for duration: Duration = .milliseconds(50)) async throws {
        try await letMainActorWorkRun(for: duration)
        try update()
    }

    /// Settles until `condition` holds, for at most `timeout`; returns whether it did.
    /// Use it for what async work shows, on a machine that may be busy.
    public func settle(until condition: () -> Bool, timeout: Duration = .seconds(20)) async throws -> Bool {
        try await settleSteps(until: condition, timeout: timeout) { try await settle(for: .milliseconds(20)) }
    }

    // MARK: Finding

    /// All elements, in document order.
    public var elements: [RenderElement] { root.allElements() }

    /// The first element with `tag` (if given) whose text, label or title is `text`.
    public func find(_ tag: ElementKind? = nil, _ text: String) -> RenderElement? { root.find(tag, text) }

    /// Like `find`, but failing with a description of what shows.
    public func element(_ tag: ElementKind? = nil, _ text: String) throws -> RenderElement { try root.element(tag, text) }

    /// Every element with `tag`.
    public func all(_ tag: ElementKind) -> [RenderElement] { root.all(tag) }

    /// The text a person sees, in document order.
    public var visibleText: [String] { elements.compactMap(\.text) }

    // MARK: Acting

    public func send(_ event: HostEvent) throws {
        graph.handle(event)
        try update()
    }

    /// Clicks the element (a button by its title, a row, a link ...).
    public func click(_ tag: ElementKind? = nil, _ text: String) throws {
        let target = try element(tag, text)
        if target.attributes[.disabled] == true { throw HarnessError.disabled(text) }
        try send(HostEvent(kind: .click, target: target.id))
    }

    /// Switches a toggle.
    public func toggle(_ text: String) throws {
        let target = try element(.toggle, text)
        if target.attributes[.disabled] == true { throw HarnessError.disabled(text) }
        let on = target.attributes[.checked] == true
        try send(HostEvent(kind: .toggle, target: target.id, value: on ? "false" : "true"))
    }

    /// Replaces the text of a text field or editor found by label, placeholder or value.
    public func type(_ text: String, into field: String) throws {
        let target = try elements.first { ($0.tag == .textfield || $0.tag == .texteditor) && $0.matches(field) }
            .orThrow(HarnessError.notFound(tag: .textfield, text: field, tree: root.outline()))
        try send(HostEvent(kind: .input, target: target.id, value: text))
    }

    /// Sets a slider, stepper or picker to `value`.
    public func change(_ tag: ElementKind, _ text: String, to value: String) throws {
        let target = try element(tag, text)
        try send(HostEvent(kind: .change, target: target.id, value: value))
    }
}

extension ViewHarness {
    /// Drags the list row showing `text` to a new place, as a person drags it
    /// in the page: `offset` is where its `ForEach`'s `onMove` is told to
    /// insert it, an offset in the data before the move.
    public func moveRow(_ text: String, toOffset offset: Int) throws {
        guard try element(.row, text).attributes[.movable] == true else { throw HarnessError.notMovable(text) }
        try change(.row, text, to: "move:\(offset)")
    }

    /// Deletes the list row showing `text` (its `ForEach`'s `onDelete`), as the Delete key does.
    public func deleteRow(_ text: String) throws {
        guard try element(.row, text).attributes[.deletable] == true else { throw HarnessError.notDeletable(text) }
        try change(.row, text, to: "delete")
    }
}

/// Why a harness step failed.
public enum HarnessError: Error, CustomStringConvertible {
    case notFound(tag: ElementKind?, text: String, tree: String)
    case disabled(String)
    case notMovable(String)
    case notDeletable(String)
    case treeMismatch(expected: RenderElement, actual: RenderElement)

    public var description: String {
        switch self {
        case let .notFound(tag, text, tree): "no \(tag?.rawValue ?? "element") showing \"\(text)\" in:\n\(tree)"
        case let .disabled(text): "\"\(text)\" is disabled"
        case let .notMovable(text): "the row \"\(text)\" cannot be moved (no onMove)"
        case let .notDeletable(text): "the row \"\(text)\" cannot be deleted (no onDelete)"
        case let .treeMismatch(expected, actual):
            "patches did not rebuild the tree.\nexpected:\n\(expected.outline())\nactual:\n\(actual.outline())"
        }
    }
}

/// Yields the main actor for `duration`, so that tasks, publishers and timers
/// queued on it get to run (a harness then updates the display).
@MainActor
func letMainActorWorkRun(for duration: Duration) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now + duration
    while clock.now < deadline {
        await Task.yield()
        try await Task.sleep(for: .milliseconds(2))
    }
}

extension Optional {
    func orThrow(_ error: @autoclosure () -> some Error) throws -> Wrapped {
        guard let self else { throw error() }
        return self
    }
}

extension RenderElement {
    /// The first element with `tag` (if given) whose text, label or title is `text`.
    /// Prefers an element that shows the text itself (a text, or a control
    /// labelled so) over one whose descendants do (the row holding it).
    public func find(_ tag: ElementKind? = nil, _ text: String) -> RenderElement? {
        let candidates = allElements().filter { tag == nil || $0.tag == tag }
        return candidates.first { $0.matchesDirectly(text) } ?? candidates.first { $0.matches(text) }
    }

    /// Like `find`, but failing with a description of what shows.
    public func element(_ tag: ElementKind? = nil, _ text: String) throws -> RenderElement {
        guard let found = find(tag, text) else { throw HarnessError.notFound(tag: tag, text: text, tree: outline()) }
        return found
    }

    /// Every element with `tag`, in document order.
    public func all(_ tag: ElementKind) -> [RenderElement] { allElements().filter { $0.tag == tag } }

    /// Whether a person would call this element `text`: its text, its label,
    /// title or placeholder, or the text of its descendants.
    func matches(_ text: String) -> Bool {
        if matchesDirectly(text) { return true }
        let content = textContent
        return !content.isEmpty && (content == text || readableText == text)
    }

    /// The text a person reads here: a text's runs joined as they show, other
    /// texts apart by a space.
    var readableText: String {
        if tag == .text, self.text == nil, !children.isEmpty { return allElements().dropFirst().compactMap(\.text).joined() }
        if let text { return text }
        return children.map(\.readableText).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Whether this element's own text, label, title or placeholder (or a
    /// section's header) is `text`.
    func matchesDirectly(_ text: String) -> Bool {
        if self.text == text { return true }
        // A text of several runs (Markdown, concatenation) reads as its runs joined.
        if tag == .text, self.text == nil, !children.isEmpty, readableText == text { return true }
        // A section is called by its header, which is an element, not an attribute.
        if tag == .section, children.first(where: { $0.tag == .header })?.readableText == text { return true }
        return [AttributeKey.label, .title, .placeholder, .key].contains { attributes[$0]?.string == text }
    }

    /// An indented outline of the tree, for failure messages.
    public func outline(indent: String = "") -> String {
        var line = indent + tag.rawValue
        let attributes = self.attributes.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key)=\($0.value)" }
        if !attributes.isEmpty { line += " [" + attributes.joined(separator: " ") + "]" }
        if let text { line += " \"\(text)\"" }
        return ([line] + children.map { $0.outline(indent: indent + "  ") }).joined(separator: "\n")
    }
}

/// Runs `step` until `condition` holds, for at most `timeout`; returns whether it did.
///
/// It gives up only once `timeout` has passed *and* it has stepped at least
/// `minimumSteps` times: tests run in parallel, and another test that keeps
/// the main actor busy for longer than the timeout would otherwise fail this
/// one without the awaited work ever having had a turn.
@MainActor
func settleSteps(until condition: () -> Bool, timeout: Duration, minimumSteps: Int = 50,
                 step: () async throws -> Void) async throws -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var steps = 0
    repeat {
        try await step()
        steps += 1
        if condition() { return true }
    } while clock.now < deadline || steps < minimumSteps
    return false
}
