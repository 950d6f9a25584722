// HSplitView and VSplitView: each view in a pane, a divider between each two
// panes. Dragging a divider (or its arrow keys) resizes the panes on either
// side, each kept within its view's minimum and maximum size (its frame's).

import { el, setAttr, setStyle, px } from "./dom.js";
import { observeIslandHost } from "./placement.js";

const STEP = 10;

function horizontal(entry) { return entry.attrs.axis !== "vertical"; }

/** The pane's length along the axis. */
function lengthOf(entry, node) {
  const box = node.getBoundingClientRect();
  return horizontal(entry) ? box.width : box.height;
}

/** A CSS length in pixels, or `fallback` for `none`, `auto` and the like. */
function pixels(value, fallback) {
  const number = parseFloat(value);
  return Number.isFinite(number) ? number : fallback;
}

/** How small and large a pane may be: its view's own minimum and maximum. */
function limits(entry, pane) {
  const view = pane.firstElementChild;
  if (!view) return { min: 0, max: Infinity };
  const style = getComputedStyle(view);
  const [min, max] = horizontal(entry) ? [style.minWidth, style.maxWidth] : [style.minHeight, style.maxHeight];
  return { min: pixels(min, 0), max: pixels(max, Infinity) };
}

function panes(entry) {
  return [...entry.node.children].filter((node) => node.classList.contains("splitview-pane"));
}

/** Sets the two panes beside `divider` so the first is `wanted` long, as near
 * as both panes' limits allow; the last pane stays flexible and takes the rest. */
function resize(entry, divider, first, second, total, wanted) {
  const a = limits(entry, first), b = limits(entry, second);
  const low = Math.max(a.min, total - b.max), high = Math.min(a.max, total - b.min);
  const length = Math.round(Math.max(low, Math.min(high, wanted)));
  setStyle(first, "flex", `0 0 ${length}px`);
  first.dragged = true;
  const all = panes(entry);
  if (second !== all[all.length - 1]) {
    setStyle(second, "flex", `0 0 ${total - length}px`);
    second.dragged = true;
  }
  setAttr(divider, "aria-valuenow", String(total > 0 ? Math.round((length / total) * 100) : 50));
}

function makeDivider(entry) {
  const divider = el("div", "splitview-divider", { role: "separator", tabindex: "0",
    "aria-valuemin": "0", "aria-valuemax": "100", "aria-valuenow": "50" });
  const neighbours = () => [divider.previousElementSibling, divider.nextElementSibling];
  divider.addEventListener("pointerdown", (event) => {
    if (event.button !== 0) return;
    const [first, second] = neighbours();
    if (!first || !second) return;
    event.preventDefault();
    divider.setPointerCapture(event.pointerId);
    const start = horizontal(entry) ? event.clientX : event.clientY;
    const firstLength = lengthOf(entry, first), total = firstLength + lengthOf(entry, second);
    const move = (moved) => {
      const at = horizontal(entry) ? moved.clientX : moved.clientY;
      resize(entry, divider, first, second, total, firstLength + at - start);
    };
    const end = () => {
      divider.removeEventListener("pointermove", move);
      divider.removeEventListener("pointerup", end);
      divider.removeEventListener("pointercancel", end);
    };
    divider.addEventListener("pointermove", move);
    divider.addEventListener("pointerup", end);
    divider.addEventListener("pointercancel", end);
  });
  divider.addEventListener("keydown", (event) => {
    const back = horizontal(entry) ? "ArrowLeft" : "ArrowUp", forward = horizontal(entry) ? "ArrowRight" : "ArrowDown";
    if (event.key !== back && event.key !== forward) return;
    const [first, second] = neighbours();
    if (!first || !second) return;
    event.preventDefault();
    const firstLength = lengthOf(entry, first), total = firstLength + lengthOf(entry, second);
    resize(entry, divider, first, second, total, firstLength + (event.key === forward ? STEP : -STEP));
  });
  return divider;
}

/** A pane takes its view's frame: its minimum and maximum length, and its
 * ideal length until the person drags a divider beside it. */
function sizePane(entry, pane, last) {
  const frame = pane.splitChild?.tag === "frame" ? pane.splitChild.attrs : {};
  const [min, ideal, max] = horizontal(entry)
    ? [frame.minWidth, frame.idealWidth ?? frame.width, frame.maxWidth]
    : [frame.minHeight, frame.idealHeight ?? frame.height, frame.maxHeight];
  setStyle(pane, horizontal(entry) ? "min-width" : "min-height", px(min));
  setStyle(pane, horizontal(entry) ? "max-width" : "max-height", px(max));
  if (!pane.dragged) setStyle(pane, "flex", !last && px(ideal) ? `0 0 ${px(ideal)}` : null);
}

export const splitViewHandlers = {
  splitview: {
    create(entry) { entry.node = el("div", "splitview"); },
    apply(entry) {
      setAttr(entry.node, "data-axis", horizontal(entry) ? "horizontal" : "vertical");
      for (const divider of entry.node.querySelectorAll(":scope > .splitview-divider")) {
        setAttr(divider, "aria-orientation", horizontal(entry) ? "vertical" : "horizontal");
      }
      const all = panes(entry);
      all.forEach((pane, index) => sizePane(entry, pane, index === all.length - 1));
    },
    /** Each view in a pane of its own, in the views' order. */
    containerFor(entry, child) {
      if (child.splitPane) return child.splitPane;
      const pane = el("div", "splitview-pane");
      pane.splitChild = child;
      child.splitPane = pane;
      // The pane is the island the app may lay its view out in (placement.js).
      child.islandNode = pane;
      observeIslandHost(child);
      const index = entry.children.indexOf(child);
      const next = entry.children.slice(index + 1).find((sibling) => sibling.splitPane?.parentNode === entry.node);
      entry.node.insertBefore(pane, next ? next.splitPane : null);
      return pane;
    },
    childChanged(entry) { this.apply(entry); },
    childrenChanged(entry) {
      for (const pane of panes(entry)) {
        if (!entry.children.includes(pane.splitChild)) pane.remove();
      }
      for (const divider of entry.node.querySelectorAll(":scope > .splitview-divider")) divider.remove();
      for (const pane of panes(entry).slice(1)) entry.node.insertBefore(makeDivider(entry), pane);
      this.apply(entry);
    },
  },
};
