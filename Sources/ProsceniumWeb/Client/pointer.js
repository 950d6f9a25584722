// The pointer and keys on elements that ask for them: `hover` (onHover,
// onContinuousHover), `cursor` (pointerStyle), `drag` (DragGesture),
// `longPress` (LongPressGesture, onLongPressGesture), `mouse` (an AppKit
// view's buttons, wheel and pinch, mouse.js), `keyPress` (onKeyPress
// and the move, exit and delete commands of a focused view), `focusable` and
// `windowDrag` (WindowDragGesture).
// Coordinates are in the element's own space: its top leading corner as it
// was when the pointer went down.

import { setStyle } from "./dom.js";
import { cssCursor } from "./cursors.js";
import { heldModifiers, readKey } from "./keyboard.js";
import { followPointer, swallowNextClick } from "./follow.js";
import { trackMouse } from "./mouse.js";

const CONTROLS = "button, input, select, textarea, a, [role=switch], [role^=menuitem]";
const NATIVE_FOCUS = new Set(["BUTTON", "INPUT", "SELECT", "TEXTAREA", "A"]);

/** The attributes that make an element need this module. */
export const POINTER_ATTRIBUTES = ["hover", "mouse", "cursor", "drag", "longPress", "keyPress", "focusable", "magnify", "rotate", "windowDrag"];

function local(node, event, box = node.getBoundingClientRect()) {
  return { x: event.clientX - box.left, y: event.clientY - box.top };
}

function usable(entry) {
  return entry.tree.entries.get(entry.id) === entry && entry.attrs.disabled !== true;
}

/** Shows the element's pointer attributes (called on every attribute change). */
export function applyPointer(entry, node) {
  const a = entry.attrs;
  setStyle(node, "cursor", cssCursor(a.cursor));
  const focusable = a.focusable === true || Boolean(a.keyPress);
  if (!NATIVE_FOCUS.has(node.tagName)) {
    if (focusable && !node.hasAttribute("tabindex")) { node.tabIndex = 0; node.dataset.ownTabindex = "true"; }
    if (!focusable && node.dataset.ownTabindex) { node.removeAttribute("tabindex"); delete node.dataset.ownTabindex; }
  }
  // Dragging a view must not select text or scroll the page under it.
  const mouse = a.mouse === true;
  setStyle(node, "touch-action", a.drag !== undefined || mouse ? "none" : null);
  setStyle(node, "user-select", a.drag !== undefined || a.longPress !== undefined || mouse ? "none" : null);
  if (!entry.pointerTracked && POINTER_ATTRIBUTES.some((name) => a[name] !== undefined)) {
    entry.pointerTracked = true;
    trackPointer(entry, node);
  }
}

