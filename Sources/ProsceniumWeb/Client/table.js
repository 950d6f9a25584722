// Tables: a grid (selectable rows), a table, or a treegrid (rows with
// levels), with column headers that sort, resize by their trailing edge and
// move by dragging, and rows that select by click and by the arrow keys,
// open and close by their disclosure triangle, and run the primary action
// on a double click or Return. Every row lays its cells out on the same
// grid tracks, computed from the columns' widths.

import { isTypeSelectKey, typeSelectRow } from "./typeselect.js";
import { el, setAttr, flagText, px } from "./dom.js";
import { modifierNames } from "./keyboard.js";
import { watchRowHeight } from "./rowheights.js";
import { followSelectionFocus, isTableRow } from "./selectionfocus.js";

/** The CSS property of a table with the height its rows not yet drawn take. */
const TABLE_ROW_HEIGHT = "--table-row-height";

function send(entry, event) {
  entry.tree.send({ target: entry.id, ...event });
}

function tableOf(entry) {
  for (let p = entry.parent; p; p = p.parent) if (p.tag === "table") return p;
  return null;
}

/** A column's bounds in pixels: its `minWidth` (at least 16) and `maxWidth`. */
function widthBounds(column) {
  const { minWidth, maxWidth } = column.attrs;
  const min = Math.max(16, Number(minWidth) || 0);
  const max = maxWidth === "infinity" || !px(maxWidth) ? Infinity : Math.max(min, Number(maxWidth));
  return { min, max };
}

/** A column's grid track from its width attributes, or the width the person dragged it to
 * (here, or before: `columnWidth`, kept in the app's column customization). */
function track(column) {
  const { width, minWidth, idealWidth, maxWidth, columnWidth } = column.attrs;
  if (px(width)) return px(width);
  const dragged = column.userWidth || Number(columnWidth) || 0;
  if (dragged) {
    const { min, max } = widthBounds(column);
    return `${Math.min(max, Math.max(min, dragged))}px`;
  }
  const min = px(minWidth) || (px(idealWidth) ? `min(${px(idealWidth)}, 40px)` : "40px");
  if (maxWidth === "infinity" || !px(maxWidth)) return `minmax(${min}, ${idealWidth ? `${Number(idealWidth)}fr` : "1fr"})`;
  return `minmax(${min}, ${px(maxWidth)})`;
}

/** A table's `tablerows`: the element its rows are children of. */
function rowsElementOf(table) {
  for (const child of table.children) if (child.tag === "tablerows") return child;
  return null;
}

/** Brings what a table shows of its rows as a whole (its role, row count and
 * column tracks, and each row's position) up to date once, after the patches
 * of the update that changed them: an update inserts or moves a thousand rows
 * one patch at a time, and doing this after each was quadratic (seconds). */
function scheduleRefresh(table) {
  if (table.refreshPending) return;
  table.refreshPending = true;
  queueMicrotask(() => {
    table.refreshPending = false;
    if (table.tree.entries.get(table.id) === table) refresh(table);
  });
}

function refresh(table) {
  const selection = table.attrs.selection;
  const columns = table.children.filter((child) => child.tag === "tablecolumn");
  const body = rowsElementOf(table)?.children ?? [];
  let rows = 0, tree = false;
  for (const child of body) {
    if (child.tag !== "tablerow") continue;
    rows++;
    if (child.attrs.level !== undefined) tree = true;
  }
  setAttr(table.node, "role", tree ? "treegrid" : (selection ? "grid" : "table"));
  setAttr(table.node, "aria-multiselectable", selection === "multiple" ? "true" : null);
  setAttr(table.node, "aria-rowcount", String(rows + 1));
  // Its style: `inset` or `bordered` (absent: automatic), shaded rows, a header row or none.
  setAttr(table.node, "data-style", table.attrs.style || null);
  setAttr(table.node, "data-alternates", flagText(table.attrs.alternatesRowBackgrounds));
  setAttr(table.node, "data-headers", table.attrs.columnHeaders || null);
  table.node.style.setProperty("--table-columns", columns.map(track).join(" ") || "1fr");
  // The rows' selectability follows the table's; their positions (the header row is 1).
  let index = 2;
  const selectable = Boolean(selection);
  for (const row of body) {
    if (row.tag !== "tablerow") continue;
    // A row applies its own attributes when they change; here only those
    // applied before it was in this table, or before its selectability changed
    // (re-applying a thousand rows after every update wrote them all again).
    if (row.appliedSelectable !== selectable) applyRow(row, table);
    if (row.rowIndex !== index) {
      row.rowIndex = index;
      row.node.setAttribute("aria-rowindex", String(index));
    }
    index++;
  }
  watchRowHeight(table, body.find((row) => row.tag === "tablerow" && !isGroupRow(row)) ?? null, TABLE_ROW_HEIGHT);
}

