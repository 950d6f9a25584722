// Geometry the app reads from the display: GeometryReader (`geometry`
// elements) and views with `measure="true"` (onGeometryChange) are measured
// here and reported as `geometry` events: the frame in the window's content,
// and the frames of the named coordinate spaces around them. Measuring is
// batched into one animation frame after anything that can move them: their
// own size (ResizeObserver), patches, scrolling and the window's size.

import { el } from "./dom.js";

/** @type {Set<object>} entries measured */
const measured = new Set();
let scheduled = false;
const resizes = typeof ResizeObserver === "function" ? new ResizeObserver(() => scheduleMeasure()) : null;

/** Starts or stops measuring an entry. */
export function setMeasured(entry, on) {
  if (on === measured.has(entry)) return;
  const node = entry.node;
  if (on) {
    measured.add(entry);
    resizes?.observe(node);
    // A window's content resizing can move a measured element without
    // resizing it (a centred column shifts): observe the content too.
    const body = node.closest(".window-body");
    if (body) resizes?.observe(body);
    scheduleMeasure();
  } else {
    measured.delete(entry);
    resizes?.unobserve(node);
  }
}

/** Measures every measured element in the next animation frame. */
export function scheduleMeasure() {
  if (scheduled || measured.size === 0) return;
  scheduled = true;
  requestAnimationFrame(measureAll);
}

function round(value) {
  return Math.round(value * 100) / 100;
}

/** The box an element's frame is measured against: its window's content. */
function contentBox(node) {
  const body = node.closest(".window-body") || node.closest("[data-surface]");
  return body ? body.getBoundingClientRect() : { left: 0, top: 0 };
}

/** The key the core reads a scroll view's visible region by (ScrollTransition.swift). */
const SCROLL_REGION = "proscenium.scrollVisibleRegion";

/** The nearest element around `node` that scrolls its content (a scroll view, a list). */
function scrollingAncestor(node) {
  for (let around = node.parentElement; around; around = around.parentElement) {
    if (around.classList.contains("window-body")) return null;
    const style = getComputedStyle(around);
    if (/(auto|scroll)/.test(style.overflowY + style.overflowX)) return around;
  }
  return null;
}

function measureAll() {
  scheduled = false;
  for (const entry of measured) {
    const node = entry.node;
    if (!node.isConnected || node.closest("[hidden]")) continue;
    const origin = contentBox(node);
    const box = node.getBoundingClientRect();
    const frame = {
      x: round(box.left - origin.left), y: round(box.top - origin.top),
      width: round(box.width), height: round(box.height),
    };
    // The named coordinate spaces around it, nearest first; the nearest of a name wins.
    const spaces = {};
    for (let around = node.closest("[data-coordinate-space]"); around;
      around = around.parentElement?.closest("[data-coordinate-space]")) {
      const name = around.dataset.coordinateSpace;
      if (Object.hasOwn(spaces, name)) continue;
      const r = around.getBoundingClientRect();
      spaces[name] = [round(r.left - origin.left), round(r.top - origin.top), round(r.width), round(r.height)];
    }
    // A scroll transition's probe (`measure="scroll"`) reads its scroll view's visible region.
    if (entry.attrs?.measure === "scroll") {
      const scroller = scrollingAncestor(node);
      if (scroller) {
        const r = scroller.getBoundingClientRect();
        spaces[SCROLL_REGION] = [round(r.left - origin.left), round(r.top - origin.top),
          round(scroller.clientWidth), round(scroller.clientHeight)];
      }
    }
    const value = Object.keys(spaces).length ? JSON.stringify(spaces) : undefined;
    const key = `${frame.x} ${frame.y} ${frame.width} ${frame.height} ${value || ""}`;
    if (key === entry.measuredKey) continue;
    entry.measuredKey = key;
    entry.tree.send({ kind: "geometry", target: entry.id, ...frame, value });
  }
}

// Scrolling and the browser window's size move measured elements without
// resizing them.
addEventListener("scroll", () => scheduleMeasure(), { capture: true, passive: true });
addEventListener("resize", () => scheduleMeasure());

export const geometryHandlers = {
  geometry: {
    // Fills what it is offered; its views sit at its top leading corner.
    create(entry) {
      entry.node = el("div", "geometry");
      setMeasured(entry, true);
    },
    destroy(entry) { setMeasured(entry, false); },
  },
};
