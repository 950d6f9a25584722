// Canvases (`canvas` elements): a <canvas> that replays the app's drawing
// commands at the element's size, which it reports to the app (the
// renderer draws for that size), drawn again when the commands or the size
// change.

import { el, knownSymbol, parseFont, DESIGN_FAMILIES } from "./dom.js";
import { parseJSON, onSize, sizeOf, filterCSS } from "./drawing.js";
import { viewsImageURL } from "./rasterize.js";

const COMPOSITE = {
  normal: "source-over", multiply: "multiply", screen: "screen", overlay: "overlay", darken: "darken",
  lighten: "lighten", colorDodge: "color-dodge", colorBurn: "color-burn", softLight: "soft-light",
  hardLight: "hard-light", difference: "difference", exclusion: "exclusion", hue: "hue", saturation: "saturation",
  color: "color", luminosity: "luminosity", sourceAtop: "source-atop", destinationOver: "destination-over",
  destinationOut: "destination-out", plusLighter: "lighter", plusDarker: "darken",
  // A clear draws transparency where it draws: an opaque source cut out of what is below.
  clear: "destination-out", copy: "copy", sourceIn: "source-in", sourceOut: "source-out",
  destinationIn: "destination-in", destinationAtop: "destination-atop", xor: "xor",
};

const TEXT_SIZES = {
  largeTitle: 28, title: 24, title2: 19, title3: 16, headline: 14, subheadline: 12.5, body: 14, callout: 13,
  footnote: 12, caption: 11.5, caption2: 11,
};

/** A font name of the wire (docs/PROTOCOL.md) as a canvas font. */
function canvasFont(name, family) {
  const font = parseFont(name);
  const size = font.style ? (TEXT_SIZES[font.style] ?? 13) : (font.size || 13);
  const weight = font.weight || (font.style === "headline" ? 600 : 400);
  const families = { ...DESIGN_FAMILIES, rounded: "ui-rounded, " + family };
  const base = families[font.design] || family;
  const named = font.family ? `"${font.family.replace(/["\\]/g, "")}", ${base}` : base;
  return `${font.italic ? "italic " : ""}${weight} ${size}px ${named}`;
}

const images = new Map();

function imageFor(key, redraw) {
  let image = images.get(key);
  if (!image) {
    image = new Image();
    image.src = `/asset/${encodeURIComponent(key)}`;
    images.set(key, image);
  }
  if (!image.complete) image.addEventListener("load", redraw, { once: true });
  return image;
}

export const drawingHandlers = {
  canvas: {
    create(entry) {
      entry.node = el("div", "canvas");
      entry.canvas = el("canvas");
      entry.canvas.setAttribute("aria-hidden", "true");
      entry.node.append(entry.canvas);
    },
    apply(entry) {
      entry.commands = parseJSON(entry.attrs.drawing) || [];
      onSize(entry.node, "canvas", () => draw(entry));
    },
    destroy(entry) { onSize(entry.node, "canvas", null); },
  },
  // A symbol view (`Canvas(renderer:symbols:)`): laid out unseen in the
  // canvas and measured for the app; the canvas draws an image of it.
  canvasSymbol: {
    create(entry) {
      entry.node = el("div", "canvas-symbol");
      entry.node.setAttribute("aria-hidden", "true");
    },
    apply(entry) {
      onSize(entry.node, "symbol", () => {
        const { w, h } = sizeOf(entry.node);
        if (entry.sentSize?.w === w && entry.sentSize?.h === h) return;
        entry.sentSize = { w, h };
        entry.tree.send({ kind: "geometry", target: entry.id, width: w, height: h });
      });
    },
    destroy(entry) { onSize(entry.node, "symbol", null); },
  },
};

/** An `Image(size:renderer:)` (`shown`): its recorded drawing replayed in a
 *  canvas filling the image's box, scaled from the size it was drawn at
 *  (its `naturalSize`) when the image is resizable; removed otherwise. */
