// The menu bar and menus: menus open by mouse and keyboard (arrows, Enter,
// Space, Escape, Home, End), following the WAI-ARIA menu bar pattern. The
// same keys work in context menus and menu buttons.

import { el, setAttr, knownSymbol, showSymbol } from "./dom.js";
import { shortcutLabel } from "./keyboard.js";
import { performClipboardCommand, lastFocusedElement } from "./clipboard.js";

const visible = (node) => !node.hidden && !node.closest("[hidden]");

/** The menu (role=menu) a popup or container holds. */
function menuOf(container) {
  return container.matches("[role=menu]") ? container : container.querySelector("[role=menu]");
}

/** The items of a menu, not those of its submenus. */
export function itemsOf(container) {
  const menu = menuOf(container);
  if (!menu) return [];
  return [...menu.querySelectorAll("[role^=menuitem]")]
    .filter((item) => item.parentElement.closest("[role=menu]") === menu && visible(item));
}

export function firstItem(container) {
  return itemsOf(container)[0] || null;
}

function popupOf(trigger) {
  return trigger.nextElementSibling;
}

/** Opens the submenu after `trigger` and closes the others at its level. */
export function openSubmenu(trigger) {
  const popup = popupOf(trigger);
  if (!popup) return;
  // Close the other submenus at this level first.
  const level = trigger.parentElement.parentElement;
  for (const other of level.querySelectorAll(":scope > * > [aria-expanded=true]")) {
    if (other !== trigger) closeSubmenu(other);
  }
  trigger.setAttribute("aria-expanded", "true");
  popup.hidden = false;
  fitToViewport(trigger, popup);
  trigger.expanded?.(true);
}

/** The least room a menu keeps from the page's edges. */
const margin = 6;

/** Places the submenu `popup` beside its `item` with fixed coordinates, so
 * that no box around the item (a scrolling menu, a window's edges) clips it. */
function placeBeside(item, popup) {
  const at = item.getBoundingClientRect();
  // Fixed, then moved by what it is off by: its containing block may be an
  // ancestor with a filter (the menu bar's blur), not the viewport.
  popup.style.position = "fixed";
  popup.style.left = "0px";
  popup.style.top = "0px";
  const origin = popup.getBoundingClientRect();
  const top = Math.max(margin, Math.min(at.top - 5, window.innerHeight - margin - origin.height));
  popup.style.left = `${at.right - 4 - origin.left}px`;
  popup.style.top = `${top - origin.top}px`;
}

/** A menu taller than the room below its top scrolls, as a Mac's long menus
 * do, instead of running off the page where its last items cannot be
 * reached. A submenu of a scrolling menu is placed by hand beside its item,
 * outside the scrolling box that would otherwise clip it. */
function fitToViewport(trigger, popup) {
  popup.classList.remove("scrolls");
  popup.style.maxHeight = "";
  for (const side of ["position", "left", "top"]) popup.style[side] = "";
  // A submenu inside a box that clips (a scrolling menu, or a window for
  // the toolbar's » menu, which marks its submenus `placedBeside`).
  const outer = popup.parentElement.closest(".popup.scrolls");
  if ((outer || popup.placedBeside) && popup.classList.contains("sub")) placeBeside(trigger, popup);
  const box = popup.getBoundingClientRect();
  const room = window.innerHeight - margin - box.top;
  if (box.height > room && room > 60) {
    popup.style.maxHeight = `${room}px`;
    popup.classList.add("scrolls");
    // A submenu placed beside an item would stay behind as the items move.
    popup.onscroll = () => {
      for (const open of popup.querySelectorAll("[aria-expanded=true]")) closeSubmenu(open);
    };
  }
}

/** Closes the submenu after `trigger` and every submenu inside it. */
export function closeSubmenu(trigger) {
  const popup = popupOf(trigger);
  if (trigger.getAttribute("aria-expanded") === "true") trigger.expanded?.(false);
  trigger.setAttribute("aria-expanded", "false");
  if (!popup) return;
  popup.hidden = true;
  for (const inner of popup.querySelectorAll("[aria-expanded=true]")) closeSubmenu(inner);
}

function moveWithin(items, current, step) {
  if (items.length === 0) return;
  const index = items.indexOf(current);
  const next = step === "first" ? 0 : step === "last" ? items.length - 1
    : (index + step + items.length) % items.length;
  items[next].focus();
}

