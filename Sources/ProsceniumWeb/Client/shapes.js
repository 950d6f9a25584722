// Shapes (`shape` elements): the outline drawn as SVG at the element's size,
// filled and stroked with colours, or with gradients, materials and images
// painted in a layer clipped to the outline (fills) or masked by the stroke.

import { el, setAttr, setStyle, cssColor } from "./dom.js";
import { parseJSON, onSize, sizeOf, outlineSegments, pathData, applyPaint } from "./drawing.js";

const SVG = "http://www.w3.org/2000/svg";

function svgNode(tag) { return document.createElementNS(SVG, tag); }

/** The stroke's attributes as SVG presentation attributes. */
function strokeAttributes(a) {
  return {
    "stroke-width": String(Number(a.lineWidth || 1)),
    "stroke-linecap": a.lineCap || "butt",
    "stroke-linejoin": a.lineJoin || "miter",
    "stroke-miterlimit": a.miterLimit || "10",
    "stroke-dasharray": a.dash || null,
    "stroke-dashoffset": a.dashPhase || null,
  };
}

/** An SVG image of the stroke alone, white, for masking a painted layer. */
function strokeMask(d, a, w, h, pad) {
  const attributes = Object.entries(strokeAttributes(a)).filter(([, v]) => v !== null)
    .map(([k, v]) => `${k}="${String(v).replace(/[^0-9a-z. -]/gi, "")}"`).join(" ");
  const svg = `<svg xmlns="${SVG}" width="${w + 2 * pad}" height="${h + 2 * pad}" viewBox="${-pad} ${-pad} ${w + 2 * pad} ${h + 2 * pad}">`
    + `<path d="${d}" fill="none" stroke="white" ${attributes}/></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

export const shapeHandler = {
  create(entry) {
    entry.node = el("div", "shape");
    entry.svg = svgNode("svg");
    entry.svg.setAttribute("aria-hidden", "true");
    entry.fillPath = svgNode("path");
    entry.strokePath = svgNode("path");
    entry.svg.append(entry.fillPath, entry.strokePath);
    entry.node.append(entry.svg);
  },
  apply(entry) {
    const a = entry.attrs;
    const node = entry.node;
    setAttr(node, "data-shape", a.shape || "rectangle");
    setAttr(node, "aria-hidden", a.label ? null : "true");
    setAttr(node, "role", a.label ? "img" : null);
    onSize(node, "shape", () => drawShape(entry));
  },
  destroy(entry) { onSize(entry.node, "shape", null); },
};

function drawShape(entry) {
  const a = entry.attrs;
  const { w, h } = sizeOf(entry.node);
  const outline = parseJSON(a.outline) || { kind: a.shape || "rectangle" };
  const d = pathData(outlineSegments(outline, w, h));
  const rule = outline.eo ? "evenodd" : "nonzero";
  // A custom shape's path is made by the app for a size: tell it this one.
  const reference = outline.kind === "path" && Array.isArray(outline.reference) ? outline.reference : null;
  if (reference && (Math.abs(reference[0] - w) > 0.5 || Math.abs(reference[1] - h) > 0.5)
      && (entry.sentSize?.w !== w || entry.sentSize?.h !== h) && w > 0 && h > 0) {
    entry.sentSize = { w, h };
    entry.tree.send({ kind: "geometry", target: entry.id, width: w, height: h });
  }

  const fill = a.fill ?? (a.stroke ? null : "primary");
  const fillPaint = parseJSON(fill);
  setAttr(entry.fillPath, "d", fill && !fillPaint ? d : null);
  setAttr(entry.fillPath, "fill-rule", rule);
  setStyle(entry.fillPath, "fill", fill && !fillPaint ? cssColor(fill) : "none");
  if (fillPaint) {
    entry.fillLayer ??= entry.node.insertBefore(el("div", "shape-paint"), entry.svg);
    applyPaint(entry.fillLayer, fill, w, h);
    setStyle(entry.fillLayer, "clip-path", `path(${outline.eo ? "evenodd, " : ""}"${d}")`);
  } else if (entry.fillLayer) {
    entry.fillLayer.remove();
    entry.fillLayer = null;
  }

  let strokeD = d;
  if (a.stroke && a.strokeBorder === true) {
    // An inner stroke: the outline inset by half the line width.
    const half = Number(a.lineWidth || 1) / 2;
    const ops = [["inset", half], ...(outline.ops || [])];
    strokeD = pathData(outlineSegments({ ...outline, ops }, w, h));
  }
  const strokePaint = parseJSON(a.stroke);
  const attributes = strokeAttributes(a);
  for (const [name, value] of Object.entries(attributes)) setAttr(entry.strokePath, name, a.stroke ? value : null);
  setAttr(entry.strokePath, "d", a.stroke && !strokePaint ? strokeD : null);
  setStyle(entry.strokePath, "fill", "none");
  setStyle(entry.strokePath, "stroke", a.stroke && !strokePaint ? cssColor(a.stroke) : null);
  if (strokePaint) {
    const pad = Number(a.lineWidth || 1) * Math.max(Number(a.miterLimit || 10), 1);
    entry.strokeLayer ??= entry.node.appendChild(el("div", "shape-paint"));
    setStyle(entry.strokeLayer, "inset", `${-pad}px`);
    applyPaint(entry.strokeLayer, a.stroke, w, h, pad);
    const mask = strokeMask(strokeD, a, w, h, pad);
    setStyle(entry.strokeLayer, "mask-image", mask);
    setStyle(entry.strokeLayer, "-webkit-mask-image", mask);
  } else if (entry.strokeLayer) {
    entry.strokeLayer.remove();
    entry.strokeLayer = null;
  }
}