export function showImageDrawing(entry, shown) {
  if (!shown) {
    if (!entry.drawingCanvas) return;
    entry.drawingCanvas.remove();
    entry.drawingCanvas = null;
    entry.redrawDrawing = null;
    onSize(entry.node, "imageDrawing", null);
    return;
  }
  if (!entry.drawingCanvas) {
    entry.drawingCanvas = el("canvas", "image-drawing");
    entry.drawingCanvas.setAttribute("aria-hidden", "true");
    entry.node.replaceChildren(entry.drawingCanvas);
    entry.redrawDrawing = drawImageDrawing;
  }
  entry.commands = parseJSON(entry.attrs.drawing) || [];
  onSize(entry.node, "imageDrawing", () => drawImageDrawing(entry));
}

function drawImageDrawing(entry) {
  const { w, h } = sizeOf(entry.node);
  const [drawnW, drawnH] = String(entry.attrs.naturalSize ?? "").split(" ").map(Number);
  if (!(drawnW > 0 && drawnH > 0)) return;
  const scale = window.devicePixelRatio || 1;
  const canvas = entry.drawingCanvas;
  const width = w > 0 ? w : drawnW, height = h > 0 ? h : drawnH;
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  const sx = width / drawnW, sy = height / drawnH;
  const context = canvas.getContext("2d");
  context.setTransform(scale * sx, 0, 0, scale * sy, 0, 0);
  context.clearRect(0, 0, drawnW, drawnH);
  replay(entry, context, { w: drawnW, h: drawnH, scale, sx, sy });
}

const symbolImages = new WeakMap();

/** An image of a symbol view as the page shows it; null until it is ready
 *  (then `redraw` runs), made again when the view changes. */
function symbolImage(symbol, redraw) {
  let state = symbolImages.get(symbol);
  if (!state) {
    state = { image: null, pending: false, stale: true };
    symbolImages.set(symbol, state);
    state.observer = new MutationObserver(() => { state.stale = true; redraw(); });
    state.observer.observe(symbol, { subtree: true, childList: true, characterData: true, attributes: true });
  }
  if (state.stale && !state.pending) {
    state.stale = false;
    state.pending = true;
    const { w, h } = sizeOf(symbol);
    viewsImageURL(symbol, Math.max(1, w), Math.max(1, h)).then((url) => {
      const image = new Image();
      image.onload = () => { state.image = image; state.pending = false; redraw(); };
      image.onerror = () => { state.pending = false; };
      image.src = url;
    }).catch((error) => {
      state.pending = false;
      console.warn("proscenium: a canvas symbol could not be drawn", error);
    });
  }
  return state.image;
}

function draw(entry) {
  const { w, h } = sizeOf(entry.node);
  if (w > 0 && h > 0 && (entry.sentSize?.w !== w || entry.sentSize?.h !== h)) {
    // The renderer draws for the canvas's size: tell the app this one.
    entry.sentSize = { w, h };
    entry.tree.send({ kind: "geometry", target: entry.id, width: w, height: h });
  }
  const scale = window.devicePixelRatio || 1;
  const canvas = entry.canvas;
  canvas.width = Math.max(1, Math.round(w * scale));
  canvas.height = Math.max(1, Math.round(h * scale));
  canvas.style.width = `${w}px`;
  canvas.style.height = `${h}px`;
  const context = canvas.getContext("2d");
  context.setTransform(scale, 0, 0, scale, 0, 0);
  context.clearRect(0, 0, w, h);
  replay(entry, context, { w, h, scale });
}

