// The layout engine's frames (a window's `layout` attribute): when the app
// lays out all of a window's content (stacks, frames, padding, spacers,
// colours, shapes, text), the page puts each element at its frame instead
// of laying it out with CSS. The window's content area reports its size, the
// space the app lays the content out in; a window that fits its content is
// sized to the content's ideal size. Windows whose content the app does not
// lay out have no `layout` and keep the CSS layout.

import { setAttr, setStyle } from "./dom.js";
import { placeControlParts, placeOutlineChevrons, placeRowEditParts } from "./controlparts.js";
import { watchListViewport } from "./listviewport.js";

/** The custom properties that hold a placed element's frame (layouts.css). */
export const PLACE_PROPERTIES = ["--place-x", "--place-y", "--place-width", "--place-height"];

/** A placed element's frame, as set here: each property's value. */
export function placedFrame(node) {
  const frame = {};
  for (const name of PLACE_PROPERTIES) frame[name] = node.style.getPropertyValue(name);
  return frame;
}

/** The wire text `WIDTH HEIGHT[ MINWIDTH MINHEIGHT];ID X Y WIDTH HEIGHT[ FONTSIZE LINEHEIGHT SHIFT];...`
 *  read, or null: the content's ideal (and least) size, then a frame, and
 *  a text's fit (font size, line pitch, shift) when the engine chose them. */
function parse(wire) {
  // A placement merged from changes (`mergePlacement`) is read already.
  if (wire instanceof Placement) return wire;
  if (typeof wire !== "string") return null;
  const known = parsed.get(wire);
  if (known !== undefined) return known;
  const parts = wire.split(";");
  const size = parseSize(parts[0]);
  if (!size) return null;
  const frames = new Map();
  for (let i = 1; i < parts.length; i++) {
    const frame = parseFrame(parts[i]);
    if (!frame) return null;
    frames.set(frame[0], frame[1]);
  }
  const placement = new Placement(size, frames);
  // An update that changes no frame keeps the window's wire text: read once.
  if (parsed.size > 16) parsed.clear();
  parsed.set(wire, placement);
  return placement;
}

/** Placements read, by their wire text. */
const parsed = new Map();

/** A placement read: the content's ideal size, its least size (the
 *  window's content area goes no smaller; null when not sent) and each
 *  view's frame by id. */
class Placement {
  constructor(size, frames) {
    this.width = size[0];
    this.height = size[1];
    this.minimum = size.length === 4 ? { width: size[2], height: size[3] } : null;
    this.frames = frames;
  }
}

/** The wire text's leading `WIDTH HEIGHT[ MINWIDTH MINHEIGHT]` read; null
 *  when malformed. */
function parseSize(part) {
  const size = part.split(" ").map(Number);
  return (size.length === 2 || size.length === 4) && size.every(Number.isFinite) ? size : null;
}

/** One frame of the wire text read, keyed by its text; null when malformed. */
function parseFrame(part) {
  const n = part.split(" ").map(Number);
  if ((n.length !== 5 && n.length !== 8) || !n.every(Number.isFinite)) return null;
  // The frame's text is its key: a node whose key is unchanged is not touched.
  const frame = n.slice(1);
  frame.key = part;
  return [n[0], frame];
}

/** The placement `base` (a wire text or a placement merged before) with
 *  `changes` made to it: `WIDTH HEIGHT`, then frames new or changed and
 *  `xID` for each view no longer placed. Null when either is malformed or
 *  there is no base: the page is out of step, and is sent everything again. */
export function mergePlacement(base, changes) {
  const old = parse(base);
  if (!old || typeof changes !== "string") return null;
  const parts = changes.split(";");
  const size = parseSize(parts[0]);
  if (!size) return null;
  const frames = new Map(old.frames);
  for (let i = 1; i < parts.length; i++) {
    const part = parts[i];
    if (part.startsWith("x")) {
      const id = Number(part.slice(1));
      if (!Number.isInteger(id)) return null;
      frames.delete(id);
      continue;
    }
    const frame = parseFrame(part);
    if (!frame) return null;
    frames.set(frame[0], frame[1]);
  }
  return new Placement(size, frames);
}

/** The least size last kept for each window frame, as read from the wire. */
const keptMinimums = new WeakMap();

