/// What the graphs of one app share, owned by its runtime (a graph made on
/// its own, as a test harness makes one, has its own): no process-wide
/// globals in the core.
@MainActor
package final class RuntimeServices {
    package init() {}

    /// Events the display sent that nothing could take, logged at a bounded rate.
    package let droppedEvents = DroppedEventLog()
    /// Who uses which `@AppStorage` key.
    package let appStorage = AppStorageCenter()
    /// The item drag under way (`onDrag` to `onDrop`), across the app's windows.
    package let itemDrag = ItemDragState()
    /// The images the app's views show, which its displays serve by key.
    package nonisolated let images = ImageAssets()
}
