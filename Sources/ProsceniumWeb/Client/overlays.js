// Sheets, alerts and dialogs (modal to their window) and context menus
// (at the pointer). Each is drawn away from where it stands in the tree: a
// placeholder keeps its place, its box lives in the window's modal layer or
// the page's popup layer.

import { el, setAttr } from "./dom.js";
import { menuKeydown, firstItem } from "./menus.js";

const FOCUSABLE = "button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex='-1'])";

/** Where the pointer was at the last right-click, in page coordinates. */
let contextPoint = { x: 0, y: 0 };
export function noteContextPoint(x, y) {
  contextPoint = { x, y };
}

function dismiss(entry) {
  entry.tree.send({ kind: "dismiss", target: entry.id });
}

// Focus moves into a modal once its content is built: in an alert to its
// safe choice (Cancel), in a sheet to its first control.
function focusInto(box, preferred) {
  setTimeout(() => {
    if (!box.isConnected || box.contains(document.activeElement)) return;
    (box.querySelector(preferred) || box.querySelector(FOCUSABLE) || box).focus();
  }, 0);
}

function modal(kind) {
  return {
    create(entry) {
      entry.node = document.createComment(kind);
      entry.portal = el("div", "modal-backdrop");
      entry.box = el("div", `modal ${kind}`, {
        role: kind === "alert" ? "alertdialog" : "dialog", "aria-modal": "true", tabindex: "-1",
      });
      entry.portal.append(entry.box);
      if (kind === "sheet") {
        entry.container = entry.box;
        // The app may lay out the sheet's views, at the size they ask (placement.js).
        entry.islandNode = entry.box;
      } else {
        const id = `${entry.tree.surfaceId}-${entry.id}`;
        entry.heading = el("h2", "modal-title", { id: `title-${id}` });
        entry.message = el("p", "modal-message", { id: `message-${id}` });
        entry.container = el("div", "modal-buttons");
        entry.ok = el("button", "button", { type: "button", "data-style": "borderedProminent" });
        entry.ok.textContent = "OK";
        entry.ok.addEventListener("click", () => dismiss(entry));
        // The icon (a custom one, or the caution symbol of a critical dialog) and the
        // suppression checkbox have places of their own (slots `icon` and `suppression`).
        entry.icon = el("div", "modal-icon");
        entry.suppression = el("div", "modal-suppression");
        entry.box.append(entry.icon, entry.heading, entry.message, entry.suppression, entry.container);
      }
      entry.box.addEventListener("keydown", (event) => {
        if (event.key === "Escape") {
          dismiss(entry);
          event.preventDefault();
          event.stopPropagation();
        }
      });
    },
    attachPortal(entry) {
      entry.tree.host.overlay.append(entry.portal);
      entry.tree.host.modalChanged?.();
      focusInto(entry.box, kind === "sheet" ? FOCUSABLE : "[data-role=cancel]:not([disabled])");
    },
    destroy(entry) {
      // After the box has left the layer.
      queueMicrotask(() => entry.tree.host.modalChanged?.());
    },
    apply(entry) {
      if (kind === "sheet") {
        setAttr(entry.box, "aria-label", entry.attrs.label || entry.attrs.title || "Sheet");
        return;
      }
      setAttr(entry.box, "data-severity", entry.attrs.severity || null);
      entry.heading.textContent = entry.attrs.title ?? "";
      entry.message.textContent = entry.attrs.message ?? "";
      entry.message.hidden = !entry.attrs.message;
      setAttr(entry.box, "aria-labelledby", entry.attrs.label ? null : entry.heading.id);
      setAttr(entry.box, "aria-describedby", entry.attrs.message ? entry.message.id : null);
    },
    containerFor(entry, child) {
      const name = child.tag === "slot" ? child.attrs.name : null;
      // The app's own icon (its `AppIcon`), where the generic one would be.
      if ((name === "icon" || name === "appIcon") && entry.icon) return entry.icon;
      if (name === "suppression" && entry.suppression) return entry.suppression;
      return entry.container;
    },
    childrenChanged(entry) {
      // An alert without actions still has a way out, as in SwiftUI.
      if (!entry.ok) return;
      const actions = entry.children.filter((child) => child.tag !== "slot"
        || !["icon", "appIcon", "suppression"].includes(child.attrs.name));
      if (actions.length === 0) entry.container.append(entry.ok);
      else entry.ok.remove();
    },
  };
}

const openMenus = new Set();

function hideContextMenu(entry, tell) {
  if (entry.portal.hidden) return;
  entry.portal.hidden = true;
  openMenus.delete(entry);
  if (tell) dismiss(entry);
  entry.returnFocus?.focus?.();
}

document.addEventListener("pointerdown", (event) => {
  for (const entry of [...openMenus]) {
    if (!entry.portal.contains(event.target)) hideContextMenu(entry, true);
  }
}, true);

