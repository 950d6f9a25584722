// Layout elements: stacks, grids, frames, padding, layers, scroll views and
// split views, drawn with flexbox and grid.

import { el, setAttr, setStyle, px } from "./dom.js";

const MAIN = { leading: "flex-start", top: "flex-start", center: "center", trailing: "flex-end", bottom: "flex-end" };

function stack(axis) {
  return {
    create(entry) {
      entry.node = el("div", `stack ${axis}`);
    },
    apply(entry) {
      const { alignment, spacing } = entry.attrs;
      const cross = axis === "h"
        ? { top: "flex-start", bottom: "flex-end", center: "center", firstTextBaseline: "baseline", lastTextBaseline: "last baseline" }
        : { leading: "flex-start", trailing: "flex-end", center: "center" };
      setStyle(entry.node, "align-items", cross[alignment] || null);
      setStyle(entry.node, "gap", spacing !== undefined ? px(spacing) : null);
    },
  };
}

// Two-dimensional alignments ("topLeading", ...) as CSS place-items.
export function placeItems(alignment) {
  if (!alignment) return null;
  const a = alignment.toLowerCase();
  const vertical = a.startsWith("top") ? "start" : a.startsWith("bottom") ? "end" : "center";
  const horizontal = a.endsWith("leading") ? "start" : a.endsWith("trailing") ? "end" : "center";
  return `${vertical} ${horizontal}`;
}

export const layoutHandlers = {
  root: { create(entry) { entry.node = el("div", "root"); } },
  vstack: stack("v"),
  hstack: stack("h"),
  lazyvstack: stack("v"),
  lazyhstack: stack("h"),
  zstack: {
    create(entry) { entry.node = el("div", "zstack"); },
    apply(entry) { setStyle(entry.node, "place-items", placeItems(entry.attrs.alignment)); },
  },
  grid: {
    create(entry) { entry.node = el("div", "grid"); },
    apply(entry) {
      setStyle(entry.node, "grid-template-columns", entry.attrs.columns || null);
      setStyle(entry.node, "gap", entry.attrs.spacing !== undefined ? px(entry.attrs.spacing) : null);
    },
  },
  spacer: {
    create(entry) { entry.node = el("div", "spacer", { "aria-hidden": "true" }); },
    apply(entry) { setStyle(entry.node, "--min-length", px(entry.attrs.minLength)); },
  },
  divider: { create(entry) { entry.node = el("div", "divider", { role: "separator" }); } },
  frame: {
    create(entry) { entry.node = el("div", "frame"); },
    apply(entry) {
      const a = entry.attrs;
      const node = entry.node;
      setStyle(node, "width", px(a.width));
      setStyle(node, "height", px(a.height));
      setStyle(node, "min-width", px(a.minWidth));
      setStyle(node, "min-height", px(a.minHeight));
      setStyle(node, "max-width", px(a.maxWidth));
      setStyle(node, "max-height", px(a.maxHeight));
      if (a.idealWidth && !a.width) setStyle(node, "flex-basis", px(a.idealWidth));
      setAttr(node, "data-fill-width", a.maxWidth === "infinity" ? "" : null);
      setAttr(node, "data-fill-height", a.maxHeight === "infinity" ? "" : null);
      setStyle(node, "place-items", placeItems(a.alignment));
    },
  },
  padding: {
    create(entry) { entry.node = el("div", "padding"); },
    apply(entry) {
      const a = entry.attrs;
      setStyle(entry.node, "padding-top", px(a.top));
      setStyle(entry.node, "padding-inline-start", px(a.leading));
      setStyle(entry.node, "padding-bottom", px(a.bottom));
      setStyle(entry.node, "padding-inline-end", px(a.trailing));
    },
  },
  layer: {
    create(entry) { entry.node = el("div", "layer"); },
    apply(entry) {
      setAttr(entry.node, "data-role", entry.attrs.role || "overlay");
      setStyle(entry.node, "place-items", placeItems(entry.attrs.alignment));
    },
  },
  scroll: {
    create(entry) { entry.node = el("div", "scroll", { tabindex: "-1" }); },
    apply(entry) { setAttr(entry.node, "data-axes", entry.attrs.axes || "vertical"); },
  },
  split: { create(entry) { entry.node = el("div", "split"); } },
  column: {
    create(entry) { entry.node = el("div", "column"); },
    apply(entry) {
      const role = entry.attrs.role || "detail";
      setAttr(entry.node, "data-role", role);
      setAttr(entry.node, "role", role === "sidebar" ? "navigation" : null);
      setAttr(entry.node, "aria-label", entry.attrs.label || (role === "sidebar" ? "Sidebar" : null));
    },
  },
  header: { create(entry) { entry.node = el("div", "section-header"); } },
  footer: { create(entry) { entry.node = el("div", "section-footer"); } },
  toolbar: {
    // Toolbar items sit in the window's toolbar strip, under its title bar.
    create(entry) {
      entry.node = document.createComment("toolbar");
      entry.portal = el("div", "toolbar", { role: "toolbar", "aria-label": "Toolbar" });
      entry.container = entry.portal;
    },
    attachPortal(entry) { entry.tree.host.toolbar.append(entry.portal); },
  },
};
