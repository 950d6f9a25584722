// A toolbar wider than its window: as on a Mac, the items that do not fit
// leave the bar, last first, and a » button at its trailing end lists them
// in a menu; choosing one does what the item's button does. A group with a
// label (ToolbarItemGroup(placement:content:label:)) is one entry, titled
// by its label, whose submenu lists the group's buttons.

import { el } from "./dom.js";
import { closeSubmenu, firstItem, menuKeydown, openSubmenu } from "./menus.js";

/** Keeps `slot`'s toolbar within its width from now on. */
export function watchToolbarOverflow(slot) {
  let queued = false;
  const refit = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; fitToolbar(slot); });
  };
  new ResizeObserver(refit).observe(slot);
  new MutationObserver((records) => {
    if (records.some((record) => !record.target.closest?.(".toolbar-overflow"))) refit();
  }).observe(slot, { childList: true, subtree: true, characterData: true });
  return refit;
}

function fitToolbar(slot) {
  for (const item of slot.querySelectorAll(".toolbaritem[data-overflowed]")) item.removeAttribute("data-overflowed");
  const toolbars = [...slot.querySelectorAll(":scope > .toolbar:not([data-visibility=hidden])")];
  let chevron = slot.querySelector(".toolbar-overflow");
  if (toolbars.length === 0 || slot.offsetWidth === 0 || fits(slot)) {
    chevron?.remove();
    return;
  }
  if (!chevron) chevron = overflowButton();
  if (chevron.parentElement !== toolbars[toolbars.length - 1]) toolbars[toolbars.length - 1].append(chevron);
  // The items at the trailing end go first; the principal item, spacers and
  // the search field (which a Mac keeps, narrowed) stay.
  const items = toolbars.flatMap((toolbar) => [...toolbar.querySelectorAll(
    ":scope > .toolbaritem:not([data-spacer]):not([data-placement=principal])")])
    .filter((item) => !item.querySelector(".search"))
    .sort((a, b) => b.getBoundingClientRect().left - a.getBoundingClientRect().left);
  for (const item of items) {
    if (fits(slot)) break;
    item.setAttribute("data-overflowed", "");
  }
}

/** Whether every item of the bar lies within it: boxes, not scroll widths,
 *  which a pop-up (a search field's suggestions) would widen. */
function fits(slot) {
  const bar = slot.getBoundingClientRect();
  for (const toolbar of slot.querySelectorAll(":scope > .toolbar")) {
    const style = getComputedStyle(toolbar);
    const right = Math.min(bar.right, toolbar.getBoundingClientRect().right - parseFloat(style.paddingRight));
    for (const child of toolbar.children) {
      const box = child.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.right > right + 0.5) return false;
    }
  }
  return true;
}

function overflowButton() {
  const wrapper = el("div", "toolbar-overflow");
  const button = el("button", "button toolbar-overflow-button",
                    { type: "button", "aria-label": "Show more toolbar items", "aria-haspopup": "menu", "aria-expanded": "false" });
  button.textContent = "»";
  const popup = el("div", "popup", { role: "menu" });
  popup.hidden = true;
  wrapper.append(button, popup);
  const close = () => {
    popup.hidden = true;
    popup.replaceChildren();
    button.setAttribute("aria-expanded", "false");
    removeEventListener("pointerdown", outside, true);
  };
  const outside = (event) => { if (!wrapper.contains(event.target)) close(); };
  button.addEventListener("click", () => {
    if (!popup.hidden) { close(); return; }
    const toolbar = wrapper.parentElement;
    const entriesFor = (item, menu) => {
      for (const control of item.querySelectorAll("button:not(.toolbar-overflow-button)")) {
        if (control.closest(".slot[data-name=label]")) continue;
        const name = titleOf(control);
        if (!name) continue;
        const entry = el("button", "item", { type: "button", role: "menuitem", tabindex: "-1" });
        entry.textContent = name;
        if (control.disabled) entry.setAttribute("aria-disabled", "true");
        entry.addEventListener("click", () => {
          close();
          if (!control.disabled) control.click();
        });
        menu.append(entry);
      }
    };
    for (const item of toolbar.querySelectorAll(":scope > .toolbaritem[data-overflowed]")) {
      const label = item.querySelector(":scope > .slot[data-name=label]");
      if (label) popup.append(groupEntry(label, (menu) => entriesFor(item, menu)));
      else entriesFor(item, popup);
    }
    popup.hidden = false;
    button.setAttribute("aria-expanded", "true");
    addEventListener("pointerdown", outside, true);
    firstItem(popup)?.focus();
  });
  popup.addEventListener("keydown", (event) => menuKeydown(event, popup, () => { close(); button.focus(); }));
  return wrapper;
}

/** What a control or label is called: its accessible name, else its text
 *  (never the ligature name a symbol is drawn with). */
function titleOf(node) {
  const text = [...node.querySelectorAll(".text")].map((part) => part.textContent).join(" ");
  return (node.getAttribute("aria-label") || text || node.textContent || "").trim();
}

/** A labelled group's entry: its label's title, opening a submenu of the
 *  group's entries (filled by `fill`) on hover, click or the keyboard. */
function groupEntry(label, fill) {
  const title = titleOf(label.querySelector(".label") || label);
  const wrapper = el("div", "submenu", { role: "none" });
  const trigger = el("div", "item", { role: "menuitem", "aria-haspopup": "menu", "aria-expanded": "false", tabindex: "-1" });
  trigger.textContent = title;
  const arrow = el("span", "item-arrow", { "aria-hidden": "true" });
  arrow.textContent = "›";
  trigger.append(arrow);
  const menu = el("div", "popup sub", { role: "menu", "aria-label": title });
  menu.hidden = true;
  // Beside the entry, outside the window, which would cut it off.
  menu.placedBeside = true;
  fill(menu);
  // Pointing at the entry opens it already: a click keeps it open, as a Mac's submenus do.
  trigger.addEventListener("click", () => openSubmenu(trigger));
  trigger.addEventListener("pointerenter", () => openSubmenu(trigger));
  wrapper.addEventListener("pointerleave", () => closeSubmenu(trigger));
  wrapper.append(trigger, menu);
  return wrapper;
}
