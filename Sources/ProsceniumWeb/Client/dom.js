// Small DOM helpers shared by the element handlers. App text is only ever
// set with textContent or as attribute values, never parsed as HTML.

// SF Symbols are drawn by symbolview.js; the element handlers import them from here.
export { knownSymbol, showSymbol } from "./symbolview.js";

/** A new element with a class and attributes (null values are left out). */
export function el(tag, className, attributes) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (attributes) {
    for (const name in attributes) {
      const value = attributes[name];
      if (value !== null && value !== undefined) node.setAttribute(name, value);
    }
  }
  return node;
}

/** The id of the element whose node (or portal) `node` is (set by
 * SurfaceTree.build), else undefined. It is a property of the node, not a
 * `data-id` attribute: setting an attribute on each new element was a third
 * of the script's time making a list's rows. */
export function entryIdOf(node) {
  return node.prosceniumId;
}

/** Sets an attribute, or removes it for null/undefined/false. */
/** A flag attribute (a JSON boolean on the wire) as DOM attribute text:
 * `"true"` or `"false"`, or null when the app did not send it. */
export function flagText(value) {
  return typeof value === "boolean" ? String(value) : null;
}

export function setAttr(node, name, value) {
  if (value === null || value === undefined || value === false) {
    if (node.hasAttribute(name)) node.removeAttribute(name);
    return;
  }
  const text = value === true ? "" : String(value);
  // Setting an attribute to its own value still invalidates the styles
  // that depend on it (`[data-placing] ...`: a window's every element).
  if (node.getAttribute(name) !== text) node.setAttribute(name, text);
}

/** Sets `node`'s text, unless it is that text already (setting it anew
 *  replaces the text node, and restyles what reads it). */
export function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

/** Sets a style property through the CSSOM (invalid values are ignored, and
 * the CSP allows it, unlike style attributes). */
export function setStyle(node, property, value) {
  if (value === null || value === undefined || value === "") {
    // A node without a style attribute has no inline property to remove:
    // most new nodes (a list's 1,000 rows) skip the CSSOM's work.
    if (node.hasAttribute("style")) node.style.removeProperty(property);
  } else {
    node.style.setProperty(property, String(value));
  }
}

/** A length in points as CSS pixels; "infinity" as null (the caller decides). */
export function px(value) {
  if (value === undefined || value === null || value === "" || value === "infinity") return null;
  const number = Number(value);
  return Number.isFinite(number) ? `${number}px` : null;
}

/** A colour as the display wrote it (CSS: AttributeCSS.swift names every
 * system colour); null for none. */
export function cssColor(value) {
  return value === undefined || value === null || value === "" ? null : value;
}

/** Attributes whose value the client owns (aria-hidden on decorations). */
export function ownAriaHidden(node) {
  node.setAttribute("aria-hidden", "true");
  node.dataset.ariaHiddenOwn = "true";
  return node;
}

const WEIGHTS = {
  ultralight: 100, thin: 200, light: 300, regular: 400, medium: 500,
  semibold: 600, bold: 700, heavy: 800, black: 900,
};

const DESIGNS = new Set(["default", "serif", "rounded", "monospaced"]);
const EXTRAS = new Set(["family", "relative", "width", "leading", "caps", "digits"]);

/** The families of the designs (the system font for `default`; its text
 *  cut for `rounded` when the served set has no rounded face). */
// The served font set's lists (fonts.css): the files the engine measures with.
export const DESIGN_FAMILIES = {
  serif: "var(--font-serif)",
  rounded: "var(--font-rounded)",
  monospaced: "var(--font-mono)",
};

/**
 * A font name of the wire: a text style (`body`), or
 * `system:SIZE|STYLE:WEIGHT[:DESIGN][:italic][:KEY=VALUE...]` (docs/PROTOCOL.md).
 * Unknown parts are ignored.
 */
