// SF Symbols in the page. A listed name is a glyph of the icon font
// (symbols.js, generated from the server's SymbolCatalog). A variant the
// table lacks is drawn from its listed base: the glyph in an SVG of our own
// with an enclosing circle, square or rectangle, a slash, or a badge, sized
// in em so it follows the font, and coloured by the foreground colour and
// the symbol's rendering mode. The names are read as SymbolDrawing.parse
// reads them on the server, which counts and logs what the page cannot draw.

import { SYMBOL_LIGATURES, SYMBOL_FILLED, SYMBOL_MULTICOLOR, SYMBOL_VARIABLE } from "./symbols.js";

const SVG = "http://www.w3.org/2000/svg";
const ENCLOSURES = new Set(["circle", "square", "rectangle"]);
const BADGES = new Set(["plus", "minus", "questionmark", "exclamationmark"]);

/** The variant parts of `name` down to its longest listed base, as
 *  SymbolDrawing.parse: `base[.slash][.circle|.square|.rectangle[.portrait]][.fill][.badge.SIGN]`
 *  (SIGN: plus, minus, questionmark, exclamationmark).
 *  `skipOwn`: look past the name's own entry, and any listed base until a
 *  shape or badge is off it (to draw a listed `plus.circle.fill` in layers). */
function parse(name, skipOwn) {
  const parts = (name || "").split(".");
  const drawing = { base: null, enclosure: null, filled: false, slashed: false, badge: null };
  // Looking past the name's own entry, a base counts once a shape or badge is off it.
  const listed = () => parts.length > 0 && Object.hasOwn(SYMBOL_LIGATURES, parts.join("."))
    && !(skipOwn && !drawing.enclosure && !drawing.badge);
  const finish = () => { drawing.base = parts.join("."); return drawing; };
  if (listed()) return finish();
  const n = () => parts.length;
  if (n() > 2 && parts[n() - 2] === "badge" && BADGES.has(parts[n() - 1])) {
    drawing.badge = parts[n() - 1];
    parts.splice(-2);
    if (listed()) return finish();
  }
  if (parts[n() - 1] === "fill") {
    drawing.filled = true;
    parts.pop();
    if (listed()) return finish();
  }
  if (n() > 2 && parts[n() - 2] === "rectangle" && parts[n() - 1] === "portrait") {
    drawing.enclosure = "rectangle.portrait";
    parts.splice(-2);
    if (listed()) return finish();
  } else if (n() > 1 && ENCLOSURES.has(parts[n() - 1])) {
    drawing.enclosure = parts.pop();
    if (listed()) return finish();
  }
  if (n() > 1 && parts[n() - 1] === "slash") {
    drawing.slashed = true;
    parts.pop();
    if (listed()) return finish();
  }
  return null;
}

/** How the page draws an SF Symbols name, or null: `ligature` (the font's
 *  glyph), `composed` (drawn from its base), and the variant's parts. */
export function symbolDrawing(name, skipOwn = false) {
  const drawing = parse(name, skipOwn);
  if (!drawing) return null;
  const base = SYMBOL_LIGATURES[drawing.base];
  // `.fill` alone is the glyph's filled form where the font has one; in a
  // filled shape the glyph is knocked out as it is.
  drawing.ligature = drawing.filled && !drawing.enclosure ? SYMBOL_FILLED[base] || base : base;
  drawing.composed = Boolean(drawing.enclosure || drawing.filled || drawing.slashed || drawing.badge);
  return drawing;
}

/** The icon font's ligature for an SF Symbols name, or null: its own, or
 *  that of the base a variant is drawn from. */
export function knownSymbol(name) {
  return symbolDrawing(name)?.ligature || null;
}

/** A paint attribute (a CSS colour, or a gradient's JSON) as one colour. */
function paintColor(value) {
  if (!value) return null;
  if (!value.startsWith("{")) return value;
  try {
    const paint = JSON.parse(value);
    const stops = paint.linear?.stops || paint.radial?.stops || paint.elliptical?.stops || paint.angular?.stops;
    return paint.color || stops?.[0]?.[0] || null;
  } catch {
    return null;
  }
}

/** The colours of a symbol's glyph, enclosing shape and badge (null: the
 *  foreground colour), and whether they are drawn as layers apart. */
