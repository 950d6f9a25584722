// Tables: a grid (selectable rows) or a table, with column headers that
// sort and rows that select by click and by the arrow keys. Every row lays
// its cells out on the same grid tracks, computed from the columns' widths.

import { el, setAttr, px } from "./dom.js";
import { modifierNames } from "./keyboard.js";

function send(entry, event) {
  entry.tree.send({ target: entry.id, ...event });
}

function tableOf(entry) {
  for (let p = entry.parent; p; p = p.parent) if (p.tag === "table") return p;
  return null;
}

/** A column's grid track from its width attributes. */
function track(column) {
  const { width, minWidth, idealWidth, maxWidth } = column.attrs;
  if (px(width)) return px(width);
  const min = px(minWidth) || (px(idealWidth) ? `min(${px(idealWidth)}, 40px)` : "40px");
  if (maxWidth === "infinity" || !px(maxWidth)) return `minmax(${min}, ${idealWidth ? `${Number(idealWidth)}fr` : "1fr"})`;
  return `minmax(${min}, ${px(maxWidth)})`;
}

function rowsOf(table) {
  return [...table.body.querySelectorAll(":scope > .table-row")];
}

export const tableHandlers = {
  table: {
    create(entry) {
      entry.node = el("div", "table");
      entry.head = el("div", "table-head", { role: "rowgroup" });
      entry.headerRow = el("div", "table-row table-header", { role: "row" });
      entry.head.append(entry.headerRow);
      entry.body = el("div", "table-body", { role: "rowgroup" });
      entry.node.append(entry.head, entry.body);
    },
    containerFor(entry, child) { return child.tag === "tablecolumn" ? entry.headerRow : entry.body; },
    apply(entry) {
      const selection = entry.attrs.selection;
      setAttr(entry.node, "role", selection ? "grid" : "table");
      setAttr(entry.node, "aria-multiselectable", selection === "multiple" ? "true" : null);
      setAttr(entry.node, "aria-rowcount", String(entry.children.filter((c) => c.tag === "tablerow").length + 1));
      const columns = entry.children.filter((c) => c.tag === "tablecolumn");
      entry.node.style.setProperty("--table-columns", columns.map(track).join(" ") || "1fr");
      for (const row of entry.children) if (row.tag === "tablerow") row.handler.apply(row);
    },
    childrenChanged(entry) { this.apply(entry); },
    childChanged(entry, child) { if (child.tag === "tablecolumn") this.apply(entry); },
  },
  tablecolumn: {
    create(entry) {
      entry.node = el("div", "table-column", { role: "columnheader" });
      entry.button = el("button", "table-sort", { type: "button" });
      entry.titleNode = el("span", "table-column-title");
      entry.button.append(entry.titleNode);
      entry.container = el("span", "table-column-label");
      entry.node.append(entry.container);
      entry.button.addEventListener("click", () => send(entry, { kind: "click" }));
    },
    apply(entry) {
      const { title, sortable, sortOrder } = entry.attrs;
      entry.titleNode.textContent = title ?? "";
      // A sortable header is a button; the others are text.
      if (sortable === "true") {
        if (entry.button.parentNode !== entry.node) entry.node.prepend(entry.button);
        entry.button.append(entry.container);
      } else {
        entry.button.remove();
        if (entry.container.parentNode !== entry.node) entry.node.append(entry.container);
        if (!entry.titleNode.parentNode || entry.titleNode.parentNode === entry.button) entry.node.prepend(entry.titleNode);
      }
      if (sortable === "true" && entry.titleNode.parentNode !== entry.button) entry.button.prepend(entry.titleNode);
      setAttr(entry.node, "aria-sort", sortOrder === "ascending" || sortOrder === "descending" ? sortOrder : (sortable === "true" ? "none" : null));
      entry.node.dataset.sort = sortOrder || "";
    },
  },
  tablerow: {
    create(entry) {
      entry.node = el("div", "table-row", { role: "row", tabindex: "-1" });
      entry.node.addEventListener("click", (event) => {
        if (event.target.closest("button, input, select, textarea, a, [role=switch]") !== null) return;
        const table = tableOf(entry);
        if (!table?.attrs.selection || entry.attrs.disabled === "true") return;
        const modifiers = modifierNames(event).filter((m) => m === "command" || m === "shift");
        send(entry, modifiers.length ? { kind: "click", modifiers } : { kind: "click" });
        entry.node.focus();
      });
      entry.node.addEventListener("keydown", (event) => {
        if (event.target !== entry.node) return;
        const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
        const table = tableOf(entry);
        if (!step || !table) return;
        const rows = rowsOf(table);
        const next = rows[rows.indexOf(entry.node) + step];
        if (!next) return;
        event.preventDefault();
        next.focus();
        const nextEntry = table.tree.entryFor(next);
        if (table.attrs.selection && nextEntry) {
          send(nextEntry, event.shiftKey && table.attrs.selection === "multiple"
            ? { kind: "click", modifiers: ["shift"] } : { kind: "click" });
        }
      });
    },
    apply(entry) {
      const table = tableOf(entry);
      const selectable = Boolean(table?.attrs.selection);
      const selected = entry.attrs.selected === "true";
      setAttr(entry.node, "aria-selected", selectable ? String(selected) : null);
      entry.node.classList.toggle("selected", selected);
      entry.node.tabIndex = selectable ? (selected ? 0 : -1) : -1;
      if (table) {
        const index = table.children.filter((c) => c.tag === "tablerow").indexOf(entry);
        setAttr(entry.node, "aria-rowindex", index >= 0 ? String(index + 2) : null);
      }
    },
  },
  cell: {
    create(entry) { entry.node = el("div", "table-cell"); },
    apply(entry) {
      const table = entry.parent && tableOf(entry.parent);
      setAttr(entry.node, "role", table?.attrs.selection ? "gridcell" : "cell");
    },
  },
};