function replay(entry, base, size) {
  const node = entry.node;
  // Drawn again when an image it draws has loaded: a canvas, or a drawn image.
  const redraw = () => (entry.redrawDrawing || draw)(entry);
  const style = getComputedStyle(node);
  const colors = new Map();
  const color = (css) => {
    if (!css) return style.color;
    if (!colors.has(css)) {
      const probe = document.createElement("span");
      probe.style.display = "none";
      probe.style.color = css;
      node.append(probe);
      colors.set(css, getComputedStyle(probe).color);
      probe.remove();
    }
    return colors.get(css);
  };
  const gradientStops = (gradient, stops) => {
    for (const [css, location] of stops || []) gradient.addColorStop(Math.max(0, Math.min(1, Number(location) || 0)), color(css));
    return gradient;
  };
  const shading = (context, s) => {
    if (!s || typeof s !== "object") return style.color;
    if (s.color) return color(s.color);
    if (s.linear) {
      const { start, end, stops } = s.linear;
      return gradientStops(context.createLinearGradient(start[0], start[1], end[0], end[1]), stops);
    }
    if (s.radial) {
      const { center, startRadius, endRadius, stops } = s.radial;
      return gradientStops(context.createRadialGradient(center[0], center[1], Math.max(0, startRadius),
        center[0], center[1], Math.max(0, endRadius)), stops);
    }
    if (s.conic) {
      const { center, angle, stops } = s.conic;
      return gradientStops(context.createConicGradient((Number(angle) || 0) * Math.PI / 180, center[0], center[1]), stops);
    }
    if (s.tile) return tilePattern(context, s.tile) || "rgba(0, 0, 0, 0)";
    return style.color;
  };
  // A tiled image's pattern: the image (a file, or a symbol's glyph drawn
  // at the device's scale) cropped to its source rectangle, one pixel of it
  // 1/pixelsPerPoint of a tile point; null until the file has loaded.
  const tilePattern = (context, tile) => {
    let full, perPoint;
    if (tile.asset) {
      const image = imageFor(tile.asset, redraw);
      if (!image.complete || !image.naturalWidth) return null;
      full = image;
      perPoint = Number(tile.pixelsPerPoint) || 1;
    } else {
      const ligature = tile.symbol && knownSymbol(tile.symbol);
      if (!ligature) return null;
      const side = Math.max(1, Math.round((Number(tile.pointSize) || 13) * size.scale));
      full = document.createElement("canvas");
      full.width = full.height = side;
      const glyph = full.getContext("2d");
      glyph.font = `${side}px "Proscenium Symbols"`;
      glyph.fillStyle = color(tile.color);
      glyph.textBaseline = "middle";
      glyph.textAlign = "center";
      glyph.fillText(ligature, side / 2, side / 2);
      perPoint = size.scale;
    }
    const width = full.naturalWidth || full.width, height = full.naturalHeight || full.height;
    const [sx, sy, sw, sh] = (tile.source || [0, 0, 1, 1]).map(Number);
    const crop = document.createElement("canvas");
    crop.width = Math.max(1, Math.round(sw * width));
    crop.height = Math.max(1, Math.round(sh * height));
    crop.getContext("2d").drawImage(full, sx * width, sy * height, sw * width, sh * height, 0, 0, crop.width, crop.height);
    const pattern = context.createPattern(crop, "repeat");
    const [a, b, c, d, e, f] = (tile.transform || [1, 0, 0, 1, 0, 0]).map(Number);
    pattern.setTransform(new DOMMatrix([a, b, c, d, e, f]).scale(1 / perPoint));
    return pattern;
  };
  const layers = [];
  // Mask layers (`clipToLayer`) by id, and the ids of those being drawn.
  const masks = new Map();
  const drawingMasks = [];
  const newLayer = () => {
    const layer = document.createElement("canvas");
    layer.width = base.canvas.width;
    layer.height = base.canvas.height;
    const layerContext = layer.getContext("2d");
    layerContext.setTransform(size.scale * (size.sx || 1), 0, 0, size.scale * (size.sy || 1), 0, 0);
    return layerContext;
  };
  let context = base;
  for (const command of entry.commands) {
    if (!Array.isArray(command)) continue;
    const [name, ...args] = command;
    try {
      switch (name) {
        case "save": context.save(); break;
        case "restore": context.restore(); break;
        case "transform": context.transform(...args.map(Number)); break;
        case "opacity": context.globalAlpha *= Number(args[0]); break;
        case "blendMode": context.globalCompositeOperation = COMPOSITE[args[0]] || "source-over"; break;
        case "filter": {
          const css = filterCSS(args[0] || [], node);
          context.filter = context.filter && context.filter !== "none" ? `${context.filter} ${css}` : css;
          break;
        }
        case "clip": context.clip(new Path2D(args[0]), args[1] ? "evenodd" : "nonzero"); break;
        case "fill":
          context.fillStyle = shading(context, args[1]);
          context.fill(new Path2D(args[0]), args[2] ? "evenodd" : "nonzero");
          break;
        case "stroke": {
          const stroke = args[2] || {};
          context.strokeStyle = shading(context, args[1]);
          context.lineWidth = Number(stroke.lineWidth) || 1;
          context.lineCap = stroke.lineCap || "butt";
          context.lineJoin = stroke.lineJoin || "miter";
          context.miterLimit = Number(stroke.miterLimit) || 10;
          context.setLineDash((stroke.dash || []).map(Number));
          context.lineDashOffset = Number(stroke.dashPhase) || 0;
          context.stroke(new Path2D(args[0]));
          break;
        }
        case "text": {
          const [text, font, css, x, y, ax, ay] = args;
          context.font = canvasFont(font, style.fontFamily);
          context.fillStyle = color(css);
          context.textBaseline = "alphabetic";
          const metrics = context.measureText(String(text));
          const ascent = metrics.fontBoundingBoxAscent ?? metrics.actualBoundingBoxAscent;
          const descent = metrics.fontBoundingBoxDescent ?? metrics.actualBoundingBoxDescent;
          context.fillText(String(text), x - ax * metrics.width, y - ay * (ascent + descent) + ascent);
          break;
        }
        case "image": {
          const [systemName, asset, x, y, width, height, css] = args;
          if (systemName) {
            const ligature = knownSymbol(systemName);
            if (!ligature) break;
            context.font = `${Math.min(width, height)}px "Proscenium Symbols"`;
            context.fillStyle = color(css);
            context.textBaseline = "middle";
            context.textAlign = "center";
            context.fillText(ligature, x + width / 2, y + height / 2);
          } else if (asset) {
            const image = imageFor(asset, redraw);
            if (image.complete && image.naturalWidth) context.drawImage(image, x, y, width, height);
          }
          break;
        }
        case "symbol": {
          const [index, x, y, width, height] = args;
          const symbol = node.querySelectorAll(":scope > .canvas-symbol")[index];
          const image = symbol && symbolImage(symbol, redraw);
          if (image) context.drawImage(image, x, y, width, height);
          break;
        }
        case "beginLayer":
          layers.push(context);
          context = newLayer();
          break;
        case "beginMask":
          layers.push(context);
          drawingMasks.push(Number(args[0]));
          context = newLayer();
          break;
        case "endMask": {
          const parent = layers.pop();
          if (!parent) break;
          masks.set(drawingMasks.pop(), context.canvas);
          context = parent;
          break;
        }
        case "applyMask": {
          // Keeps the layer where the mask is opaque (alpha times opacity), or where it is not.
          const mask = masks.get(Number(args[0]));
          if (!mask) break;
          context.save();
          context.setTransform(1, 0, 0, 1, 0, 0);
          context.filter = "none";
          context.globalAlpha = Number(args[1]);
          context.globalCompositeOperation = args[2] ? "destination-out" : "destination-in";
          context.drawImage(mask, 0, 0);
          context.restore();
          break;
        }
        case "endLayer": {
          const parent = layers.pop();
          if (!parent) break;
          parent.drawImage(context.canvas, 0, 0, size.w, size.h);
          context = parent;
          break;
        }
        default: break;
      }
    } catch (error) {
      console.warn("Proscenium: a canvas command could not be drawn", name, error);
    }
  }
}
