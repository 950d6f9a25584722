// Content elements: text, images, shapes, lists, sections, tab views and
// navigation stacks.

import { isTypeSelectKey, typeSelectRow } from "./typeselect.js";
import { el, setAttr, flagText, setStyle, px, cssColor, showSymbol, ownAriaHidden, entryIdOf } from "./dom.js";
import { modifierNames } from "./keyboard.js";
import { rowDragDown, moveRowByKey } from "./rowdrag.js";
import { swipeDown, trackSwipeWheel, swipeByKey } from "./swipe.js";
import { shapeHandler } from "./shapes.js";
import { showImageDrawing } from "./canvas.js";
import { onSize } from "./drawing.js";
import { watchRowHeight } from "./rowheights.js";
import { observeIslandHost } from "./placement.js";
import { followSelectionFocus, isListRow } from "./selectionfocus.js";

/** `Image.DynamicRange` as CSS `dynamic-range-limit`. */
const DYNAMIC_RANGE_LIMITS = { standard: "standard", constrainedHigh: "constrained", high: "no-limit" };

// MARK: Text that shrinks to fit (minimumScaleFactor, allowsTightening)

/** Fits a text with a scale factor or tightening now, again after each
 *  change and whenever its box or its parent's changes size. */
function watchFit(entry, fitting) {
  const node = entry.node;
  if (!fitting) {
    if (entry.fitting) { onSize(node, "fit", null); entry.fitParent && onSize(entry.fitParent, `fit${entry.id}`, null); }
    entry.fitting = false;
    unfit(entry);
    return;
  }
  entry.fitting = true;
  scheduleFit(entry);
}

function scheduleFit(entry) {
  if (entry.fitQueued) return;
  entry.fitQueued = true;
  requestAnimationFrame(() => {
    entry.fitQueued = false;
    if (!entry.fitting || !entry.node.isConnected) return;
    // Watch the parent too: a text drawn smaller may not change size when
    // its container grows, yet it should grow back.
    const parent = entry.node.parentElement;
    if (parent !== entry.fitParent) {
      entry.fitParent && onSize(entry.fitParent, `fit${entry.id}`, null);
      entry.fitParent = parent;
      parent && onSize(parent, `fit${entry.id}`, () => fitText(entry));
    }
    if (!entry.fitObserved) { entry.fitObserved = true; onSize(entry.node, "fit", () => fitText(entry)); }
    fitText(entry);
  });
}

/** Takes back this client's font size and spacing, unless something else
 *  (a new font, a kerning) replaced them since. */
function unfit(entry) {
  const style = entry.node.style;
  if (entry.fitSize !== undefined && style.fontSize === entry.fitSize) style.fontSize = entry.fitOriginalSize;
  if (entry.fitSpacing !== undefined && style.letterSpacing === entry.fitSpacing) style.letterSpacing = entry.fitOriginalSpacing;
  entry.fitSize = entry.fitSpacing = undefined;
}

function overflow(node) {
  const wide = node.scrollWidth - node.clientWidth;
  const tall = node.hasAttribute("data-line-limit") ? node.scrollHeight - node.clientHeight : 0;
  if (wide <= 0.5 && tall <= 0.5) return null;
  return Math.min(wide > 0.5 ? node.clientWidth / node.scrollWidth : 1, tall > 0.5 ? node.clientHeight / node.scrollHeight : 1);
}

/** Text that does not fit its line (or lines) first narrows the space between
 *  its characters (allowsTightening, up to 5% of the font size), then takes a
 *  smaller font, down to the factor times its own; past that it truncates. */
function fitText(entry) {
  const node = entry.node;
  if (entry.fitting !== true || node.clientWidth === 0) return;
  unfit(entry);
  // A placed text is drawn at the size the engine fitted it to (placement.js).
  if (node.hasAttribute("data-placed")) return;
  if (overflow(node) === null) return;
  const style = node.style;
  const size = parseFloat(getComputedStyle(node).fontSize);
  if (!(size > 0)) return;
  if (entry.attrs.allowsTightening === true && !entry.attrs.letterSpacing) {
    entry.fitOriginalSpacing = style.letterSpacing;
    const characters = Math.max((node.textContent || "").length, 1);
    const needed = (node.scrollWidth - node.clientWidth) / characters;
    style.letterSpacing = entry.fitSpacing = `${-Math.min(needed + 0.05, size * 0.05).toFixed(3)}px`;
  }
  const factor = Math.min(Math.max(Number(entry.attrs.minimumScaleFactor) || 1, 0.01), 1);
  let ratio = overflow(node);
  if (ratio === null || factor >= 1) return;
  entry.fitOriginalSize = style.fontSize;
  let scale = 1;
  // Width is nearly proportional to the size; a few steps settle rounding.
  for (let step = 0; step < 6 && ratio !== null && scale > factor; step++) {
    scale = Math.max(factor, scale * ratio * 0.995);
    style.fontSize = entry.fitSize = `${(size * scale).toFixed(2)}px`;
    ratio = overflow(node);
  }
}

