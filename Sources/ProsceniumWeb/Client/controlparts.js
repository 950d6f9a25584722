// The parts of a placed control that are no elements of their own (a text
// field's box, a slider's track, a pop-up button) take the width the layout
// engine left after the control's label: the page reads where the label the
// engine placed ends, and puts the part after it (controls.css, --label-end).

import { setStyle } from "./dom.js";

/** Between a control's label and its part (ControlMetrics.labelGap). */
const LABEL_GAP = 8;
const TRACK_CONTROLS = new Set(["slider", "picker", "textfield", "datepicker"]);

/** Sets --label-end on each placed control of `tree` with a label among `frames`. */
export function placeControlParts(tree, frames) {
  const ends = new Map();
  for (const [id, [x, , width]] of frames) {
    const entry = tree.entries.get(id);
    // A date picker keeps its label's views in a slot.
    const control = entry?.parent?.tag === "slot" ? entry.parent.parent : entry?.parent;
    if (!control || !TRACK_CONTROLS.has(control.tag) || entry.tag === "option") continue;
    ends.set(control, Math.max(ends.get(control) ?? 0, x + width));
  }
  for (const control of tree.labelledControls ?? []) {
    if (!ends.has(control) && control.node) setStyle(control.node, "--label-end", null);
  }
  for (const [control, end] of ends) setStyle(control.node, "--label-end", `${end + LABEL_GAP}px`);
  tree.labelledControls = new Set(ends.keys());
}

/** A placed row's delete button's side and the gap after it (RowEditLayout.swift). */
const DELETE_SIDE = 20;
const EDIT_GAP = 8;

/** Sets --edit-inset on each placed row of `tree` in edit mode: the row's
 *  leading inset, where its delete button goes (its handle as far from the
 *  trailing end), read from where the engine put the row's views. */
export function placeRowEditParts(tree, frames) {
  for (const entry of tree.editingRows ?? []) {
    // A row gone from the tree is forgotten. Not `isConnected`: a new
    // window is placed before it joins the page, and its rows' parts must
    // be placed then (no later placement may come).
    if (tree.entries.get(entry.id) !== entry) {
      tree.editingRows.delete(entry);
      continue;
    }
    let lead = Infinity;
    for (const child of entry.children) {
      const frame = frames.get(child.id);
      if (frame) lead = Math.min(lead, frame[0]);
    }
    const inset = Number.isFinite(lead) ? lead - (entry.deleteButton ? DELETE_SIDE + EDIT_GAP : 0) : null;
    setStyle(entry.node, "--edit-inset", inset === null ? null : `${inset}px`);
  }
}

/** A disclosure chevron's side and the gap before the label (DisclosureLayout.swift). */
const CHEVRON_SIDE = 18;
const CHEVRON_GAP = 4;

/** Sets --chevron-x and --chevron-y on each placed disclosure group of an
 *  outline list in `frames`: its chevron goes in the room the engine kept
 *  before its label row's views (OutlineLayout.swift), centred down the
 *  row, read from where the engine put that row and its views. */
export function placeOutlineChevrons(tree, frames) {
  for (const [id] of frames) {
    const entry = tree.entries.get(id);
    if (entry?.tag !== "disclosure" || !entry.inList) continue;
    const label = entry.children[0];
    const row = label && frames.get(label.id);
    if (!row) continue;
    let lead = Infinity;
    for (const child of label.children) {
      const frame = frames.get(child.id);
      if (frame) lead = Math.min(lead, frame[0]);
    }
    const x = row[0] + (Number.isFinite(lead) ? lead - CHEVRON_SIDE - CHEVRON_GAP : 0);
    setStyle(entry.node, "--chevron-x", `${x}px`);
    setStyle(entry.node, "--chevron-y", `${row[1] + (row[3] - CHEVRON_SIDE) / 2}px`);
  }
}