function trackPointer(entry, node) {
  const send = (event) => entry.tree.send({ target: entry.id, ...event });

  // Hover: enter and leave, and moves (one a frame) when continuous.
  let moveFrame = 0;
  node.addEventListener("pointerenter", (event) => {
    if (!entry.attrs.hover || !usable(entry)) return;
    send({ kind: "hover", value: "enter", ...local(node, event) });
  });
  node.addEventListener("pointerleave", (event) => {
    if (!entry.attrs.hover || !usable(entry)) return;
    cancelAnimationFrame(moveFrame);
    send({ kind: "hover", value: "leave", ...local(node, event) });
  });
  node.addEventListener("pointermove", (event) => {
    if (entry.attrs.hover !== "continuous" || !usable(entry)) return;
    const point = local(node, event);
    cancelAnimationFrame(moveFrame);
    moveFrame = requestAnimationFrame(() => send({ kind: "hover", value: "move", ...point }));
  });

  node.addEventListener("pointerdown", (down) => {
    if (down.button !== 0 || !usable(entry)) return;
    if (entry.attrs.focusable === true || entry.attrs.keyPress) node.focus({ preventScroll: true });
    // WindowDragGesture: the window under the element moves as by its title bar (desktop.js).
    if (entry.attrs.windowDrag === true && !down.prosceniumWindowDrag && !(down.target !== node && down.target.closest(CONTROLS))) {
      down.prosceniumWindowDrag = true;
      node.dispatchEvent(new CustomEvent("proscenium-window-drag", { bubbles: true, detail: { down, handle: node } }));
    }
    const wantsDrag = entry.attrs.drag !== undefined;
    const press = (entry.attrs.longPress || "").split(/\s+/).map(Number);
    const wantsPress = press.length === 2 && press.every(Number.isFinite);
    if (!wantsDrag && !wantsPress) return;
    if (down.target !== node && down.target.closest(CONTROLS)) return;
    // An inner element's own gesture has it.
    if (down.proscenium) return;
    down.proscenium = true;
    const box = node.getBoundingClientRect();
    const content = entry.tree.host.content.getBoundingClientRect();
    const origin = `${box.left - content.left} ${box.top - content.top}`;
    const start = local(node, down, box);
    const minimum = Math.max(Number(entry.attrs.drag) || 0, 0);
    let dragging = false, pressing = false, fired = false, timer = null;
    let last = { x: start.x, y: start.y, t: down.timeStamp }, velocity = { x: 0, y: 0 };
    let frame = 0, pending = null;
    // The keys held as of the pointer's last event, sent with each message.
    let keys = heldModifiers(down);

    if (wantsPress) {
      pressing = true;
      send({ kind: "longPress", value: "press", ...keys });
      timer = setTimeout(() => {
        timer = null;
        if (!pressing) return;
        fired = true;
        pressing = false;
        send({ kind: "longPress", value: "fire", ...keys });
      }, press[0] * 1000);
    }
    const release = () => {
      clearTimeout(timer);
      timer = null;
      if (pressing) send({ kind: "longPress", value: "release", ...keys });
      pressing = false;
    };
    const sendDrag = (phase, point) => {
      send({
        kind: "drag", x: point.x, y: point.y,
        value: `${phase} ${start.x} ${start.y} ${velocity.x} ${velocity.y} ${origin}`, ...keys,
      });
    };
    const move = (event) => {
      keys = heldModifiers(event);
      const point = local(node, event, box);
      const distance = Math.hypot(point.x - start.x, point.y - start.y);
      if (wantsPress && pressing && distance > press[1]) release();
      if (!wantsDrag) return;
      const dt = (event.timeStamp - last.t) / 1000;
      if (dt > 0) {
        // Smoothed, in points per second.
        velocity = { x: 0.6 * (point.x - last.x) / dt + 0.4 * velocity.x, y: 0.6 * (point.y - last.y) / dt + 0.4 * velocity.y };
      }
      last = { ...point, t: event.timeStamp };
      if (!dragging && distance < Math.max(minimum, 0.001)) return;
      if (!dragging) {
        dragging = true;
        try { node.setPointerCapture(down.pointerId); } catch { /* the pointer is gone */ }
      }
      event.preventDefault();
      // One event a frame: the app hears each position the page shows.
      pending = point;
      if (!frame) {
        frame = requestAnimationFrame(() => {
          frame = 0;
          if (pending) sendDrag("changed", pending);
          pending = null;
        });
      }
    };
    const up = (event) => {
      keys = heldModifiers(event);
      stop();
      release();
      if (dragging) {
        cancelAnimationFrame(frame);
        if (pending) sendDrag("changed", pending);
        sendDrag("ended", local(node, event, box));
      }
      if (dragging || fired) swallowNextClick();
    };
    const cancel = () => {
      stop();
      release();
      if (dragging) { cancelAnimationFrame(frame); sendDrag("cancelled", start); }
    };
    const stop = followPointer({ move, up, cancel, active: () => dragging });
  });

  // An AppKit view's buttons, wheel and pinch (mouse.js).
  trackMouse(entry, node, usable, send);

  // A pinch: Chromium reports a trackpad pinch (and Ctrl with the wheel) as
  // wheel events with Ctrl held; a turn (RotateGesture) is Shift with the
  // wheel, 10 degrees per 100 pixels, clockwise for a downward wheel. One
  // `changed` a frame; each ends 200 ms after its last wheel event.
  trackWheelGesture(entry, node, send, {
    kind: "magnify", wanted: (event) => event.ctrlKey, start: 1,
    step: (amount, event) => amount * Math.exp(-event.deltaY / 100),
  });
  trackWheelGesture(entry, node, send, {
    kind: "rotate", wanted: (event) => event.shiftKey && !event.ctrlKey, start: 0,
    // Chromium turns a Shift wheel sideways on some systems.
    step: (amount, event) => amount + (event.deltaY || event.deltaX) / 10,
  });

  // Keys, while the element (or something in it) has focus.
  const keyEvent = (phase) => (event) => {
    const wanted = (entry.attrs.keyPress || "").split(/\s+/).filter(Boolean);
    if (!wanted.length || event.isComposing || event.defaultPrevented || !usable(entry)) return;
    const read = readKey(event);
    if (!read) return;
    const phases = (entry.attrs.keyPhases || "").split(/\s+/);
    const actual = phase === "down" && event.repeat ? "repeat" : phase;
    if (actual !== "down" && !phases.includes(actual)) return;
    if (!wanted.includes(read.key) && !wanted.includes("*")) return;
    // A text field inside keeps the characters it types.
    const editable = event.target !== node && event.target.matches?.("input, textarea, [contenteditable]");
    if (editable && [...event.key].length === 1) return;
    event.preventDefault();
    event.stopPropagation();
    const characters = [...event.key].length === 1 ? event.key : read.key === "return" ? "\r" : "";
    send({ kind: "keyPress", key: read.key, modifiers: read.modifiers, value: `${actual}:${characters}` });
  };
  node.addEventListener("keydown", keyEvent("down"));
  node.addEventListener("keyup", keyEvent("up"));
}

