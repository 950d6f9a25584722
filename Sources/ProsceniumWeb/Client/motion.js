// Animations and transitions. The app sends one update per change; patches
// made under an animation follow an `animate` patch naming it, and the page
// draws the frames in between with the Web Animations API:
// - attributes: the changed elements' animatable styles, read before and
//   after the patches, animate from the old values to the new;
// - inserted elements come in from their transition's state (a fade when
//   they name none), removed ones stay, out of the layout at their old
//   place, until they have gone out to it;
// - everything else that moved because of the change (siblings pushed by an
//   insertion, rows reordered) slides from where it was (FLIP).
// With the person's reduce-motion preference, movement becomes fades.

import { PLACE_PROPERTIES, placedFrame } from "./placement.js";

const STYLE_PROPERTIES = [
  "width", "height", "opacity", "translate", "scale", "rotate", "transform", "background-color", "color",
  "border-top-left-radius", "border-top-right-radius", "border-bottom-left-radius", "border-bottom-right-radius",
  "padding-top", "padding-right", "padding-bottom", "padding-left", "gap", "box-shadow", "border-color",
  "border-width", "filter", "font-size", "min-width", "min-height",
];
const MOVEMENT = new Set(["translate", "scale", "rotate", "transform"]);
const SVG_PROPERTIES = ["fill", "stroke", "stroke-width", "d"];
/** Elements measured for sliding, at most (a huge list is not worth it). */
const FLIP_LIMIT = 3000;

const reducedMotion = typeof matchMedia === "function" ? matchMedia("(prefers-reduced-motion: reduce)") : null;

/** Whether the person asked for less motion. */
export function prefersReducedMotion() {
  return Boolean(reducedMotion && reducedMotion.matches);
}

/** Calls `listener(reduced)` now and whenever the preference changes. */
export function watchReducedMotion(listener) {
  listener(prefersReducedMotion());
  reducedMotion?.addEventListener?.("change", () => listener(prefersReducedMotion()));
}

/** Web Animations timing for an animation from the app. */
export function timing(animation, fill = "none") {
  const iterations = Number(animation.iterations);
  return {
    duration: Math.max(Number(animation.duration) || 0, 0),
    delay: Math.max(Number(animation.delay) || 0, 0),
    easing: typeof animation.easing === "string" ? animation.easing : "ease",
    iterations: iterations < 0 ? Infinity : Math.max(iterations || 1, 1),
    direction: animation.direction === "alternate" ? "alternate" : "normal",
    fill,
  };
}

function safeAnimate(node, keyframes, options) {
  try {
    return node.animate(keyframes, options);
  } catch (error) {
    // An easing this browser does not know (an old one without linear()).
    try { return node.animate(keyframes, { ...options, easing: "ease-in-out" }); } catch { return null; }
  }
}

/** The transition an element runs: its own `transition`, or that of the
 *  first element down a chain of only children (a wrapper's content). */
export function transitionOf(entry) {
  for (let e = entry, depth = 0; e && depth < 4; e = e.children.length === 1 ? e.children[0] : null, depth++) {
    if (e.attrs.transition) {
      try { return JSON.parse(e.attrs.transition); } catch { return null; }
    }
  }
  return null;
}

function frameFor(state, reduced) {
  const frame = {};
  if (!state) return { opacity: "0" };
  if (state.opacity !== undefined) frame.opacity = state.opacity;
  if (reduced) {
    // Movement becomes a fade.
    if (state.transform || state.filter) frame.opacity = "0";
    return frame;
  }
  if (state.transform) {
    frame.transform = state.transform;
    frame.transformOrigin = state.transformOrigin || "50% 50%";
  }
  if (state.filter) frame.filter = state.filter;
  return frame;
}

/** Runs an inserted element's coming in. */
export function runInsertion(entry, animation) {
  const node = entry.node;
  if (node.nodeType !== 1) return;
  const transition = transitionOf(entry);
  const used = animation || transition?.animation;
  if (!used) return;
  const frame = frameFor(transition ? transition.in : null, prefersReducedMotion());
  if (!Object.keys(frame).length) return;
  // The state it comes in from, to its own (the implicit end keyframe).
  animateFrame(node, frame, 0, timing({ ...used, iterations: 1, direction: "normal" }, "backwards"));
}

/** Animates `node` from or to `frame` (at keyframe `offset`): its transform
 * adds to the element's own, its opacity and filter replace theirs (an added
 * opacity would sum past 1 and show no fade). Returns the last player. */
function animateFrame(node, frame, offset, options) {
  const { transform, transformOrigin, ...rest } = frame;
  let player = null;
  if (transform) player = safeAnimate(node, [{ transform, transformOrigin, offset, composite: "add" }], options);
  if (Object.keys(rest).length) player = safeAnimate(node, [{ ...rest, offset, composite: "replace" }], options) || player;
  return player;
}

/** Whether a removed element goes out animated (its own or the change's animation). */
export function departs(entry, animation) {
  if (entry.node.nodeType !== 1 || !entry.node.isConnected) return false;
  return Boolean(animation || transitionOf(entry)?.animation);
}

