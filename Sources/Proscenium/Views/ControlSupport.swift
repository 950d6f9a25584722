// Helpers the controls and containers in this folder share.

/// A named part of a control (a slider's minimum value label, a labeled
/// content's label, ...), wrapped in a `slot` element so that a display can
/// tell the parts apart.
nonisolated struct SlotView: PrimitiveView {
    let name: String
    let content: any View

    @MainActor func render(into context: inout RenderContext) {
        context.setElement(.slot, [.name: .string(name)])
        context.addChildren(content)
    }
}

extension RenderContext {
    /// Adds `view` in a `slot` element named `name`, unless it shows nothing.
    mutating func addSlot(_ name: String, _ view: any View) {
        if view is EmptyView { return }
        addChildren(SlotView(name: name, content: view), slot: name)
    }

    /// Puts `title` in `attributes[.label]` (what finds and reads the control),
    /// unless an accessibility label was already set on the control.
    func labelAttribute(_ title: String?, into attributes: inout ElementAttributes) {
        guard let title, environment.pendingElementAttributes[.label] == nil else { return }
        attributes[.label] = .string(title)
    }
}

/// Views that have a plain-text title: a control's label made from a string.
@MainActor
protocol PlainTitled {
    var plainTitle: String { get }
}

extension Text: PlainTitled {
    var plainTitle: String { plainText }
}

extension Label: PlainTitled where Title == Text {
    var plainTitle: String { title.plainText }
}

/// The text of a label view, when it is plain text (a `Text` or a text `Label`).
@MainActor
func plainTitle(of view: any View) -> String? {
    // A menu style's standard menu keeps its menu's title.
    if let label = view as? MenuStyleConfiguration.Label { return plainTitle(of: label.content) }
    // So does a group box's or labeled content's.
    if let part = view as? any StyleConfigurationPart { return plainTitle(of: part.content) }
    return (view as? any PlainTitled)?.plainTitle
}

extension ItemKey {
    /// This key under a named part of its container (options, rows, tabs), so
    /// that the part's items never share identities with the container's label.
    func underSlot(_ name: String) -> ItemKey {
        ItemKey([StructuralKey.slot(name)] + components)
    }
}

/// Stable strings for tags (a picker's options, a list's rows, a tab view's
/// tabs): what a display sends back in a `change` event to choose one.
struct TagKeys {
    private(set) var keys: [AnyHashable: String] = [:]
    /// The keys of `Int` tags (the common ID), apart: looking an `Int` up as
    /// an `AnyHashable` costs several casts, and a list asks for every row.
    private var intKeys: [Int: String] = [:]
    /// Every key made, once it is needed (see `kind`).
    private var used: Swift.Set<String> = []
    /// While every tag is of one type whose descriptions never repeat
    /// (`Int`, `String`, `UUID`: a list's IDs), keys are their descriptions
    /// and need no set of the keys made (a thousand rows' took 32 KB).
    private var kind = Kind.none
    /// How many keys it remembers apart from the tags' (tests check a list of IDs keeps none).
    var rememberedKeyCount: Int { used.count }

    private enum Kind: Equatable {
        case none
        case only(ObjectIdentifier)
        /// Tags of several types, or of one whose descriptions may repeat:
        /// `used` holds every key, and a repeated one gets a suffix.
        case mixed
    }

    /// The key for `tag`: its description, made unique among this container's tags.
    mutating func key(for tag: AnyHashable) -> String {
        if let number = tag.base as? Int {
            if let known = intKeys[number] { return known }
            let key = unique(String(number), of: Int.self) // what describing(_:) says, faster
            intKeys[number] = key
            return key
        }
        if let known = keys[tag] { return known }
        let key = unique(tagDescription(tag), of: type(of: tag.base))
        keys[tag] = key
        return key
    }

    private mutating func unique(_ base: String, of tagType: Any.Type) -> String {
        let type = ObjectIdentifier(tagType)
        switch kind {
        case .only(type):
            return base
        case .none where type == ObjectIdentifier(Int.self) || type == ObjectIdentifier(String.self)
            || type == ObjectIdentifier(UUID.self):
            kind = .only(type)
            return base
        case .none, .only:
            // From now on every key is remembered, those made before too.
            kind = .mixed
            used.formUnion(intKeys.values)
            used.formUnion(keys.values)
        case .mixed:
            break
        }
        var key = base
        var suffix = 2
        while used.contains(key) {
            key = "\(base)#\(suffix)"
            suffix += 1
        }
        used.insert(key)
        return key
    }

    /// The tag whose key is `key`.
    func tag(forKey key: String) -> AnyHashable? {
        if let number = intKeys.first(where: { $0.value == key })?.key { return AnyHashable(number) }
        return keys.first { $0.value == key }?.key
    }
}

private func tagDescription(_ tag: AnyHashable) -> String {
    if let string = tag.base as? String { return string }
    if let uuid = tag.base as? UUID { return uuid.uuidString }
    return String(describing: tag.base)
}

/// `tag` as a value of the selection type `S`, if it is one. A tag of the
/// wrapped type matches an optional selection (as `.tag(_:includeOptional:)`
/// does by default); `includeOptional == false` turns that off.
func castTag<S: Hashable>(_ tag: AnyHashable?, to type: S.Type, includeOptional: Bool = true) -> S? {
    guard let tag else { return nil }
    if Swift.type(of: tag.base) == S.self { return tag.base as? S }
    if let optional = S.self as? any OptionalSelection.Type {
        guard includeOptional else { return nil }
        // Unwrap the outer optional first: a nil would cast to any optional type.
        return optional.wrapping(tag.base).flatMap { $0 as? S }
    }
    return tag.base as? S
}

/// Optional selection types, for matching tags of their wrapped type.
protocol OptionalSelection {
    static func wrapping(_ value: Any) -> Self?
}

extension Optional: OptionalSelection {
    static func wrapping(_ value: Any) -> Optional<Wrapped>? {
        if let wrapped = value as? Wrapped { return .some(wrapped) }
        return nil
    }
}
