// Masks of views (`mask { Text("…") }`): the base shows only where the mask
// views have pixels. CSS masks only with images, so the mask layer (drawn
// unseen over the base) is copied with its computed styles into an SVG
// `foreignObject`, which the browser draws as an image: that image is the
// layer's `mask-image`. Images and the symbol font are inlined, since an SVG
// drawn as an image loads nothing. Redrawn whenever the mask's views change
// or either side resizes.

const SVG = "http://www.w3.org/2000/svg";
const XHTML = "http://www.w3.org/1999/xhtml";
/** Nothing shows until the first mask image is ready (no flash of the unmasked base). */
const HIDDEN = "linear-gradient(transparent, transparent)";
const watched = new WeakMap();
const dataURLs = new Map();

/** Starts (once) masking `layer`, a `layer` element whose last child holds the mask views. */
export function attachViewMask(layer) {
  if (watched.has(layer)) return;
  const state = { generation: 0, scheduled: false };
  watched.set(layer, state);
  setMask(layer, HIDDEN);
  const schedule = () => {
    if (state.scheduled) return;
    state.scheduled = true;
    requestAnimationFrame(() => {
      state.scheduled = false;
      redraw(layer, state).catch((error) => console.warn("proscenium: a view mask could not be drawn", error));
    });
  };
  state.mutations = new MutationObserver(schedule);
  state.mutations.observe(layer, { subtree: true, childList: true, characterData: true, attributes: true,
                                   attributeFilter: ["style", "class", "src", "data-symbol"] });
  state.sizes = new ResizeObserver(schedule);
  state.sizes.observe(layer);
  schedule();
}

/** Stops masking `layer` (its role changed). */
export function detachViewMask(layer) {
  const state = watched.get(layer);
  if (!state) return;
  state.mutations.disconnect();
  state.sizes.disconnect();
  watched.delete(layer);
  setMask(layer, null);
}

function setMask(layer, image) {
  for (const prefix of ["", "-webkit-"]) {
    layer.style.setProperty(`${prefix}mask-image`, image);
    layer.style.setProperty(`${prefix}mask-repeat`, image ? "no-repeat" : null);
    layer.style.setProperty(`${prefix}mask-position`, image ? "0 0" : null);
    layer.style.setProperty(`${prefix}mask-size`, image ? "100% 100%" : null);
  }
}

async function redraw(layer, state) {
  const maskViews = layer.lastElementChild;
  if (!maskViews || maskViews === layer.firstElementChild) return;
  // Not read aloud: a mask is drawing, not content (as in SwiftUI).
  if (maskViews.getAttribute("aria-hidden") !== "true") maskViews.setAttribute("aria-hidden", "true");
  const width = layer.offsetWidth, height = layer.offsetHeight;
  if (!width || !height) return;
  const generation = ++state.generation;
  const copy = copyWithStyles(maskViews);
  // Where the mask views sit in the layer, untransformed, as the page lays them out.
  copy.style.position = "absolute";
  copy.style.left = `${maskViews.offsetLeft}px`;
  copy.style.top = `${maskViews.offsetTop}px`;
  copy.style.margin = "0";
  copy.style.opacity = "1";
  await inlineImages(copy);
  const fonts = copy.querySelector(".symbol, [data-symbol]") || /Proscenium Symbols/.test(copy.outerHTML)
    ? await symbolFontFace() : "";
  if (generation !== state.generation || !watched.has(layer)) return;
  const body = new XMLSerializer().serializeToString(copy);
  const svg = `<svg xmlns="${SVG}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`
    + `<foreignObject x="0" y="0" width="${width}" height="${height}">`
    + `<div xmlns="${XHTML}" style="position:relative;width:${width}px;height:${height}px;margin:0;padding:0">`
    + (fonts ? `<style>${fonts}</style>` : "") + body + "</div></foreignObject></svg>";
  setMask(layer, `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`);
  layer.dataset.maskReady = String(generation);
}

/** A deep copy of `node` whose every element carries its computed style inline. */
function copyWithStyles(node) {
  const copy = node.cloneNode(true);
  const originals = [node, ...node.querySelectorAll("*")];
  const copies = [copy, ...copy.querySelectorAll("*")];
  originals.forEach((original, index) => {
    const target = copies[index];
    if (!(target instanceof Element)) return;
    const computed = getComputedStyle(original);
    let text = "";
    for (const property of computed) {
      // Transitions and animations would only replay in the copy.
      if (property.startsWith("transition") || property.startsWith("animation")) continue;
      text += `${property}:${computed.getPropertyValue(property)};`;
    }
    // Through the CSSOM: the page's policy refuses inline `style` attributes.
    target.style.cssText = text;
    target.removeAttribute("id");
  });
  return copy;
}

/** Replaces each image's address with its bytes, so the SVG image draws it. */
async function inlineImages(copy) {
  const images = [...copy.querySelectorAll("img")];
  await Promise.all(images.map(async (image) => {
    const source = image.getAttribute("src");
    if (!source || source.startsWith("data:")) return;
    image.setAttribute("src", await dataURL(new URL(source, location.href).href));
  }));
}

function dataURL(address) {
  if (!dataURLs.has(address)) {
    dataURLs.set(address, fetch(address, { credentials: "same-origin" })
      .then((reply) => reply.ok ? reply.blob() : Promise.reject(new Error(`${reply.status} for ${address}`)))
      .then((blob) => new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result);
        reader.onerror = () => reject(reader.error);
        reader.readAsDataURL(blob);
      }))
      .catch((error) => { dataURLs.delete(address); throw error; }));
  }
  return dataURLs.get(address);
}

/** The symbol font as an inline `@font-face`, for masks that draw symbols. */
async function symbolFontFace() {
  const source = await dataURL(new URL("/client/symbols.woff2", location.href).href);
  return `@font-face{font-family:"Proscenium Symbols";src:url(${source}) format("woff2");}`;
}
