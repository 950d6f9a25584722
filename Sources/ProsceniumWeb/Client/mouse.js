// An AppKit view's mouse (`mouse`): its buttons with their clicks and
// pressure, the wheel and a pinch, each with where the element sits in its
// window's content; the core finds the view under the pointer and keeps a
// drag with the view it began on.

import { modifierNames } from "./keyboard.js";

// AppKit's double-click interval and how far a second click may stray.
const CLICK_INTERVAL = 500, CLICK_SLOP = 4;
// A gesture's phases (HostEvent.Kind.mouse) and how long after its last wheel event it ends.
const BEGAN = 1, CHANGED = 2, ENDED = 3, GESTURE_END = 200;

/** AppKit's button number for a DOM button: 0 the left, 1 the right, 2 the middle. */
function buttonNumber(button) {
  return button === 1 ? 2 : button === 2 ? 1 : button;
}

/** Sends the element's mouse as `mouse` events while its `mouse` attribute is `true`. */
export function trackMouse(entry, node, usable, send) {
  const wanted = () => entry.attrs.mouse === true && usable(entry);
  const sendMouse = (phase, event, args) => {
    const body = node.closest(".window-body") || node.closest("[data-surface]");
    const content = body ? body.getBoundingClientRect() : { left: 0, top: 0, height: innerHeight };
    const box = node.getBoundingClientRect();
    send({
      kind: "mouse", x: event.clientX - box.left, y: event.clientY - box.top, width: box.width, height: box.height,
      value: `${phase} ${box.left - content.left} ${box.top - content.top} ${content.height} ${args}`,
      modifiers: modifierNames(event),
    });
  };

  let last = null, held = null, frame = 0, pending = null;
  node.addEventListener("pointerdown", (event) => {
    if (!wanted() || held) return;
    const button = buttonNumber(event.button);
    const near = last && last.button === button && event.timeStamp - last.time < CLICK_INTERVAL
      && Math.hypot(event.clientX - last.x, event.clientY - last.y) <= CLICK_SLOP;
    const clicks = near ? last.clicks + 1 : 1;
    last = { button, clicks, time: event.timeStamp, x: event.clientX, y: event.clientY };
    held = { button, clicks, pointer: event.pointerId };
    // A click that brings its window forward (desktop.js makes it key after this event).
    const first = node.closest(".window")?.classList.contains("key") === false ? 1 : 0;
    // The drag stays with the view outside it too.
    try { node.setPointerCapture(event.pointerId); } catch { /* the pointer is gone */ }
    sendMouse("down", event, `${button} ${clicks} ${event.pressure} ${first}`);
  });
  const flush = () => {
    cancelAnimationFrame(frame);
    frame = 0;
    if (pending) sendMouse("drag", pending, `${held.button} ${pending.pressure}`);
    pending = null;
  };
  node.addEventListener("pointermove", (event) => {
    if (!held || event.pointerId !== held.pointer) return;
    // One drag a frame: the view hears each position the page shows.
    pending = event;
    if (!frame) frame = requestAnimationFrame(flush);
  });
  const release = (event) => {
    if (!held || event.pointerId !== held.pointer) return;
    flush();
    sendMouse("up", event, `${held.button} ${held.clicks} 0`);
    held = null;
  };
  node.addEventListener("pointerup", release);
  node.addEventListener("pointercancel", release);

  // The wheel, and a pinch: Chromium reports a trackpad's pinch (and
  // Control with the wheel) as wheel events with Control held.
  let gestures = { wheel: null, magnify: null };
  const phaseOf = (kind, event) => {
    const going = gestures[kind];
    clearTimeout(going?.timer);
    const timer = setTimeout(() => {
      gestures[kind] = null;
      sendMouse(kind, event, kind === "wheel" ? `0 0 1 ${ENDED}` : `0 ${ENDED}`);
    }, GESTURE_END);
    gestures[kind] = { timer };
    return going ? CHANGED : BEGAN;
  };
  node.addEventListener("wheel", (event) => {
    if (!wanted()) return;
    if (event.ctrlKey) {
      event.preventDefault();
      sendMouse("magnify", event, `${Math.exp(-event.deltaY / 100) - 1} ${phaseOf("magnify", event)}`);
      return;
    }
    // A wheel's notches come in 120ths of a turn; a trackpad's in points.
    const notched = (delta) => delta !== 0 && delta % 120 === 0;
    const precise = event.deltaMode === 0 && !notched(event.wheelDeltaX) && !notched(event.wheelDeltaY);
    // AppKit's deltas grow up and left; lines for a wheel.
    const dx = precise ? -event.deltaX : event.deltaMode === 1 ? -event.deltaX : event.wheelDeltaX / 120;
    const dy = precise ? -event.deltaY : event.deltaMode === 1 ? -event.deltaY : event.wheelDeltaY / 120;
    sendMouse("wheel", event, `${dx} ${dy} ${precise ? 1 : 0} ${precise ? phaseOf("wheel", event) : CHANGED}`);
  }, { passive: false });
}
