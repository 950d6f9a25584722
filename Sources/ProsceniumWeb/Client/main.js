// Starts the display: connects to the app, shows what it sends, and sends
// what the person does. The page holds no app logic.

import { Connection } from "./connection.js";
import { Desktop } from "./desktop.js";
import { readKey, isCommandKey, isTextEditingShortcut } from "./keyboard.js";
import { isEditable } from "./dom.js";
import { installClipboardCommands, performClipboardCommand } from "./clipboard.js";
import { moveFocusDirectionally } from "./focussection.js";
import { noteContextPoint } from "./overlays.js";
import { prefersReducedMotion, watchReducedMotion } from "./motion.js";

const byId = (id) => document.getElementById(id);
const places = { menubar: byId("menubar"), desktop: byId("desktop"), dock: byId("dock"), popups: byId("popups") };
const banner = byId("banner");

let lastResync = 0;
let bannerTimer = null;
const connection = new Connection(receive, showState);
const desktop = new Desktop(places, (event) => connection.sendEvent(event));
installClipboardCommands(desktop);

// Own windows mode (`#window=ID`): this page is one of the app's windows, a
// browser window of its own, showing that window full size under the menu bar.
const solo = new URLSearchParams(location.hash.slice(1)).get("window");
if (solo !== null) {
  document.body.dataset.solo = "";
  desktop.solo = solo;
  connection.window = solo;
  // Focusing the browser window makes the app's window key.
  // (Not while hidden: a window being minimised may be told it has focus.)
  addEventListener("focus", () => { if (!document.hidden) desktop.surfaces.get(solo)?.focus(); });
  // A restored window may be told it has focus before it is shown again.
  document.addEventListener("visibilitychange", () => {
    if (!document.hidden && document.hasFocus()) desktop.surfaces.get(solo)?.focus();
  });
  // Closing the browser window closes the app's (unless the app closed it).
  addEventListener("beforeunload", () => {
    if (desktop.surfaces.has(solo)) connection.sendEvent({ kind: "windowClose", surface: solo });
  });
  // The desktop's window manager moves the browser window: the app's
  // window is where it is, for restoring it there. Browsers announce no
  // move: its place is polled. (Minimising is not told apart from being
  // covered by other windows: a page is hidden in both.)
  setInterval(() => sendOrigin(), 500);
}

// Own windows mode (`#extras=TITLE`): the small window of the app's menu-bar
// extras, where the desktop has no tray (or its tray icon was clicked): the
// extras alone, no windows.
const extras = new URLSearchParams(location.hash.slice(1)).get("extras");
if (extras !== null) {
  document.body.dataset.extras = "";
  desktop.extrasTitle = extras || "Menu Bar Extras";
  connection.window = "menu-bar-extras";
}

let lastOrigin = "";
/** Own windows mode: the browser window's place on the screen, when it moved (or `always`). */
function sendOrigin(always = false) {
  const key = `${screenX} ${screenY}`;
  if ((key === lastOrigin && !always) || !desktop.surfaces.has(solo)) return;
  if (connection.sendEvent({ kind: "windowFrame", surface: solo, x: screenX, y: screenY })) lastOrigin = key;
}

// Own windows mode: a window whose app has gone (killed, crashed) closes
// itself instead of staying on the desktop with nothing behind it; the
// app opens its windows again when it starts.
let goneTimer = 0;
function closeWhenGone(state) {
  if (solo === null) return;
  if (state === "open") {
    clearTimeout(goneTimer);
    goneTimer = 0;
  } else if ((state === "closed" || state === "refused") && connection.everOpened && !goneTimer) {
    goneTimer = setTimeout(() => window.close(), 3000);
  }
}

const CLIPBOARD_SHORTCUTS = { "command+c": "copy", "command+x": "cut", "command+v": "paste" };

function receive(message) {
  try {
    if (message.type === "snapshot") {
      desktop.reset(message.surfaces || []);
      // One page of several cannot say the app is hidden: its other windows may show.
      connection.sendEvent({ kind: "visibility", value: String(solo !== null || !document.hidden) });
      sendAppearance();
      sendScreen(true);
      connection.sendEvent({ kind: "reduceMotion", value: String(prefersReducedMotion()) });
      if (solo !== null) sendOrigin(true);
    } else if (message.type === "update") {
      desktop.apply(message.changes || []);
    }
  } catch (error) {
    // The page no longer matches the app: start over from a snapshot.
    console.error("Proscenium: the display is out of step with the app; resynchronising", error);
    const now = Date.now();
    if (now - lastResync > 3000) {
      lastResync = now;
      connection.resynchronise();
    }
  }
}

function showState(state) {
  document.body.dataset.connection = state;
  closeWhenGone(state);
  clearTimeout(bannerTimer);
  if (state === "open") {
    banner.hidden = true;
  } else if (state === "refused") {
    banner.textContent = "This page can no longer reach the app (it may have restarted). Open the address the app printed.";
    banner.hidden = false;
  } else if (connection.everOpened) {
    banner.textContent = "Reconnecting…";
    banner.hidden = false;
  } else {
    // A first connection normally takes no time: only say so if it does.
    bannerTimer = setTimeout(() => {
      banner.textContent = "Connecting…";
      banner.hidden = false;
    }, 1000);
  }
}

/** The window a key press or click belongs to: the focused one, else the key window. */
function surfaceFor(target) {
  const view = desktop.viewFor(target);
  const fallback = desktop.solo === null ? desktop.keyWindow() : desktop.surfaces.get(desktop.solo);
  return (view && view.attributes.kind === "window" ? view : fallback)?.id;
}

