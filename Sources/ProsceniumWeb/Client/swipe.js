// A list row's swipe actions (`swipeActions`): a horizontal drag of the row
// or a trackpad's horizontal swipe over it reveals the actions of that edge
// (dragging towards the leading edge reveals the trailing ones); a swipe
// across most of the row runs the first action where `fullSwipe` allows.
// From the keyboard, Left and Right on the focused row reveal them and focus
// the first; Escape hides them. Hidden actions are out of the page's
// accessibility tree until revealed.

const CONTROLS = "button, input, select, textarea, a, [role=switch]";
const REVEAL = 30;
const FULL = 0.6;

function edges(entry) { return (entry.attrs.swipeActions || "").split(" ").filter(Boolean); }

function slotOf(entry, edge) {
  return entry.node.querySelector(`:scope > .slot[data-name="${edge === "leading" ? "swipeLeading" : "swipeTrailing"}"]`);
}

/** Shows the actions of `edge` (null: none); `focus` moves focus to the first. */
export function revealSwipe(entry, edge, focus = false) {
  if (edge && !edges(entry).includes(edge)) edge = null;
  entry.node.dataset.swiped = edge || "";
  if (!edge) { delete entry.node.dataset.swiped; return; }
  const slot = slotOf(entry, edge);
  slot?.setAttribute("role", "group");
  slot?.setAttribute("aria-label", "Actions");
  if (focus) slot?.querySelector("button")?.focus();
  const away = (event) => {
    if (entry.node.contains(event.target) && !slotOf(entry, edge)?.contains(event.target)) return;
    document.removeEventListener("pointerdown", away, true);
    // An action's click runs first, then the actions go.
    setTimeout(() => revealSwipe(entry, null), 0);
  };
  document.addEventListener("pointerdown", away, true);
}

function runFirst(entry, edge) {
  slotOf(entry, edge)?.querySelector("button")?.click();
  revealSwipe(entry, null);
}

/** The edge a horizontal movement of `dx` (positive: rightwards) reveals. */
function edgeFor(dx) {
  const rtl = getComputedStyle(document.documentElement).direction === "rtl";
  return (dx < 0) !== rtl ? "trailing" : "leading";
}

/** A press on a row (`down`, heard by its list): a horizontal drag from it
 * reveals the row's swipe actions. */
export function swipeDown(entry, down) {
  if (down.button !== 0 || !entry.attrs.swipeActions || entry.attrs.disabled === true) return;
  if (down.target.closest(CONTROLS)) return;
  const node = entry.node;
  const up = (event) => {
    document.removeEventListener("pointerup", up, true);
    const dx = event.clientX - down.clientX, dy = event.clientY - down.clientY;
    if (Math.abs(dx) < REVEAL || Math.abs(dx) < 2 * Math.abs(dy)) return;
    const edge = edgeFor(dx);
    if (!edges(entry).includes(edge)) return;
    const full = (entry.attrs.fullSwipe || "").split(" ").includes(edge);
    if (full && Math.abs(dx) > node.getBoundingClientRect().width * FULL) runFirst(entry, edge);
    else revealSwipe(entry, edge);
    // The click that ends the swipe would select the row.
    node.addEventListener("click", (click) => click.stopImmediatePropagation(), { capture: true, once: true });
  };
  document.addEventListener("pointerup", up, true);
}

/** Hears a trackpad's horizontal swipes over a row (one with swipe actions). */
export function trackSwipeWheel(entry) {
  let wheel = 0, wheelTimer = 0;
  entry.node.addEventListener("wheel", (event) => {
    if (!entry.attrs.swipeActions || Math.abs(event.deltaX) <= Math.abs(event.deltaY)) return;
    event.preventDefault();
    wheel += event.deltaX;
    clearTimeout(wheelTimer);
    wheelTimer = setTimeout(() => { wheel = 0; }, 300);
    // Fingers moving left scroll right (positive deltaX): the trailing actions come in.
    if (Math.abs(wheel) >= REVEAL) {
      revealSwipe(entry, edgeFor(-wheel));
      wheel = 0;
    }
  }, { passive: false });
}

/** Left / Right on a focused row with swipe actions; Escape in them hides them. True if handled. */
export function swipeByKey(entry, event) {
  if (!entry.attrs.swipeActions || event.altKey || event.ctrlKey || event.metaKey) return false;
  if (event.key === "Escape" && entry.node.dataset.swiped) {
    revealSwipe(entry, null);
    entry.node.focus();
    return true;
  }
  if (event.target !== entry.node) return false;
  if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return false;
  const edge = edgeFor(event.key === "ArrowLeft" ? -1 : 1);
  if (!edges(entry).includes(edge)) return false;
  revealSwipe(entry, edge, true);
  return true;
}
