// Content elements: text, images, shapes, lists, sections, tab views and
// navigation stacks.

import { el, setAttr, setStyle, px, cssColor, symbolGlyph } from "./dom.js";

function listOf(entry) {
  for (let p = entry.parent; p; p = p.parent) {
    if (p.tag === "list" || p.tag === "form") return p;
  }
  return null;
}

export const contentHandlers = {
  text: {
    create(entry) { entry.node = el("span", "text"); },
    apply(entry) { entry.node.classList.toggle("selectable", entry.attrs.selectable === "true"); },
    text(entry) { entry.node.textContent = entry.text ?? ""; },
  },
  image: {
    create(entry) { entry.node = el("span", "image", { role: "img" }); },
    apply(entry) {
      const { systemName, name, label } = entry.attrs;
      entry.node.textContent = systemName ? symbolGlyph(systemName) : (name || "");
      entry.node.classList.toggle("named", !systemName);
      setAttr(entry.node, "aria-label", label || systemName || name || "image");
    },
  },
  label: { create(entry) { entry.node = el("span", "label"); } },
  labeled: { create(entry) { entry.node = el("div", "labeled"); } },
  progress: {
    create(entry) {
      entry.node = el("div", "progress");
      entry.container = el("div", "progress-label");
      entry.control = el("progress");
      entry.node.append(entry.container, entry.control);
    },
    apply(entry) {
      const { value, total } = entry.attrs;
      if (value === undefined) {
        entry.control.removeAttribute("value");
      } else {
        entry.control.max = Number(total ?? 1) || 1;
        entry.control.value = Number(value) || 0;
      }
      const label = entry.container.textContent.trim();
      setAttr(entry.control, "aria-label", entry.attrs.label || label || "Progress");
    },
    childChanged(entry) { this.apply(entry); },
    childrenChanged(entry) { this.apply(entry); },
  },
  unavailable: { create(entry) { entry.node = el("div", "unavailable", { role: "status" }); } },
  shape: {
    create(entry) { entry.node = el("div", "shape"); },
    apply(entry) {
      const a = entry.attrs;
      const kind = a.shape || "rectangle";
      setAttr(entry.node, "data-shape", kind);
      setStyle(entry.node, "background-color", cssColor(a.fill) || (a.stroke ? "transparent" : null));
      setStyle(entry.node, "border", a.stroke ? `${Number(a.lineWidth || 1)}px solid ${cssColor(a.stroke)}` : null);
      const radius = kind === "roundedRectangle" ? px(a.cornerRadius || 8)
        : kind === "circle" || kind === "ellipse" ? "50%" : kind === "capsule" ? "9999px" : px(a.cornerRadius);
      setStyle(entry.node, "border-radius", radius);
      setAttr(entry.node, "aria-hidden", a.label ? null : "true");
      setAttr(entry.node, "role", a.label ? "img" : null);
    },
  },
  color: {
    create(entry) { entry.node = el("div", "color-fill", { "aria-hidden": "true" }); },
    apply(entry) { setStyle(entry.node, "background-color", cssColor(entry.attrs.color)); },
  },
  list: list("list"),
  form: list("form"),
  section: {
    create(entry) { entry.node = el("div", "section", { role: "group" }); },
  },
  row: {
    create(entry) {
      entry.node = el("div", "row", { tabindex: "-1" });
      entry.node.addEventListener("click", (event) => {
        // Controls in a row answer for themselves.
        if (event.target.closest("button, input, select, textarea, a, [role=switch]") !== null) return;
        if (entry.attrs.disabled === "true") return;
        entry.tree.send({ kind: "click", target: entry.id });
      });
      entry.node.addEventListener("keydown", (event) => {
        if (event.target !== entry.node) return;
        if ((event.key === "Delete" || event.key === "Backspace") && entry.attrs.deletable === "true") {
          entry.tree.send({ kind: "change", target: entry.id, value: "delete" });
          event.preventDefault();
        } else if (event.key === "Enter" || event.key === " ") {
          entry.tree.send({ kind: "click", target: entry.id });
          event.preventDefault();
        } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
          const rows = [...entry.node.closest(".list, .form")?.querySelectorAll(".row") || []];
          const next = rows[rows.indexOf(entry.node) + (event.key === "ArrowDown" ? 1 : -1)];
          next?.focus();
          event.preventDefault();
        }
      });
    },
    apply(entry) {
      const selectable = listOf(entry)?.attrs.selection;
      const selected = entry.attrs.selected === "true";
      setAttr(entry.node, "role", selectable ? "option" : "listitem");
      setAttr(entry.node, "aria-selected", selectable ? String(selected) : null);
      entry.node.classList.toggle("selected", selected);
      entry.node.tabIndex = selectable || entry.attrs.deletable === "true" ? 0 : -1;
    },
  },
  tabview: {
    create(entry) {
      entry.node = el("div", "tabview");
      entry.tablist = el("div", "tablist", { role: "tablist" });
      entry.container = el("div", "tabpanels");
      entry.node.append(entry.tablist, entry.container);
      entry.tablist.addEventListener("keydown", (event) => {
        const tabs = [...entry.tablist.querySelectorAll("[role=tab]")];
        const index = tabs.indexOf(document.activeElement);
        const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
        if (index < 0 || !step) return;
        tabs[(index + step + tabs.length) % tabs.length].focus();
        event.preventDefault();
      });
    },
    apply(entry) { this.childrenChanged(entry); },
    childChanged(entry) { this.childrenChanged(entry); },
    // The tab strip is drawn from the tabs' attributes, so it is redrawn
    // whenever a tab comes, goes or changes.
    childrenChanged(entry) {
      const selected = entry.attrs.selected;
      const focused = entry.tablist.contains(document.activeElement) ? document.activeElement.dataset.key : null;
      entry.tablist.replaceChildren(...entry.children.filter((tab) => tab.tag === "tab").map((tab) => {
        const key = tab.attrs.key ?? String(tab.id);
        const isSelected = tab.attrs.selected === "true" || (selected !== undefined && key === selected);
        const button = el("button", "tab", {
          type: "button", role: "tab", "aria-selected": String(isSelected), "data-key": key,
          "aria-controls": `panel-${entry.tree.surfaceId}-${tab.id}`, tabindex: isSelected ? "0" : "-1",
        });
        if (tab.attrs.systemImage) button.append(el("span", "image", { "aria-hidden": "true" }));
        if (button.firstChild) button.firstChild.textContent = symbolGlyph(tab.attrs.systemImage);
        button.append(document.createTextNode(tab.attrs.title ?? key));
        button.addEventListener("click", () => entry.tree.send({ kind: "change", target: entry.id, value: key }));
        tab.node.id = `panel-${entry.tree.surfaceId}-${tab.id}`;
        tab.node.hidden = !isSelected || tab.attrs.hidden === "true";
        return button;
      }));
      if (focused !== null) entry.tablist.querySelector(`[data-key="${CSS.escape(focused)}"]`)?.focus();
    },
  },
  tab: {
    create(entry) { entry.node = el("div", "tabpanel", { role: "tabpanel" }); },
    apply(entry) { setAttr(entry.node, "aria-label", entry.attrs.title || null); },
  },
  navstack: {
    create(entry) {
      entry.node = el("div", "navstack");
      entry.bar = el("div", "navbar");
      entry.back = el("button", "back", { type: "button", "aria-label": "Back" });
      entry.back.textContent = "‹ Back";
      entry.back.addEventListener("click", () => entry.tree.send({ kind: "change", target: entry.id, value: "back" }));
      entry.bar.append(entry.back);
      entry.container = el("div", "navstack-body");
      entry.node.append(entry.bar, entry.container);
    },
    childrenChanged(entry) { entry.bar.hidden = entry.children.length < 2; },
  },
};

function list(kind) {
  return {
    create(entry) { entry.node = el("div", kind); },
    apply(entry) {
      const selection = entry.attrs.selection;
      setAttr(entry.node, "role", selection ? "listbox" : "list");
      setAttr(entry.node, "aria-multiselectable", selection === "multiple" ? "true" : null);
      setAttr(entry.node, "data-style", entry.attrs.style || null);
      // Rows draw their role from their list's selection mode.
      if (entry.children) {
        for (const row of entry.node.querySelectorAll(".row")) {
          const rowEntry = entry.tree.entries.get(Number(row.dataset.id));
          rowEntry?.handler.apply(rowEntry);
        }
      }
    },
  };
}
