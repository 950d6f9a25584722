// The pressed state of a pressable button (a custom ButtonStyle reads
// `configuration.isPressed`): the app hears `change press` while the pointer
// is held down on the button, or Space is held on it, and `change release`
// when it lets go or the pointer leaves; coming back while still held presses
// it again, as on the desktop. The click itself is the button's own event.

/**
 * @param {object} entry the button's entry
 * @param {HTMLElement} node the <button>
 * @param {(value: string) => void} send sends `change` with the value
 */
export function trackPress(entry, node, send) {
  const pressable = () => entry.attrs.pressable === true && !node.disabled;
  const set = (pressed) => {
    if (entry.pressed === pressed) return;
    if (pressed && !pressable()) return;
    entry.pressed = pressed;
    send(pressed ? "press" : "release");
  };
  // Whether a press began on this button and the button is still held.
  let armed = false;
  const disarm = () => {
    armed = false;
    set(false);
    document.removeEventListener("pointerup", disarm, true);
    document.removeEventListener("pointercancel", disarm, true);
  };
  node.addEventListener("pointerdown", (event) => {
    if (event.button !== 0 || !pressable()) return;
    armed = true;
    set(true);
    // The pointer may be let go anywhere: listen on the document.
    document.addEventListener("pointerup", disarm, true);
    document.addEventListener("pointercancel", disarm, true);
  });
  node.addEventListener("pointerleave", () => set(false));
  node.addEventListener("pointerenter", (event) => {
    if (armed && (event.buttons & 1)) set(true);
  });
  node.addEventListener("keydown", (event) => {
    if (event.key === " " && !event.repeat) set(true);
  });
  // The browser clicks a button when Space comes up.
  node.addEventListener("keyup", (event) => { if (event.key === " ") set(false); });
  node.addEventListener("blur", () => { if (!armed) set(false); });
}