/** Arrow keys, Home, End, Enter, Space and Escape in a popup menu. */
export function menuKeydown(event, container, close) {
  const item = event.target.closest("[role^=menuitem]");
  const items = itemsOf(item?.parentElement.closest("[role=menu]") || container);
  switch (event.key) {
    case "ArrowDown": moveWithin(items, item, 1); break;
    case "ArrowUp": moveWithin(items, item, -1); break;
    case "Home": moveWithin(items, item, "first"); break;
    case "End": moveWithin(items, item, "last"); break;
    case "ArrowRight":
      if (!item?.getAttribute("aria-haspopup")) return;
      openSubmenu(item);
      firstItem(popupOf(item))?.focus();
      break;
    case "ArrowLeft": {
      const popup = item?.closest(".popup.sub");
      if (!popup || !container.contains(popup)) return;
      closeSubmenu(popup.previousElementSibling);
      popup.previousElementSibling.focus();
      break;
    }
    case "Enter": case " ":
      if (!item) return;
      if (item.getAttribute("aria-haspopup")) {
        openSubmenu(item);
        firstItem(popupOf(item))?.focus();
      } else {
        item.click();
      }
      break;
    case "Escape": close(); break;
    case "Tab": close(); return;
    default: return;
  }
  event.preventDefault();
  event.stopPropagation();
}

// The text field a person last typed in, for the Edit menu's text actions
// (choosing a menu item moves focus to the menu first).
let lastTextField = null;
document.addEventListener("focusin", (event) => {
  const target = event.target;
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) lastTextField = target;
}, true);

/** Cut, Copy, Paste, Select All, Undo and Redo on the last text field. */
async function performTextAction(action) {
  // A focused view that takes Copy, Cut or Paste itself gets it.
  if (performClipboardCommand(lastFocusedElement(), action)) return;
  const field = lastTextField;
  if (!field || !field.isConnected) return;
  field.focus();
  const transforms = {
    uppercase: (text) => text.toUpperCase(),
    lowercase: (text) => text.toLowerCase(),
    capitalize: (text) => text.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase()),
  };
  if (transforms[action]) {
    const start = field.selectionStart, end = field.selectionEnd;
    if (start === end) return;
    // insertText keeps the browser's undo and fires the input event the app hears.
    document.execCommand("insertText", false, transforms[action](field.value.slice(start, end)));
    field.setSelectionRange(start, end);
    return;
  }
  if (action === "paste") {
    try {
      const text = await navigator.clipboard.readText();
      document.execCommand("insertText", false, text);
    } catch {
      // The browser refused clipboard access; Ctrl+V in the field still works.
    }
    return;
  }
  document.execCommand(action);
}

