// The rows of a table or a list out of view are not drawn (content-visibility:
// auto in containers.css), as an NSTableView makes only the rows in view. A
// row not yet drawn takes the height of its container's first row, watched
// here and set as a CSS property of the container: so the rows of a container
// whose rows are alike have their height before they are drawn, and its
// scroll bar does not move as they come into view.

const observer = typeof ResizeObserver === "function" ? new ResizeObserver((observed) => {
  // Its content's height: a row's padding and border are its own, drawn or not.
  for (const { target, contentBoxSize, contentRect } of observed) {
    const owner = target.rowHeightOwner;
    if (!owner || owner.rowHeightSample?.node !== target) continue;
    const height = contentBoxSize?.[0]?.blockSize ?? contentRect.height;
    if (!(height > 0) || height === owner.rowHeight) continue;
    owner.rowHeight = height;
    owner.node.style.setProperty(owner.rowHeightProperty, `${height}px`);
  }
}) : null;

/** Watches `row` (an entry, or null for none) as the row whose height the
 * rows of `owner` (a table's or a list's entry) not yet drawn take, as the
 * CSS property `property` of the owner's element. */
export function watchRowHeight(owner, row, property) {
  if (!observer || owner.rowHeightSample === row) return;
  if (owner.rowHeightSample) {
    observer.unobserve(owner.rowHeightSample.node);
    owner.rowHeightSample.node.rowHeightOwner = null;
  }
  owner.rowHeightSample = row;
  owner.rowHeightProperty = property;
  if (row) {
    row.node.rowHeightOwner = owner;
    observer.observe(row.node);
  }
}