/** What each window frame has beyond its content area (its title bar,
 *  toolbar and borders), read where reading costs no extra layout: once
 *  when first needed, then whenever the content area's box changes. */
const chromeSizes = new WeakMap();
const chromeObserver = typeof ResizeObserver === "function"
  ? new ResizeObserver((records) => records.forEach((record) => {
    const frame = record.target.closest(".window");
    if (!frame || !chromeSizes.has(frame)) return;
    chromeSizes.set(frame, measureChrome(frame, record.target));
    setMinimumStyles(frame);
  }))
  : null;

function measureChrome(frame, body) {
  return {
    width: Math.max(frame.offsetWidth - body.offsetWidth, 0),
    height: Math.max(frame.offsetHeight - body.offsetHeight, 0),
  };
}

/** A Mac's window is never smaller than its content's least size
 *  (`WindowResizability.contentMinSize`): the window around `root` gets
 *  that size, with its title bar and toolbar, as its minimum, which its
 *  resize handles and CSS honour. */
function keepWindowAtLeast(root, minimum) {
  const frame = root.closest(".window");
  const body = root.closest(".window-body");
  if (!frame || !body) return;
  const key = minimum ? `${minimum.width} ${minimum.height}` : "";
  if ((keptMinimums.get(frame)?.key ?? "") === key) return;
  keptMinimums.set(frame, { key, minimum });
  // The bars are measured once (a forced layout mid-update, which a list
  // of a thousand rows paid on every change of its least size); the
  // observer keeps the figure current as a toolbar comes or goes.
  if (minimum && !chromeSizes.has(frame)) {
    chromeSizes.set(frame, measureChrome(frame, body));
    chromeObserver?.observe(body);
  }
  setMinimumStyles(frame);
}

function setMinimumStyles(frame) {
  const minimum = keptMinimums.get(frame)?.minimum;
  const chrome = chromeSizes.get(frame);
  setStyle(frame, "--content-min-width", minimum && chrome ? `${minimum.width + chrome.width}px` : null);
  setStyle(frame, "--content-min-height", minimum && chrome ? `${minimum.height + chrome.height}px` : null);
}

/** Places `tree`'s elements at the frames of `wire` (the whole content;
 *  none: the CSS layout) and of `islands` (by host element id: the views of
 *  a split view's column, a tab or a navigation page the app laid out in
 *  the size the page reported for it, while CSS lays out the rest). */