function listOf(entry) {
  for (let p = entry.parent; p; p = p.parent) {
    if (p.tag === "list" || p.tag === "form") return p;
  }
  return null;
}

/** A text's or run's underline and strikethrough: which lines, their colour and pattern. */
function applyTextLines(entry) {
  const { underline, strikethrough, decorationColor, decorationPattern } = entry.attrs;
  const lines = [underline === true ? "underline" : "", strikethrough === true ? "line-through" : ""];
  const drawn = lines.filter(Boolean).join(" ");
  setStyle(entry.node, "text-decoration-line", drawn || null);
  setStyle(entry.node, "text-decoration-color", drawn && decorationColor ? decorationColor : null);
  // CSS has dotted and dashed lines; the mixed patterns draw as their longer mark.
  const style = { dot: "dotted", dash: "dashed", dashDot: "dashed", dashDotDot: "dotted" }[decorationPattern];
  setStyle(entry.node, "text-decoration-style", drawn && style ? style : null);
}

// MARK: Rows' clicks, keys and presses, heard once per list

/** A row's controls answer for themselves. */
const ROW_CONTROLS = "button, input, select, textarea, a, [role=switch]";

/**
 * Hears the clicks, keys and presses of the rows in `owner`'s node (a list or
 * form; a row outside one hears its own) with one listener of each type
 * instead of several per row: a list of a thousand rows would otherwise make
 * thousands of listeners and closures as its rows come, and drop them as they
 * go. Each event goes to the row around its target whose list this is (a list
 * in a row is a list of its own), as that row's own listener would have had it.
 */
function hearRows(owner) {
  const root = owner.node, tree = owner.tree;
  const hear = (type, handle) => root.addEventListener(type, (event) => {
    const row = rowAround(event.target, root, tree);
    if (row) handle(row, event);
  });
  hear("click", rowClick);
  hear("dblclick", rowDoubleClick);
  hear("keydown", rowKeydown);
  hear("pointerdown", rowPointerDown);
}

/** The row entry around `target` up to `root` whose nearest list is `root`'s. */
function rowAround(target, root, tree) {
  let row = null;
  for (let node = target; node; node = node.parentElement) {
    const classes = node.classList;
    if (!classes) continue;
    if (row === null && classes.contains("row")) row = node;
    if (node === root) break;
    // The rows inside a list in a row are that list's.
    if (classes.contains("list") || classes.contains("form")) row = null;
  }
  const entry = row && tree.entries.get(entryIdOf(row));
  return entry && entry.node === row && entry.tag === "row" ? entry : null;
}

function rowClick(entry, event) {
  if (event.target.closest(ROW_CONTROLS) !== null) return;
  if (entry.attrs.disabled === true) return;
  // Command (Ctrl here) or Shift add to or extend a multiple selection.
  const modifiers = modifierNames(event).filter((m) => m === "command" || m === "shift");
  entry.tree.send(modifiers.length ? { kind: "click", target: entry.id, modifiers } : { kind: "click", target: entry.id });
}

function rowDoubleClick(entry, event) {
  if (event.target.closest(ROW_CONTROLS) !== null) return;
  if (entry.attrs.primaryAction === true) entry.tree.send({ kind: "submit", target: entry.id });
}

function rowKeydown(entry, event) {
  rowKeys(entry, event);
  outlineKeys(entry, event);
}

