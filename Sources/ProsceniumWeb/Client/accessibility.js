// What the accessibility modifiers say, as ARIA: `accessibilityValue`,
// `accessibilityAddTraits`/`accessibilityRemoveTraits` (`traits`) and
// `accessibilityElement(children:)` (`accessibilityChildren`).

import { setAttr } from "./dom.js";

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
  // A value: a range widget's value text; on anything else, said after the name.
  const value = attrs.accessibilityValue || null;
  const ranged = RANGE_ROLES.has(roleOf(control));
  setOwned(entry, control, "aria-valuetext", ranged ? value : null);
  const description = [ranged ? null : value, attrs.hint || null].filter(Boolean).join(", ");
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
  setOwned(entry, control, "aria-level", traitRole === "heading" ? control.getAttribute("aria-level") || "2" : null);
  if (traitRole === "button" || traitRole === "link" || traitRole === "switch") {
    if (!control.hasAttribute("tabindex")) control.tabIndex = 0;
  }
  setOwned(entry, control, "aria-checked", traitRole === "switch" ? control.getAttribute("aria-checked") || "false" : null);
  setOwned(entry, control, "aria-selected", added.has("isSelected") ? "true" : null);
  setOwned(entry, control, "aria-modal", added.has("isModal") ? "true" : null);
  setOwned(entry, node, "aria-live", added.has("updatesFrequently") ? "polite" : null);
  if (removed.has("isImage") && control.getAttribute("role") === "img") control.setAttribute("role", "presentation");

  applyChildBehavior(entry, node);
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