export function applyPlacement(tree, wire, islands = null) {
  const placement = parse(wire);
  if (wire != null && !placement) console.warn("Proscenium: malformed layout dropped");
  const root = tree.root?.node;
  if (root?.nodeType === 1) {
    setAttr(root, "data-placing", placement ? "" : null);
    setStyle(root, "--ideal-width", placement ? `${placement.width}px` : null);
    setStyle(root, "--ideal-height", placement ? `${placement.height}px` : null);
    keepWindowAtLeast(root, placement?.minimum ?? null);
  }
  // The whole content's frames as read, or a copy the islands' join.
  const frames = islands && Object.keys(islands).length ? new Map(placement?.frames ?? []) : placement?.frames ?? new Map();
  const hosts = new Set();
  for (const [id, islandWire] of Object.entries(islands ?? {})) {
    const island = parse(islandWire);
    // A sheet's element is a placeholder in the content; its box is over it.
    const entry = tree.entries.get(Number(id));
    const host = entry?.islandNode ?? entry?.node;
    if (!island || host?.nodeType !== 1) {
      if (!island) console.warn("Proscenium: malformed island layout dropped");
      continue;
    }
    hosts.add(host);
    setAttr(host, "data-placing", "");
    // The island's size: what a host sized by its views (a sheet) takes.
    setStyle(host, "--island-width", `${island.width}px`);
    setStyle(host, "--island-height", `${island.height}px`);
    for (const [child, frame] of island.frames) frames.set(child, frame);
  }
  for (const host of tree.islandHosts ?? []) {
    if (hosts.has(host)) continue;
    setAttr(host, "data-placing", null);
    setStyle(host, "--island-width", null);
    setStyle(host, "--island-height", null);
  }
  tree.islandHosts = hosts;
  const placed = new Set();
  // Frames an animation in this update moves views from (motion.js).
  const moves = tree.frameMoves;
  // Lists whose rows (in their flow) changed: their gaps are set below.
  const flows = new Set();
  // The rows in a flow, and those with views placed inside (the others
  // are far from view: the app laid out only their frame).
  const flowRows = [];
  const filled = new Set();
  for (const [id, frame] of frames) {
    const node = tree.entries.get(id)?.node;
    if (!node || node.nodeType !== 1) continue;
    placed.add(node);
    if (isFlowRow(node)) {
      node.placedId = id;
      flowRows.push(node);
      if (node.placedWire !== frame.key) flows.add(node.parentNode);
      continue;
    }
    if (node.parentNode?.placedId !== undefined) filled.add(node.parentNode);
    // Only what changed is touched: an update that moves one row of a
    // thousand restyles that row, not the list.
    const key = frame.key;
    if (node.placedKey === key) continue;
    if (moves && node.placedKey !== undefined && !moves.has(node)) moves.set(node, placedFrame(node));
    if (node.placedKey === undefined) setAttr(node, "data-placed", "");
    node.placedKey = key;
    const [x, y, width, height, ...fit] = frame;
    setStyle(node, "--place-x", `${x}px`);
    setStyle(node, "--place-y", `${y}px`);
    setStyle(node, "--place-width", `${width}px`);
    setStyle(node, "--place-height", `${height}px`);
    applyFit(node, fit);
    // A table scrolls itself (its header sticks at its top): reported as a list's.
    if (node.classList.contains("list") || node.classList.contains("table")) watchListViewport(tree, id, node);
  }
  for (const parent of flows) placeFlowRows(parent, frames, moves);
  for (const row of flowRows) markFar(row, !filled.has(row));
  for (const node of tree.placedNodes ?? []) {
    // A node gone from the page (a cleared list's rows) needs nothing undone.
    if (placed.has(node) || !node.isConnected) continue;
    node.placedKey = undefined;
    node.placedWire = undefined;
    node.placedY = undefined;
    node.placedId = undefined;
    setAttr(node, "data-placed", null);
    for (const name of PLACE_PROPERTIES) setStyle(node, name, null);
    setStyle(node, "--flow-gap", null);
    markFar(node, false);
    applyFit(node, []);
  }
  tree.placedNodes = placed;
  placeControlParts(tree, frames);
  placeRowEditParts(tree, frames);
  placeOutlineChevrons(tree, frames);
}

/** Marks a row in a flow whose views the app did not lay out (it is far
 *  from the part shown: ListViewport.swift) as `data-far`: it is not
 *  drawn (`content-visibility: hidden`, layouts.css) until the app lays it
 *  out as the list scrolls near. Not `auto`: Chromium keeps an
 *  intersection observer for each row with `auto` and computes every
 *  observation on every frame (4.5 ms a frame for 1,000 rows). */
function markFar(row, far) {
  if (row.placedFar === far) return;
  row.placedFar = far;
  setAttr(row, "data-far", far ? "" : null);
}

/** Whether `node` is a list's row (in a list, or a section of one) or a
 *  table's, which the page stacks in the list's (or the table's rows')
 *  flow (layouts.css): the engine puts the rows one below the other, and
 *  a row in the flow stays where it is when a row above it goes, comes or
 *  grows, where a row at its own offset would be restyled (deleting the
 *  first of a thousand rows restyled the other 999: about 30 ms of style). */
function isFlowRow(node) {
  const parent = node.parentNode;
  if (parent?.nodeType !== 1) return false;
  if (node.classList.contains("table-row")) return parent.classList.contains("table-body");
  return node.classList.contains("row") && (parent.classList.contains("list") ||
    (parent.classList.contains("section") && parent.parentNode?.classList?.contains("list")));
}

/** Each placed row of `parent` in its flow: its frame's leading edge and
 *  size, and the gap above it (its top less the bottom of the row before)
 *  as a margin. Only a row whose edge, size or gap changed is restyled. */