/** A wheel gesture on an element whose attribute `kind` asks for it: the
 *  amount (scale or degrees) since it began, its velocity and its anchor,
 *  sent as `kind` events at most once a frame; the page does not scroll or zoom. */
function trackWheelGesture(entry, node, send, { kind, wanted, start, step }) {
  let gesture = null;
  node.addEventListener("wheel", (event) => {
    if (entry.attrs[kind] === undefined || !wanted(event) || !usable(entry)) return;
    event.preventDefault();
    const now = event.timeStamp;
    if (!gesture) {
      const box = node.getBoundingClientRect();
      const at = local(node, event, box);
      gesture = {
        amount: start, sent: start, velocity: 0, last: now, frame: 0, timer: null, start: at,
        anchor: `${box.width ? at.x / box.width : 0.5} ${box.height ? at.y / box.height : 0.5}`,
      };
    }
    const next = step(gesture.amount, event);
    const dt = Math.max((now - gesture.last) / 1000, 0.001);
    gesture.velocity = (next - gesture.amount) / dt;
    gesture.amount = next;
    gesture.last = now;
    gesture.keys = heldModifiers(event);
    const current = gesture;
    const sendGesture = (phase) => send({
      kind, x: current.start.x, y: current.start.y,
      value: `${phase} ${current.amount} ${current.velocity} ${current.anchor}`, ...current.keys,
    });
    const minimum = Number(entry.attrs[kind]) || 0;
    if (!gesture.frame && Math.abs(gesture.amount - gesture.sent) >= minimum) {
      gesture.frame = requestAnimationFrame(() => {
        if (gesture !== current) return;
        current.frame = 0;
        current.sent = current.amount;
        sendGesture("changed");
      });
    }
    clearTimeout(gesture.timer);
    gesture.timer = setTimeout(() => {
      cancelAnimationFrame(current.frame);
      sendGesture("ended");
      if (gesture === current) gesture = null;
    }, 200);
  }, { passive: false });
}