/** Whether a row is a section's header row (`role` `header`): one cell across
 * the columns, drawn as a Mac's group row, which selects nothing. */
function isGroupRow(entry) { return entry.attrs.role === "header"; }

/** A row's own attributes, in a table (its position is the table's to set). */
function applyRow(entry, table) {
  const group = isGroupRow(entry);
  entry.node.classList.toggle("table-group-row", group);
  const selectable = Boolean(table?.attrs.selection) && !group;
  entry.appliedSelectable = table ? selectable : undefined;
  const selected = entry.attrs.selected === true;
  setAttr(entry.node, "aria-selected", selectable ? String(selected) : null);
  entry.node.classList.toggle("selected", selected);
  entry.node.tabIndex = selectable ? (selected ? 0 : -1) : -1;
  const { level, expanded } = entry.attrs;
  setAttr(entry.node, "aria-level", level ?? null);
  setAttr(entry.node, "aria-expanded", typeof expanded === "boolean" ? String(expanded) : null);
  // The first cell holds the triangle (or the room for one), indented by level.
  const first = entry.children.find((c) => c.tag === "cell");
  if (first && group && expanded !== undefined) {
    // A collapsible section's header: its triangle before its title.
    const toggle = toggleOf(entry);
    setAttr(toggle, "aria-expanded", flagText(expanded));
    setAttr(toggle, "aria-label", expanded === true ? "Collapse" : "Expand");
    toggle.style.visibility = "";
    if (toggle.parentNode !== first.node) first.node.prepend(toggle);
  } else if (first && level !== undefined) {
    // 16 a level (NSOutlineView's indentationPerLevel); placed, the engine
    // leaves that room and the triangle's (layouts.css reads --outline-indent).
    const indent = (Number(level) - 1) * 16;
    first.node.style.setProperty("padding-inline-start", `${8 + indent}px`);
    first.node.style.setProperty("--outline-indent", `${indent}px`);
    const toggle = toggleOf(entry);
    setAttr(toggle, "aria-expanded", flagText(expanded));
    setAttr(toggle, "aria-label", expanded === true ? "Collapse" : "Expand");
    toggle.style.visibility = expanded === undefined ? "hidden" : "";
    if (toggle.parentNode !== first.node) first.node.prepend(toggle);
  } else {
    entry.toggle?.remove();
  }
}

/** A row's disclosure triangle, made when a row first has a level. */
function toggleOf(entry) {
  if (entry.toggle) return entry.toggle;
  entry.toggle = el("button", "disclosure-toggle table-disclosure", { type: "button", tabindex: "-1" });
  entry.toggle.addEventListener("click", (event) => {
    event.stopPropagation();
    send(entry, { kind: "toggle", value: String(entry.attrs.expanded !== true) });
  });
  return entry.toggle;
}

/** The row of the rows' element `rows` that `node` is in (not a row of a
 * table in one of its cells), or null. */
function rowAt(rows, node) {
  for (let row = node?.closest?.(".table-row"); row; row = row.parentNode.closest(".table-row")) {
    if (row.parentNode === rows.node) return rows.tree.entryFor(row);
  }
  return null;
}

const CONTROLS = "button, input, select, textarea, a, [role=switch]";

/** Hears the rows' clicks (select), double clicks (the primary action) and
 * keys (the primary action, open and close, the next row) once, on their
 * element, rather than three listeners on each of a thousand rows. */
