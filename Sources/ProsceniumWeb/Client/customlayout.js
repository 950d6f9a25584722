// Custom layouts (`layout` elements: a SwiftUI `Layout`, `AnyLayout`,
// `ViewThatFits`): the page measures the space offered to the container and
// each of its views (narrowest, ideal, whether it fills) and sends them as a
// `layout` event; the app runs the layout and sends `placements` back: the
// container's size and each view's frame, which this file applies. The
// container stays hidden until its first placement, so no wrong layout shows.

import { el, setStyle, setAttr, px } from "./dom.js";
import { placeItems } from "./layout.js";

/** @type {Set<object>} layout entries on the page */
const layouts = new Set();
/** @type {Set<object>} container-relative frames on the page */
const relativeFrames = new Set();
let scheduled = false;
const resizes = typeof ResizeObserver === "function" ? new ResizeObserver(() => scheduleLayouts()) : null;
const mutations = typeof MutationObserver === "function" ? new MutationObserver(() => scheduleLayouts()) : null;

/** Measures every layout in the next animation frame. */
function scheduleLayouts() {
  if (scheduled || (layouts.size === 0 && relativeFrames.size === 0)) return;
  scheduled = true;
  requestAnimationFrame(() => {
    scheduled = false;
    measureContainers();
    for (const entry of layouts) measure(entry);
  });
}

addEventListener("resize", () => scheduleLayouts());

function round(value) {
  return Math.round(value * 100) / 100;
}

// Views that take what they are offered in each axis, as in SwiftUI.
const FILLS_WIDTH = ".spacer, .color-fill, .shape:not([data-shape=circle]), .canvas, .geometry, [data-fill-width], .stack.h:has(> .spacer)";
const FILLS_HEIGHT = ".spacer, .color-fill, .shape:not([data-shape=circle]), .canvas, .geometry, [data-fill-height], .stack.v:has(> .spacer)";

/** The space the container's parent offers it: the container is made to want
 * a huge size that its parent then limits. A height left unlimited is
 * unspecified. */
function offered(node) {
  const s = node.style;
  const saved = [s.width, s.height, s.maxWidth, s.maxHeight, s.flex];
  s.width = "100000px"; s.maxWidth = "100%"; s.height = "100000px"; s.maxHeight = "100%"; s.flex = "0 1 auto";
  const box = node.getBoundingClientRect();
  [s.width, s.height, s.maxWidth, s.maxHeight, s.flex] = saved;
  return { width: round(box.width), height: box.height >= 50000 ? undefined : round(box.height) };
}

function measure(entry) {
  const node = entry.node;
  if (!node.isConnected || node.closest("[hidden]")) return;
  // The app's layout engine runs the layout itself in a placed window.
  if (node.closest("[data-placing]")) return;
  const proposal = offered(node);
  // Each view as it sizes itself unplaced: as wide as it likes (a very wide
  // container), then as narrow as it can be (a container of no width).
  const placed = node.classList.contains("placed");
  node.classList.remove("placed");
  const s = node.style;
  const saved = [s.width, s.height];
  s.height = "0px";
  s.width = "100000px";
  const children = entry.children.filter((child) => child.node?.nodeType === 1 && child.node.parentNode === node);
  const ideal = children.map((child) => child.node.getBoundingClientRect());
  s.width = "0px";
  const narrowest = children.map((child) => child.node.getBoundingClientRect());
  [s.width, s.height] = saved;
  if (placed) node.classList.add("placed");
  const value = children.map((child, i) => {
    const fillsWidth = child.node.matches(FILLS_WIDTH) ? 1 : 0;
    const fillsHeight = child.node.matches(FILLS_HEIGHT) ? 1 : 0;
    const priority = Number(child.attrs.layoutPriority || 0) || 0;
    return [child.id, round(narrowest[i].width), round(narrowest[i].height), round(ideal[i].width),
      round(ideal[i].height), fillsWidth, fillsHeight, priority].join(" ");
  }).join(";");
  const key = `${proposal.width} ${proposal.height} ${value}`;
  if (key === entry.layoutKey) return;
  entry.layoutKey = key;
  entry.tree.send({ kind: "layout", target: entry.id, width: proposal.width, height: proposal.height, value });
}