function symbolColors(name, style) {
  const mode = style.mode || (style.secondary ? "palette" : "monochrome");
  if (mode === "palette") {
    const second = paintColor(style.secondary);
    return { mode, layered: true, glyph: null, shape: second, badge: paintColor(style.tertiary) || second };
  }
  if (mode === "multicolor" && Object.hasOwn(SYMBOL_MULTICOLOR, name)) {
    const [glyph, shape, badge] = SYMBOL_MULTICOLOR[name];
    return { mode, layered: shape !== undefined, glyph, shape: shape ?? null, badge: badge ?? null };
  }
  return { mode, layered: mode === "hierarchical", glyph: null, shape: null, badge: null };
}

/** How a symbol shows a variable value (`Image(systemName:variableValue:)`):
 *  its layers (SymbolVariableLayers.swift) and how many of them the value
 *  lights (the first of n above 0, the second above 1/n, ...); null when the
 *  symbol has no variable layers or no value is given. */
function variableLayers(name, value) {
  const layers = Object.hasOwn(SYMBOL_VARIABLE, name) ? SYMBOL_VARIABLE[name] : null;
  const number = value === undefined || value === null || value === "" ? NaN : Number(value);
  if (!layers || !Number.isFinite(number)) return null;
  const count = layers.edges.length;
  return { ...layers, lit: Math.min(Math.max(Math.ceil(number * count), 0), count) };
}

// The opacity of a variable symbol's unlit layers.
const UNLIT = 0.25;

/** A mask showing the lit layers whole and the others faint. */
function variableMask(id, width, variable) {
  const mask = svg("mask", { id, maskUnits: "userSpaceOnUse", x: 0, y: 0, width, height: 24, style: "mask-type: alpha" });
  mask.append(svg("rect", { x: 0, y: 0, width, height: 24, fill: "white", "fill-opacity": UNLIT }));
  const region = (kind, reach) => kind === "x"
    ? svg("rect", { x: 0, y: 0, width: reach, height: 24, fill: "white" })
    : svg("circle", { cx: variable.centre[0], cy: variable.centre[1], r: reach, fill: "white" });
  if (variable.keep) mask.append(region(variable.keep[0], variable.keep[1]));
  if (variable.lit > 0) mask.append(region(variable.centre ? "r" : "x", variable.edges[variable.lit - 1]));
  return mask;
}

let nextMask = 0;

function svg(tag, attributes) {
  const node = document.createElementNS(SVG, tag);
  for (const key in attributes) node.setAttribute(key, attributes[key]);
  return node;
}

// The enclosing shapes, in a box 24 high (Material's grid): each box's width,
// the shape's outline, and the size and centre of the glyph inside.
const BOXES = {
  none: { width: 24, glyph: 24, cx: 12, cy: 12 },
  circle: { width: 24, glyph: 14, cx: 12, cy: 12 },
  square: { width: 24, glyph: 14, cx: 12, cy: 12 },
  rectangle: { width: 30, glyph: 14, cx: 15, cy: 12 },
  "rectangle.portrait": { width: 20, glyph: 13, cx: 10, cy: 12 },
};
const STROKE = 1.8;

/** The enclosing shape, inset by half the stroke when outlined so both
 *  forms have the same outer edge. */
function enclosureShape(kind, filled) {
  const inset = filled ? 0 : STROKE / 2;
  if (kind === "circle") return svg("circle", { cx: 12, cy: 12, r: 10 - inset });
  const [x, y, w, h, r] = {
    square: [2, 2, 20, 20, 4.5],
    rectangle: [1.5, 4, 27, 16, 3.5],
    "rectangle.portrait": [2.5, 1.5, 15, 21, 3.5],
  }[kind];
  return svg("rect", { x: x + inset, y: y + inset, width: w - 2 * inset, height: h - 2 * inset, rx: r - inset });
}

/** The glyph as SVG text, `size` units high, centred at (cx, cy). The font
 *  draws an icon in its em box, standing on the baseline. A glyph made
 *  small to fit in a shape is outlined a little, so its strokes stay as
 *  heavy as the shape's, as SF Symbols' are. */