function rowKeys(entry, event) {
  if (swipeByKey(entry, event)) { event.preventDefault(); return; }
  if (event.target !== entry.node) return;
  if (moveRowByKey(entry, event)) {
    event.preventDefault();
  } else if ((event.key === "Delete" || event.key === "Backspace") && entry.attrs.deletable === true) {
    entry.tree.send({ kind: "change", target: entry.id, value: "delete" });
    event.preventDefault();
  } else if (event.key === "Enter" && entry.attrs.primaryAction === true) {
    // An item context menu's primary action (`contextMenu(forSelectionType:)`).
    entry.tree.send({ kind: "submit", target: entry.id });
    event.preventDefault();
  } else if (event.key === "Enter" || event.key === " ") {
    entry.tree.send({ kind: "click", target: entry.id });
    event.preventDefault();
  } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
    const rows = [...entry.node.closest(".list, .form")?.querySelectorAll(".row") || []];
    const next = rows[rows.indexOf(entry.node) + (event.key === "ArrowDown" ? 1 : -1)];
    next?.focus();
    event.preventDefault();
  } else if (isTypeSelectKey(event)) {
    // Type select: the first row of this list whose text starts with the letters typed.
    const list = entry.node.closest(".list, .form");
    const rows = [...list?.querySelectorAll(".row") || []].filter((row) => row.closest(".list, .form") === list);
    const match = typeSelectRow(rows, event);
    const matchEntry = match && entry.tree.entryFor(match);
    if (matchEntry && match.dataset.typeSelect !== "") {
      match.focus();
      if (match !== entry.node || entry.attrs.selected !== true) entry.tree.send({ kind: "click", target: matchEntry.id });
    }
    event.preventDefault();
  }
}

/** Right and Left open and close a focused outline row (a disclosure group's
 * own row in a list), as in a Mac's outline view. */
function outlineKeys(entry, event) {
  const group = entry.parent;
  if (group?.tag !== "disclosure" || !group.inList || group.children[0] !== entry || event.target !== entry.node) return;
  const wanted = { ArrowRight: true, ArrowLeft: false }[event.key];
  if (wanted === undefined) return;
  if (group.attrs.expanded !== wanted) group.tree.send({ kind: "toggle", target: group.id, value: String(wanted) });
  event.preventDefault();
  event.stopPropagation();
}

function rowPointerDown(entry, event) {
  rowDragDown(entry, event);
  swipeDown(entry, event);
}

