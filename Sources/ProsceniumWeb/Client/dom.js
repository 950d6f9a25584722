// Small DOM helpers shared by the element handlers. App text is only ever
// set with textContent or as attribute values, never parsed as HTML.

/** A new element with a class and attributes (null values are left out). */
export function el(tag, className, attributes) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (attributes) {
    for (const [name, value] of Object.entries(attributes)) {
      if (value !== null && value !== undefined) node.setAttribute(name, value);
    }
  }
  return node;
}

/** Sets an attribute, or removes it for null/undefined/false. */
export function setAttr(node, name, value) {
  if (value === null || value === undefined || value === false) node.removeAttribute(name);
  else node.setAttribute(name, value === true ? "" : String(value));
}

/** Sets a style property through the CSSOM (invalid values are ignored, and
 * the CSP allows it, unlike style attributes). */
export function setStyle(node, property, value) {
  if (value === null || value === undefined || value === "") node.style.removeProperty(property);
  else node.style.setProperty(property, String(value));
}

/** A length in points as CSS pixels; "infinity" as null (the caller decides). */
export function px(value) {
  if (value === undefined || value === null || value === "" || value === "infinity") return null;
  const number = Number(value);
  return Number.isFinite(number) ? `${number}px` : null;
}

const SEMANTIC_COLORS = {
  primary: "var(--fg)", secondary: "var(--fg-secondary)", tertiary: "var(--fg-tertiary)",
  accentColor: "var(--accent)", accent: "var(--accent)", clear: "transparent",
  background: "var(--window-bg)", gray: "#8e8e93", grey: "#8e8e93",
};

/** A SwiftUI colour name or a CSS colour as a CSS colour. */
export function cssColor(value) {
  if (value === undefined || value === null || value === "") return null;
  return SEMANTIC_COLORS[value] || value;
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

/** Applies `font`, `weight` and `italic` attributes. */
export function applyFont(node, attrs) {
  const font = attrs.font || "";
  const system = /^system:([0-9.]+)(?::([a-zA-Z]+))?/.exec(font);
  if (system) {
    delete node.dataset.font;
    setStyle(node, "font-size", `${Number(system[1])}px`);
  } else {
    setAttr(node, "data-font", font || null);
    setStyle(node, "font-size", null);
  }
  const weight = attrs.weight || (system && system[2]);
  setStyle(node, "font-weight", weight ? (WEIGHTS[weight.toLowerCase()] || null) : null);
  setStyle(node, "font-style", attrs.italic === "true" ? "italic" : null);
}

const SYMBOLS = {
  "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥", "plus": "+", "minus": "−",
  "xmark": "✕", "checkmark": "✓", "trash": "🗑", "folder": "📁", "doc": "📄", "doc.text": "📄",
  "gear": "⚙", "gearshape": "⚙", "magnifyingglass": "🔍", "bolt": "⚡", "bolt.fill": "⚡",
  "bell": "🔔", "person": "👤", "house": "⌂", "info.circle": "ⓘ", "exclamationmark.triangle": "⚠",
  "chevron.left": "‹", "chevron.right": "›", "chevron.up": "˄", "chevron.down": "˅",
  "arrow.left": "←", "arrow.right": "→", "arrow.up": "↑", "arrow.down": "↓",
  "square.and.arrow.up": "⇪", "pencil": "✎", "square.and.pencil": "✎", "circle": "○",
  "circle.fill": "●", "square": "□", "square.fill": "■", "sun.max": "☀", "moon": "☾",
  "cloud": "☁", "envelope": "✉", "paperplane": "✈", "calendar": "📅", "clock": "🕒",
  "lock": "🔒", "globe": "🌐", "list.bullet": "☰", "sidebar.left": "▤", "photo": "🖼",
};

/** A glyph for an SF Symbols name, or null when there is none. */
export function knownSymbol(name) {
  if (!name) return null;
  if (SYMBOLS[name]) return SYMBOLS[name];
  const base = name.replace(/\.(fill|circle|square|slash)$/g, "");
  return SYMBOLS[base] || null;
}

/** A small glyph for an SF Symbols name, or a neutral dot. */
export function symbolGlyph(name) {
  if (!name) return "";
  return knownSymbol(name) || "•";
}

/** Whether an element takes keyboard input as text. */
export function isEditable(node) {
  if (!node || node.nodeType !== 1) return false;
  if (node.isContentEditable) return true;
  if (node.tagName === "TEXTAREA") return true;
  return node.tagName === "INPUT" && !["checkbox", "radio", "range", "button", "submit", "color"].includes(node.type);
}
