// Images of views: an element copied with its computed styles into an SVG
// `foreignObject`, which the browser draws as an image. Images and the
// symbol font are inlined, since an SVG drawn as an image loads nothing.
// Masks of views (viewmask.js) and a canvas's symbols (canvas.js) use it.

const SVG = "http://www.w3.org/2000/svg";
const XHTML = "http://www.w3.org/1999/xhtml";
const dataURLs = new Map();

/** A `data:` URL of an SVG image, `width` by `height` points, showing `node`
 *  as the page draws it, at `left`, `top`. */
export async function viewsImageURL(node, width, height, left = 0, top = 0) {
  const copy = copyWithStyles(node);
  copy.style.position = "absolute";
  copy.style.left = `${left}px`;
  copy.style.top = `${top}px`;
  copy.style.margin = "0";
  // Shown in the image even where the page keeps the views unseen.
  copy.style.opacity = "1";
  await inlineImages(copy);
  const fonts = /Proscenium Symbols/.test(copy.outerHTML) ? await symbolFontFace() : "";
  const body = new XMLSerializer().serializeToString(copy);
  const svg = `<svg xmlns="${SVG}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`
    + `<foreignObject x="0" y="0" width="${width}" height="${height}">`
    + `<div xmlns="${XHTML}" style="position:relative;width:${width}px;height:${height}px;margin:0;padding:0">`
    + (fonts ? `<style>${fonts}</style>` : "") + body + "</div></foreignObject></svg>";
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
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