/** Places a popover by its anchor (the element before it) and arrow edge. */
function placePopover(entry) {
  const parent = entry.parent;
  const index = parent ? parent.children.indexOf(entry) : -1;
  const anchorEntry = index > 0 ? parent.children[index - 1] : parent;
  const anchor = anchorEntry && (anchorEntry.box || anchorEntry.node);
  if (!anchor || anchor.nodeType !== 1 || !entry.portal.isConnected) return;
  let rect = anchor.getBoundingClientRect();
  const given = (entry.attrs.anchorRect || "").split(/\s+/).map(Number);
  if (given.length === 4 && given.every(Number.isFinite)) {
    rect = { left: rect.left + given[0], top: rect.top + given[1], width: given[2], height: given[3] };
    rect.right = rect.left + rect.width;
    rect.bottom = rect.top + rect.height;
  }
  // PopoverAttachmentAnchor.point: a point of the anchor, in unit coordinates.
  const point = (entry.attrs.anchorPoint || "").split(/\s+/).map(Number);
  if (point.length === 2 && point.every(Number.isFinite)) {
    const x = rect.left + point[0] * rect.width, y = rect.top + point[1] * rect.height;
    rect = { left: x, top: y, right: x, bottom: y, width: 0, height: 0 };
  }
  const box = entry.box.getBoundingClientRect();
  const edge = entry.attrs.arrowEdge || "top";
  const gap = 8;
  let x = rect.left + rect.width / 2 - box.width / 2;
  let y = rect.bottom + gap;
  if (edge === "bottom") y = rect.top - box.height - gap;
  if (edge === "leading") { x = rect.right + gap; y = rect.top + rect.height / 2 - box.height / 2; }
  if (edge === "trailing") { x = rect.left - box.width - gap; y = rect.top + rect.height / 2 - box.height / 2; }
  x = Math.max(4, Math.min(x, innerWidth - box.width - 4));
  y = Math.max(4, Math.min(y, innerHeight - box.height - 4));
  entry.portal.style.setProperty("left", `${Math.round(x)}px`);
  entry.portal.style.setProperty("top", `${Math.round(y)}px`);
  setAttr(entry.portal, "data-edge", edge);
}

const openPopovers = new Set();

document.addEventListener("pointerdown", (event) => {
  for (const entry of [...openPopovers]) {
    if (entry.portal.contains(event.target)) continue;
    // A click on the anchor is the app's to answer (it may close it itself).
    dismiss(entry);
    openPopovers.delete(entry);
  }
}, true);

export const overlayHandlers = {
  popover: {
    // Anchored to the element before it; dismissed by a click outside or Escape.
    create(entry) {
      entry.node = document.createComment("popover");
      entry.portal = el("div", "popover-host", { "data-surface": entry.tree.surfaceId });
      entry.box = el("div", "popover", { role: "dialog", tabindex: "-1" });
      entry.portal.append(entry.box);
      entry.container = entry.box;
      entry.box.addEventListener("keydown", (event) => {
        if (event.key !== "Escape") return;
        dismiss(entry);
        event.preventDefault();
        event.stopPropagation();
      });
    },
    attachPortal(entry) {
      entry.tree.host.popups.append(entry.portal);
      openPopovers.add(entry);
      requestAnimationFrame(() => placePopover(entry));
      focusInto(entry.box, FOCUSABLE);
    },
    apply(entry) {
      setAttr(entry.box, "aria-label", entry.attrs.label || "Popover");
      if (entry.portal.isConnected) requestAnimationFrame(() => placePopover(entry));
    },
    childrenChanged(entry) {
      if (entry.portal.isConnected) requestAnimationFrame(() => placePopover(entry));
    },
    destroy(entry) { openPopovers.delete(entry); },
  },
  sheet: modal("sheet"),
  alert: modal("alert"),
  dialog: modal("dialog"),
  contextmenu: {
    create(entry) {
      entry.node = document.createComment("contextmenu");
      // The portal shows and hides with `open`; the menu in it takes the
      // common attributes (a `hidden` menu stays hidden when open).
      entry.portal = el("div", "contextmenu", { "data-surface": entry.tree.surfaceId });
      entry.box = el("div", "popup", { role: "menu" });
      entry.portal.append(entry.box);
      entry.portal.hidden = true;
      entry.container = entry.box;
      entry.portal.addEventListener("keydown", (event) => menuKeydown(event, entry.box, () => hideContextMenu(entry, true)));
      entry.portal.addEventListener("click", (event) => {
        // An item was chosen: the app runs it and closes the menu.
        if (event.target.closest("[role^=menuitem]:not([aria-haspopup])")) hideContextMenu(entry, false);
      });
    },
    attachPortal(entry) { entry.tree.host.popups.append(entry.portal); },
    destroy(entry) {
      openMenus.delete(entry);
      if (entry.portal.contains(document.activeElement)) entry.returnFocus?.focus?.();
    },
    apply(entry) {
      // Present only while open (an `open` attribute may also say so).
      const open = entry.attrs.open !== false;
      if (!open) {
        hideContextMenu(entry, false);
        return;
      }
      if (!entry.portal.hidden) return;
      entry.returnFocus = document.activeElement;
      entry.portal.hidden = false;
      openMenus.add(entry);
      const { innerWidth, innerHeight } = window;
      const { offsetWidth, offsetHeight } = entry.box;
      entry.portal.style.setProperty("left", `${Math.max(0, Math.min(contextPoint.x, innerWidth - offsetWidth - 4))}px`);
      entry.portal.style.setProperty("top", `${Math.max(0, Math.min(contextPoint.y, innerHeight - offsetHeight - 4))}px`);
      setTimeout(() => firstItem(entry.box)?.focus(), 0);
    },
  },
};
