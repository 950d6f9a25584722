// What the accessibility modifiers say, as ARIA: `accessibilityValue`,
// `accessibilityAddTraits`/`accessibilityRemoveTraits` (`traits`),
// `accessibilityHeading` (`headingLevel`), `accessibilityCustomContent`,
// `accessibilityElement(children:)` (`accessibilityChildren`), the
// relations of accessibilityrelations.js, and the app's focus.

import { setAttr, followAppFocus, isEditable, isMenuFocus } from "./dom.js";
import { applyRelations } from "./accessibilityrelations.js";

const RANGE_ROLES = new Set(["slider", "spinbutton", "progressbar", "scrollbar", "meter", "separator"]);

/** The role a trait gives an element that has none of its own. */
const TRAIT_ROLES = { isButton: "button", isHeader: "heading", isLink: "link", isImage: "img", isSearchField: "searchbox",
  isToggle: "switch", isTabBar: "tablist" };

/** The node's role, as ARIA or its tag gives it. */
function roleOf(control) {
  const role = control.getAttribute("role");
  if (role) return role;
  if (control.tagName === "INPUT" && control.type === "range") return "slider";
  if (control.tagName === "PROGRESS") return "progressbar";
  return "";
}

/** Sets an ARIA attribute the modifiers own; removes it only if they set it,
 * so what a handler sets itself (a sheet's `aria-modal`) stays. */
function setOwned(entry, node, name, value) {
  const key = node === entry.node ? name : `control:${name}`;
  if (value !== null && value !== undefined) {
    setAttr(node, name, value);
    (entry.ownedAria ??= new Set()).add(key);
  } else if (entry.ownedAria?.delete(key)) {
    node.removeAttribute(name);
  }
}

export function applyAccessibility(entry, node, control) {
  const attrs = entry.attrs;
  applyAdjustableRole(entry, control);
  // A value: a range widget's value text; on anything else, said after the name.
  const value = attrs.accessibilityValue || null;
  const ranged = RANGE_ROLES.has(roleOf(control));
  setOwned(entry, control, "aria-valuetext", ranged ? value : null);
  // Custom content: high importance after the value, before the hint; the
  // rest after the hint, as VoiceOver offers it on request.
  const custom = customContent(attrs.customContent);
  const description = [ranged ? null : value, ...custom.high, attrs.hint || null, ...custom.rest]
    .filter(Boolean).join(", ");
  setAttr(control, "aria-description", description || null);

  const tokens = (attrs.traits || "").split(" ").filter(Boolean);
  const added = new Set(tokens.filter((t) => !t.startsWith("-")));
  const removed = new Set(tokens.filter((t) => t.startsWith("-")).map((t) => t.slice(1)));
  // A role from a trait goes on an element without one of its own (the one it
  // had is kept to be restored when the trait goes).
  if (entry.traitRole === undefined) entry.traitRole = null;
  const traitRole = [...added].map((t) => TRAIT_ROLES[t]).find(Boolean) || null;
  if (traitRole !== entry.traitRole) {
    if (entry.traitRole && control.getAttribute("role") === entry.traitRole) control.removeAttribute("role");
    if (traitRole && !control.getAttribute("role")) control.setAttribute("role", traitRole);
    entry.traitRole = traitRole && control.getAttribute("role") === traitRole ? traitRole : null;
  }
  // A heading level: a heading's `aria-level`; 1 to 6 make an element a heading.
  const level = Number(attrs.headingLevel || 0);
  const leveled = level >= 1 && level <= 6 ? String(level) : null;
  const heading = traitRole === "heading" || control.getAttribute("role") === "heading" || leveled !== null;
  if (leveled && !control.getAttribute("role")) {
    control.setAttribute("role", "heading");
    entry.traitRole = "heading";
  }
  setOwned(entry, control, "aria-level",
    heading ? leveled || (traitRole === "heading" ? control.getAttribute("aria-level") || "2" : null) : null);
  if (traitRole === "button" || traitRole === "link" || traitRole === "switch") {
    if (!control.hasAttribute("tabindex")) control.tabIndex = 0;
  }
  setOwned(entry, control, "aria-checked", traitRole === "switch" ? control.getAttribute("aria-checked") || "false" : null);
  setOwned(entry, control, "aria-selected", added.has("isSelected") ? "true" : null);
  setOwned(entry, control, "aria-modal", added.has("isModal") ? "true" : null);
  setOwned(entry, node, "aria-live", added.has("updatesFrequently") ? "polite" : null);
  if (removed.has("isImage") && control.getAttribute("role") === "img") control.setAttribute("role", "presentation");

  // Read by assistive technology, not drawn (`accessibilityRepresentation`).
  setAttr(node, "data-accessibility-only", attrs.accessibilityOnly === true ? "" : null);
  setAttr(node, "data-ignores-invert-colors", attrs.ignoresInvertColors === true ? "" : null);

  applyChildBehavior(entry, node);
  applyActions(entry, control);
  applyRelations(entry, node);
  applyAppFocus(entry, control);
}

