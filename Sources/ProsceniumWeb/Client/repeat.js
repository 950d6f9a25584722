// A button that repeats its action while held (`buttonRepeatBehavior(.enabled)`):
// it acts as the pointer goes down on it (or Space on it), again after a
// first delay and then at each interval while it is still held there, as
// macOS repeats a held key; letting go does not act again. Dragged off the
// button it pauses, and coming back still held resumes. The click the
// browser sends as the press ends is swallowed: the press has acted already.

/** Milliseconds before the first repeat and between repeats: macOS's default key repeat. */
export const FIRST_DELAY = 500;
export const INTERVAL = 100;

/**
 * @param {object} entry the button's entry
 * @param {HTMLElement} node the <button>
 * @param {(event: Event) => void} fire sends one click
 * @returns {() => boolean} whether a click the browser sends now is the end of a press, to swallow
 */
export function trackRepeat(entry, node, fire) {
  const repeats = () => entry.attrs.repeats === true && !node.disabled;
  let timer = null;
  let over = false; // whether the held pointer is over the button
  let swallow = false;
  const stop = () => {
    clearTimeout(timer);
    timer = null;
  };
  const tick = (event) => {
    // The app may disable the button as it acts (a count at its limit).
    if (!repeats()) { stop(); return; }
    if (over) fire(event);
    timer = setTimeout(() => tick(event), INTERVAL);
  };
  const end = () => {
    stop();
    // The browser's click follows the pointer or Space coming up in this same task.
    setTimeout(() => { swallow = false; }, 0);
    document.removeEventListener("pointerup", end, true);
    document.removeEventListener("pointercancel", end, true);
  };
  const start = (event) => {
    stop();
    over = true;
    swallow = true;
    fire(event);
    timer = setTimeout(() => tick(event), FIRST_DELAY);
  };
  node.addEventListener("pointerdown", (event) => {
    if (event.button !== 0 || !repeats()) return;
    start(event);
    // The pointer may be let go anywhere: listen on the document.
    document.addEventListener("pointerup", end, true);
    document.addEventListener("pointercancel", end, true);
  });
  node.addEventListener("pointerleave", () => { over = false; });
  node.addEventListener("pointerenter", () => { if (timer) over = true; });
  node.addEventListener("keydown", (event) => {
    // The key's own repeats are ignored: the timer paces the actions.
    if (event.key === " " && !event.repeat && repeats()) start(event);
  });
  node.addEventListener("keyup", (event) => { if (event.key === " " && timer) end(); });
  node.addEventListener("blur", () => { if (timer) end(); });
  return () => swallow;
}