document.addEventListener("keydown", (event) => {
  if (event.defaultPrevented || event.isComposing) return;
  const read = readKey(event);
  if (!read) return;
  if (read.shortcut === "f10") {
    // F10 reaches the menu bar, as on Linux desktops.
    places.menubar.querySelector(".menubar")?.focusMenuBar?.();
    event.preventDefault();
    return;
  }
  const editable = isEditable(event.target);
  if (editable && isTextEditingShortcut(read.shortcut)) return;
  // A focused view (or one around it) that takes Copy, Cut or Paste gets it.
  const clipboard = CLIPBOARD_SHORTCUTS[read.shortcut];
  if (clipboard && performClipboardCommand(event.target, clipboard)) {
    event.preventDefault();
    return;
  }
  // Arrows move focus between views (and into focus sections) where the window has sections.
  if (!editable && read.modifiers.length === 0 && moveFocusDirectionally(event.target, read.key)) {
    event.preventDefault();
    return;
  }
  const claimed = document.querySelector(`[data-shortcut="${CSS.escape(read.shortcut)}"]`) !== null;
  if (!isCommandKey(read)) {
    // A plain key (Return, Escape, ...) goes to the app only when it claims
    // it and no focused control wants it for itself.
    // Return in a one-line field also reaches a default button, as on a Mac.
    const fieldReturn = read.shortcut === "return" && event.target.tagName === "INPUT";
    if (!claimed || (editable && !fieldReturn)) return;
    if (event.target.closest?.("button, select, a, [role^=menuitem], [role=tab], [role=radio]")) return;
  }
  // The app's shortcuts win over the browser's (where the browser lets them).
  if (claimed) event.preventDefault();
  connection.sendEvent({ kind: "key", surface: surfaceFor(event.target), key: read.key, modifiers: read.modifiers });
});

places.desktop.addEventListener("contextmenu", (event) => {
  const view = desktop.viewFor(event.target);
  const entry = view?.tree.entryFor(event.target);
  if (!entry) return;
  noteContextPoint(event.clientX, event.clientY);
  // The element that asked for secondary clicks (`contextMenu="true"`), or
  // one that has a context menu beside it, else the element clicked.
  let target = null;
  for (let e = entry; e && !target; e = e.parent) {
    if (e.attrs.contextMenu === true || e.children.some((child) => child.tag === "contextmenu")) target = e;
  }
  // Without a menu of the app's, the browser's own (copy, paste) stays.
  if (target) event.preventDefault();
  const box = places.desktop.getBoundingClientRect();
  connection.sendEvent({
    kind: "contextMenu", surface: view.id, target: (target || entry).id,
    x: event.clientX - box.left, y: event.clientY - box.top,
  });
});

// The system's light or dark appearance and contrast, live: the app's
// \.colorScheme and \.colorSchemeContrast follow them.
const darkQuery = matchMedia("(prefers-color-scheme: dark)");
const contrastQuery = matchMedia("(prefers-contrast: more)");
// Inverted colours (\.accessibilityInvertColors), where the browser tells (Safari does).
const invertedQuery = matchMedia("(inverted-colors: inverted)");
function sendAppearance() {
  const settings = [contrastQuery.matches ? "increased" : "standard"];
  if (invertedQuery.matches) settings.push("invertColors");
  connection.sendEvent({
    kind: "appearance", value: darkQuery.matches ? "dark" : "light", key: settings.join(" "),
  });
}
darkQuery.addEventListener("change", sendAppearance);
contrastQuery.addEventListener("change", sendAppearance);
invertedQuery.addEventListener("change", sendAppearance);

// The page is the app's screen (NSScreen, UIScreen, \.displayScale): its
// size, the desktop's part of it, and device pixels per point, on each change.
let lastScreen = "";
function sendScreen(always = false) {
  const box = places.desktop.getBoundingClientRect();
  const round = (n) => Math.round(n * 100) / 100;
  if (solo !== null) {
    // The page is one window: its size is the window's; the screen is the monitor.
    if (box.width > 0 && box.height > 0) {
      connection.sendEvent({ kind: "windowFrame", surface: solo, width: round(box.width), height: round(box.height) });
    }
  }
  const value = JSON.stringify({
    frame: solo === null ? [innerWidth, innerHeight].map(round) : [screen.width, screen.height],
    visible: solo === null ? [box.left, box.top, box.width, box.height].map(round) : [0, 0, screen.availWidth, screen.availHeight],
    scale: devicePixelRatio,
    touch: matchMedia("(pointer: coarse)").matches,
  });
  if (value === lastScreen && !always) return;
  lastScreen = value;
  connection.sendEvent({ kind: "screen", value });
}
let screenFrame = 0;
addEventListener("resize", () => {
  cancelAnimationFrame(screenFrame);
  screenFrame = requestAnimationFrame(() => sendScreen());
});
function watchPixelRatio() {
  // A media query on the current ratio changes when the ratio does (zoom, another monitor).
  matchMedia(`(resolution: ${devicePixelRatio}dppx)`).addEventListener("change", () => {
    sendScreen();
    watchPixelRatio();
  }, { once: true });
}
watchPixelRatio();

document.addEventListener("visibilitychange", () => {
  if (solo === null) connection.sendEvent({ kind: "visibility", value: String(!document.hidden) });
});

// \.accessibilityReduceMotion follows the browser's preference.
let motionWatched = false;
watchReducedMotion((reduced) => {
  if (motionWatched) connection.sendEvent({ kind: "reduceMotion", value: String(reduced) });
  motionWatched = true;
});

connection.connect();