/** `customContent` lines (identifier, label, value, importance) as the
 * phrases said of the element: those of high importance, and the rest. */
function customContent(text) {
  const high = [], rest = [];
  for (const line of (text || "").split("\n")) {
    const [, label, value, importance] = line.split("\t");
    if (value === undefined) continue;
    (importance === "high" ? high : rest).push(label ? `${label}: ${value}` : value);
  }
  return { high, rest };
}

/** `focused(_:)` and `accessibilityFocused(_:)` on a view other than a text
 * field (which follows them itself): the element takes focus when the app
 * says (one that takes none of its own takes it from the app, not from
 * Tab), and tells the app when it gains or loses it. */
function applyAppFocus(entry, control) {
  if (entry.attrs.focusable !== true || isEditable(control)) return;
  if (!control.hasAttribute("tabindex") && !control.matches("button, input, select, textarea, a[href]")) control.tabIndex = -1;
  if (!entry.focusReported) {
    entry.focusReported = true;
    control.addEventListener("focus", (event) => {
      if (event.target === control) entry.tree.send({ kind: "focus", target: entry.id });
    });
    control.addEventListener("blur", (event) => {
      if (event.target === control && !isMenuFocus(event.relatedTarget)) entry.tree.send({ kind: "focus", target: entry.id, value: "false" });
    });
  }
  followAppFocus(entry, control);
}

const KEYED_ACTIONS = { "#default": ["Enter", " "], "#escape": ["Escape"], "#delete": ["Delete", "Backspace"],
  "#increment": ["ArrowUp", "ArrowRight"], "#decrement": ["ArrowDown", "ArrowLeft"] };
const ACTION_TITLES = { "#magicTap": "Magic Tap", "#showMenu": "Show Menu" };

/** `accessibilityAction`: the element takes focus; its default, escape and
 * delete actions are Enter/Space, Escape and Delete on it; an adjustable
 * action (`#increment`, `#decrement`) is the arrow keys, as on a slider,
 * which the element then is to assistive technology; the named ones
 * (and magic tap, show menu) are items of a menu the context-menu key or
 * Shift-F10 opens on it. */
function applyActions(entry, control) {
  const actions = (entry.attrs.accessibilityActions || "").split("\n").filter(Boolean);
  entry.actions = actions;
  const listed = actions.filter((name) => !KEYED_ACTIONS[name]);
  setOwned(entry, control, "aria-haspopup", listed.length ? "menu" : null);
  setOwned(entry, control, "aria-keyshortcuts", listed.length ? "Shift+F10" : null);
  if (!actions.length || entry.actionKeys) return;
  if (!control.hasAttribute("tabindex") && !control.matches("button, input, select, textarea, a[href]")) control.tabIndex = 0;
  entry.actionKeys = (event) => {
    const send = (value) => { event.preventDefault(); event.stopPropagation(); entry.tree.send({ kind: "accessibilityAction", target: entry.id, value }); };
    if (event.target !== control || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "ContextMenu" || (event.key === "F10" && event.shiftKey)) {
      const items = entry.actions.filter((name) => !KEYED_ACTIONS[name]);
      if (!items.length) return;
      event.preventDefault();
      event.stopPropagation();
      openActionsMenu(entry, control, items);
      return;
    }
    for (const [name, keys] of Object.entries(KEYED_ACTIONS)) {
      if (entry.actions.includes(name) && keys.includes(event.key)) { send(name); return; }
    }
  };
  control.addEventListener("keydown", entry.actionKeys);
}

