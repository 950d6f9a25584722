// The pointer and keys on elements that ask for them: `hover` (onHover,
// onContinuousHover), `cursor` (pointerStyle), `drag` (DragGesture),
// `longPress` (LongPressGesture, onLongPressGesture), `keyPress` (onKeyPress
// and the move, exit and delete commands of a focused view) and `focusable`.
// Coordinates are in the element's own space: its top leading corner as it
// was when the pointer went down.

import { setStyle } from "./dom.js";
import { readKey } from "./keyboard.js";
import { followPointer, swallowNextClick } from "./follow.js";

const CONTROLS = "button, input, select, textarea, a, [role=switch], [role^=menuitem]";
const NATIVE_FOCUS = new Set(["BUTTON", "INPUT", "SELECT", "TEXTAREA", "A"]);

/** The attributes that make an element need this module. */
export const POINTER_ATTRIBUTES = ["hover", "cursor", "drag", "longPress", "keyPress", "focusable", "magnify"];

function local(node, event, box = node.getBoundingClientRect()) {
  return { x: event.clientX - box.left, y: event.clientY - box.top };
}

function usable(entry) {
  return entry.tree.entries.get(entry.id) === entry && entry.attrs.disabled !== "true";
}

/** Shows the element's pointer attributes (called on every attribute change). */
export function applyPointer(entry, node) {
  const a = entry.attrs;
  setStyle(node, "cursor", a.cursor || null);
  const focusable = a.focusable === "true" || Boolean(a.keyPress);
  if (!NATIVE_FOCUS.has(node.tagName)) {
    if (focusable && !node.hasAttribute("tabindex")) { node.tabIndex = 0; node.dataset.ownTabindex = "true"; }
    if (!focusable && node.dataset.ownTabindex) { node.removeAttribute("tabindex"); delete node.dataset.ownTabindex; }
  }
  // Dragging a view must not select text or scroll the page under it.
  setStyle(node, "touch-action", a.drag !== undefined ? "none" : null);
  setStyle(node, "user-select", a.drag !== undefined || a.longPress !== undefined ? "none" : null);
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
    if (entry.attrs.focusable === "true" || entry.attrs.keyPress) node.focus({ preventScroll: true });
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

    if (wantsPress) {
      pressing = true;
      send({ kind: "longPress", value: "press" });
      timer = setTimeout(() => {
        timer = null;
        if (!pressing) return;
        fired = true;
        pressing = false;
        send({ kind: "longPress", value: "fire" });
      }, press[0] * 1000);
    }
    const release = () => {
      clearTimeout(timer);
      timer = null;
      if (pressing) send({ kind: "longPress", value: "release" });
      pressing = false;
    };
    const sendDrag = (phase, point) => {
      send({
        kind: "drag", x: point.x, y: point.y,
        value: `${phase} ${start.x} ${start.y} ${velocity.x} ${velocity.y} ${origin}`,
      });
    };
    const move = (event) => {
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

  // A pinch: Chromium reports a trackpad pinch (and Ctrl with the wheel) as
  // wheel events with Ctrl held. One `changed` a frame; it ends 200 ms after
  // the last wheel event.
  let pinch = null;
  node.addEventListener("wheel", (event) => {
    if (entry.attrs.magnify === undefined || !event.ctrlKey || !usable(entry)) return;
    event.preventDefault(); // the page itself must not zoom
    const now = event.timeStamp;
    if (!pinch) {
      const box = node.getBoundingClientRect();
      const start = local(node, event, box);
      pinch = {
        scale: 1, sent: 1, velocity: 0, last: now, frame: 0, timer: null, start,
        anchor: `${box.width ? start.x / box.width : 0.5} ${box.height ? start.y / box.height : 0.5}`,
      };
    }
    const factor = Math.exp(-event.deltaY / 100);
    const dt = Math.max((now - pinch.last) / 1000, 0.001);
    pinch.velocity = (pinch.scale * factor - pinch.scale) / dt;
    pinch.scale *= factor;
    pinch.last = now;
    const sendPinch = (phase) => send({
      kind: "magnify", x: pinch.start.x, y: pinch.start.y,
      value: `${phase} ${pinch.scale} ${pinch.velocity} ${pinch.anchor}`,
    });
    const minimum = Number(entry.attrs.magnify) || 0;
    if (!pinch.frame && Math.abs(pinch.scale - pinch.sent) >= minimum) {
      pinch.frame = requestAnimationFrame(() => {
        if (!pinch) return;
        pinch.frame = 0;
        pinch.sent = pinch.scale;
        sendPinch("changed");
      });
    }
    clearTimeout(pinch.timer);
    pinch.timer = setTimeout(() => {
      cancelAnimationFrame(pinch.frame);
      sendPinch("ended");
      pinch = null;
    }, 200);
  }, { passive: false });

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