function glyphText(ligature, box) {
  const text = svg("text", {
    x: box.cx - box.glyph / 2, y: box.cy + box.glyph / 2, "font-size": box.glyph,
    // The font has one weight and no italic: none is synthesized from the text's font.
    "font-family": "Proscenium Symbols", "font-weight": 400, "font-style": "normal",
  });
  if (box.glyph < 24) {
    text.setAttribute("stroke", "currentColor");
    text.setAttribute("stroke-width", "0.7");
    text.setAttribute("stroke-linejoin", "round");
  }
  text.textContent = ligature;
  return text;
}

/** A mask: all shown but the shapes given, which are cut out. */
function cutMask(id, width, cuts) {
  const mask = svg("mask", { id, maskUnits: "userSpaceOnUse", x: 0, y: 0, width, height: 24 });
  mask.append(svg("rect", { x: 0, y: 0, width, height: 24, fill: "white" }));
  for (const cut of cuts) {
    cut.setAttribute("fill", "black");
    if (cut.getAttribute("stroke")) cut.setAttribute("stroke", "black");
    mask.append(cut);
  }
  return mask;
}

/** The composed symbol (or a listed one drawn to scale, or with a variable
 *  value) as an SVG. */
function symbolSVG(drawing, colors, variable) {
  const box = BOXES[drawing.enclosure || "none"];
  const width = box.width;
  const id = `symbol-mask-${++nextMask}`;
  const root = svg("svg", {
    class: "symbol-svg", viewBox: `0 0 ${width} 24`, width: `${width / 24}em`, height: "1em",
    "aria-hidden": "true", focusable: "false",
  });
  const defs = svg("defs", {});
  root.append(defs);
  // The slash across the glyph's box, top leading to bottom trailing, with a gap cut beside it.
  const g = box.glyph / 24, gx = box.cx - box.glyph / 2, gy = box.cy - box.glyph / 2;
  const slash = (widthUnits) => svg("line", {
    x1: gx + 3 * g, y1: gy + 3 * g, x2: gx + 21 * g, y2: gy + 21 * g,
    stroke: "currentColor", "stroke-width": widthUnits * g, "stroke-linecap": "round",
  });
  const badge = { cx: width - 4.5, cy: 19.5, r: 4.5 };
  const badgeRing = () => svg("circle", { cx: badge.cx, cy: badge.cy, r: badge.r + 1.5 });
  // What is cut out of the glyph: the slash's gap and the badge's ring.
  const glyphCuts = [];
  if (drawing.slashed) glyphCuts.push(slash(5.5));
  if (drawing.badge) glyphCuts.push(badgeRing());
  const glyph = glyphText(drawing.ligature, box);
  glyph.setAttribute("class", "symbol-glyph");
  if (glyphCuts.length) {
    defs.append(cutMask(`${id}-glyph`, width, glyphCuts));
    glyph.setAttribute("mask", `url(#${id}-glyph)`);
  } else if (variable) {
    defs.append(variableMask(`${id}-variable`, width, variable));
    glyph.setAttribute("mask", `url(#${id}-variable)`);
  }
  if (drawing.enclosure) {
    const filled = drawing.filled;
    const shape = enclosureShape(drawing.enclosure, filled);
    shape.setAttribute("class", "symbol-shape");
    shape.setAttribute("data-filled", filled ? "true" : "false");
    // A filled shape has the glyph knocked out of it, unless the glyph is a
    // layer of its own colour drawn over it.
    const shapeCuts = [];
    if (filled && !colors.layered) shapeCuts.push(glyphText(drawing.ligature, box));
    if (drawing.badge) shapeCuts.push(badgeRing());
    if (drawing.slashed && filled && !colors.layered) shapeCuts.push(slash(2));
    if (shapeCuts.length) {
      defs.append(cutMask(`${id}-shape`, width, shapeCuts));
      shape.setAttribute("mask", `url(#${id}-shape)`);
    }
    root.append(shape);
    if (!filled || colors.layered) root.append(glyph);
    if (drawing.slashed && (!filled || colors.layered)) root.append(slash(2));
  } else {
    root.append(glyph);
    if (drawing.slashed) root.append(slash(2));
  }
  for (const line of root.querySelectorAll(":scope > line")) line.setAttribute("class", "symbol-glyph-stroke");
  if (drawing.badge) {
    const sign = badgeSign(drawing.badge, badge);
    const mask = svg("mask", { id: `${id}-badge`, maskUnits: "userSpaceOnUse", x: 0, y: 0, width, height: 24 });
    mask.append(svg("rect", { x: 0, y: 0, width, height: 24, fill: "white" }), sign);
    defs.append(mask);
    root.append(svg("circle", { class: "symbol-badge", cx: badge.cx, cy: badge.cy, r: badge.r, mask: `url(#${id}-badge)` }));
  }
  return root;
}