function hearRows(rows) {
  rows.node.addEventListener("click", (event) => {
    const entry = rowAt(rows, event.target);
    if (!entry || event.target.closest(CONTROLS) !== null) return;
    const table = tableOf(entry);
    if (!table?.attrs.selection || entry.attrs.disabled === true || isGroupRow(entry)) return;
    const modifiers = modifierNames(event).filter((m) => m === "command" || m === "shift");
    send(entry, modifiers.length ? { kind: "click", modifiers } : { kind: "click" });
    entry.node.focus();
  });
  rows.node.addEventListener("dblclick", (event) => {
    const entry = rowAt(rows, event.target);
    if (!entry || event.target.closest(CONTROLS) !== null) return;
    if (entry.attrs.primaryAction === true) send(entry, { kind: "submit" });
  });
  rows.node.addEventListener("keydown", (event) => {
    // Keys on the row itself, not on a control in it.
    const entry = rowAt(rows, event.target);
    if (!entry || event.target !== entry.node) return;
    const { expanded, primaryAction } = entry.attrs;
    if (isTypeSelectKey(event)) {
      // Type select: the first row whose first cell's text starts with the letters typed.
      const table = tableOf(entry);
      const match = typeSelectRow([...rows.node.querySelectorAll(":scope > .table-row")], event);
      const matchEntry = match && table?.tree.entryFor(match);
      event.preventDefault();
      if (!matchEntry || match.dataset.typeSelect === "") return;
      match.focus();
      if (table.attrs.selection) send(matchEntry, { kind: "click" });
      return;
    }
    if (event.key === "Enter" && primaryAction === true) {
      event.preventDefault();
      send(entry, { kind: "submit" });
      return;
    }
    if ((event.key === "ArrowRight" && expanded === false) || (event.key === "ArrowLeft" && expanded === true)) {
      event.preventDefault();
      send(entry, { kind: "toggle", value: String(event.key === "ArrowRight") });
      return;
    }
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    const table = tableOf(entry);
    if (!step || !table) return;
    // Section headers are passed over: they select nothing.
    const siblings = [...rows.node.querySelectorAll(":scope > .table-row:not(.table-group-row)")];
    const next = siblings[siblings.indexOf(entry.node) + step];
    if (!next) return;
    event.preventDefault();
    next.focus();
    const nextEntry = table.tree.entryFor(next);
    if (table.attrs.selection && nextEntry) {
      send(nextEntry, event.shiftKey && table.attrs.selection === "multiple"
        ? { kind: "click", modifiers: ["shift"] } : { kind: "click" });
    }
  });
}

export const tableHandlers = {
  table: {
    create(entry) {
      entry.node = el("div", "table");
      entry.head = el("div", "table-head", { role: "rowgroup" });
      entry.headerRow = el("div", "table-row table-header", { role: "row" });
      entry.head.append(entry.headerRow);
      entry.node.append(entry.head);
      followSelectionFocus(entry, (node) => isTableRow(node, entry.node));
    },
    // Its columns are the header row's; its rows' element and the rest follow the header.
    containerFor(entry, child) { return child.tag === "tablecolumn" ? entry.headerRow : entry.node; },
    apply(entry) { scheduleRefresh(entry); },
    childrenChanged(entry) { scheduleRefresh(entry); },
    childChanged(entry, child) { if (child.tag === "tablecolumn") scheduleRefresh(entry); },
    destroy(entry) { watchRowHeight(entry, null, TABLE_ROW_HEIGHT); },
  },
  tablecolumn: {
    create(entry) {
      entry.node = el("div", "table-column", { role: "columnheader" });
      entry.button = el("button", "table-sort", { type: "button" });
      entry.titleNode = el("span", "table-column-title");
      entry.button.append(entry.titleNode);
      entry.container = el("span", "table-column-label");
      entry.node.append(entry.container);
      entry.button.addEventListener("click", () => {
        if (entry.dragged) return;
        send(entry, { kind: "click" });
      });
      entry.resizer = el("span", "table-column-resizer", { "aria-hidden": "true" });
      entry.resizer.addEventListener("pointerdown", (event) => startResize(entry, event));
      entry.node.addEventListener("pointerdown", (event) => {
        if (event.button === 0 && event.target !== entry.resizer && entry.attrs.customizationID) startMove(entry, event);
      });
    },
    apply(entry) {
      const { title, sortable, sortOrder } = entry.attrs;
      entry.titleNode.textContent = title ?? "";
      // A sortable header is a button; the others are text.
      if (sortable === true) {
        if (entry.button.parentNode !== entry.node) entry.node.prepend(entry.button);
        entry.button.append(entry.container);
      } else {
        entry.button.remove();
        if (entry.container.parentNode !== entry.node) entry.node.append(entry.container);
        if (!entry.titleNode.parentNode || entry.titleNode.parentNode === entry.button) entry.node.prepend(entry.titleNode);
      }
      if (sortable === true && entry.titleNode.parentNode !== entry.button) entry.button.prepend(entry.titleNode);
      setAttr(entry.node, "aria-sort", sortOrder === "ascending" || sortOrder === "descending" ? sortOrder : (sortable === true ? "none" : null));
      entry.node.dataset.sort = sortOrder || "";
      setAttr(entry.node, "data-align", entry.attrs.alignment || null);
      // Appended once: moved again, it would lose the pointer a drag of it captured.
      if (entry.attrs.resizable !== true) entry.resizer.remove();
      else if (entry.resizer.parentNode !== entry.node) entry.node.append(entry.resizer);
    },
  },
  // The rows' element: the table's body. Its rows' count and positions are the table's to show.
  tablerows: {
    create(entry) {
      entry.node = el("div", "table-body", { role: "rowgroup" });
      hearRows(entry);
    },
    childrenChanged(entry) { if (entry.parent?.tag === "table") scheduleRefresh(entry.parent); },
    // The refresh is the table's, once after the update: a run of new rows
    // goes in as one block (render.js), as a list's does.
    childrenChangedOnce: true,
  },
  tablerow: {
    // Its clicks, double clicks and keys are heard by its rows' element (hearRows).
    create(entry) { entry.node = el("div", "table-row", { role: "row", tabindex: "-1" }); },
    // A new row is applied once its cells are there (childrenChanged, as the
    // tree builds it), not also before: its first cell may hold its triangle.
    apply(entry, fresh) { if (!fresh) applyRow(entry, tableOf(entry)); },
    childrenChanged(entry) { applyRow(entry, tableOf(entry)); },
  },
  cell: {
    create(entry) { entry.node = el("div", "table-cell"); },
    apply(entry) {
      const table = entry.parent && tableOf(entry.parent);
      // A section header's one cell heads the rows below it.
      const group = entry.parent && isGroupRow(entry.parent);
      setAttr(entry.node, "role", group ? "rowheader" : (table?.attrs.selection ? "gridcell" : "cell"));
      // Its column's alignment (`alignment(_:)` on the column).
      setAttr(entry.node, "data-align", entry.attrs.alignment || null);
    },
  },
};

