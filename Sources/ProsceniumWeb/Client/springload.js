// Spring-loaded buttons (`springLoadingBehavior(.enabled)`): something
// dragged (an item of the app's, or files from the desktop) that pauses over
// such a button clicks it, and the drag goes on, as on a Mac, where the
// pause is about half a second.

const PAUSE = 500;
let armed = null, timer = 0;

/** The spring-loaded button of `tree` under the viewport point, if any. */
function springLoadedAt(tree, x, y) {
  for (let entry = tree.entryFor(document.elementFromPoint(x, y)); entry; entry = entry.parent) {
    if (entry.tag === "button") {
      return entry.attrs.springLoaded === true && entry.attrs.disabled !== true ? entry : null;
    }
  }
  return null;
}

/** The drag is over the viewport point: a button it stays over is clicked
 * after the pause (once, until the drag leaves it). */
export function springLoadOver(trees, x, y) {
  let found = null;
  for (const tree of trees) {
    found = springLoadedAt(tree, x, y);
    if (found) break;
  }
  if (found === armed) return;
  clearTimeout(timer);
  armed = found;
  if (!found) return;
  timer = setTimeout(() => {
    timer = 0;
    if (armed === found) found.tree.send({ kind: "click", target: found.id });
  }, PAUSE);
}

/** The drag ended or left the page. */
export function springLoadEnd() {
  clearTimeout(timer);
  timer = 0;
  armed = null;
}
