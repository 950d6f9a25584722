// What every drag in the page shares: following the pointer over the whole
// document once it went down on an element, and the click that ends a drag.

/**
 * Follows the pointer until `stop` is called: `move`, `up` and `cancel` hear
 * the document's pointer events (capturing, so a drag goes on outside its
 * element), and Escape calls `cancel` while `active()` says a drag is under
 * way. Returns `stop`.
 */
export function followPointer({ move, up, cancel, active }) {
  const key = (event) => {
    if (event.key !== "Escape" || !active()) return;
    event.preventDefault();
    event.stopPropagation();
    cancel();
  };
  const listeners = [["pointermove", move], ["pointerup", up], ["pointercancel", cancel], ["keydown", key]];
  for (const [type, listener] of listeners) document.addEventListener(type, listener, true);
  return () => {
    for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
  };
}

/** The click that ends a drag or a long press is not a click on what was dragged. */
export function swallowNextClick() {
  const stop = (event) => { event.stopPropagation(); event.preventDefault(); };
  window.addEventListener("click", stop, { capture: true, once: true });
  setTimeout(() => window.removeEventListener("click", stop, { capture: true }), 0);
}
