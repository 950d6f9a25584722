// Dragging list rows to a new place (`ForEach(...).onMove`). A row with
// `movable="true"` follows the pointer once it has moved a few pixels; a line
// between rows shows where it will go; letting go sends `change move:TO`,
// TO being the offset, among the row's run of movable siblings before the
// move, to insert it before (as Array.move(fromOffsets:toOffset:) takes it).
// Escape cancels. Alt+Up and Alt+Down move a focused row from the keyboard.

import { followPointer, swallowNextClick } from "./follow.js";

const CONTROLS = "button, input, select, textarea, a, [role=switch]";
const THRESHOLD = 5;

/** The movable rows next to `entry` among its siblings (one ForEach's rows). */
export function moveGroup(entry) {
  const siblings = entry.parent ? entry.parent.children : [entry];
  const movable = (e) => e.tag === "row" && e.attrs.movable === true;
  let first = siblings.indexOf(entry), last = first;
  while (first > 0 && movable(siblings[first - 1])) first--;
  while (last < siblings.length - 1 && movable(siblings[last + 1])) last++;
  return siblings.slice(first, last + 1);
}

/** Sends the move of `entry` to before the group's row `gap` (or the end); nothing when it stays. */
export function sendMove(entry, group, gap) {
  const from = group.indexOf(entry);
  if (from < 0 || gap === from || gap === from + 1) return;
  entry.tree.send({ kind: "change", target: entry.id, value: `move:${gap}` });
}

function clearIndicator(group) {
  for (const row of group) row.node.classList.remove("drop-before", "drop-after", "dragging");
}

/** One drag of `entry`: where it would drop, shown as the pointer moves. */
function beginDrag(entry) {
  const group = moveGroup(entry);
  if (group.length < 2) return null;
  entry.node.classList.add("dragging");
  let gap = group.indexOf(entry);
  return {
    update(y) {
      const index = group.findIndex((row) => {
        const box = row.node.getBoundingClientRect();
        return y < box.top + box.height / 2;
      });
      gap = index < 0 ? group.length : index;
      clearIndicator(group);
      entry.node.classList.add("dragging");
      if (gap < group.length) group[gap].node.classList.add("drop-before");
      else group[group.length - 1].node.classList.add("drop-after");
    },
    finish() { clearIndicator(group); sendMove(entry, group, gap); },
    cancel() { clearIndicator(group); },
  };
}

/** A press on a row (`down`, heard by its list): the person may drag it when it is movable. */
export function rowDragDown(entry, down) {
  if (down.button !== 0 || entry.attrs.movable !== true || entry.attrs.disabled === true) return;
  if (down.target.closest(CONTROLS)) return;
  let drag = null;
  const move = (event) => {
    if (!drag) {
      if (Math.hypot(event.clientX - down.clientX, event.clientY - down.clientY) < THRESHOLD) return;
      // A sideways drag of a row with swipe actions is a swipe, not a move.
      if (entry.attrs.swipeActions && Math.abs(event.clientX - down.clientX) > Math.abs(event.clientY - down.clientY)) {
        stop();
        return;
      }
      drag = beginDrag(entry);
      if (!drag) { stop(); return; }
    }
    event.preventDefault();
    drag.update(event.clientY);
  };
  const up = () => {
    stop();
    if (!drag) return;
    drag.finish();
    // The click that ends the drag would select the row.
    swallowNextClick();
  };
  const cancel = () => { stop(); drag?.cancel(); };
  const stop = followPointer({ move, up, cancel, active: () => Boolean(drag) });
}

/** Alt+Up / Alt+Down on a focused movable row; true if it was one. */
export function moveRowByKey(entry, event) {
  if (!event.altKey || entry.attrs.movable !== true) return false;
  if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return false;
  const group = moveGroup(entry);
  const from = group.indexOf(entry);
  sendMove(entry, group, event.key === "ArrowUp" ? Math.max(from - 1, 0) : Math.min(from + 2, group.length));
  return true;
}
