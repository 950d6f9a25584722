// Containers of issue 15: disclosure groups, group boxes and control groups.
// Each is a real ARIA widget: a disclosure is a button with aria-expanded
// controlling a group; a group box and a control group are named groups.

import { el, setAttr } from "./dom.js";
import { scrollElementIntoView } from "./scrolling.js";

function send(entry, kind, value) {
  entry.tree.send(value === undefined ? { kind, target: entry.id } : { kind, target: entry.id, value });
}

function inList(entry) {
  for (let p = entry.parent; p; p = p.parent) {
    if (p.tag === "list" || p.tag === "form") return true;
    if (p.tag === "row") return false;
  }
  return false;
}

function domId(entry, part) {
  return `${part}-${entry.tree.surfaceId}-${entry.id}`;
}

export const containerHandlers = {
  // The label (a `slot`, or in a list the group's own `row`) is the first
  // child; the content follows while expanded.
  disclosure: {
    create(entry) {
      entry.node = el("div", "disclosure");
      entry.header = el("div", "disclosure-header");
      entry.toggle = el("button", "disclosure-toggle", { type: "button", "aria-expanded": "false" });
      entry.labelBox = el("div", "disclosure-label");
      entry.header.append(entry.toggle, entry.labelBox);
      entry.container = el("div", "disclosure-content", { role: "group", id: domId(entry, "disclosure") });
      entry.toggle.setAttribute("aria-controls", entry.container.id);
      entry.node.append(entry.header, entry.container);
      const flip = () => send(entry, "toggle", String(entry.attrs.expanded !== true));
      entry.toggle.addEventListener("click", flip);
      entry.labelBox.addEventListener("click", (event) => {
        // In a list the label is a row, which selects; elsewhere it toggles,
        // unless a control in it was used.
        if (entry.inList || event.target.closest("button, input, select, textarea, a")) return;
        flip();
      });
      // Right and Left on its row in a list open and close it (content.js, outlineKeys).
    },
    containerFor(entry, child) {
      return entry.children[0] === child ? entry.labelBox : entry.container;
    },
    apply(entry) {
      entry.inList = inList(entry);
      entry.node.classList.toggle("in-list", entry.inList);
      const expanded = entry.attrs.expanded === true;
      entry.toggle.setAttribute("aria-expanded", String(expanded));
      entry.node.classList.toggle("expanded", expanded);
      entry.container.hidden = !expanded;
      const name = entry.attrs.label || entry.attrs.title || entry.labelBox.textContent.trim();
      setAttr(entry.toggle, "aria-label", name || "Disclosure");
      setAttr(entry.container, "aria-label", name || null);
    },
    childrenChanged(entry) { this.apply(entry); },
  },
  groupbox: {
    create(entry) {
      entry.node = el("div", "groupbox", { role: "group" });
      entry.labelBox = el("div", "groupbox-label", { id: domId(entry, "groupbox") });
      entry.container = el("div", "groupbox-content");
      entry.node.append(entry.labelBox, entry.container);
    },
    containerFor(entry, child) {
      return child.tag === "slot" && child.attrs.name === "label" ? entry.labelBox : entry.container;
    },
    apply(entry) {
      const labelled = entry.children.some((c) => c.tag === "slot" && c.attrs.name === "label");
      entry.labelBox.hidden = !labelled;
      setAttr(entry.node, "aria-labelledby", labelled && !entry.attrs.label ? entry.labelBox.id : null);
    },
    childrenChanged(entry) { this.apply(entry); },
  },
  controlgroup: {
    create(entry) {
      entry.node = el("div", "controlgroup", { role: "group" });
      entry.labelBox = el("div", "controlgroup-label");
      entry.labelBox.hidden = true;
    },
    containerFor(entry, child) {
      if (child.tag === "slot" && child.attrs.name === "label") {
        if (!entry.labelBox.parentNode) entry.node.append(entry.labelBox);
        return entry.labelBox;
      }
      return entry.node;
    },
    apply(entry) {
      setAttr(entry.node, "aria-label", entry.attrs.label || entry.attrs.title || null);
    },
  },
  // ScrollViewReader: its content alone; scrolls an element into view when asked.
  scrollreader: {
    create(entry) { entry.node = el("div", "scrollreader"); },
    apply(entry) {
      const target = entry.attrs.scrollTarget;
      if (!target || target === entry.lastTarget) return;
      entry.lastTarget = target;
      const [id, anchor] = target.split(" ");
      scrollElementIntoView(entry.tree, id, anchor);
    },
  },
};
