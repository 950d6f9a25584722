// Layout elements: stacks, grids, frames, padding, layers, scroll views and
// split views, drawn with flexbox and grid.

import { el, setAttr, setStyle, px, ownAriaHidden } from "./dom.js";
import { attachViewMask, detachViewMask } from "./viewmask.js";
import { applyScrollBehaviors } from "./scrolling.js";
import { observeIslandHost } from "./placement.js";
import { attachSplitDivider } from "./splitdivider.js";

const MAIN = { leading: "flex-start", top: "flex-start", center: "center", trailing: "flex-end", bottom: "flex-end" };

function stack(axis) {
  return {
    create(entry) {
      entry.node = el("div", `stack ${axis}`);
    },
    apply(entry, fresh) {
      const { alignment, spacing, pinnedViews } = entry.attrs;
      // A lazy stack's pinned section headers and footers (layouts.css).
      setAttr(entry.node, "data-pinned", pinnedViews || null);
      // Centred is the stylesheet's own alignment (.stack): most stacks need no style of their own.
      if (fresh && (alignment === undefined || alignment === "center") && spacing === undefined) return;
      const cross = axis === "h"
        ? { top: "flex-start", bottom: "flex-end", firstTextBaseline: "baseline", lastTextBaseline: "last baseline" }
        : { leading: "flex-start", trailing: "flex-end" };
      setStyle(entry.node, "align-items", cross[alignment] || null);
      setStyle(entry.node, "gap", spacing !== undefined ? px(spacing) : null);
      // The default spacing depends on the pair of views (elements.css).
      entry.node.classList.toggle("spaced", spacing !== undefined);
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
      const { columns, rows, flow, spacing, alignment, horizontalSpacing, verticalSpacing } = entry.attrs;
      setStyle(entry.node, "grid-template-columns", columns || null);
      // LazyHGrid: rows are given and cells flow down each column.
      setStyle(entry.node, "grid-template-rows", rows || null);
      setStyle(entry.node, "grid-auto-flow", flow === "column" ? "column" : null);
      setAttr(entry.node, "data-flow", flow || null);
      setAttr(entry.node, "data-pinned", entry.attrs.pinnedViews || null);
      setStyle(entry.node, "gap", spacing !== undefined ? px(spacing) : null);
      setStyle(entry.node, "column-gap", px(horizontalSpacing));
      setStyle(entry.node, "row-gap", px(verticalSpacing));
      setStyle(entry.node, "place-items", placeItems(alignment));
      if (isEagerGrid(entry)) layoutGrid(entry);
    },
    childrenChanged(entry) { if (isEagerGrid(entry)) layoutGrid(entry); },
    childChanged(entry) { if (isEagerGrid(entry)) layoutGrid(entry); },
  },
  gridrow: {
    // Its cells are the grid's own items.
    create(entry) { entry.node = el("div", "gridrow"); },
    apply(entry) { relayoutGrid(entry); },
    childrenChanged(entry) { relayoutGrid(entry); },
    childChanged(entry) { relayoutGrid(entry); },
  },
  spacer: {
    create(entry) { entry.node = ownAriaHidden(el("div", "spacer")); },
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
      setAttr(node, "data-has-width", a.width !== undefined ? "" : null);
      setAttr(node, "data-has-height", a.height !== undefined ? "" : null);
      setStyle(node, "place-items", placeItems(a.alignment));
    },
  },
  padding: {
    create(entry) { entry.node = el("div", "padding"); },
    apply(entry) {
      const a = entry.attrs;
      setAttr(entry.node, "data-role", a.role || null);
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
      if (entry.attrs.role === "mask") attachViewMask(entry.node);
      else detachViewMask(entry.node);
    },
  },
  scroll: {
    create(entry) { entry.node = el("div", "scroll", { tabindex: "-1" }); },
    apply(entry) {
      setAttr(entry.node, "data-axes", entry.attrs.axes || "vertical");
      entry.node.classList.toggle("no-indicators", entry.attrs.indicators === false);
      applyScrollBehaviors(entry);
    },
    childrenChanged(entry) { entry.scrolling?.contentChanged(); },
  },
  split: {
    create(entry) { entry.node = el("div", "split"); },
    // NavigationSplitViewVisibility: which columns show; the style: whether
    // a placed split's leading columns lie over its detail (prominentDetail).
    apply(entry) {
      setAttr(entry.node, "data-visibility", entry.attrs.visibility || null);
      setAttr(entry.node, "data-style", entry.attrs.style || null);
    },
  },
  page: {
    // One level of a navigation stack; the levels below the top are hidden.
    create(entry) { entry.node = el("div", "page"); observeIslandHost(entry); },
    apply(entry) { setAttr(entry.node, "data-level", entry.attrs.level ?? null); },
  },
  slot: {
    // One part of a control (its label, a description, ...), placed by CSS.
    create(entry) { entry.node = el("div", "slot"); },
    apply(entry) { setAttr(entry.node, "data-name", entry.attrs.name || null); },
  },
  column: {
    create(entry) {
      entry.node = el("div", "column");
      observeIslandHost(entry);
      attachSplitDivider(entry);
    },
    apply(entry) {
      const role = entry.attrs.role || "detail";
      setAttr(entry.node, "data-role", role);
      setAttr(entry.node, "role", role === "sidebar" ? "navigation" : null);
      setAttr(entry.node, "aria-label", entry.attrs.label || (role === "sidebar" ? "Sidebar" : role === "inspector" ? "Inspector" : null));
      // An inspector is a complementary region with the width it asked for.
      if (role === "inspector") setAttr(entry.node, "role", "complementary");
      const { width, minWidth, idealWidth, maxWidth } = entry.attrs;
      setStyle(entry.node, "flex-basis", px(width) || px(idealWidth));
      setStyle(entry.node, "min-width", px(width) || px(minWidth));
      setStyle(entry.node, "max-width", px(width) || px(maxWidth));
    },
  },
  header: { create(entry) { entry.node = el("div", "section-header"); } },
  footer: { create(entry) { entry.node = el("div", "section-footer"); } },
  toolbar: {
    // Toolbar items sit in the window's toolbar strip (or its bottom bar),
    // not in the layout.
    create(entry) {
      entry.node = document.createComment("toolbar");
      entry.portal = el("div", "toolbar", { role: "toolbar", "aria-label": "Toolbar" });
      entry.container = entry.portal;
    },
    attachPortal(entry) { placeToolbar(entry); },
    apply(entry) {
      setAttr(entry.portal, "data-visibility", entry.attrs.visibility || null);
      setAttr(entry.portal, "data-bars", entry.attrs.bars || null);
      if (entry.portal.isConnected) placeToolbar(entry);
      entry.tree.host.toolbarsChanged?.();
    },
    destroy(entry) { queueMicrotask(() => entry.tree.host.toolbarsChanged?.()); },
  },
  // toolbarTitleMenu: its menu button sits beside the window's title (or,
  // where there is no title bar, in the toolbar).
  titlemenu: {
    create(entry) {
      entry.node = document.createComment("titlemenu");
      entry.portal = el("span", "title-menu");
      entry.container = entry.portal;
    },
    attachPortal(entry) { (entry.tree.host.titleMenu || entry.tree.host.toolbar || entry.tree.host.content).append(entry.portal); },
  },
  toolbaritem: {
    // An item placed in an accessory bar shows in that bar under the
    // toolbar: its node stays in the toolbar as a marker.
    structural: ["placement", "bar"],
    create(entry) {
      if (entry.attrs.placement === "accessoryBar" && entry.tree.host.accessoryBar) {
        entry.node = document.createComment("toolbaritem");
        entry.portal = el("div", "toolbaritem");
        entry.container = entry.portal;
      } else {
        entry.node = el("div", "toolbaritem");
      }
    },
    attachPortal(entry) { entry.tree.host.accessoryBar(entry.attrs.bar || "").append(entry.portal); },
    destroy(entry) { if (entry.portal) queueMicrotask(() => entry.tree.host.toolbarsChanged?.()); },
    apply(entry) {
      const item = entry.portal || entry.node;
      setAttr(item, "data-placement", entry.attrs.placement || "automatic");
      // A ToolbarSpacer: a fixed gap, or one that takes the room there is.
      const spacer = entry.attrs.spacer;
      setAttr(item, "data-spacer", spacer === "fixed" || spacer === "flexible" ? spacer : null);
    },
  },
};

