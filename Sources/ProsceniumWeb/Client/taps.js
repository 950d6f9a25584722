// onTapGesture(count:): clicks on a `tappable` element go to the app as
// `click` with the count of clicks in a row that the app wants. `tapCount`
// lists the counts its handlers want (absent: 1). When a higher count is
// wanted too, a lower one waits for the double-click time before it is sent,
// and the next click in the row cancels it: a double click is then a double
// tap only, and a single click still a single tap, as in SwiftUI.

import { heldModifiers } from "./keyboard.js";

/** How long a lower count waits for the next click in a row (ms). */
const MULTI_CLICK_TIME = 500;

const CONTROLS = "button, input, select, textarea, a, [role^=menuitem]";

/** The counts an element's tap handlers want, e.g. [1, 2]. */
export function wantedCounts(attrs) {
  const counts = String(attrs.tapCount || "1").split(/\s+/).map(Number).filter((n) => Number.isInteger(n) && n > 0);
  return counts.length ? counts : [1];
}

/** Starts sending the element's taps; reads its attributes at each click. */
export function trackTaps(entry, node) {
  let pending = null;
  node.addEventListener("click", (event) => {
    const attrs = entry.attrs;
    if (!attrs.tappable || attrs.tappable === false) return;
    if (event.target !== node && event.target.closest(CONTROLS)) return;
    clearTimeout(pending);
    pending = null;
    const wanted = wantedCounts(attrs);
    const most = Math.max(...wanted);
    // Past the highest count a new row of taps begins (a triple click on a
    // single tap is three taps; a quadruple click two double taps).
    const count = ((Math.max(event.detail || 1, 1) - 1) % most) + 1;
    // A count no handler wants is left to what is around (a row selects).
    if (!wanted.includes(count)) return;
    event.stopPropagation();
    // Where, in the element's own space (SpatialTapGesture).
    const box = node.getBoundingClientRect();
    const x = event.clientX - box.left, y = event.clientY - box.top;
    const held = heldModifiers(event);
    const tap = () => { pending = null; entry.tree.send({ kind: "click", target: entry.id, value: String(count), x, y, ...held }); };
    if (count < most) pending = setTimeout(tap, MULTI_CLICK_TIME);
    else tap();
  });
}