export function parseFont(name) {
  const font = { style: null, size: null, weight: null, design: null, italic: false };
  const parts = String(name || "").split(":");
  if (parts[0] !== "system") {
    font.style = parts[0] || null;
    return font;
  }
  const head = parts[1] ?? "";
  if (/^[0-9]+(\.[0-9]+)?$/.test(head)) font.size = Number(head);
  else font.style = head || null;
  font.weight = Number(parts[2]) || null;
  for (const part of parts.slice(3)) {
    const equals = part.indexOf("=");
    if (part === "italic") font.italic = true;
    else if (DESIGNS.has(part)) font.design = part;
    else if (equals > 0 && EXTRAS.has(part.slice(0, equals))) {
      try { font[part.slice(0, equals)] = decodeURIComponent(part.slice(equals + 1)); } catch { /* malformed: ignored */ }
    }
  }
  return font;
}

const CAPS = { all: "all-small-caps", lowercase: "small-caps", uppercase: "unicase" };

/**
 * Applies `font` and what overrides parts of it: `weight`, `italic`,
 * `design`, `monospaced`, `fontWidth`, `monospacedDigits`.
 */
export function applyFont(node, attrs) {
  const font = parseFont(attrs.font);
  // A style's size comes from the stylesheet, scaled with Dynamic Type.
  setAttr(node, "data-font", font.style);
  const size = font.size !== null && Number.isFinite(font.size) ? font.size : null;
  setStyle(node, "font-size", size === null ? null
    : (font.relative ? `calc(${size}px * var(--type-scale, 1))` : `${size}px`));
  const named = attrs.weight ? WEIGHTS[attrs.weight.toLowerCase()] : null;
  setStyle(node, "font-weight", named || font.weight || null);
  setStyle(node, "font-style", attrs.italic === true || font.italic ? "italic" : null);
  const design = attrs.monospaced === true ? "monospaced" : (attrs.design || font.design);
  // A system font of 20 points and up is drawn in its display cut, as SF Pro
  // (a text style's size is the stylesheet's, which names the cut itself):
  // by the stylesheet, so that a symbol keeps its icon font.
  setAttr(node, "data-display-cut", (!design || design === "default") && size !== null && size >= 20 ? "" : null);
  const designFamily = DESIGN_FAMILIES[design] || null;
  // A named family the page lacks falls back to the design's, else the system font.
  const family = font.family ? `"${font.family.replace(/["\\]/g, "")}", ${designFamily || "var(--font-text)"}` : designFamily;
  setStyle(node, "font-family", family);
  const width = Number(attrs.fontWidth ?? font.width);
  setStyle(node, "font-stretch", width ? `${Math.round(100 + width * 125)}%` : null);
  setStyle(node, "font-variant-caps", CAPS[font.caps] || null);
  const digits = attrs.monospacedDigits === true || font.digits === "monospaced";
  setStyle(node, "font-variant-numeric", digits ? "tabular-nums" : null);
  // Line height is the stylesheet's (`lineSpacing` may set its own inline).
  setAttr(node, "data-leading", font.leading === "tight" || font.leading === "loose" ? font.leading : null);
}

/** Whether an element takes keyboard input as text. */
export function isEditable(node) {
  if (!node || node.nodeType !== 1) return false;
  if (node.isContentEditable) return true;
  if (node.tagName === "TEXTAREA") return true;
  return node.tagName === "INPUT" && !["checkbox", "radio", "range", "button", "submit", "color"].includes(node.type);
}

/** Whether focus going to `node` goes into a menu (the menu bar, a context
 * menu): the view focused before keeps the app's focus meanwhile, as a Mac's
 * first responder does while a menu is open. */
export function isMenuFocus(node) {
  return Boolean(node && node.nodeType === 1 && node.closest("[role=menubar], [role=menu]"));
}

/** Moves focus as the app asks (`focused`, from `@FocusState`): `input`
 * takes focus when the attribute becomes `true`, and lets it go when it
 * stops while focus is inside `container`. */
export function followAppFocus(entry, input, container = input) {
  const wanted = entry.attrs.focused === true;
  if (wanted === Boolean(entry.appFocused)) return;
  entry.appFocused = wanted;
  // Focus already in it stays where it is: a list told it has focus when a
  // row of it took focus keeps it on that row.
  if (wanted && !input.contains(document.activeElement)) requestAnimationFrame(() => input.focus());
  if (!wanted && container.contains(document.activeElement)) input.blur();
}