function placeToolbar(entry) {
  const bars = (entry.attrs.bars || "windowToolbar").split(/\s+/);
  const host = entry.tree.host;
  const target = bars.includes("bottomBar") && !bars.includes("windowToolbar") && host.bottomBar ? host.bottomBar : host.toolbar;
  if (entry.portal.parentNode !== target) target.append(entry.portal);
}

// Grid (not the lazy ones, which have columns or rows): rows of cells,
// columns as wide as their widest cell, as SwiftUI lays it out.
function isEagerGrid(entry) {
  return entry.attrs.columns === undefined && entry.attrs.rows === undefined;
}

function relayoutGrid(row) {
  const grid = row.parent;
  if (grid && grid.tag === "grid" && isEagerGrid(grid)) layoutGrid(grid);
}

const SELF = { leading: "start", center: "center", trailing: "end", top: "start", bottom: "end",
  firstTextBaseline: "baseline", lastTextBaseline: "last baseline" };

function nearest(fraction) {
  return fraction <= 0.25 ? "start" : fraction >= 0.75 ? "end" : "center";
}

function layoutGrid(grid) {
  const rows = grid.children;
  const span = (cell) => Math.max(1, Number.parseInt(cell.attrs.columnSpan || "1", 10) || 1);
  let columns = 1;
  for (const row of rows) {
    if (row.tag === "gridrow") columns = Math.max(columns, row.children.reduce((sum, cell) => sum + span(cell), 0));
  }
  setStyle(grid.node, "grid-template-columns", `repeat(${columns}, auto)`);
  // A column's alignment is set by any of its cells (gridColumnAlignment).
  const columnAlignment = [];
  for (const row of rows) {
    if (row.tag !== "gridrow") continue;
    let column = 0;
    for (const cell of row.children) {
      if (cell.attrs.columnAlignment) columnAlignment[column] = cell.attrs.columnAlignment;
      column += span(cell);
    }
  }
  rows.forEach((row, index) => {
    if (row.tag !== "gridrow") {
      place(row, index + 1, "1 / -1", null, null);
      return;
    }
    let column = 0;
    for (const cell of row.children) {
      const n = span(cell);
      place(cell, index + 1, `${column + 1} / span ${n}`, columnAlignment[column], row.attrs.alignment);
      column += n;
    }
  });
}

function place(cell, row, column, horizontal, vertical) {
  const node = cell.node;
  if (node.nodeType !== 1) return;
  setStyle(node, "grid-row", String(row));
  setStyle(node, "grid-column", column);
  let justify = SELF[horizontal] || null;
  let align = SELF[vertical] || null;
  const anchor = (cell.attrs.cellAnchor || "").split(" ").map(Number);
  if (anchor.length === 2 && anchor.every(Number.isFinite)) {
    justify = nearest(anchor[0]);
    align = nearest(anchor[1]);
  }
  const unsized = cell.attrs.unsizedAxes;
  const wide = unsized === "horizontal" || unsized === "both";
  const tall = unsized === "vertical" || unsized === "both";
  setStyle(node, "justify-self", wide ? "stretch" : justify);
  setStyle(node, "align-self", tall ? "stretch" : align);
  // No size of its own in that axis: it takes what the other cells give.
  setStyle(node, "contain", wide ? "inline-size" : null);
  setStyle(node, "height", tall ? "0" : null);
  setStyle(node, "min-height", tall ? "100%" : null);
}