/** Drags a column's trailing edge: its width follows the pointer within its bounds. */
function startResize(column, event) {
  event.preventDefault();
  event.stopPropagation();
  const table = tableOf(column);
  if (!table) return;
  const start = event.clientX;
  const width = column.node.getBoundingClientRect().width;
  const rtl = getComputedStyle(column.node).direction === "rtl";
  column.resizer.setPointerCapture?.(event.pointerId);
  // The width last sent, and whether a frame will send the newest.
  let sent = width, pending = false;
  const sendWidth = () => {
    if (!column.userWidth || column.userWidth === sent) return;
    sent = column.userWidth;
    send(column, { kind: "change", key: "width", width: sent });
  };
  const move = (e) => {
    const { min, max } = widthBounds(column);
    column.userWidth = Math.min(max, Math.max(min, width + (rtl ? start - e.clientX : e.clientX - start)));
    table.handler.apply(table);
    // A table the app lays out (placement.js) follows the drag as the app
    // lays it out again with the width: sent once a frame at most.
    if (column.node.hasAttribute("data-placed") && !pending) {
      pending = true;
      requestAnimationFrame(() => { pending = false; sendWidth(); });
    }
  };
  const end = () => {
    column.resizer.removeEventListener("pointermove", move);
    column.resizer.removeEventListener("pointerup", end);
    column.resizer.removeEventListener("pointercancel", end);
    // The app keeps the width (in its column customization, or the table's
    // own), and lays the table out again with it.
    sendWidth();
  };
  column.resizer.addEventListener("pointermove", move);
  column.resizer.addEventListener("pointerup", end);
  column.resizer.addEventListener("pointercancel", end);
}

/** Drags a customizable column's header among the others: dropped, the app
 * hears which column it now precedes (empty: it goes last). */
function startMove(column, event) {
  const table = tableOf(column);
  if (!table) return;
  const startX = event.clientX;
  column.dragged = false;
  const headers = () => table.children.filter((c) => c.tag === "tablecolumn");
  const move = (e) => {
    if (!column.dragged && Math.abs(e.clientX - startX) < 5) return;
    column.dragged = true;
    column.node.classList.add("moving");
    column.node.style.setProperty("translate", `${e.clientX - startX}px 0`);
  };
  const end = (e) => {
    window.removeEventListener("pointermove", move);
    window.removeEventListener("pointerup", end);
    column.node.classList.remove("moving");
    column.node.style.removeProperty("translate");
    if (!column.dragged) return;
    // The first other header whose middle is past the pointer follows the column.
    const others = headers().filter((h) => h !== column && h.attrs.customizationID);
    const next = others.find((h) => {
      const box = h.node.getBoundingClientRect();
      return e.clientX < box.left + box.width / 2;
    });
    send(column, { kind: "change", value: next ? next.attrs.customizationID : "" });
    // The click that ends a drag does not sort.
    setTimeout(() => { column.dragged = false; }, 0);
  };
  window.addEventListener("pointermove", move);
  window.addEventListener("pointerup", end);
}