export const contentHandlers = {
  text: {
    create(entry) { entry.node = el("span", "text"); },
    apply(entry, fresh) {
      const { selectable, lineLimit, reservesSpace, minimumLines, textAlignment, truncationMode, minimumScaleFactor, allowsTightening } = entry.attrs;
      const fits = Number(minimumScaleFactor) > 0 || allowsTightening === true;
      if (fits || entry.fitting) watchFit(entry, fits);
      // A new text without lines has none to take away.
      if (!fresh || entry.attrs.underline || entry.attrs.strikethrough) applyTextLines(entry);
      if (fresh && !selectable && !lineLimit && !reservesSpace && !minimumLines && !textAlignment && !truncationMode) return;
      const node = entry.node;
      node.classList.toggle("selectable", selectable === true);
      const lines = Number(lineLimit);
      const limited = Number.isFinite(lines) && lines > 0;
      setAttr(node, "data-line-limit", limited ? String(lines) : null);
      setStyle(node, "-webkit-line-clamp", limited && lines > 1 ? String(lines) : null);
      // reservesSpace keeps the limit's lines; a range (`lineLimit(2...4)`) its lower bound's.
      const least = Math.max(limited && reservesSpace === true ? lines : 0, Number(minimumLines) || 0);
      setStyle(node, "min-height", least > 0 ? `${least * 1.35}em` : null);
      setAttr(node, "data-minimum-lines", Number(minimumLines) > 0 ? String(Number(minimumLines)) : null);
      setStyle(node, "text-align", textAlignment === "center" ? "center" : textAlignment === "trailing" ? "end" : null);
      // CSS ellipsis is at the end only; a head truncation flips the direction.
      setStyle(node, "direction", limited && lines === 1 && truncationMode === "head" ? "rtl" : null);
    },
    text(entry) {
      entry.node.textContent = entry.text ?? "";
      if (entry.fitting) scheduleFit(entry);
    },
  },
  // One styled run of a concatenated Text, inside its `text`.
  span: {
    create(entry) { entry.node = el("span", "text-run"); },
    apply(entry) {
      // Its font, with `monospaced`, is applied with the other common attributes.
      applyTextLines(entry);
    },
    text(entry) { entry.node.textContent = entry.text ?? ""; },
  },
  image: {
    create(entry) { entry.node = el("span", "image", { role: "img" }); },
    apply(entry) {
      const { systemName, name, label, imageScale, asset, resizable } = entry.attrs;
      const { symbolRenderingMode, secondaryForeground, tertiaryForeground } = entry.attrs;
      const node = entry.node;
      // `Image(size:renderer:)`: its recorded drawing, replayed in a canvas.
      const drawn = Boolean(entry.attrs.drawing) && !systemName;
      showImageDrawing(entry, drawn);
      if (drawn) {
        entry.file?.remove();
        entry.file = null;
      } else if (systemName || !asset) {
        entry.file?.remove();
        entry.file = null;
        // A named image the app did not find shows nothing, as in SwiftUI.
        showSymbol(node, systemName, {
          mode: symbolRenderingMode, secondary: secondaryForeground, tertiary: tertiaryForeground,
          resizable: resizable === true, value: entry.attrs.value,
        });
      } else {
        showImageFile(entry, asset);
      }
      applyRenderingMode(entry);
      node.classList.toggle("missing", !systemName && !asset && !drawn);
      setAttr(node, "data-resizable", resizable === true && (asset || systemName || drawn) ? "true" : null);
      // How it is sampled: `interpolation(.none)` and `antialiased(false)` keep its pixels sharp.
      setAttr(node, "data-interpolation", entry.attrs.interpolation || null);
      setAttr(node, "data-antialiased", entry.attrs.antialiased === false ? "false" : null);
      // `allowedDynamicRange`: how bright above white an HDR image may show.
      setStyle(node, "dynamic-range-limit", DYNAMIC_RANGE_LIMITS[entry.attrs.dynamicRange] || null);
      applyImageSlicing(entry);
      setAttr(node, "data-scale", imageScale || null);
      setAttr(node, "aria-label", label || systemName || name || "image");
      setAttr(node, "role", label === "" ? "presentation" : "img");
    },
  },
  label: {
    create(entry) { entry.node = el("span", "label"); },
    apply(entry) {
      setAttr(entry.node, "data-style", entry.attrs.style || null);
      this.childrenChanged(entry);
    },
    // An icon-only label (a toolbar's, by default) still has its title: as the
    // icon's tooltip, unless what holds it has help of its own, and as its name.
    childrenChanged(entry) {
      const node = entry.node;
      const title = entry.attrs.style === "iconOnly"
        ? [...node.children].filter((child) => child.classList.contains("text")).map((child) => child.textContent).join(" ").trim()
        : "";
      if (entry.attrs.help === undefined) setAttr(node, "title", title && !node.parentElement?.closest("[title]") ? title : null);
      setAttr(node, "role", title ? "img" : null);
      if (entry.attrs.label === undefined) setAttr(node, "aria-label", title || null);
    },
    childChanged(entry) { this.childrenChanged(entry); },
    childrenChangedOnce: true,
  },
  labeled: {
    create(entry) { entry.node = el("div", "labeled", { role: "group" }); },
  },
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
      // A circular style is a ring filled to the fraction (a spinner while indeterminate).
      setAttr(entry.node, "data-style", entry.attrs.style || null);
      const fraction = value === undefined ? null : Math.min(Math.max(Number(value) / (Number(total ?? 1) || 1), 0), 1);
      setStyle(entry.node, "--fraction", fraction === null || !Number.isFinite(fraction) ? null : String(fraction));
    },
    childChanged(entry) { this.apply(entry); },
    childrenChanged(entry) { this.apply(entry); },
  },
  unavailable: { create(entry) { entry.node = el("div", "unavailable", { role: "status" }); } },
  shape: shapeHandler,
  color: {
    create(entry) { entry.node = ownAriaHidden(el("div", "color-fill")); },
    apply(entry) { setStyle(entry.node, "background-color", cssColor(entry.attrs.color)); },
  },
  list: list("list"),
  form: list("form"),
  section: {
    create(entry) {
      entry.node = el("div", "section", { role: "group" });
      entry.bar = el("div", "section-bar");
      entry.title = el("div", "section-header section-title");
      entry.title.id = `section-${entry.tree.surfaceId}-${entry.id}`;
      // A collapsible section (`expanded` present) has a disclosure button.
      entry.toggle = el("button", "disclosure-toggle section-toggle", { type: "button" });
      entry.toggle.addEventListener("click", () => entry.tree.send({
        kind: "toggle", target: entry.id, value: String(entry.attrs.expanded !== true),
      }));
      entry.bar.append(entry.toggle, entry.title);
      entry.node.append(entry.bar);
    },
    apply(entry) {
      showSectionHeader(entry);
      setAttr(entry.toggle, "aria-expanded", flagText(entry.attrs.expanded));
      setAttr(entry.node, "data-expanded", flagText(entry.attrs.expanded));
      setAttr(entry.node, "data-separator", entry.attrs.separator || null);
    },
    childrenChanged(entry) {
      showSectionHeader(entry);
      if (entry.parent?.tag === "list") watchListRowHeight(entry.parent);
    },
  },
  row: {
    create(entry) {
      entry.node = el("div", "row");
      // Its clicks, keys and presses are heard by its list (hearRows).
      if (!listOf(entry)) hearRows(entry);
    },
    apply(entry, fresh) {
      const attrs = entry.attrs, node = entry.node;
      const selectable = listOf(entry)?.attrs.selection;
      const selected = attrs.selected === true;
      setAttr(node, "role", selectable ? "option" : "listitem");
      setAttr(node, "aria-selected", selectable ? String(selected) : null);
      const movable = attrs.movable === true;
      // A new row has no class to take away (most rows are neither).
      if (!fresh || selected) node.classList.toggle("selected", selected);
      if (!fresh || movable) node.classList.toggle("movable", movable);
      node.tabIndex = selectable || movable || attrs.deletable === true ? 0 : -1;
      if (!fresh || hasRowDetails(attrs)) showRowDetails(entry);
      if (!fresh || attrs.editing === true) showEditControls(entry);
      // A trackpad's swipe is heard only over rows that have swipe actions:
      // a wheel listener that may cancel makes the page scroll on its main thread.
      if (entry.attrs.swipeActions && !entry.wheelTracked) {
        entry.wheelTracked = true;
        trackSwipeWheel(entry);
      }
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
      pageBySwipe(entry);
    },
    apply(entry) {
      // `style="page"`: pages with a row of dots (PageTabViewStyle).
      setAttr(entry.node, "data-style", entry.attrs.style || null);
      setAttr(entry.node, "data-index-display", entry.attrs.indexDisplayMode || null);
      this.childrenChanged(entry);
    },
    childChanged(entry) { this.childrenChanged(entry); },
    // The tab strip is drawn from the tabs' attributes, so it is redrawn
    // whenever a tab comes, goes or changes.
    childrenChanged(entry) {
      const selected = entry.attrs.selected;
      const focused = entry.tablist.contains(document.activeElement) ? document.activeElement.dataset.key : null;
      entry.tablist.replaceChildren(...entry.children.filter((tab) => tab.tag === "tab").map((tab) => {
        const key = tab.attrs.key ?? String(tab.id);
        const isSelected = tab.attrs.selected === true || (selected !== undefined && key === selected);
        const button = el("button", "tab", {
          type: "button", role: "tab", "aria-selected": String(isSelected), "data-key": key,
          "aria-controls": `panel-${entry.tree.surfaceId}-${tab.id}`, tabindex: isSelected ? "0" : "-1",
        });
        if (tab.attrs.systemImage) button.append(el("span", "image", { "aria-hidden": "true" }));
        if (button.firstChild) showSymbol(button.firstChild, tab.attrs.systemImage);
        button.append(document.createTextNode(tab.attrs.title ?? key));
        button.addEventListener("click", () => entry.tree.send({ kind: "change", target: entry.id, value: key }));
        tab.node.id = `panel-${entry.tree.surfaceId}-${tab.id}`;
        tab.node.hidden = !isSelected || tab.attrs.hidden === true;
        return button;
      }));
      if (focused !== null) entry.tablist.querySelector(`[data-key="${CSS.escape(focused)}"]`)?.focus();
      // UIKit's tab bar appearance: the strip's fill and the unselected tabs' colour.
      setStyle(entry.tablist, "background-color", cssColor(entry.attrs.barTint));
      setStyle(entry.tablist, "--unselected-tint", cssColor(entry.attrs.unselectedTint));
      // Paged: one dot for a single page shows only when asked for always.
      entry.tablist.hidden = entry.attrs.style === "page" && (entry.attrs.indexDisplayMode === "never"
        || (entry.attrs.indexDisplayMode !== "always" && entry.tablist.childElementCount < 2));
    },
  },
  tab: {
    create(entry) { entry.node = el("div", "tabpanel", { role: "tabpanel" }); observeIslandHost(entry); },
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
    apply(entry) { this.childrenChanged(entry); },
    childrenChanged(entry) {
      const depth = entry.attrs.depth !== undefined ? Number(entry.attrs.depth)
        : entry.children.filter((child) => child.tag === "page").length - 1;
      // The top view may hide the back control (navigationBarBackButtonHidden).
      entry.bar.hidden = !(depth > 0) || entry.attrs.backButtonHidden === true;
    },
  },
};

