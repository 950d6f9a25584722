// The clipboard: reading its text for the app (a PasteButton, a view's
// Paste), and Copy, Cut and Paste for views that take them
// (`clipboardCommands`, from `onCopyCommand`, `copyable`, ...): when the
// focused element or one around it takes the command, Command-C/X/V and the
// Edit menu's items send it there instead of acting on text.

import { isEditable, isMenuFocus } from "./dom.js";

let desktop = null;
let lastFocused = null;

const EVENTS = { copy: "copyCommand", cut: "cutCommand", paste: "pasteCommand" };

/** Reads the clipboard's text (the browser may ask the person) for `who`;
 * a page without access logs why, and delivers nothing. */
export function readClipboardText(who, deliver) {
  if (!navigator.clipboard || !navigator.clipboard.readText) {
    console.error(`Proscenium: ${who}: this page cannot read the clipboard (navigator.clipboard.readText is unavailable; it needs a secure context)`);
    return;
  }
  navigator.clipboard.readText().then(
    (text) => { if (text) deliver(text); },
    (error) => console.error(`Proscenium: ${who}: reading the clipboard was refused: ${error && error.message ? error.message : error}`),
  );
}

/** Remembers the element of a window focused last: the Edit menu's items
 * act on it after the menu took focus. */
export function installClipboardCommands(theDesktop) {
  desktop = theDesktop;
  document.addEventListener("focusin", (event) => {
    if (desktop.viewFor(event.target)?.attributes.kind === "window") lastFocused = event.target;
    tellFocus(event.target, true);
  }, true);
  // Leaving for a menu keeps the app's focus: its Edit menu acts on the view.
  document.addEventListener("focusout", (event) => {
    if (!isMenuFocus(event.relatedTarget)) tellFocus(event.target, false);
  }, true);
}

/** Tells the app that `node`, a view that takes Copy, Cut or Paste (or is
 * in one), gained or lost focus, so its Edit menu enables them (a text
 * field tells it itself). */
function tellFocus(node, focused) {
  if (isEditable(node) || !Object.keys(EVENTS).some((command) => takerOf(node, command))) return;
  const view = desktop.viewFor(node);
  const entry = view.tree.entryFor(node);
  if (entry) entry.tree.send({ kind: "focus", target: entry.id, ...(focused ? {} : { value: "false" }) });
}

/** The element of a window focused last, if it is still there. */
export function lastFocusedElement() {
  return lastFocused && lastFocused.isConnected ? lastFocused : null;
}

/** The entry that takes `command` for `node`: its own, or the nearest around it. */
function takerOf(node, command) {
  const view = desktop?.viewFor(node);
  if (!view || view.attributes.kind !== "window") return null;
  for (let entry = view.tree.entryFor(node); entry; entry = entry.parent) {
    if ((entry.attrs.clipboardCommands || "").split(" ").includes(command)) return entry;
  }
  return null;
}

/** Sends `command` (`copy`, `cut` or `paste`, with the clipboard's text) to
 * the view that takes it for the focused `node`; false when none does, or
 * when `node` edits text itself. */
export function performClipboardCommand(node, command) {
  if (!node || !EVENTS[command] || isEditable(node)) return false;
  const entry = takerOf(node, command);
  if (!entry) return false;
  if (command === "paste") {
    readClipboardText("Paste", (text) => entry.tree.send({ kind: EVENTS.paste, target: entry.id, value: text }));
  } else {
    entry.tree.send({ kind: EVENTS[command], target: entry.id });
  }
  return true;
}