/** Keeps a removed element shown, out of the layout where it was, while it
 *  goes out; then takes it away. */
export function runRemoval(entry, animation, rect) {
  const node = entry.node;
  const transition = transitionOf(entry);
  const used = animation || transition?.animation;
  const box = rect || node.getBoundingClientRect();
  node.style.setProperty("position", "absolute");
  node.style.setProperty("margin", "0");
  node.style.setProperty("pointer-events", "none");
  node.style.setProperty("width", `${box.width}px`);
  node.style.setProperty("height", `${box.height}px`);
  node.setAttribute("aria-hidden", "true");
  node.inert = true;
  node.dataset.departing = "true";
  const parent = node.offsetParent || node.parentElement;
  const origin = parent ? parent.getBoundingClientRect() : { left: 0, top: 0 };
  const left = box.left - origin.left - (parent?.clientLeft || 0) + (parent?.scrollLeft || 0);
  const top = box.top - origin.top - (parent?.clientTop || 0) + (parent?.scrollTop || 0);
  node.style.setProperty("left", `${left}px`);
  node.style.setProperty("top", `${top}px`);
  const frame = frameFor(transition ? transition.out : null, prefersReducedMotion());
  const options = timing({ ...used, iterations: 1, direction: "normal" }, "forwards");
  const player = Object.keys(frame).length ? animateFrame(node, frame, 1, options) : null;
  const done = () => node.remove();
  if (player) {
    player.onfinish = done;
    player.oncancel = done;
  } else {
    setTimeout(done, options.delay + options.duration);
  }
}

function readStyles(entry) {
  const node = entry.node;
  if (node.nodeType !== 1 || !node.isConnected) return null;
  const styles = getComputedStyle(node);
  const values = {};
  for (const name of STYLE_PROPERTIES) values[name] = styles.getPropertyValue(name);
  let svg = null;
  if (entry.path?.isConnected) {
    const pathStyles = getComputedStyle(entry.path);
    svg = {};
    for (const name of SVG_PROPERTIES) svg[name] = pathStyles.getPropertyValue(name);
  }
  return { values, svg };
}

function animateStyles(target, before, after, options, reduced) {
  const from = {}, to = {};
  let any = false;
  for (const name of Object.keys(before)) {
    if (before[name] === after[name] || (reduced && MOVEMENT.has(name))) continue;
    const property = name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
    from[property] = before[name];
    to[property] = after[name];
    any = true;
  }
  if (any) safeAnimate(target, [from, to], options);
}

function cancelSlides(node) {
  for (const player of node.getAnimations?.() || []) {
    if (player.id === "proscenium-slide") player.cancel();
  }
}

/** One run of patches under one animation: what it changes is measured
 *  before and after, and animated. */
export class MotionRun {
  constructor(tree, animation, patches) {
    this.tree = tree;
    this.animation = animation;
    this.reduced = prefersReducedMotion();
    this.inserted = [];
    this.styled = new Map();
    this.rects = new Map();
    const touched = new Set();
    this.texts = new Set();
    for (const patch of patches) {
      if (patch.op === "animate") break;
      if (patch.op === "attr") touched.add(patch.id);
      if (patch.op === "text") this.texts.add(patch.id);
    }
    // matchedGeometryEffect: where each matched element was.
    this.matched = new Map();
    for (const entry of tree.entries.values()) {
      const key = entry.attrs.matchedGeometry;
      if (key && entry.node.nodeType === 1 && entry.node.isConnected) {
        this.matched.set(key, { entry, rect: entry.node.getBoundingClientRect() });
      }
    }
    for (const id of touched) {
      const entry = tree.entries.get(id);
      const styles = entry && readStyles(entry);
      if (styles) this.styled.set(entry, styles);
    }
    // Placed elements' frames: placement.js notes each frame it changes
    // in this update, to be animated from the old to the new (in a tree
    // of any size: only the frames that change are noted).
    this.frames = new Map();
    if (!this.reduced) tree.frameMoves = this.frames;
    if (!this.reduced && tree.entries.size <= FLIP_LIMIT) {
      for (const entry of tree.entries.values()) {
        const node = entry.node;
        if (node.nodeType !== 1 || !node.isConnected) continue;
        this.rects.set(entry, node.getBoundingClientRect());
      }
    }
  }

  /** The rect a removed element had, before this run's patches. */
  rectOf(entry) { return this.rects.get(entry); }

  inserted_(entry) { this.inserted.push(entry); }

  finish() {
    if (this.tree.frameMoves === this.frames) this.tree.frameMoves = null;
    const options = timing(this.animation);
    for (const [entry, before] of this.styled) {
      if (!this.tree.entries.has(entry.id)) continue;
      const after = readStyles(entry);
      if (!after) continue;
      animateStyles(entry.node, before.values, after.values, options, this.reduced);
      if (before.svg && after.svg && entry.path) animateStyles(entry.path, before.svg, after.svg, options, this.reduced);
    }
    for (const entry of this.inserted) {
      if (this.tree.entries.has(entry.id)) runInsertion(entry, this.animation);
    }
    this.changeContents(options);
    this.matchGeometry(options);
    this.moveFrames(options);
    if (this.rects.size) this.slide(options);
  }

