// Where a list the app lays out is scrolled, reported to the app
// (`listScroll`, docs/PROTOCOL.md): the layout engine lays out the views of
// the rows near the part shown (and a margin of 1,000 points either way),
// as a Mac's list makes only the rows it shows; the other rows have their
// frames, with their views left to the page until they come near.

/** Points scrolled before the app hears again: well inside the engine's margin. */
const REPORT_STEP = 200;

const watched = new WeakSet();

/** Reports `node`'s (the list element `id` of `tree`) scrolling, once a frame at most. */
export function watchListViewport(tree, id, node) {
  if (watched.has(node)) return;
  watched.add(node);
  // The app starts from a list shown from its top.
  let sent = { offset: 0, height: node.clientHeight };
  let pending = false;
  const report = () => {
    pending = false;
    if (!node.isConnected) return;
    const offset = node.scrollTop, height = node.clientHeight;
    const atEnd = offset === 0 || offset + height >= node.scrollHeight - 1;
    const moved = Math.abs(offset - sent.offset);
    if (moved < REPORT_STEP && height === sent.height && !(atEnd && moved > 0)) return;
    sent = { offset, height };
    tree.send({ kind: "listScroll", target: id, y: offset, height });
  };
  node.addEventListener("scroll", () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(report);
  }, { passive: true });
}
