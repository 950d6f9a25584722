// Directional focus (`focusSection`): in a window with focus sections, an
// arrow key moves focus to the nearest focusable element straight ahead (its
// frame overlapping the focused one's across the direction). A section's
// frame stands for the focusable elements in it, so a section off to the
// side but reaching across is a target; moving into it focuses its first one.

const FOCUSABLE = "button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), "
  + "a[href], [tabindex]:not([tabindex='-1'])";
const DIRECTIONS = { uparrow: "up", downarrow: "down", leftarrow: "left", rightarrow: "right" };
// Widgets that use the arrows themselves.
const ARROW_WIDGETS = "input, textarea, select, [contenteditable], [role=slider], [role=listbox], [role=grid], "
  + "[role=tree], [role=radiogroup], [role=tablist], [role=menu], [role=menubar], [role=spinbutton], [role=table]";

function shown(node) {
  const box = node.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && !node.closest("[inert], [hidden]");
}

function focusablesIn(root) {
  return [...root.querySelectorAll(FOCUSABLE)].filter(shown);
}

/** How far `box` is ahead of `from` in `direction`, or null when it is not
 * straight ahead; ties go to the one nearer across the direction. */
function distanceAhead(from, box, direction) {
  const across = direction === "left" || direction === "right"
    ? (box.top < from.bottom && box.bottom > from.top ? Math.abs((box.top + box.bottom - from.top - from.bottom) / 2) : null)
    : (box.left < from.right && box.right > from.left ? Math.abs((box.left + box.right - from.left - from.right) / 2) : null);
  if (across === null) return null;
  const gap = { right: box.left - from.right, left: from.left - box.right, down: box.top - from.bottom, up: from.top - box.bottom }[direction];
  return gap >= -1 ? gap * 1000 + across : null;
}

/** Moves focus from `from` for the arrow key `key`; returns whether it did. */
export function moveFocusDirectionally(from, key) {
  const direction = DIRECTIONS[key];
  const surface = from?.closest?.("[data-surface]");
  if (!direction || !surface || from.closest(ARROW_WIDGETS)) return false;
  const sections = [...surface.querySelectorAll("[data-focus-section]")].filter(shown);
  if (sections.length === 0) return false;
  const candidates = [];
  for (const node of focusablesIn(surface)) {
    if (node === from || node.contains(from)) continue;
    // In a section around something else, the section stands for it.
    const section = node.closest("[data-focus-section]");
    if (section && !section.contains(from)) continue;
    candidates.push({ box: node.getBoundingClientRect(), target: node });
  }
  for (const section of sections) {
    if (section.contains(from)) continue;
    const first = focusablesIn(section)[0];
    if (first) candidates.push({ box: section.getBoundingClientRect(), target: first });
  }
  const origin = from.getBoundingClientRect();
  let best = null, bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = distanceAhead(origin, candidate.box, direction);
    if (distance !== null && distance < bestDistance) { best = candidate; bestDistance = distance; }
  }
  if (!best) return false;
  best.target.focus();
  return true;
}
