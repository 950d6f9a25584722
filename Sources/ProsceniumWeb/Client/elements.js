// The element vocabulary (docs/PROTOCOL.md) and the attributes every element
// takes. Each tag has a handler: create(entry) makes its node; apply(entry)
// shows its attributes again (it is idempotent); the optional hooks place
// children, react to child changes, or draw the element anew.

import { el, setAttr, flagText, setStyle, cssColor, applyFont } from "./dom.js";
import { canonicalShortcut, ariaShortcut } from "./keyboard.js";
import { layoutHandlers } from "./layout.js";
import { contentHandlers } from "./content.js";
import { controlHandlers } from "./controls.js";
import { overlayHandlers } from "./overlays.js";
import { menuHandlers } from "./menus.js";
import { containerHandlers } from "./containers.js";
import { tableHandlers } from "./table.js";
import { searchHandlers } from "./search.js";
import { pickerHandlers } from "./pickers.js";
import { splitViewHandlers } from "./splitview.js";
import { applyAccessibility } from "./accessibility.js";
import { trackTaps } from "./taps.js";
import { drawingHandlers } from "./canvas.js";
import { applyDrawingEffects, parseJSON } from "./drawing.js";
import { geometryHandlers, setMeasured } from "./geometry.js";
import { applyPointer, POINTER_ATTRIBUTES } from "./pointer.js";
import { applyItemDrag } from "./itemdrag.js";
import { customLayoutHandlers } from "./customlayout.js";
import { webViewHandlers } from "./webview.js";

const unknown = {
  // Tags this client does not know show their children, so a newer app still
  // shows something sensible.
  create(entry) {
    entry.node = el("div", "unknown", { "data-tag": entry.tag });
  },
};

const handlers = {
  ...layoutHandlers, ...contentHandlers, ...controlHandlers, ...overlayHandlers, ...menuHandlers, ...drawingHandlers,
  ...geometryHandlers,
  ...containerHandlers, ...tableHandlers, ...searchHandlers, ...pickerHandlers,
  ...splitViewHandlers,
  ...customLayoutHandlers,
  ...webViewHandlers,
};

/** The kinds this client has a handler for (BrowserTests/test_vocabulary.py
 * holds them to the app's vocabulary). */
export function handledKinds() {
  return Object.keys(handlers);
}

export function handlerFor(tag) {
  return Object.prototype.hasOwnProperty.call(handlers, tag) ? handlers[tag] : unknown;
}

const FORM_CONTROLS = new Set(["BUTTON", "INPUT", "SELECT", "TEXTAREA", "FIELDSET"]);
const WIDGET_ROLES = /^(menuitem|menuitemcheckbox|menuitemradio|tab|option|radio|switch|checkbox|link|button|row|listitem|treeitem)$/;

// The attributes applyAttributes shows on any element. A node made just now
// has none of their effects, so when it has none of them there is nothing to
// undo either: most elements (a row's stack, its texts) skip the work.
const COMMON = new Set([
  "hidden", "disabled", "opacity", "help", "label", "font", "weight", "italic", "foreground", "background",
  "cornerRadius", "border", "shortcut", "shadow", "innerShadow", "clipped", "offsetX", "offsetY", "zIndex", "layoutPriority",
  "fixedSize", "ignoresSafeArea", "safeAreaPadding", "aspectRatio", "contentMode", "tint", "controlSize", "hint", "identifier", "accessibilityHidden",
  "tappable", "clipShape", "contentShape", "mask", "filters", "blendMode", "isolated", "foregroundPaint",
  "measure", "coordinateSpace", "transform", "colorScheme", "dynamicTypeSize", "lineSpacing",
  "letterSpacing", "baselineOffset", "textCase", ...POINTER_ATTRIBUTES,
  "labelsHidden", "redacted", "design", "monospaced", "fontWidth", "monospacedDigits", "position", "hitTesting",
  "dragSource", "dropTarget", "springLoaded", "typeSelect",
  "accessibilityValue", "traits", "accessibilityChildren", "accessibilityActions",
  "headingLevel", "sortPriority", "labeledPair", "linkedGroup", "customContent", "accessibilityOnly",
  "ignoresInvertColors", "focusable", "focused", "barBackground", "language",
  "focusEffect", "hoverEffect", "focusSection", "scrollTargetLayout",
]);

function hasCommon(attrs) {
  for (const name in attrs) if (COMMON.has(name)) return true;
  return false;
}

/** Shows the common attributes, then the handler's own. `fresh`: the node
 * was made just now and shows nothing yet. */