/** A paged tab view goes to the next or previous page on a horizontal
 * swipe (a pointer drag of more than 40 points) or an arrow key. */
function pageBySwipe(entry) {
  const step = (by) => {
    const tabs = [...entry.tablist.querySelectorAll("[role=tab]")];
    const index = tabs.findIndex((tab) => tab.getAttribute("aria-selected") === "true");
    const next = tabs[index + by];
    if (next) entry.tree.send({ kind: "change", target: entry.id, value: next.dataset.key });
  };
  let start = null;
  entry.container.addEventListener("pointerdown", (event) => {
    if (entry.attrs.style === "page" && event.isPrimary) start = { x: event.clientX, y: event.clientY };
  });
  entry.container.addEventListener("pointerup", (event) => {
    if (!start || entry.attrs.style !== "page") return;
    const dx = event.clientX - start.x, dy = event.clientY - start.y;
    start = null;
    if (Math.abs(dx) > 40 && Math.abs(dx) > Math.abs(dy)) step(dx < 0 ? 1 : -1);
  });
  entry.container.addEventListener("pointercancel", () => { start = null; });
  // Before the tab strip's own arrow keys (which move focus between tabs).
  entry.node.addEventListener("keydown", (event) => {
    if (entry.attrs.style !== "page" || event.target.closest("input, textarea")) return;
    const by = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!by) return;
    step(by);
    event.preventDefault();
    event.stopPropagation();
  }, { capture: true });
}

