// Keyboard shortcuts: reading key presses as the app's shortcut names, and
// showing shortcut names the way this platform writes them.
// The mapping is explained in docs/KEYBOARD.md.

/** Whether the browser runs on a Mac, where Command is the Meta key. */
export const isMac = /Mac|iPhone|iPad/.test(
  (navigator.userAgentData && navigator.userAgentData.platform) || navigator.platform || "");

/** Modifier names in the order shortcut strings are written. */
const MODIFIER_ORDER = ["command", "shift", "option", "control"];

const NAMED_KEYS = {
  Enter: "return", Escape: "escape", Backspace: "delete", Delete: "deleteforward",
  Tab: "tab", " ": "space", Spacebar: "space",
  ArrowUp: "uparrow", ArrowDown: "downarrow", ArrowLeft: "leftarrow", ArrowRight: "rightarrow",
  Home: "home", End: "end", PageUp: "pageup", PageDown: "pagedown", Clear: "clear",
};

/** The names the app uses for keys, as UI Events `key` values (aria-keyshortcuts). */
const ARIA_KEYS = {
  return: "Enter", escape: "Escape", delete: "Backspace", deleteforward: "Delete", tab: "Tab",
  space: "Space", uparrow: "ArrowUp", downarrow: "ArrowDown", leftarrow: "ArrowLeft",
  rightarrow: "ArrowRight", home: "Home", end: "End", pageup: "PageUp", pagedown: "PageDown", clear: "Clear",
};

const SHOWN_KEYS = {
  return: "Enter", escape: "Esc", delete: "Backspace", deleteforward: "Delete", tab: "Tab", space: "Space",
  uparrow: "↑", downarrow: "↓", leftarrow: "←", rightarrow: "→", home: "Home", end: "End",
  pageup: "PgUp", pagedown: "PgDn", clear: "Clear",
};
const MAC_SHOWN_KEYS = { ...SHOWN_KEYS, return: "↩", escape: "⎋", delete: "⌫", deleteforward: "⌦", tab: "⇥" };

// Which physical modifier stands for which of the app's modifiers.
// On a Mac the keys are what they say; elsewhere Ctrl plays Command (as
// Ctrl+S saves on Linux where Command-S saves on a Mac) and the
// Super/Windows key plays Control.
const BROWSER_MODIFIER = isMac
  ? { command: "Meta", shift: "Shift", option: "Alt", control: "Control" }
  : { command: "Control", shift: "Shift", option: "Alt", control: "Meta" };

/** The app's key name for a KeyboardEvent, or null for a lone modifier. */
export function keyName(event) {
  const key = event.key;
  if (NAMED_KEYS[key]) return NAMED_KEYS[key];
  if (/^F([1-9]|1[0-9]|2[0-4])$/.test(key)) return key.toLowerCase();
  // Option on a Mac (and AltGr combinations) change the character typed; the
  // shortcut names the key itself.
  if (event.altKey && /^Key[A-Z]$/.test(event.code)) return event.code.slice(3).toLowerCase();
  if (event.altKey && /^Digit[0-9]$/.test(event.code)) return event.code.slice(5);
  if ([...key].length === 1) return key.toLowerCase();
  return null;
}

/** The app's modifier names held in a KeyboardEvent, in canonical order. */
export function modifierNames(event) {
  const held = {
    command: isMac ? event.metaKey : event.ctrlKey,
    shift: event.shiftKey,
    option: event.altKey,
    control: isMac ? event.ctrlKey : event.metaKey,
  };
  return MODIFIER_ORDER.filter((name) => held[name]);
}

/** `{ modifiers }` with the keys an event held, or `{}` when it held none:
 * spread into a gesture's message (Gesture.modifiers(_:) reads them). */
export function heldModifiers(event) {
  const modifiers = modifierNames(event);
  return modifiers.length ? { modifiers } : {};
}

/** A keydown as {key, modifiers, shortcut}, or null for a lone modifier key. */
export function readKey(event) {
  const key = keyName(event);
  if (!key) return null;
  const modifiers = modifierNames(event);
  return { key, modifiers, shortcut: [...modifiers, key].join("+") };
}

/** Parses `command+shift+k` into {key, modifiers}; null when empty. */
export function parseShortcut(text) {
  if (!text) return null;
  let value = String(text).trim().toLowerCase();
  let key = null;
  if (value.endsWith("++") || value === "+") { key = "+"; value = value.slice(0, -2); }
  const parts = value.split("+").filter(Boolean);
  if (key === null) key = parts.pop();
  if (!key) return null;
  const modifiers = MODIFIER_ORDER.filter((name) => parts.includes(name) || (name === "option" && parts.includes("alt"))
    || (name === "command" && parts.includes("cmd")) || (name === "control" && parts.includes("ctrl")));
  return { key, modifiers };
}

/** The canonical form of a shortcut string (modifiers in order), or "". */
export function canonicalShortcut(text) {
  const parsed = parseShortcut(text);
  return parsed ? [...parsed.modifiers, parsed.key].join("+") : "";
}

/** The shortcut as aria-keyshortcuts wants it: the keys to press here. */
export function ariaShortcut(text) {
  const parsed = parseShortcut(text);
  if (!parsed) return "";
  const key = ARIA_KEYS[parsed.key] || (/^f\d+$/.test(parsed.key) ? parsed.key.toUpperCase()
    : parsed.key.length === 1 ? parsed.key.toUpperCase() : parsed.key);
  return [...parsed.modifiers.map((name) => BROWSER_MODIFIER[name]), key].join("+");
}

/** The shortcut as a menu shows it: "Ctrl+Shift+K" here, "⇧⌘K" on a Mac. */
export function shortcutLabel(text) {
  const parsed = parseShortcut(text);
  if (!parsed) return "";
  const shown = (isMac ? MAC_SHOWN_KEYS : SHOWN_KEYS)[parsed.key]
    || (parsed.key.length === 1 || /^f\d+$/.test(parsed.key) ? parsed.key.toUpperCase() : parsed.key);
  if (isMac) {
    const symbols = { control: "⌃", option: "⌥", shift: "⇧", command: "⌘" };
    return ["control", "option", "shift", "command"].filter((m) => parsed.modifiers.includes(m))
      .map((m) => symbols[m]).join("") + shown;
  }
  const names = { command: "Ctrl", shift: "Shift", option: "Alt", control: "Super" };
  return [...["command", "control", "option", "shift"].filter((m) => parsed.modifiers.includes(m))
    .map((m) => names[m]), shown].join("+");
}

/** Whether a key press is one the display sends to the app unasked:
 * anything with Command, Control or Option held, and the function keys. */
export function isCommandKey(read) {
  return read.modifiers.some((m) => m !== "shift") || /^f\d+$/.test(read.key);
}

// Shortcuts text fields keep for themselves: editing, caret movement and
// the clipboard work as in any browser text field.
const EDITING = new Set([
  "command+a", "command+c", "command+v", "command+x", "command+z", "command+shift+z", "command+y",
  "command+leftarrow", "command+rightarrow", "command+uparrow", "command+downarrow",
  "command+shift+leftarrow", "command+shift+rightarrow", "command+home", "command+end",
  "command+shift+home", "command+shift+end", "command+delete", "command+deleteforward",
  "option+leftarrow", "option+rightarrow", "option+shift+leftarrow", "option+shift+rightarrow",
  "shift+option+leftarrow", "shift+option+rightarrow", "command+shift+v",
]);

export function isTextEditingShortcut(shortcut) {
  return EDITING.has(canonicalShortcut(shortcut));
}