/** Sizes the container and puts each view at its frame; views without one
 * are hidden until they have one. */
function applyPlacements(entry) {
  const wire = entry.attrs.placements;
  const node = entry.node;
  const frames = new Map();
  const parts = typeof wire === "string" ? wire.split(";") : [];
  const size = (parts[0] || "").split(" ").map(Number);
  const valid = size.length === 2 && size.every(Number.isFinite);
  for (const part of parts.slice(1)) {
    const n = part.split(" ").map(Number);
    if (n.length === 5 && n.every(Number.isFinite)) frames.set(n[0], n.slice(1));
  }
  node.classList.toggle("placed", valid);
  setStyle(node, "width", valid ? `${size[0]}px` : null);
  setStyle(node, "height", valid ? `${size[1]}px` : null);
  for (const child of entry.children) {
    const frame = frames.get(child.id);
    const target = child.node;
    if (!target || target.nodeType !== 1) continue;
    setAttr(target, "data-layout-placed", frame ? "" : null);
    setStyle(target, "--layout-x", frame ? `${frame[0]}px` : null);
    setStyle(target, "--layout-y", frame ? `${frame[1]}px` : null);
    setStyle(target, "--layout-width", frame ? `${frame[2]}px` : null);
    setStyle(target, "--layout-height", frame ? `${frame[3]}px` : null);
  }
}

/** The container a `relativeframe` is sized from: the nearest scroll view or
 * split view column, else its window's content. */
function containerOf(node) {
  return node.parentElement?.closest(".scroll, .column, .window-body, [data-surface]") || document.body;
}

/** Reports each relative frame's container (its frame in the window's
 * content, its visible size) as a `geometry` event, when it changed. */
function measureContainers() {
  for (const entry of relativeFrames) {
    const node = entry.node;
    if (!node.isConnected) continue;
    const container = containerOf(node);
    if (!entry.observedContainer || entry.observedContainer !== container) {
      entry.observedContainer = container;
      resizes?.observe(container);
    }
    const body = node.closest(".window-body") || node.closest("[data-surface]");
    const origin = body ? body.getBoundingClientRect() : { left: 0, top: 0 };
    const r = container.getBoundingClientRect();
    const frame = { x: round(r.left - origin.left), y: round(r.top - origin.top),
      width: round(container.clientWidth), height: round(container.clientHeight) };
    const key = `${frame.x} ${frame.y} ${frame.width} ${frame.height}`;
    if (key === entry.containerKey) continue;
    entry.containerKey = key;
    entry.tree.send({ kind: "geometry", target: entry.id, ...frame });
  }
}

export const customLayoutHandlers = {
  relativeframe: {
    create(entry) {
      entry.node = el("div", "frame relative-frame");
      relativeFrames.add(entry);
      scheduleLayouts();
    },
    apply(entry) {
      const { width, height, alignment } = entry.attrs;
      setStyle(entry.node, "width", px(width));
      setStyle(entry.node, "height", px(height));
      setAttr(entry.node, "data-has-width", width !== undefined ? "" : null);
      setAttr(entry.node, "data-has-height", height !== undefined ? "" : null);
      setStyle(entry.node, "place-items", placeItems(alignment));
    },
    destroy(entry) { relativeFrames.delete(entry); },
  },
  layout: {
    create(entry) {
      entry.node = el("div", "custom-layout");
      layouts.add(entry);
      resizes?.observe(entry.node);
      mutations?.observe(entry.node, { subtree: true, childList: true, characterData: true,
        attributes: true, attributeFilter: ["class", "data-shape"] });
      // The space around it: its parent and its window's content.
      requestAnimationFrame(() => {
        const parent = entry.node.parentElement;
        if (parent) resizes?.observe(parent);
        const body = entry.node.closest(".window-body") || entry.node.closest("[data-surface]");
        if (body) resizes?.observe(body);
      });
      scheduleLayouts();
    },
    apply(entry) { applyPlacements(entry); },
    childrenChanged(entry) {
      applyPlacements(entry);
      scheduleLayouts();
    },
    destroy(entry) {
      layouts.delete(entry);
      resizes?.unobserve(entry.node);
    },
  },
};