export function applyAttributes(entry, fresh = false) {
  const attrs = entry.attrs;
  const node = entry.box || entry.portal || entry.node;
  if (node.nodeType === 1 && !(fresh && !hasCommon(attrs))) {
    const control = entry.control || node;
    node.hidden = attrs.hidden === true;
    const disabled = attrs.disabled === true;
    node.classList.toggle("is-disabled", disabled);
    if (FORM_CONTROLS.has(control.tagName)) {
      control.disabled = disabled;
    } else if (WIDGET_ROLES.test(control.getAttribute("role") || "")) {
      setAttr(control, "aria-disabled", disabled ? "true" : null);
    } else {
      // A disabled container disables everything in it, as in SwiftUI.
      node.inert = disabled;
      setAttr(node, "aria-disabled", disabled ? "true" : null);
    }
    setStyle(node, "opacity", attrs.opacity);
    setAttr(node, "title", attrs.help);
    setAttr(control, "aria-label", attrs.label);
    applyFont(node, attrs);
    setStyle(node, "color", cssColor(attrs.foreground));
    setStyle(node, "background-color", parseJSON(attrs.background) ? null : cssColor(attrs.background));
    setStyle(node, "border-radius", attrs.cornerRadius ? `${Number(attrs.cornerRadius)}px` : null);
    applyBorder(node, attrs.border);
    const shortcut = canonicalShortcut(attrs.shortcut);
    setAttr(control, "data-shortcut", shortcut || null);
    setAttr(control, "aria-keyshortcuts", shortcut ? ariaShortcut(shortcut) : null);
    applyModifiers(entry, node, control);
  }
  entry.handler.apply?.(entry, fresh);
}

const CONTROL_SIZES = { mini: "0.75", small: "0.86", regular: null, large: "1.15", extraLarge: "1.3" };

/** The point `position` names (`X Y`), or null. */
function positionOf(attrs) {
  if (!attrs.position) return null;
  const [x, y] = attrs.position.trim().split(/\s+/).map(Number);
  return Number.isFinite(x) && Number.isFinite(y) ? { x, y } : null;
}

/** The attributes modifiers leave on any element (docs/PROTOCOL.md). */
function applyModifiers(entry, node, control) {
  const attrs = entry.attrs;
  setStyle(node, "overflow", attrs.clipped === true ? "hidden" : null);
  const x = Number(attrs.offsetX || 0), y = Number(attrs.offsetY || 0);
  // `position(x:y:)`: the view's centre at that point of its filling frame (elements.css).
  const placed = positionOf(attrs);
  setAttr(node, "data-positioned", placed ? "" : null);
  setStyle(node, "left", placed ? `${placed.x}px` : null);
  setStyle(node, "top", placed ? `${placed.y}px` : null);
  setStyle(node, "translate", placed ? `calc(${x}px - 50%) calc(${y}px - 50%)` : (x || y ? `${x}px ${y}px` : null));
  // Placed by the app's layout engine, a positioned view's frame is already centred there: only the offset moves it.
  setStyle(node, "--offset", placed && (x || y) ? `${x}px ${y}px` : null);
  setStyle(node, "z-index", attrs.zIndex ?? null);
  setStyle(node, "pointer-events", attrs.hitTesting === false ? "none" : null);
  const priority = Number(attrs.layoutPriority || 0);
  setStyle(node, "flex-shrink", priority > 0 ? "0" : null);
  setAttr(node, "data-fixed-size", attrs.fixedSize || null);
  // Where it reaches under a hidden title bar: the engine's frame says; named for inspection.
  setAttr(node, "data-ignores-safe-area", attrs.ignoresSafeArea || null);
  setAttr(node, "data-safe-area-padding", flagText(attrs.safeAreaPadding));
  const ratio = attrs.aspectRatio !== undefined ? Number(attrs.aspectRatio) : null;
  setStyle(node, "aspect-ratio", ratio && Number.isFinite(ratio) ? String(ratio) : null);
  setAttr(node, "data-content-mode", attrs.contentMode || null);
  const tint = cssColor(attrs.tint);
  setStyle(node, "--accent", tint);
  setStyle(node, "accent-color", tint);
  // The app's tint colours an emphasized selection (elements.css), as the accent colour
  // does on a Mac; a row's own tint (listItemTint) colours its symbols, not its selection.
  setStyle(node, "--selection-tint", entry.tag === "row" ? null : tint);
  setStyle(node, "--control-scale", CONTROL_SIZES[attrs.controlSize] ?? null);
  setAttr(node, "data-control-size", attrs.controlSize || null);
  setAttr(node, "data-identifier", attrs.identifier || null);
  setAttr(node, "data-type-select", attrs.typeSelect ?? null);
  setAttr(node, "aria-hidden", attrs.accessibilityHidden === true ? "true" : (node.dataset.ariaHiddenOwn ? "true" : null));
  setAttr(node, "data-labels-hidden", attrs.labelsHidden === true ? "" : null);
  setAttr(node, "data-redacted", attrs.redacted || null);
  // The language the text is typeset in: its line breaking and the forms of shared characters.
  setAttr(node, "lang", attrs.language || null);
  // A toolbar's bars with or without their background (`toolbarBackground`): the window shows it.
  setAttr(node, "data-bar-background", attrs.barBackground || null);
  setAttr(node, "data-focus-effect", attrs.focusEffect || null);
  setAttr(node, "data-hover-effect", attrs.hoverEffect || null);
  setAttr(node, "data-focus-section", attrs.focusSection === true ? "" : null);
  // The scroll view's targets (`scrollTargetLayout()`): its snap points and scroll positions.
  setAttr(node, "data-scroll-target-layout", attrs.scrollTargetLayout === true ? "" : null);
  node.classList.toggle("is-tappable", Boolean(attrs.tappable && attrs.tappable !== false));
  applyDrawingEffects(entry, node);
  applyGeometry(entry, node);
  if (attrs.tappable && attrs.tappable !== false && !entry.tapsTracked) {
    entry.tapsTracked = true;
    trackTaps(entry, node);
  }
  applyPointer(entry, node);
  applyItemDrag(entry, node);
  applyAccessibility(entry, node, control);
}

