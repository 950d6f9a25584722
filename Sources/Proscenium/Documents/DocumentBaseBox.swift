/// A box holding a document's base object, set once the document is open:
/// what a document-based scene hands the views that need the document's
/// underlying object before it has one.
public protocol DocumentBaseBox<Document>: AnyObject {
    /// The type of the document's base object.
    associatedtype Document

    /// The document's base object, nil until it is set.
    var base: Self.Document! { get }
}