/** Wires a menu bar: which menu is open, and moving between menus. */
function installMenuBar(bar) {
  let returnFocus = null;
  const tops = () => [...bar.querySelectorAll(".mb-menu > [role=menuitem]")].filter(visible);
  const openTop = () => bar.querySelector(".mb-menu > [aria-expanded=true]");
  const closeAll = () => { for (const trigger of tops()) closeSubmenu(trigger); };
  const leave = () => {
    closeAll();
    if (returnFocus && returnFocus.isConnected) returnFocus.focus();
    else document.activeElement?.blur?.();
    returnFocus = null;
  };
  const openAt = (trigger, focus) => {
    closeAll();
    openSubmenu(trigger);
    if (focus === "first") firstItem(popupOf(trigger))?.focus();
    else if (focus === "last") itemsOf(popupOf(trigger)).at(-1)?.focus();
    else trigger.focus();
  };
  const roving = (trigger) => {
    for (const t of tops()) t.tabIndex = t === trigger ? 0 : -1;
  };

  bar.addEventListener("focusin", (event) => {
    if (!bar.contains(event.relatedTarget) && event.relatedTarget) returnFocus = event.relatedTarget;
    const top = event.target.closest(".mb-menu")?.firstElementChild;
    if (top) roving(top);
  });
  bar.addEventListener("keydown", (event) => {
    const item = event.target.closest("[role^=menuitem]");
    if (!item) return;
    const isTop = item.parentElement.classList.contains("mb-menu") && item === item.parentElement.firstElementChild;
    const all = tops();
    const top = item.closest(".mb-menu").firstElementChild;
    const sideways = (step) => {
      const next = all[(all.indexOf(top) + step + all.length) % all.length];
      if (openTop() || !isTop) openAt(next, "first");
      else next.focus();
    };
    if (isTop) {
      switch (event.key) {
        case "ArrowRight": sideways(1); break;
        case "ArrowLeft": sideways(-1); break;
        case "ArrowDown": case "Enter": case " ": openAt(item, "first"); break;
        case "ArrowUp": openAt(item, "last"); break;
        case "Home": all[0]?.focus(); break;
        case "End": all.at(-1)?.focus(); break;
        case "Escape": case "Tab": leave(); if (event.key === "Tab") return; break;
        default: return;
      }
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    const inSubmenu = item.parentElement.closest(".popup.sub") !== null;
    if (event.key === "ArrowRight" && !item.getAttribute("aria-haspopup")) {
      sideways(1);
    } else if (event.key === "ArrowLeft" && !inSubmenu) {
      sideways(-1);
    } else if (event.key === "Escape" && !inSubmenu) {
      closeSubmenu(top);
      top.focus();
    } else if (event.key === "Tab") {
      leave();
      return;
    } else {
      menuKeydown(event, item.closest("[role=menu]"), () => {
        const popup = item.closest("[role=menu]");
        closeSubmenu(popup.previousElementSibling);
        popup.previousElementSibling.focus();
      });
      return;
    }
    event.preventDefault();
    event.stopPropagation();
  });
  bar.addEventListener("click", (event) => {
    const item = event.target.closest("[role^=menuitem]");
    if (!item) return;
    if (item.getAttribute("aria-haspopup")) {
      const isTop = item.parentElement.classList.contains("mb-menu");
      if (isTop) {
        if (item.getAttribute("aria-expanded") === "true") leave();
        else openAt(item, event.detail === 0 ? "first" : null);
      } else {
        openSubmenu(item);
        firstItem(popupOf(item))?.focus();
      }
      return;
    }
    // An item was chosen (its own handler has told the app).
    if (item.getAttribute("aria-disabled") !== "true") leave();
  });
  bar.addEventListener("pointerover", (event) => {
    const item = event.target.closest("[role^=menuitem]");
    if (!item) return;
    const isTop = item.parentElement.classList.contains("mb-menu") && item === item.parentElement.firstElementChild;
    if (isTop) {
      const open = openTop();
      if (open && open !== item) openAt(item, null);
      return;
    }
    item.focus();
    if (item.getAttribute("aria-haspopup")) openSubmenu(item);
    else {
      // Hovering another item of the parent menu closes an open submenu.
      const level = item.parentElement;
      for (const other of level.querySelectorAll(":scope > * > [aria-expanded=true]")) closeSubmenu(other);
    }
  });
  document.addEventListener("pointerdown", (event) => {
    if (!bar.contains(event.target) && openTop()) closeAll();
  }, true);
  bar.focusMenuBar = () => {
    const first = tops()[0];
    if (first) { returnFocus = document.activeElement; first.focus(); }
  };
}

function menuTrigger(entry, className, tag) {
  entry.node = el("div", className, { role: "none" });
  entry.trigger = el(tag, "mb-title", { role: "menuitem", "aria-haspopup": "menu", "aria-expanded": "false", tabindex: "-1" });
  if (tag === "button") entry.trigger.type = "button";
  entry.glyph = el("span", "image", { "aria-hidden": "true" });
  entry.title = el("span", "mb-title-text");
  entry.trigger.append(entry.glyph, entry.title);
  entry.container = el("div", "popup", { role: "menu" });
  entry.container.hidden = true;
  entry.node.append(entry.trigger, entry.container);
  entry.control = entry.trigger;
}

export const menuHandlers = {
  menubar: {
    create(entry) {
      entry.node = el("div", "menubar", { role: "menubar", "aria-label": "Menu bar" });
      entry.menus = el("div", "menubar-menus", { role: "none" });
      entry.extras = el("div", "menubar-extras", { role: "none" });
      entry.node.append(entry.menus, entry.extras);
      entry.container = entry.menus;
      installMenuBar(entry.node);
    },
    containerFor(entry, child) {
      return child.tag === "extra" ? entry.extras : entry.menus;
    },
    childrenChanged(entry) {
      // One top-level item takes Tab (roving tabindex).
      const tops = [...entry.node.querySelectorAll(".mb-menu > [role=menuitem]")];
      if (tops.length && !tops.some((t) => t.tabIndex === 0)) tops[0].tabIndex = 0;
    },
  },
  menu: {
    create(entry) {
      const parent = entry.parent?.tag;
      if (parent === "menubar") {
        menuTrigger(entry, "mb-menu", "button");
      } else if (parent === "menu") {
        menuTrigger(entry, "submenu", "div");
        entry.trigger.className = "item";
        entry.trigger.prepend(el("span", "item-check", { "aria-hidden": "true" }));
        entry.arrow = el("span", "item-arrow", { "aria-hidden": "true" });
        entry.arrow.textContent = "›";
        entry.trigger.append(entry.arrow);
        entry.container.classList.add("sub");
      } else {
        // The items of a menu button or context menu, whose popup is the menu.
        const inPopup = parent === "menubutton" || parent === "contextmenu";
        entry.node = el("div", "menu-list", { role: inPopup ? "none" : "menu" });
      }
    },
    apply(entry) {
      if (!entry.trigger) {
        setAttr(entry.node, "aria-label", entry.attrs.title || null);
        return;
      }
      entry.title.textContent = entry.attrs.title ?? "";
      setAttr(entry.container, "aria-label", entry.attrs.title || null);
      entry.glyph.hidden = true;
    },
  },
  extra: {
    create(entry) {
      menuTrigger(entry, "mb-menu extra", "button");
      if (entry.attrs.style === "window" || entry.attrs.style === "popover") {
        entry.trigger.setAttribute("aria-haspopup", "dialog");
        entry.container.setAttribute("role", "dialog");
        entry.container.classList.add("extra-window");
      }
      // The app hears the extra open (a click) and close (a dismiss): it makes
      // a window's content when it first opens.
      entry.told = false;
      entry.trigger.expanded = (open) => {
        if (open === entry.told) return;
        entry.told = open;
        entry.tree.send({ kind: open ? "click" : "dismiss", target: entry.id });
      };
    },
    structural: ["style"],
    apply(entry) {
      // The small window of the extras (own windows mode) opens the extra
      // when the app does: its tray icon was clicked.
      if (document.body.dataset.extras !== undefined && entry.attrs.open === true) {
        // Once the extra is in the menu bar (a new one is not yet).
        queueMicrotask(() => {
          if (!entry.trigger.isConnected || entry.trigger.getAttribute("aria-expanded") === "true") return;
          entry.told = true;
          openSubmenu(entry.trigger);
        });
      }
      const { title, systemImage } = entry.attrs;
      // A symbol this page can draw stands for the title; otherwise the title shows.
      const glyph = knownSymbol(systemImage);
      entry.glyph.hidden = !glyph;
      showSymbol(entry.glyph, glyph ? systemImage : null);
      entry.title.textContent = title ?? "";
      entry.title.hidden = Boolean(glyph) && Boolean(title);
      setAttr(entry.trigger, "aria-label", title || systemImage || "Extra");
      // An AppKit popover opens and closes when the app shows and closes it
      // (once the item is in the menu bar).
      if (entry.attrs.style === "popover") queueMicrotask(() => {
        if (!entry.node.isConnected) return;
        const open = entry.trigger.getAttribute("aria-expanded") === "true";
        if (entry.attrs.open === true && !open) openSubmenu(entry.trigger);
        else if (entry.attrs.open !== true && open) closeSubmenu(entry.trigger);
      });
    },
  },
  menuitem: {
    create(entry) {
      entry.node = el("div", "item", { role: "menuitem", tabindex: "-1" });
      entry.check = el("span", "item-check", { "aria-hidden": "true" });
      entry.title = el("span", "item-title");
      entry.shortcut = el("span", "item-shortcut", { "aria-hidden": "true" });
      entry.node.append(entry.check, entry.title, entry.shortcut);
      entry.container = el("span", "item-content");
      entry.node.insertBefore(entry.container, entry.shortcut);
      entry.node.addEventListener("click", () => {
        if (entry.attrs.disabled === true) return;
        // Edit menu items the page performs itself on the text field last focused.
        if (entry.attrs.action) { performTextAction(entry.attrs.action); return; }
        entry.tree.send({ kind: "click", target: entry.id });
      });
    },
    apply(entry) {
      const { title, shortcut, checked } = entry.attrs;
      const checkable = checked !== undefined;
      entry.node.setAttribute("role", checkable ? "menuitemcheckbox" : "menuitem");
      setAttr(entry.node, "aria-checked", checkable ? String(checked === true) : null);
      entry.check.textContent = checked === true ? "✓" : "";
      entry.title.textContent = title ?? "";
      entry.shortcut.textContent = shortcutLabel(shortcut);
      this.childrenChanged(entry);
    },
    // An item drawn by its children (a label with an icon, say) shows them
    // instead of its title, which still names it.
    childrenChanged(entry) {
      const drawn = entry.children.length > 0;
      entry.title.hidden = drawn;
      setAttr(entry.node, "aria-label", drawn ? entry.attrs.label || entry.attrs.title || null : entry.attrs.label || null);
    },
  },
  separator: {
    create(entry) { entry.node = el("div", "separator", { role: "separator" }); },
  },
};