/** An image file the app serves at /asset/KEY, drawn at its size in points
 * (its pixels divided by its `scale`) unless it is resizable. */
function showImageFile(entry, asset) {
  if (!entry.file) {
    entry.file = el("img", "image-file", { alt: "", draggable: "false" });
    entry.file.addEventListener("load", () => sizeImageFile(entry));
    entry.node.replaceChildren(entry.file);
  }
  const src = `/asset/${encodeURIComponent(asset)}`;
  if (entry.file.getAttribute("src") !== src) entry.file.setAttribute("src", src);
  sizeImageFile(entry);
}

/** `renderingMode(.template)` on an image file: its opaque pixels, as a
 * mask, filled with the foreground colour (the file itself is moved out of
 * its box, which keeps the file's size). */
function applyRenderingMode(entry) {
  const template = Boolean(entry.file) && entry.attrs.renderingMode === "template";
  setAttr(entry.node, "data-rendering-mode", template ? "template" : null);
  if (entry.file) setStyle(entry.file, "--image-mask", template ? `url("${entry.file.getAttribute("src")}")` : null);
}

/** `resizable(capInsets:resizingMode:)` on an image file: the file is
 * drawn as the box's border image, its caps (the insets, in points) kept at
 * their size and the rest stretched, or tiled at the image's own size. */
function applyImageSlicing(entry) {
  const { capInsets, resizingMode, resizable } = entry.attrs;
  const node = entry.node;
  const insets = (capInsets || "0 0 0 0").split(" ").map(Number);
  const sliced = Boolean(entry.file) && resizable === true && (resizingMode === "tile" || insets.some((v) => v > 0));
  node.classList.toggle("image-sliced", sliced);
  if (!sliced) {
    for (const property of ["border-style", "border-width", "border-image-source", "border-image-slice", "border-image-repeat"]) {
      setStyle(node, property, null);
    }
    return;
  }
  // Insets are points; a raster file's slices are its pixels.
  const scale = Number(entry.attrs.scale) || 1;
  const [top, leading, bottom, trailing] = insets.map((v) => (Number.isFinite(v) && v > 0 ? v : 0));
  setStyle(node, "border-style", "solid");
  setStyle(node, "border-width", `${top}px ${trailing}px ${bottom}px ${leading}px`);
  setStyle(node, "border-image-source", `url("${entry.file.getAttribute("src")}")`);
  setStyle(node, "border-image-slice", [top, trailing, bottom, leading].map((v) => v * scale).join(" ") + " fill");
  setStyle(node, "border-image-repeat", resizingMode === "tile" ? "repeat" : "stretch");
}

function sizeImageFile(entry) {
  const img = entry.file;
  if (!img) return;
  const scale = Number(entry.attrs.scale) || 1;
  // The size the app read from the file (`naturalSize`, in points) holds
  // the picture's place before it has loaded: nothing moves when it does.
  const [width] = String(entry.attrs.naturalSize ?? "").split(" ").map(Number);
  const fixed = entry.attrs.resizable !== true;
  const sized = fixed && (Number.isFinite(width) && width > 0 ? `${width}px`
    : scale !== 1 && img.naturalWidth > 0 ? `${img.naturalWidth / scale}px` : null);
  setStyle(img, "width", sized || null);
}

/** In edit mode (`editing`), a deletable row shows a delete button and a
 * movable one a handle (drag it, or Alt+Up/Down on the focused row). */