/** The badge's sign, cut out of its circle: a plus or minus stroke, or a
 *  bold `?` or `!` of the system font. */
function badgeSign(kind, badge) {
  if (kind === "plus" || kind === "minus") {
    return svg("path", {
      d: kind === "plus"
        ? `M${badge.cx - 2.6} ${badge.cy}h5.2M${badge.cx} ${badge.cy - 2.6}v5.2`
        : `M${badge.cx - 2.6} ${badge.cy}h5.2`,
      stroke: "black", "stroke-width": 1.6, "stroke-linecap": "round", fill: "none",
    });
  }
  const text = svg("text", {
    x: badge.cx, y: badge.cy + 2.5, "font-size": 7, "font-weight": 700, "text-anchor": "middle",
    "font-family": "system-ui, sans-serif", fill: "black",
  });
  text.textContent = kind === "questionmark" ? "?" : "!";
  return text;
}

function setVar(node, name, value) {
  if (value) node.style.setProperty(name, value);
  else node.style.removeProperty(name);
}

function setData(node, name, value) {
  if (value === null || value === undefined) node.removeAttribute(name);
  else if (node.getAttribute(name) !== value) node.setAttribute(name, value);
}

/** Draws an SF Symbol in `node`: the icon font's glyph, that glyph composed
 *  with the variant's parts, or a neutral placeholder whose tooltip is the
 *  name; nothing for no name. `style`: `mode` (symbolRenderingMode),
 *  `secondary` and `tertiary` (the lower foreground styles), `resizable`,
 *  `value` (a variable value, 0 to 1). */
export function showSymbol(node, name, style = {}) {
  const colors = symbolColors(name, style);
  let drawing = symbolDrawing(name);
  // A listed variant drawn in layers is drawn from its base, so that its
  // enclosing shape can take its own colour (`plus.circle.fill` in palette).
  if (drawing && !drawing.composed && colors.layered) {
    const layered = symbolDrawing(name, true);
    if (layered && (layered.enclosure || layered.badge)) drawing = layered;
  }
  const ligature = drawing?.ligature || null;
  // A variable value dims the layers of a symbol drawn as it is listed.
  const variable = drawing && !drawing.composed ? variableLayers(name, style.value) : null;
  const drawn = Boolean(drawing) && (drawing.composed || Boolean(style.resizable) || Boolean(variable));
  const key = drawn ? JSON.stringify([drawing, colors.layered, variable?.lit]) : null;
  if (drawn) {
    if (node.dataset.symbolDrawn !== key) {
      node.replaceChildren(symbolSVG(drawing, colors, variable));
      node.dataset.symbolDrawn = key;
    }
  } else {
    delete node.dataset.symbolDrawn;
    node.textContent = ligature || "";
  }
  node.classList.toggle("symbol", Boolean(ligature));
  node.classList.toggle("symbol-composed", drawn);
  node.classList.toggle("symbol-missing", Boolean(name) && !ligature);
  setData(node, "data-symbol", name || null);
  setData(node, "data-variable-lit", variable ? String(variable.lit) : null);
  setData(node, "data-rendering", ligature && colors.mode !== "monochrome" ? colors.mode : null);
  setVar(node, "--symbol-glyph", ligature ? colors.glyph : null);
  setVar(node, "--symbol-shape", ligature ? colors.shape : null);
  setVar(node, "--symbol-badge", ligature ? colors.badge : null);
  // The placeholder's tooltip names the symbol, unless the view has help of its own.
  if (!ligature && name && !node.hasAttribute("title")) {
    node.setAttribute("title", name);
    node.dataset.symbolTitle = "true";
  } else if (node.dataset.symbolTitle && (ligature || !name)) {
    node.removeAttribute("title");
    delete node.dataset.symbolTitle;
  }
}
