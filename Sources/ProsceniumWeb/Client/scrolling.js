// Scroll views' behaviours (docs/PROTOCOL.md, `scroll`): scrolling turned
// off (`scrollEnabled`), a default anchor kept as the content grows
// (`scrollAnchor`), settling on pages or views (`scrollSnap`) and a scroll
// position bound both ways (`scrollPosition`).

import { setAttr, entryIdOf } from "./dom.js";

/** Scrolls the element `id` of `tree` into view, placed by `anchor`
 * (`top`, `center`, `bottom`, `leading`, `trailing`; else as little as
 * needed), once this update's patches are in the page. */
export function scrollElementIntoView(tree, id, anchor) {
  const block = { top: "start", center: "center", bottom: "end" }[anchor] || "nearest";
  const inline = { leading: "start", trailing: "end", center: "center" }[anchor] || "nearest";
  requestAnimationFrame(() => {
    const found = tree.entries.get(Number(id));
    (found?.box || found?.node)?.scrollIntoView?.({ block, inline });
  });
}

export function applyScrollBehaviors(entry) {
  const attrs = entry.attrs;
  setAttr(entry.node, "data-scroll-disabled", attrs.scrollEnabled === false ? "" : null);
  setAttr(entry.node, "data-snap", attrs.scrollSnap || null);
  if (!entry.scrolling && (attrs.scrollAnchor || attrs.scrollSnap || attrs.scrollPosition)) {
    entry.scrolling = new ScrollBehaviors(entry);
  }
  entry.scrolling?.apply();
}

class ScrollBehaviors {
  constructor(entry) {
    this.entry = entry;
    // Whether the view sits at its anchor: it is kept there as content grows.
    this.pinned = true;
    this.page = null;
    this.reported = null;
    this.shownPosition = null;
    this.frame = 0;
    const node = entry.node;
    node.addEventListener("scroll", () => this.scrolled(), { passive: true });
    node.addEventListener("scrollend", () => this.settle());
    this.sizes = new ResizeObserver(() => this.resized());
    this.sizes.observe(node);
  }

  /** The unit point `scrollAnchor` names, or null. */
  get anchor() {
    const [x, y] = (this.entry.attrs.scrollAnchor || "").split(" ").map(Number);
    return Number.isFinite(x) && Number.isFinite(y) ? { x, y } : null;
  }

  /** The scroll offsets that show the anchor. */
  anchoredOffsets(anchor) {
    const node = this.entry.node;
    return {
      top: anchor.y * Math.max(0, node.scrollHeight - node.clientHeight),
      left: anchor.x * Math.max(0, node.scrollWidth - node.clientWidth),
    };
  }

  apply() {
    this.contentChanged();
    const position = this.entry.attrs.scrollPosition;
    if (position && position !== this.shownPosition) {
      this.shownPosition = position;
      const [id, anchor] = position.split(" ");
      // What the person scrolled to comes back as the binding's value: already shown.
      if (id !== "-" && id !== this.reported) {
        this.reported = id;
        scrollElementIntoView(this.entry.tree, id, anchor);
      }
    }
  }

  /** The content changed: new views are measured, and an anchored view
   * the person has not scrolled away from stays at its anchor. */
  contentChanged() {
    for (const child of this.entry.node.children) this.sizes.observe(child);
    this.resized();
  }

  resized() {
    const anchor = this.anchor;
    if (!anchor || !this.pinned) return;
    const { top, left } = this.anchoredOffsets(anchor);
    const node = this.entry.node;
    node.scrollTop = top;
    node.scrollLeft = left;
  }

  scrolled() {
    const anchor = this.anchor;
    if (anchor) {
      const { top, left } = this.anchoredOffsets(anchor);
      const node = this.entry.node;
      this.pinned = Math.abs(node.scrollTop - top) < 2 && Math.abs(node.scrollLeft - left) < 2;
    }
    if (this.entry.attrs.scrollPosition && !this.frame) {
      this.frame = requestAnimationFrame(() => {
        this.frame = 0;
        this.reportPosition();
      });
    }
  }

  /** Sends the element of the first target view not scrolled past. */
  reportPosition() {
    const node = this.entry.node;
    const layout = node.querySelector("[data-scroll-target-layout]");
    if (!layout) return;
    const horizontal = this.entry.attrs.axes === "horizontal";
    const box = node.getBoundingClientRect();
    for (const child of layout.children) {
      const rect = child.getBoundingClientRect();
      const past = horizontal ? rect.right <= box.left + 1 : rect.bottom <= box.top + 1;
      if (past || rect.width + rect.height === 0) continue;
      const id = entryIdOf(child)?.toString();
      if (id && id !== this.reported) {
        this.reported = id;
        this.entry.tree.send({ kind: "change", target: this.entry.id, value: id });
      }
      return;
    }
  }

  /** `paging`: the scroll settles on the page it was pushed towards. */
  settle() {
    if (this.entry.attrs.scrollSnap !== "paging") return;
    const node = this.entry.node;
    const horizontal = this.entry.attrs.axes === "horizontal";
    const size = horizontal ? node.clientWidth : node.clientHeight;
    if (size <= 0) return;
    const offset = horizontal ? node.scrollLeft : node.scrollTop;
    const exact = offset / size;
    const from = this.page ?? 0;
    // A push of a tenth of a page turns it; a page is never left half shown.
    const page = exact > from ? Math.ceil(exact - 0.1) : Math.floor(exact + 0.1);
    this.page = page;
    const target = Math.min(page * size, (horizontal ? node.scrollWidth : node.scrollHeight) - size);
    if (Math.abs(target - offset) < 1) return;
    node.scrollTo(horizontal ? { left: target, behavior: "smooth" } : { top: target, behavior: "smooth" });
  }
}