function showEditControls(entry) {
  const editing = entry.attrs.editing === true;
  const deletable = editing && entry.attrs.deletable === true;
  const movable = editing && entry.attrs.movable === true;
  if (deletable && !entry.deleteButton) {
    entry.deleteButton = el("button", "row-delete", { type: "button" });
    entry.deleteButton.addEventListener("click", (event) => {
      event.stopPropagation();
      entry.tree.send({ kind: "change", target: entry.id, value: "delete" });
    });
    entry.node.prepend(entry.deleteButton);
  } else if (!deletable && entry.deleteButton) {
    entry.deleteButton.remove();
    entry.deleteButton = null;
  }
  if (entry.deleteButton) {
    const name = entry.attrs.label || entry.node.textContent.trim();
    setAttr(entry.deleteButton, "aria-label", name ? `Delete ${name}` : "Delete");
  }
  if (movable && !entry.moveHandle) {
    entry.moveHandle = el("span", "row-move-handle", { "aria-hidden": "true" });
    entry.node.append(entry.moveHandle);
  } else if (!movable && entry.moveHandle) {
    entry.moveHandle.remove();
    entry.moveHandle = null;
  }
  entry.node.classList.toggle("editing", editing);
  // Placed rows in edit mode have their parts put at their inset (placement.js).
  entry.tree.editingRows ??= new Set();
  if (editing) entry.tree.editingRows.add(entry);
  else entry.tree.editingRows.delete(entry);
}

