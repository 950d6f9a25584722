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
