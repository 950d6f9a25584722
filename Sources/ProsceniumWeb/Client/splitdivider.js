// A navigation split view's divider when the app lays the split out
// (placement.js): a handle at a leading column's trailing edge that the
// person drags. The app keeps the width dragged as the column's width and
// lays the split out again with it; the page moves nothing itself.

import { el } from "./dom.js";

/** Gives a column `entry` its divider handle (shown by CSS only in a placed split). */
export function attachSplitDivider(entry) {
  entry.divider = el("span", "split-divider", { "aria-hidden": "true" });
  entry.divider.addEventListener("pointerdown", (event) => startDrag(entry, event));
  entry.node.append(entry.divider);
}

function startDrag(column, event) {
  if (event.button !== 0 || !column.node.hasAttribute("data-placed")) return;
  event.preventDefault();
  event.stopPropagation();
  const start = event.clientX;
  const box = column.node.getBoundingClientRect();
  // Client pixels per point: the window may be drawn scaled.
  const scale = column.node.offsetWidth > 0 ? box.width / column.node.offsetWidth : 1;
  const width = column.node.offsetWidth;
  const rtl = getComputedStyle(column.node).direction === "rtl";
  column.divider.setPointerCapture?.(event.pointerId);
  let wanted = width, sent = width, pending = false;
  const sendWidth = () => {
    if (wanted === sent) return;
    sent = wanted;
    column.tree.send({ target: column.id, kind: "change", key: "width", width: sent });
  };
  const move = (e) => {
    const delta = (rtl ? start - e.clientX : e.clientX - start) / scale;
    wanted = Math.max(1, Math.round((width + delta) * 100) / 100);
    // Sent once a frame at most: the app lays the split out again each time.
    if (!pending) {
      pending = true;
      requestAnimationFrame(() => { pending = false; sendWidth(); });
    }
  };
  const end = () => {
    column.divider.removeEventListener("pointermove", move);
    column.divider.removeEventListener("pointerup", end);
    column.divider.removeEventListener("pointercancel", end);
    sendWidth();
  };
  column.divider.addEventListener("pointermove", move);
  column.divider.addEventListener("pointerup", end);
  column.divider.addEventListener("pointercancel", end);
}
