// Masks of views (`mask { Text("…") }`): the base shows only where the mask
// views have pixels. CSS masks only with images, so the mask layer (drawn
// unseen over the base) becomes an image of its views (rasterize.js): the
// layer's `mask-image`. Redrawn whenever the mask's views change or either
// side resizes.

import { viewsImageURL } from "./rasterize.js";

/** Nothing shows until the first mask image is ready (no flash of the unmasked base). */
const HIDDEN = "linear-gradient(transparent, transparent)";
const watched = new WeakMap();

/** Starts (once) masking `layer`, a `layer` element whose last child holds the mask views. */
export function attachViewMask(layer) {
  if (watched.has(layer)) return;
  const state = { generation: 0, scheduled: false };
  watched.set(layer, state);
  layer._viewMask = true;
  setMask(layer, HIDDEN);
  const schedule = () => {
    if (state.scheduled) return;
    state.scheduled = true;
    requestAnimationFrame(() => {
      state.scheduled = false;
      redraw(layer, state).catch((error) => console.warn("proscenium: a view mask could not be drawn", error));
    });
  };
  // The layer's own style is ours (its mask image) or the effects': only the
  // mask views' changes, and sizes, redraw the mask.
  state.mutations = new MutationObserver((records) => {
    if (records.some((record) => record.target !== layer || record.type === "childList")) schedule();
  });
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
  layer._viewMask = false;
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
  // Where the mask views sit in the layer, untransformed, as the page lays them out.
  const image = await viewsImageURL(maskViews, width, height, maskViews.offsetLeft, maskViews.offsetTop);
  if (generation !== state.generation || !watched.has(layer)) return;
  setMask(layer, `url("${image}")`);
  layer.dataset.maskReady = String(generation);
}