const TYPE_SIZES = {
  xSmall: 0.82, small: 0.88, medium: 0.94, large: 1, xLarge: 1.12, xxLarge: 1.24, xxxLarge: 1.36,
  accessibility1: 1.6, accessibility2: 1.9, accessibility3: 2.35, accessibility4: 2.75, accessibility5: 3.1,
};

/** Transforms, measuring, coordinate spaces and appearance (docs/PROTOCOL.md). */
function applyGeometry(entry, node) {
  const attrs = entry.attrs;
  const transform = attrs.transform || null;
  setStyle(node, "transform", transform);
  setStyle(node, "transform-origin", transform ? "0 0" : null);
  if (transform && transform.includes("--proscenium-depth")) {
    // A 3D turn's perspective is relative to the element's larger side.
    requestAnimationFrame(() => setStyle(node, "--proscenium-depth", `${Math.max(node.offsetWidth, node.offsetHeight, 1)}px`));
  }
  if (entry.tag !== "geometry") setMeasured(entry, attrs.measure === true);
  setAttr(node, "data-coordinate-space", attrs.coordinateSpace ?? null);
  setAttr(node, "data-color-scheme", attrs.colorScheme || null);
  const typeScale = TYPE_SIZES[attrs.dynamicTypeSize] ?? null;
  // Text styles scale with it (elements.css); fixed-size fonts do not, as in SwiftUI.
  setStyle(node, "--type-scale", typeScale);
  // Text layout: points between lines and characters, a raised baseline, a case.
  const lineSpacing = Number(attrs.lineSpacing);
  setStyle(node, "line-height", lineSpacing ? `calc(1.35em + ${lineSpacing}px)` : null);
  const letterSpacing = Number(attrs.letterSpacing);
  setStyle(node, "letter-spacing", letterSpacing ? `${letterSpacing}px` : null);
  const raised = Number(attrs.baselineOffset);
  setStyle(node, "position", positionOf(attrs) ? "absolute"
    : (raised || attrs.zIndex !== undefined ? "relative" : null));
  setStyle(node, "bottom", raised ? `${raised}px` : null);
  setStyle(node, "text-transform", attrs.textCase === "uppercase" || attrs.textCase === "lowercase" ? attrs.textCase : null);
}


function applyBorder(node, border) {
  if (!border) {
    setStyle(node, "border", null);
    return;
  }
  const parts = border.trim().split(/\s+/);
  const width = parts.length > 1 && Number.isFinite(Number(parts[parts.length - 1])) ? Number(parts.pop()) : 1;
  const color = cssColor(parts.join(" ")) || "currentColor";
  setStyle(node, "border", `${width}px solid ${color}`);
}

/** Shows the element's text: by its handler, else in a span before its children. */
export function applyText(entry) {
  if (entry.handler.text) {
    entry.handler.text(entry);
    return;
  }
  if (entry.text === null || entry.text === undefined) {
    entry.textNode?.remove();
    entry.textNode = null;
    return;
  }
  if (!entry.textNode) {
    entry.textNode = el("span", "el-text");
    entry.container.insertBefore(entry.textNode, entry.container.firstChild);
  }
  entry.textNode.textContent = entry.text;
}