/** An element with an adjustable action (`#increment`, `#decrement`) reads as
 * a slider, its `accessibilityValue` as the slider's value, unless it has a
 * role of its own. */
function applyAdjustableRole(entry, control) {
  const actions = (entry.attrs.accessibilityActions || "").split("\n");
  const adjustable = actions.includes("#increment") || actions.includes("#decrement");
  const ownsRole = entry.ownedAria?.has(control === entry.node ? "role" : "control:role");
  setOwned(entry, control, "role", adjustable && (ownsRole || !control.getAttribute("role")) ? "slider" : null);
}

/** A menu of an element's named actions, at the element; Escape closes it. */
function openActionsMenu(entry, control, items) {
  document.querySelector(".accessibility-actions")?.remove();
  const menu = document.createElement("div");
  menu.className = "accessibility-actions popup";
  menu.setAttribute("role", "menu");
  menu.setAttribute("aria-label", "Actions");
  const rect = control.getBoundingClientRect();
  menu.style.cssText = `position:fixed;left:${rect.left}px;top:${rect.bottom + 2}px;z-index:10000`;
  // Removing the focused menu fires its focusout, which removes it too: remove it once.
  const dismiss = () => { if (menu.isConnected) menu.remove(); };
  const close = () => { dismiss(); control.focus(); };
  for (const name of items) {
    const item = document.createElement("button");
    item.type = "button";
    item.className = "item";
    item.setAttribute("role", "menuitem");
    item.tabIndex = -1;
    item.textContent = ACTION_TITLES[name] || name;
    item.addEventListener("click", () => {
      entry.tree.send({ kind: "accessibilityAction", target: entry.id, value: name });
      close();
    });
    menu.append(item);
  }
  menu.addEventListener("keydown", (event) => {
    const buttons = [...menu.querySelectorAll("[role=menuitem]")];
    const index = buttons.indexOf(document.activeElement);
    if (event.key === "Escape") { close(); }
    else if ((event.key === "Enter" || event.key === " ") && index >= 0) { buttons[index].click(); }
    else if (event.key === "ArrowDown") { buttons[(index + 1) % buttons.length].focus(); }
    else if (event.key === "ArrowUp") { buttons[(index - 1 + buttons.length) % buttons.length].focus(); }
    else return;
    event.preventDefault();
    event.stopPropagation();
  });
  menu.addEventListener("focusout", (event) => { if (!menu.contains(event.relatedTarget)) dismiss(); });
  document.body.append(menu);
  menu.querySelector("[role=menuitem]")?.focus();
}

/** `accessibilityElement(children:)`: one named group; with `ignore` or
 * `combine` its children are hidden from assistive technology. */
function applyChildBehavior(entry, node) {
  const behavior = entry.attrs.accessibilityChildren || null;
  if (!behavior && !entry.childBehavior) return;
  entry.childBehavior = behavior;
  if (behavior && !node.getAttribute("role")) node.setAttribute("role", "group");
  const hideChildren = behavior === "ignore" || behavior === "combine";
  for (const child of node.children) setAttr(child, "aria-hidden", hideChildren ? "true" : null);
  if (behavior === "combine" && !entry.attrs.label) {
    // Named by what its children say, as VoiceOver reads a combined element.
    requestAnimationFrame(() => setAttr(node, "aria-label", node.innerText.replace(/\s+/g, " ").trim() || null));
  }
}
