// Where a list or a table the app lays out is scrolled, reported to the app
// (`listScroll`, docs/PROTOCOL.md): the layout engine lays out the views of
// the rows near the part shown (and a margin of 1,000 points either way),
// as a Mac's list or table makes only the rows it shows; the other rows
// have their frames, with their views left to the page until they come
// near. A table's element is what scrolls, its rows under its header.

/** Points scrolled before the app hears again: well inside the engine's margin. */
const REPORT_STEP = 200;

const watched = new WeakSet();

/** Reports `node`'s (the list or table element `id` of `tree`) scrolling, once a frame at most. */
export function watchListViewport(tree, id, node) {
  if (watched.has(node)) return;
  watched.add(node);
  // The app starts from a list shown from its top; the part shown is as
  // tall as the list's frame (a table's less its header), which the app knows.
  let sent = 0;
  let pending = false;
  const report = () => {
    pending = false;
    if (!node.isConnected) return;
    const offset = node.scrollTop;
    const atEnd = offset === 0 || offset + node.clientHeight >= node.scrollHeight - 1;
    const moved = Math.abs(offset - sent);
    if (moved < REPORT_STEP && !(atEnd && moved > 0)) return;
    sent = offset;
    tree.send({ kind: "listScroll", target: id, y: offset });
  };
  node.addEventListener("scroll", () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(report);
  }, { passive: true });
}