/** A refreshable list's control above its rows; Command-R (Ctrl-R) with focus in it refreshes too. */
function showRefreshControl(entry) {
  const refreshable = entry.attrs.refreshable === true;
  if (refreshable && !entry.refreshButton) {
    entry.refreshButton = el("button", "list-refresh", { type: "button", "aria-label": "Refresh" });
    entry.refreshButton.textContent = "\u21bb";
    entry.refreshButton.addEventListener("click", () => entry.tree.send({ kind: "change", target: entry.id, value: "refresh" }));
    entry.refreshKeys = (event) => {
      if (event.key.toLowerCase() !== "r" || !(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey) return;
      event.preventDefault();
      event.stopPropagation();
      entry.tree.send({ kind: "change", target: entry.id, value: "refresh" });
    };
    entry.node.addEventListener("keydown", entry.refreshKeys);
    entry.node.prepend(entry.refreshButton);
  } else if (!refreshable && entry.refreshButton) {
    entry.refreshButton.remove();
    entry.node.removeEventListener("keydown", entry.refreshKeys);
    entry.refreshButton = null;
  }
  const refreshing = entry.attrs.refreshing === true;
  setAttr(entry.node, "aria-busy", refreshing ? "true" : null);
  if (entry.refreshButton) {
    entry.refreshButton.disabled = refreshing;
    entry.refreshButton.classList.toggle("spinning", refreshing);
  }
}

function list(kind) {
  return {
    create(entry) {
      entry.node = el("div", kind);
      hearRows(entry);
      if (kind === "list") followSelectionFocus(entry, (node) => isListRow(node, entry.node));
    },
    apply(entry) {
      showRefreshControl(entry);
      const selection = entry.attrs.selection;
      setAttr(entry.node, "role", selection ? "listbox" : "list");
      setAttr(entry.node, "aria-multiselectable", selection === "multiple" ? "true" : null);
      setAttr(entry.node, "data-style", entry.attrs.style || null);
      setAttr(entry.node, "data-content-background", entry.attrs.contentBackground || null);
      setAttr(entry.node, "data-alternates", flagText(entry.attrs.alternatesRowBackgrounds));
      // The whole list's separators (UIKit's table view appearance): hidden, or their colour.
      setAttr(entry.node, "data-separator", entry.attrs.separator || null);
      setStyle(entry.node, "--list-separator", cssColor(entry.attrs.separatorTint));
      // Rows draw their role from their list's selection mode.
      if (entry.children) {
        for (const row of entry.node.querySelectorAll(".row")) {
          const rowEntry = entry.tree.entries.get(entryIdOf(row));
          rowEntry?.handler.apply(rowEntry);
        }
      }
    },
    // A list's rows out of view take its first row's height (rowheights.js).
    childrenChanged(entry) { if (kind === "list") watchListRowHeight(entry); },
    destroy(entry) { if (kind === "list") watchRowHeight(entry, null, LIST_ROW_HEIGHT); },
  };
}

/** The CSS property of a list with the height its rows not yet drawn take. */
const LIST_ROW_HEIGHT = "--list-row-height";

/** Shows a section's header once: its `header` element (the app's header
 * view) when it has one, else its `title` (a plain-text header). Drawing
 * both showed a text header twice. A collapsible section (`expanded`
 * present) has its disclosure button at the start of its header, which
 * names it. */
function showSectionHeader(entry) {
  const first = entry.children[0];
  const header = first?.tag === "header" ? first : null;
  const title = header ? "" : entry.attrs.title || "";
  const collapsible = entry.attrs.expanded !== undefined;
  if (entry.title.textContent !== title) entry.title.textContent = title;
  entry.title.hidden = !title;
  if (header) header.node.id ||= `section-header-${entry.tree.surfaceId}-${header.id}`;
  // The button goes into the header element rather than the header into
  // the bar: the section's own node then holds only its children's nodes.
  const home = collapsible && header ? header.node : entry.bar;
  if (entry.toggle.parentNode !== home) home.prepend(entry.toggle);
  const name = header ? header.node : title ? entry.title : null;
  setAttr(entry.node, "aria-labelledby", name ? name.id : null);
  setAttr(entry.toggle, "aria-labelledby", collapsible && name ? name.id : null);
  setAttr(entry.toggle, "aria-label", collapsible && !name ? entry.attrs.label || "Section" : null);
  entry.toggle.hidden = !collapsible;
  entry.bar.hidden = !title && !(collapsible && !header);
}

/** Watches the first row of `list` (in its first section that has one). */
function watchListRowHeight(list) {
  const firstRow = (entry) => {
    for (const child of entry.children) {
      if (child.tag === "row") return child;
      if (child.tag === "section") {
        const row = firstRow(child);
        if (row) return row;
      }
    }
    return null;
  };
  watchRowHeight(list, firstRow(list), LIST_ROW_HEIGHT);
}

/** Whether any row has hidden its top separator: until then there is
 * nothing for markRowsBeforeHiddenSeparators to do. */
let hidingTopSeparators = false;

/** Marks each row followed by one that hides its top separator
 * (`data-before-hidden-separator`, whose bottom separator is that line), and
 * unmarks those no longer so. Runs after each batch of patches, as rows come,
 * go and move; a row leaving with a transition (motion.js) is already gone. */
export function markRowsBeforeHiddenSeparators() {
  if (!hidingTopSeparators) return;
  const staying = (node, step) => {
    let sibling = node[step];
    while (sibling?.dataset.departing) sibling = sibling[step];
    return sibling;
  };
  for (const row of document.querySelectorAll(".row[data-before-hidden-separator]")) {
    const after = staying(row, "nextElementSibling");
    if (row.dataset.departing || !after?.hasAttribute("data-hides-top-separator")) row.removeAttribute("data-before-hidden-separator");
  }
  for (const row of document.querySelectorAll(".row[data-hides-top-separator]:not([data-departing])")) {
    const before = staying(row, "previousElementSibling");
    if (before?.classList.contains("row")) before.setAttribute("data-before-hidden-separator", "");
  }
}

function hasRowDetails(attrs) {
  return attrs.badge !== undefined || attrs.badgeProminence !== undefined || attrs.separator !== undefined || attrs.separatorTint !== undefined
    || attrs.top !== undefined || attrs.leading !== undefined || attrs.bottom !== undefined || attrs.trailing !== undefined;
}

/** A row's badge, separators, insets (docs/PROTOCOL.md, `row`). */
function showRowDetails(entry) {
  const { badge, badgeProminence, separator, separatorTint, top, leading, bottom, trailing } = entry.attrs;
  if (badge !== undefined && !entry.badge) {
    entry.badge = el("span", "badge");
    entry.node.append(entry.badge);
  }
  if (entry.badge) {
    entry.badge.textContent = badge ?? "";
    entry.badge.hidden = badge === undefined;
    setAttr(entry.badge, "data-prominence", badgeProminence || null);
  }
  setAttr(entry.node, "data-separator", separator || null);
  const hidesTop = separator === "hidden" || separator === "hiddenTop";
  if (hidesTop) hidingTopSeparators = true;
  setAttr(entry.node, "data-hides-top-separator", hidesTop ? "" : null);
  setStyle(entry.node, "border-bottom-color", cssColor(separatorTint));
  setStyle(entry.node, "padding-top", px(top));
  setStyle(entry.node, "padding-inline-start", px(leading));
  setStyle(entry.node, "padding-bottom", px(bottom));
  setStyle(entry.node, "padding-inline-end", px(trailing));
  // Where a placed row's badge sits (layouts.css), as the app's layout reserved it.
  setStyle(entry.node, "--row-trailing", px(trailing));
}