  /** Placed elements go from their old frames to their new ones (a
   *  placed element's size is held by its frame, so only its frame can
   *  animate it), as often as the animation repeats: a `repeatForever`
   *  width goes back and forth for as long as it runs. */
  moveFrames(options) {
    for (const [node, was] of this.frames) {
      if (!node.isConnected || !node.hasAttribute("data-placed")) continue;
      const now = placedFrame(node);
      const from = {}, to = {};
      let any = false;
      for (const name of PLACE_PROPERTIES) {
        if (was[name] === now[name]) continue;
        from[name] = was[name];
        to[name] = now[name];
        any = true;
      }
      // A list's row in its flow (placement.js) moved by the rows above:
      // it slides from its old offset.
      if (was.flowShift) {
        from.translate = `0 ${was.flowShift}px`;
        to.translate = "0 0";
        any = true;
      }
      if (any) safeAnimate(node, [from, to], options);
    }
  }

  /** Texts replaced under the animation come in as their contentTransition says. */
  changeContents(options) {
    for (const id of this.texts) {
      const entry = this.tree.entries.get(id);
      if (!entry || entry.node.nodeType !== 1) continue;
      const kind = entry.attrs.contentTransition || "opacity";
      if (kind === "identity") continue;
      const from = { opacity: 0, offset: 0 };
      if (!this.reduced && kind.startsWith("numeric")) {
        from.transform = `translateY(${kind === "numericDown" ? "-" : ""}0.6em)`;
        from.composite = "add";
      }
      safeAnimate(entry.node, [from], { ...options, iterations: 1, direction: "normal" });
    }
  }

  /** An element inserted with the key of one removed (matchedGeometryEffect)
   *  moves and grows from the old one's place; the old one goes to the new. */
  matchGeometry(options) {
    const once = { ...options, iterations: 1, direction: "normal" };
    for (const entry of this.inserted) {
      const visit = (e) => {
        const key = e.attrs.matchedGeometry;
        const old = key && this.matched.get(key);
        if (old && !this.tree.entries.has(old.entry.id) && e.node.nodeType === 1) {
          const now = e.node.getBoundingClientRect();
          const size = (e.attrs.matchedProperties || "position size").includes("size");
          const sx = size && now.width ? old.rect.width / now.width : 1;
          const sy = size && now.height ? old.rect.height / now.height : 1;
          const dx = old.rect.left - now.left, dy = old.rect.top - now.top;
          if (!this.reduced) {
            safeAnimate(e.node, [{ transform: `translate(${dx}px, ${dy}px) scale(${sx}, ${sy})`, transformOrigin: "0 0", composite: "add" },
              { transform: "translate(0px, 0px) scale(1, 1)", transformOrigin: "0 0", composite: "add" }], once);
            if (old.entry.node.isConnected) {
              safeAnimate(old.entry.node, [{ transform: "translate(0px, 0px) scale(1, 1)", transformOrigin: "0 0", composite: "add" },
                { transform: `translate(${-dx}px, ${-dy}px) scale(${1 / sx}, ${1 / sy})`, transformOrigin: "0 0", composite: "add" }],
              { ...once, fill: "forwards" });
            }
          }
        }
        e.children.forEach(visit);
      };
      visit(entry);
    }
  }

  /** Slides what moved from where it was, relative to its parent (a parent
   *  that moved carries its children). */
  slide(options) {
    const fresh = new Set();
    for (const entry of this.inserted) {
      const visit = (e) => { fresh.add(e); e.children.forEach(visit); };
      visit(entry);
    }
    const after = new Map();
    for (const entry of this.rects.keys()) {
      if (!this.tree.entries.has(entry.id) || fresh.has(entry) || !entry.node.isConnected) continue;
      cancelSlides(entry.node);
    }
    for (const entry of this.rects.keys()) {
      if (!this.tree.entries.has(entry.id) || fresh.has(entry) || !entry.node.isConnected) continue;
      after.set(entry, entry.node.getBoundingClientRect());
    }
    for (const [entry, now] of after) {
      // A placed element moves with its frame, or its parent's (moveFrames).
      if (entry.node.hasAttribute("data-placed")) continue;
      const was = this.rects.get(entry);
      let parent = entry.parent;
      while (parent && !after.has(parent)) parent = parent.parent;
      const parentWas = parent ? this.rects.get(parent) : { left: 0, top: 0 };
      const parentNow = parent ? after.get(parent) : { left: 0, top: 0 };
      const dx = (was.left - parentWas.left) - (now.left - parentNow.left);
      const dy = (was.top - parentWas.top) - (now.top - parentNow.top);
      if (Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5) continue;
      if (now.width === 0 && now.height === 0) continue;
      const player = safeAnimate(entry.node, [
        { transform: `translate(${dx}px, ${dy}px)`, composite: "add" },
        { transform: "translate(0px, 0px)", composite: "add" },
      ], { ...options, iterations: 1, direction: "normal" });
      if (player) player.id = "proscenium-slide";
    }
  }
}
