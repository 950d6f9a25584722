// Whether a list or table is the focused control: a row of it, or it, has
// keyboard focus. A Mac draws the selection of the focused table view in the
// key window emphasized (the selection colour, its text white) and any
// other's in grey. The element carries `data-focused` for the CSS
// (elements.css), and a list or table whose rows select tells the app with
// `focus` (`value="false"` when focus leaves), so its selected rows'
// content reads `backgroundProminence` `.increased` while the page draws them so.
// A control in a row (a text field) is focused itself: the list is not, as
// on a Mac, where the field and not the table is then the first responder.

import { isMenuFocus, setAttr } from "./dom.js";

/** Follows focus into and out of `entry`'s node (a list or table);
 * `isRow(node)` says whether a focused node is one of its own rows (not a
 * row of a list inside one of them). */
export function followSelectionFocus(entry, isRow) {
  const node = entry.node;
  node.addEventListener("focusin", (event) => {
    const holds = event.target === node || isRow(event.target);
    // From the element itself to one of its rows: a `focusable` element
    // (applyAppFocus) told the app focus left it; it is back in a row.
    const again = holds && event.relatedTarget === node && event.target !== node;
    tell(entry, holds, again);
  });
  node.addEventListener("focusout", (event) => {
    const next = event.relatedTarget;
    // Within it, the focusin that follows tells where focus is.
    if (next && node.contains(next)) return;
    if (isMenuFocus(next)) {
      // A menu (a row's context menu) keeps its focus while it is open, as
      // on a Mac; where focus goes once it closes decides.
      const after = (later) => {
        if (isMenuFocus(later.target)) return;
        document.removeEventListener("focusin", after, true);
        if (!node.contains(later.target)) tell(entry, false);
      };
      document.addEventListener("focusin", after, true);
      return;
    }
    tell(entry, false);
  });
}

/** Marks the element focused or not and, when that changed (or `again`),
 * tells the app, if its rows select. */
function tell(entry, focused, again = false) {
  if (Boolean(entry.selectionFocused) === focused && !again) return;
  entry.selectionFocused = focused;
  setAttr(entry.node, "data-focused", focused ? "" : null);
  if (entry.attrs.selection) entry.tree.send({ kind: "focus", target: entry.id, ...(focused ? {} : { value: "false" }) });
}

/** Whether `node` is a row of the list `list` (not of a list in one of its rows). */
export function isListRow(node, list) {
  return node.classList.contains("row") && node.parentElement?.closest(".list, .form") === list;
}

/** Whether `node` is a row of the table `table`. */
export function isTableRow(node, table) {
  return node.classList.contains("table-row") && node.closest(".table") === table;
}
