// Drawing: shapes' outlines at their element's size, paints (gradients,
// materials, images), clip shapes, masks, filters, blend modes, where a view
// takes clicks (contentShape), and canvases replaying drawing commands. The
// app sends size-independent descriptions (docs/PROTOCOL.md); what depends
// on an element's size is computed here and again when the size changes.

import { setStyle, setAttr, cssColor } from "./dom.js";

const SVG = "http://www.w3.org/2000/svg";
const K = 0.5522847498;

/** A JSON attribute value, or null when it is missing or malformed. */
export function parseJSON(text) {
  if (typeof text !== "string" || !/^[[{]/.test(text)) return null;
  try { return JSON.parse(text); } catch { return null; }
}

// MARK: Sizes

const sizeCallbacks = new WeakMap();
const resizeObserver = new ResizeObserver((entries) => {
  for (const entry of entries) {
    const callbacks = sizeCallbacks.get(entry.target);
    if (!callbacks) continue;
    for (const callback of callbacks.values()) callback();
  }
});

/** Calls `callback` now and whenever `node` changes size, under `name`
 *  (one callback per name); a null callback stops it. */
export function onSize(node, name, callback) {
  let callbacks = sizeCallbacks.get(node);
  if (!callback) {
    callbacks?.delete(name);
    if (callbacks && callbacks.size === 0) { sizeCallbacks.delete(node); resizeObserver.unobserve(node); }
    return;
  }
  if (!callbacks) { callbacks = new Map(); sizeCallbacks.set(node, callbacks); resizeObserver.observe(node); }
  callbacks.set(name, callback);
  callback();
}

/** The element's size in points (its layout size, untransformed). */
export function sizeOf(node) { return { w: node.offsetWidth || 0, h: node.offsetHeight || 0 }; }

// MARK: Outlines

function parsePathData(d) {
  const segments = [];
  const tokens = String(d || "").trim().split(/\s+/);
  let i = 0;
  const counts = { M: 2, L: 2, Q: 4, C: 6, Z: 0 };
  while (i < tokens.length) {
    const command = tokens[i++];
    if (!(command in counts)) return segments;
    const numbers = tokens.slice(i, i + counts[command]).map(Number);
    if (numbers.length !== counts[command] || !numbers.every(Number.isFinite)) return segments;
    i += counts[command];
    segments.push([command, ...numbers]);
  }
  return segments;
}

function arc(segments, cx, cy, rx, ry, from) {
  // A quarter turn clockwise (y down) from `from` (radians), as a cubic curve.
  const to = from + Math.PI / 2;
  const [c0, s0, c1, s1] = [Math.cos(from), Math.sin(from), Math.cos(to), Math.sin(to)];
  segments.push(["C", cx + rx * (c0 - K * s0), cy + ry * (s0 + K * c0), cx + rx * (c1 + K * s1), cy + ry * (s1 - K * c1),
    cx + rx * c1, cy + ry * s1]);
}

function roundedRect(x, y, w, h, radii) {
  const clamp = ([rx, ry]) => [Math.max(0, Math.min(rx, w / 2)), Math.max(0, Math.min(ry, h / 2))];
  const [tl, tr, br, bl] = radii.map(clamp);
  const s = [["M", x + tl[0], y], ["L", x + w - tr[0], y]];
  arc(s, x + w - tr[0], y + tr[1], tr[0], tr[1], -Math.PI / 2);
  s.push(["L", x + w, y + h - br[1]]);
  arc(s, x + w - br[0], y + h - br[1], br[0], br[1], 0);
  s.push(["L", x + bl[0], y + h]);
  arc(s, x + bl[0], y + h - bl[1], bl[0], bl[1], Math.PI / 2);
  s.push(["L", x, y + tl[1]]);
  arc(s, x + tl[0], y + tl[1], tl[0], tl[1], Math.PI);
  s.push(["Z"]);
  return s;
}

function ellipse(cx, cy, rx, ry) {
  const s = [["M", cx + rx, cy]];
  for (let q = 0; q < 4; q++) arc(s, cx, cy, rx, ry, q * Math.PI / 2);
  s.push(["Z"]);
  return s;
}

function mapPoints(segments, f) {
  return segments.map(([command, ...n]) => {
    const out = [command];
    for (let i = 0; i < n.length; i += 2) out.push(...f(n[i], n[i + 1]));
    return out;
  });
}

/** An outline (a ShapeValue) as segments in the element's points at w × h. */
export function outlineSegments(outline, w, h) {
  if (!outline || typeof outline !== "object") return [];
  const ops = Array.isArray(outline.ops) ? outline.ops : [];
  const inset = ops.filter((op) => op[0] === "inset").reduce((sum, op) => sum + (Number(op[1]) || 0), 0);
  const x = inset, y = inset, W = Math.max(w - 2 * inset, 0), H = Math.max(h - 2 * inset, 0);
  let s;
  switch (outline.kind) {
    case "roundedRectangle": {
      const [cw, ch] = (outline.corner || [0, 0]).map((v) => Math.max((Number(v) || 0) - inset, 0));
      s = roundedRect(x, y, W, H, [[cw, ch], [cw, ch], [cw, ch], [cw, ch]]);
      break;
    }
    case "unevenRoundedRectangle": {
      const r = (outline.radii || [0, 0, 0, 0]).map((v) => Math.max((Number(v) || 0) - inset, 0));
      s = roundedRect(x, y, W, H, r.map((v) => [v, v]));
      break;
    }
    case "circle": {
      const r = Math.min(W, H) / 2;
      s = ellipse(x + W / 2, y + H / 2, r, r);
      break;
    }
    case "ellipse": s = ellipse(x + W / 2, y + H / 2, W / 2, H / 2); break;
    case "capsule": {
      const r = Math.min(W, H) / 2;
      s = roundedRect(x, y, W, H, [[r, r], [r, r], [r, r], [r, r]]);
      break;
    }
    case "path": {
      s = parsePathData(outline.d);
      const ref = outline.reference;
      if (Array.isArray(ref) && ref[0] > 0 && ref[1] > 0) {
        // Made for a frame of the reference size: stretched to this one.
        s = mapPoints(s, (px, py) => [x + px * W / ref[0], y + py * H / ref[1]]);
      }
      break;
    }
    default: s = [["M", x, y], ["L", x + W, y], ["L", x + W, y + H], ["L", x, y + H], ["Z"]];
  }
  for (const op of ops) {
    const [name, a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = op;
    if (name === "offset") s = mapPoints(s, (px, py) => [px + a, py + b]);
    else if (name === "rotate") {
      const ax = c * w, ay = d * h, t = a * Math.PI / 180, cos = Math.cos(t), sin = Math.sin(t);
      s = mapPoints(s, (px, py) => [ax + (px - ax) * cos - (py - ay) * sin, ay + (px - ax) * sin + (py - ay) * cos]);
    } else if (name === "scale") {
      const ax = c * w, ay = d * h;
      s = mapPoints(s, (px, py) => [ax + (px - ax) * a, ay + (py - ay) * b]);
    } else if (name === "matrix") s = mapPoints(s, (px, py) => [a * px + c * py + e, b * px + d * py + f]);
    else if (name === "trim") s = trimmed(s, a, b);
  }
  return s;
}

export function pathData(segments) {
  return segments.map(([command, ...n]) => [command, ...n.map((v) => Math.round(v * 1000) / 1000)].join(" ")).join(" ");
}

let measurePath = null;

/** The part of the outline from `from` to `to` (fractions of its length), as lines. */
function trimmed(segments, from, to) {
  from = Math.max(0, Math.min(1, from));
  to = Math.max(0, Math.min(1, to));
  if (from >= to) return [];
  if (from === 0 && to === 1) return segments;
  if (!measurePath) {
    const svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("aria-hidden", "true");
    svg.style.cssText = "position:absolute;width:0;height:0;overflow:hidden";
    measurePath = document.createElementNS(SVG, "path");
    svg.append(measurePath);
    document.body.append(svg);
  }
  measurePath.setAttribute("d", pathData(segments));
  const total = measurePath.getTotalLength();
  if (!(total > 0)) return [];
  const steps = Math.max(8, Math.ceil((to - from) * 128));
  const out = [];
  for (let i = 0; i <= steps; i++) {
    const point = measurePath.getPointAtLength(total * (from + (to - from) * i / steps));
    out.push([i === 0 ? "M" : "L", point.x, point.y]);
  }
  return out;
}

// MARK: Paints

const MATERIALS = {
  ultraThin: [35, 10], thin: [50, 15], regular: [65, 20], thick: [80, 25], ultraThick: [90, 30], bar: [75, 20],
};

function stopList(stops, position) {
  return (stops || []).map(([color, location]) => `${color} ${position(Number(location) || 0)}`).join(", ");
}

/** A paint (a colour, or a JSON gradient, material or image) as CSS for a
 *  box of w × h whose painted frame is inset by `pad` on every side. */
export function paintCSS(value, w, h, pad = 0) {
  const paint = parseJSON(value);
  if (!paint) return value ? { backgroundColor: cssColor(value) } : {};
  const W = w + 2 * pad, H = h + 2 * pad;
  const fx = (u) => u * w + pad, fy = (v) => v * h + pad;
  if (paint.linear) {
    const { stops, start, end } = paint.linear;
    const sx = fx(start[0]), sy = fy(start[1]), ex = fx(end[0]), ey = fy(end[1]);
    const length = Math.hypot(ex - sx, ey - sy);
    if (!(length > 0) || !stops?.length) return { backgroundColor: stops?.[0]?.[0] };
    const ux = (ex - sx) / length, uy = (ey - sy) / length;
    const angle = Math.atan2(ux, -uy);
    const line = Math.abs(W * Math.sin(angle)) + Math.abs(H * Math.cos(angle)) || 1;
    const offset = (sx - W / 2) * ux + (sy - H / 2) * uy;
    const position = (s) => `${(((offset + s * length) / line + 0.5) * 100).toFixed(3)}%`;
    return { backgroundImage: `linear-gradient(${(angle * 180 / Math.PI).toFixed(3)}deg, ${stopList(stops, position)})` };
  }
  if (paint.radial) {
    const { stops, center, startRadius, endRadius } = paint.radial;
    const r1 = Math.max(Number(endRadius) || 0, 0.001), r0 = Number(startRadius) || 0;
    const position = (s) => `${(r0 + s * (r1 - r0)).toFixed(3)}px`;
    return { backgroundImage: `radial-gradient(circle ${r1}px at ${fx(center[0])}px ${fy(center[1])}px, ${stopList(stops, position)})` };
  }
  if (paint.elliptical) {
    const { stops, center, startFraction, endFraction } = paint.elliptical;
    const f1 = Math.max(Number(endFraction) || 0, 0.0001), f0 = Number(startFraction) || 0;
    const position = (s) => `${(((f0 + s * (f1 - f0)) / f1) * 100).toFixed(3)}%`;
    return {
      backgroundImage: `radial-gradient(ellipse ${f1 * w}px ${f1 * h}px at ${fx(center[0])}px ${fy(center[1])}px, ${stopList(stops, position)})`,
    };
  }
  if (paint.angular) {
    const { stops, center, startAngle, endAngle } = paint.angular;
    const a0 = Number(startAngle) || 0, span = (Number(endAngle) || 0) - a0;
    const position = (s) => `${(s * span).toFixed(3)}deg`;
    return {
      backgroundImage: `conic-gradient(from ${a0 + 90}deg at ${fx(center[0])}px ${fy(center[1])}px, ${stopList(stops, position)})`,
    };
  }
  if (paint.material) {
    const [alpha, blur] = MATERIALS[paint.material] || MATERIALS.regular;
    const opacity = Number(paint.opacity ?? 1);
    return {
      backgroundColor: `color-mix(in srgb, var(--window-bg) ${Math.round(alpha * opacity)}%, transparent)`,
      backdropFilter: `blur(${blur}px) saturate(180%)`,
    };
  }
  if (paint.image) {
    return { backgroundImage: `url("/asset/${encodeURIComponent(paint.image)}")`, imageScale: Number(paint.scale) || 1,
      opacity: paint.opacity };
  }
  if (paint.color) return { backgroundColor: paint.color };
  return {};
}

/** Shows a paint as `node`'s background (w × h, painted frame inset by `pad`). */
export function applyPaint(node, value, w, h, pad = 0) {
  const css = value ? paintCSS(value, w, h, pad) : {};
  setStyle(node, "background-color", css.backgroundColor);
  setStyle(node, "background-image", css.backgroundImage);
  setStyle(node, "backdrop-filter", css.backdropFilter);
  setStyle(node, "opacity", css.opacity);
  setStyle(node, "background-repeat", css.backgroundImage && !css.imageScale ? "no-repeat" : null);
  if (css.imageScale) {
    const image = new Image();
    image.onload = () => setStyle(node, "background-size",
      `${image.naturalWidth * css.imageScale}px ${image.naturalHeight * css.imageScale}px`);
    image.src = `/asset/${encodeURIComponent(parseJSON(value).image)}`;
  } else {
    setStyle(node, "background-size", null);
  }
}

/** Whether a paint depends on the element's size (gradients and images). */
export function isSizedPaint(value) { return Boolean(parseJSON(value)); }

// MARK: Filters

let filterDefs = null;
const filterIds = new Map();

function svgFilter(key, build) {
  if (filterIds.has(key)) return `url(#${filterIds.get(key)})`;
  if (!filterDefs) {
    filterDefs = document.createElementNS(SVG, "svg");
    filterDefs.setAttribute("aria-hidden", "true");
    filterDefs.style.cssText = "position:absolute;width:0;height:0;overflow:hidden";
    document.body.append(filterDefs);
  }
  const id = `proscenium-filter-${filterIds.size + 1}`;
  const filter = document.createElementNS(SVG, "filter");
  filter.id = id;
  filter.setAttribute("color-interpolation-filters", "sRGB");
  build(filter);
  filterDefs.append(filter);
  filterIds.set(key, id);
  return `url(#${id})`;
}

function svgChild(parent, tag, attributes) {
  const child = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) child.setAttribute(name, String(value));
  parent.append(child);
  return child;
}

/** A CSS colour as [r, g, b, a] (0...1), read from the page in `node`'s context. */
export function resolvedRGBA(node, css) {
  const probe = document.createElement("span");
  probe.style.display = "none";
  probe.style.color = css;
  (node.isConnected ? node : document.body).append(probe);
  const text = getComputedStyle(probe).color;
  probe.remove();
  const numbers = (text.match(/[\d.]+/g) || []).map(Number);
  if (text.startsWith("color(srgb")) return [numbers[0], numbers[1], numbers[2], numbers[3] ?? 1];
  return [(numbers[0] ?? 0) / 255, (numbers[1] ?? 0) / 255, (numbers[2] ?? 0) / 255, numbers[3] ?? 1];
}

/** One filter (FilterValue) as a CSS filter function. */
export function filterCSS(filter, node) {
  const [name, a, b] = filter;
  switch (name) {
    case "blur": return `blur(${Number(a) || 0}px)`;
    case "contrast": return `contrast(${Number(a)})`;
    case "saturation": return `saturate(${Number(a)})`;
    case "grayscale": return `grayscale(${Number(a)})`;
    case "hueRotation": return `hue-rotate(${Number(a)}deg)`;
    case "colorInvert": return "invert(1)";
    case "brightness":
      // SwiftUI adds the amount to each channel; CSS brightness() multiplies.
      return svgFilter(`brightness:${a}`, (f) => {
        const transfer = svgChild(f, "feComponentTransfer", {});
        for (const channel of ["R", "G", "B"]) svgChild(transfer, `feFunc${channel}`, { type: "linear", slope: 1, intercept: Number(a) });
      });
    case "colorMultiply": {
      const [r, g, bl, al] = resolvedRGBA(node, a);
      return svgFilter(`multiply:${r},${g},${bl},${al}`, (f) => svgChild(f, "feColorMatrix", {
        type: "matrix", values: `${r} 0 0 0 0 0 ${g} 0 0 0 0 0 ${bl} 0 0 0 0 0 ${al} 0`,
      }));
    }
    case "luminanceToAlpha":
      return svgFilter("luminanceToAlpha", (f) => svgChild(f, "feColorMatrix", { type: "luminanceToAlpha" }));
    case "shadow": return shadowSVG(node, filter);
    case "colorMatrix": {
      // ColorMatrix's rows are feColorMatrix's values, in the same order and units.
      const values = Array.from({ length: 20 }, (_, i) => Number(a?.[i]) || 0).join(" ");
      return svgFilter(`colorMatrix:${values}`, (f) => svgChild(f, "feColorMatrix", { type: "matrix", values }));
    }
    case "alphaThreshold": {
      // Alpha within [min, max] becomes 1, else 0 (a step table of 100), filled with the colour.
      const [, low, high, css] = filter;
      const [r, g, bl, al] = resolvedRGBA(node, css);
      const steps = Array.from({ length: 100 }, (_, i) => (i / 99 >= Number(low) && i / 99 <= Number(high) ? al : 0));
      return svgFilter(`alphaThreshold:${low},${high},${r},${g},${bl},${al}`, (f) => {
        svgChild(f, "feFlood", { "flood-color": `rgb(${r * 255},${g * 255},${bl * 255})`, result: "flood" });
        const transfer = svgChild(f, "feComponentTransfer", { in: "SourceAlpha", result: "mask" });
        svgChild(transfer, "feFuncA", { type: "discrete", tableValues: steps.join(" ") });
        svgChild(f, "feComposite", { in: "flood", in2: "mask", operator: "in" });
      });
    }
    default: return "";
  }
  void b;
}

const BLEND_MODES = {
  multiply: "multiply", screen: "screen", overlay: "overlay", darken: "darken", lighten: "lighten",
  colorDodge: "color-dodge", colorBurn: "color-burn", softLight: "soft-light", hardLight: "hard-light",
  difference: "difference", exclusion: "exclusion", hue: "hue", saturation: "saturation", color: "color",
  luminosity: "luminosity", plusLighter: "plus-lighter", plusDarker: "plus-darker",
};

// MARK: Element effects

/** Shows the drawing effects any element may carry: clip shapes, masks,
 *  filters and its shadow, blend modes, isolation, paints in the background
 *  and the foreground, and the shape where it takes clicks. */
export function applyDrawingEffects(entry, node) {
  const { clipShape, mask, filters, shadow, innerShadow, blendMode, isolated, background, foregroundPaint, contentShape } = entry.attrs;
  const filterList = (parseJSON(filters) || []).map((f) => filterCSS(f, node)).filter(Boolean);
  const inner = innerShadowFilter(innerShadow);
  if (inner) filterList.push(inner);
  const dropShadow = shadowFilter(shadow);
  if (dropShadow) filterList.push(dropShadow);
  setStyle(node, "filter", filterList.length ? filterList.join(" ") : null);
  setStyle(node, "box-shadow", null);
  setStyle(node, "mix-blend-mode", BLEND_MODES[blendMode] || null);
  setStyle(node, "isolation", isolated === true ? "isolate" : null);
  const clip = parseJSON(clipShape);
  const shape = parseJSON(contentShape);
  node._contentShape = shape;
  setAttr(node, "data-content-shape", shape ? "" : null);
  const sizedBackground = isSizedPaint(background);
  const sizedForeground = isSizedPaint(foregroundPaint);
  const sizedMask = Boolean(mask);
  if (!clip && !sizedBackground && !sizedForeground && !sizedMask) {
    onSize(node, "effects", null);
    setStyle(node, "clip-path", null);
    // A mask of views (viewmask.js) keeps its own image.
    if (!node._viewMask) setStyle(node, "mask-image", null);
    if (node._paintedBackground) { applyPaint(node, null, 0, 0); setStyle(node, "background-color", cssColor(background)); }
    node._paintedBackground = false;
    clearForegroundPaint(node);
    return;
  }
  onSize(node, "effects", () => {
    const { w, h } = sizeOf(node);
    setStyle(node, "clip-path", clip ? `path(${clip.eo ? "evenodd, " : ""}"${pathData(outlineSegments(clip, w, h))}")` : null);
    if (mask) {
      const css = paintCSS(mask, w, h);
      setStyle(node, "mask-image", css.backgroundImage || (css.backgroundColor ? `linear-gradient(${css.backgroundColor}, ${css.backgroundColor})` : null));
    } else {
      setStyle(node, "mask-image", null);
    }
    if (sizedBackground) {
      applyPaint(node, background, w, h);
      node._paintedBackground = true;
    }
    if (sizedForeground) {
      const css = paintCSS(foregroundPaint, w, h);
      setStyle(node, "background-image", css.backgroundImage || null);
      setStyle(node, "-webkit-background-clip", "text");
      setStyle(node, "background-clip", "text");
      setStyle(node, "color", "transparent");
      node._paintedForeground = true;
    } else {
      clearForegroundPaint(node);
    }
  });
}

function clearForegroundPaint(node) {
  if (!node._paintedForeground) return;
  node._paintedForeground = false;
  setStyle(node, "-webkit-background-clip", null);
  setStyle(node, "background-clip", null);
  if (!node._paintedBackground) setStyle(node, "background-image", null);
}

/** A graphics context's shadow filter as an SVG filter: the drawing's alpha
 *  (inverted and kept inside it for an inner shadow) blurred, moved and
 *  coloured, merged under the drawing, over it, or alone. */
function shadowSVG(node, [, css, radius, x, y, options]) {
  const [r, g, b, a] = resolvedRGBA(node, css);
  const above = options & 1, only = options & 2, inner = options & 4;
  return svgFilter(`shadow:${r},${g},${b},${a},${radius},${x},${y},${options}`, (f) => {
    let alpha = "SourceAlpha";
    if (inner) {
      const inverted = svgChild(f, "feComponentTransfer", { in: "SourceAlpha", result: "inverted" });
      svgChild(inverted, "feFuncA", { type: "table", tableValues: "1 0" });
      alpha = "inverted";
    }
    svgChild(f, "feGaussianBlur", { in: alpha, stdDeviation: Math.max(Number(radius), 0) / 2, result: "blurred" });
    svgChild(f, "feOffset", { in: "blurred", dx: Number(x), dy: Number(y), result: "moved" });
    svgChild(f, "feFlood", { "flood-color": `rgb(${r * 255},${g * 255},${b * 255})`, "flood-opacity": a, result: "paint" });
    svgChild(f, "feComposite", { in: "paint", in2: "moved", operator: "in", result: "shadow" });
    let shadow = "shadow";
    if (inner) {
      svgChild(f, "feComposite", { in: "shadow", in2: "SourceAlpha", operator: "in", result: "innerShadow" });
      shadow = "innerShadow";
    }
    const merge = svgChild(f, "feMerge", {});
    const layers = only ? [shadow] : above || inner ? ["SourceGraphic", shadow] : [shadow, "SourceGraphic"];
    for (const layer of layers) svgChild(merge, "feMergeNode", { in: layer });
  });
}

/** A shadow attribute ("x y radius colour") as numbers and a CSS colour; null when malformed. */
function parseShadow(value) {
  if (!value) return null;
  const parts = value.trim().split(/\s+/);
  if (parts.length < 4) return null;
  const [x, y, radius] = parts.map(Number);
  if (![x, y, radius].every(Number.isFinite)) return null;
  return { x, y, radius, color: cssColor(parts.slice(3).join(" ")) };
}

function shadowFilter(value) {
  const shadow = parseShadow(value);
  return shadow && `drop-shadow(${shadow.x}px ${shadow.y}px ${shadow.radius}px ${shadow.color})`;
}

/** A `ShadowStyle.inner` shadow ("x y radius colour") as an SVG filter: the
 *  shadow colour where the drawing is not, blurred and moved, kept within
 *  the drawing and laid over it. */
function innerShadowFilter(value) {
  const shadow = parseShadow(value);
  if (!shadow) return null;
  const { x, y, radius, color } = shadow;
  return svgFilter(`innerShadow:${x},${y},${radius},${color}`, (f) => {
    svgChild(f, "feFlood", { "flood-color": color, result: "flood" });
    svgChild(f, "feComposite", { in: "flood", in2: "SourceAlpha", operator: "out", result: "outside" });
    svgChild(f, "feGaussianBlur", { in: "outside", stdDeviation: radius / 2, result: "blurred" });
    svgChild(f, "feOffset", { in: "blurred", dx: x, dy: y, result: "moved" });
    svgChild(f, "feComposite", { in: "moved", in2: "SourceAlpha", operator: "in", result: "shadow" });
    const merge = svgChild(f, "feMerge", {});
    svgChild(merge, "feMergeNode", { in: "SourceGraphic" });
    svgChild(merge, "feMergeNode", { in: "shadow" });
  });
}

// MARK: Where views take clicks

function inside(node, event) {
  const shape = node._contentShape;
  if (!shape) return true;
  const rect = node.getBoundingClientRect();
  const { w, h } = sizeOf(node);
  const sx = rect.width ? w / rect.width : 1, sy = rect.height ? h / rect.height : 1;
  const x = (event.clientX - rect.left) * sx, y = (event.clientY - rect.top) * sy;
  const context = hitCanvas();
  return context.isPointInPath(new Path2D(pathData(outlineSegments(shape, w, h))), x, y, shape.eo ? "evenodd" : "nonzero");
}

let hitContext = null;
function hitCanvas() {
  hitContext ??= document.createElement("canvas").getContext("2d");
  return hitContext;
}

/** Pointer events outside the shaped element's content shape do not reach
 *  it: they go to what is behind it, as in SwiftUI. */
function filterPointer(event) {
  if (!(event.target instanceof Element)) return;
  for (let node = event.target.closest("[data-content-shape]"); node; node = node.parentElement?.closest("[data-content-shape]")) {
    if (inside(node, event)) continue;
    event.stopImmediatePropagation();
    event.preventDefault();
    if (event.type === "click") {
      const behind = document.elementsFromPoint(event.clientX, event.clientY).find((el) => !node.contains(el));
      behind?.dispatchEvent(new MouseEvent("click", event));
    }
    return;
  }
}

for (const type of ["click", "dblclick", "mousedown", "mouseup", "pointerdown", "pointerup", "contextmenu"]) {
  window.addEventListener(type, filterPointer, true);
}