function placeFlowRows(parent, frames, moves) {
  // A new window's rows are placed before it joins the page: placed all
  // the same (skipping them left them unplaced until the next change).
  setAttr(parent, "data-row-flow", "");
  let bottom = 0;
  for (let node = parent.firstElementChild; node; node = node.nextElementSibling) {
    if (node.placedId === undefined || !isFlowRow(node)) continue;
    const frame = frames.get(node.placedId);
    if (!frame) continue;
    const [x, y, width, height, ...fit] = frame;
    const gap = y - bottom;
    bottom = y + height;
    node.placedWire = frame.key;
    // A row that moves under an animation slides from where it was (motion.js).
    if (moves && node.placedY !== undefined && node.placedY !== y && !moves.has(node)) {
      moves.set(node, { ...placedFrame(node), flowShift: node.placedY - y });
    }
    node.placedY = y;
    const key = `${x} ${width} ${height} ${gap} ${fit.join(" ")}`;
    if (node.placedKey === key) continue;
    if (moves && node.placedKey !== undefined && !moves.has(node)) moves.set(node, placedFrame(node));
    if (node.placedKey === undefined) setAttr(node, "data-placed", "");
    node.placedKey = key;
    setStyle(node, "--place-x", `${x}px`);
    setStyle(node, "--place-width", `${width}px`);
    setStyle(node, "--place-height", `${height}px`);
    setStyle(node, "--flow-gap", `${gap}px`);
    applyFit(node, fit);
  }
}

const islandEntries = new WeakMap();
const islandObserver = typeof ResizeObserver === "function"
  ? new ResizeObserver((records) => records.forEach((record) => reportIslandSize(islandEntries.get(record.target))))
  : null;

/** Reports the size of `entry`'s node (or its `islandNode`: the pane a split
 *  view makes around it), an island host, as `islandSize`
 *  events whenever it changes, as a window's content area reports its own. */
export function observeIslandHost(entry) {
  const node = entry.islandNode ?? entry.node;
  if (!islandObserver || node?.nodeType !== 1) return;
  islandEntries.set(node, entry);
  islandObserver.observe(node);
}

function reportIslandSize(entry) {
  const node = entry?.islandNode ?? entry?.node;
  if (!node?.isConnected || node.closest("[hidden]")) return;
  // The padding box less any scroll bar: where the placed views go.
  const width = node.clientWidth, height = node.clientHeight;
  const key = `${width} ${height}`;
  if (key === entry.islandSize || (width === 0 && height === 0)) return;
  entry.islandSize = key;
  entry.tree.send({ kind: "islandSize", target: entry.id, width, height });
}

/** A text's font size, line pitch and shift as the engine chose them (layouts.css), or none. */
function applyFit(node, [size, line, shift] = []) {
  const fitted = size !== undefined;
  // Most placed views are not texts fitted by the engine: nothing to set
  // or undo (three DOM calls a view, on every view of a new list).
  if (!fitted && !node.placedFit) return;
  node.placedFit = fitted;
  setAttr(node, "data-fit", fitted ? (shift < 0 ? "spaced" : "") : null);
  setStyle(node, "--fit-size", fitted ? `${size}px` : null);
  setStyle(node, "--fit-line", fitted ? `${line}px` : null);
}

/** Reports `body`'s size (a window's content area) as `contentSize` events
 * whenever it changes: the app lays the window's content out in it. Its
 * padding is the safe area's inset (under a hidden title bar,
 * desktop.css), sent as `value` when there is any: the views that ignore
 * the safe area reach into it. */
export function reportContentSize(body, send) {
  let last = "";
  const report = () => {
    if (!body.isConnected || body.closest("[hidden]")) return;
    // Fractional, as the engine's ideal sizes are (a client size rounded
    // down would take a line from a text laid out at its ideal height), and
    // untransformed (a window opening is scaled): the used size less any
    // scroll bar and padding.
    const style = getComputedStyle(body);
    const pad = ["Top", "Left", "Bottom", "Right"].map((edge) => parseFloat(style[`padding${edge}`]) || 0);
    const width = parseFloat(style.width) - (body.offsetWidth - body.clientWidth) - pad[1] - pad[3];
    const height = parseFloat(style.height) - (body.offsetHeight - body.clientHeight) - pad[0] - pad[2];
    const value = pad.some((length) => length > 0) ? pad.join(" ") : undefined;
    const key = `${width} ${height} ${value}`;
    if (key === last || (width === 0 && height === 0)) return;
    last = key;
    send({ kind: "contentSize", width, height, ...(value ? { value } : {}) });
  };
  if (typeof ResizeObserver === "function") new ResizeObserver(report).observe(body);
  return report;
}
