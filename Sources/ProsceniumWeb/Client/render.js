// One surface's render tree in the DOM: elements by id, kept in step with
// the app's patches. Subtrees are built off the document and inserted whole.

import { handlerFor, applyAttributes, applyText } from "./elements.js";
import { entryIdOf } from "./dom.js";
import { setMeasured, scheduleMeasure } from "./geometry.js";
import { MotionRun, runInsertion, departs, runRemoval } from "./motion.js";
import { markRowsBeforeHiddenSeparators } from "./content.js";
import { expandPatches, elementOf, insertedId } from "./wire.js";

export class PatchError extends Error {}

/** The attributes of an element sent without any: one object for all of
 * them (most of a row's elements), replaced by its own when one is set. */
const NO_ATTRIBUTES = Object.freeze({});

export class SurfaceTree {
  /**
   * @param {string} surfaceId
   * @param {{content: Element, overlay: Element, toolbar: Element, popups: Element}} host
   *   where the content goes, and where sheets, toolbars and context menus go
   * @param {(event: object) => void} send sends a HostEvent for this surface
   */
  constructor(surfaceId, host, send) {
    this.surfaceId = surfaceId;
    this.host = host;
    this.sendEvent = send;
    /** @type {Map<number, object>} */
    this.entries = new Map();
    this.root = null;
  }

  send(event) {
    this.sendEvent({ surface: this.surfaceId, ...event });
  }

  mount(element) {
    this.root = this.build(element, null);
    this.host.content.append(this.root.node);
    markRowsBeforeHiddenSeparators();
  }

  destroy() {
    if (this.root) this.unmount(this.root);
    this.root = null;
  }

  entry(id) {
    const entry = this.entries.get(id);
    if (!entry) throw new PatchError(`unknown element ${id}`);
    return entry;
  }

  /** The entry whose node is `node` or its nearest ancestor. */
  entryFor(node) {
    for (let el = node; el && el.nodeType === 1; el = el.parentElement) {
      const id = entryIdOf(el);
      if (id === undefined && el.dataset.surface !== undefined) return null;
      if (id !== undefined) {
        const entry = this.entries.get(id);
        if (entry) return entry;
      }
    }
    return null;
  }

  /** Applies one update's patches in order. Throws PatchError when the
   * patches do not fit the tree: the display is then out of step. */
  apply(patches, settle = null) {
    // Runs of inserts of one shape (`inserts`) as their inserts, checked
    // before anything is applied.
    patches = expandPatches(patches);
    // The run of patches under an animation (`animate`), if any.
    this.motion = null;
    try {
      this.applyAll(patches);
    } finally {
      // What the update does besides its patches (the window's new
      // placement), before the last animation measures where things went.
      settle?.();
      this.motion?.finish();
      this.motion = null;
    }
  }

  applyAll(patches) {
    for (let i = 0; i < patches.length; i++) {
      const patch = patches[i];
      switch (patch.op) {
        case "animate":
          this.motion?.finish();
          this.motion = patch.animation ? new MotionRun(this, patch.animation, patches.slice(i + 1)) : null;
          break;
        case "insert": i = this.insertRun(patches, i) - 1; break;
        case "remove": {
          // A run of removes (rows removed together) is done at once.
          let end = i + 1;
          while (end < patches.length && patches[end].op === "remove") end++;
          const own = (p) => { const e = this.entries.get(p.id); return e && departs(e, null); };
          if (end - i > 1 && !this.motion && !patches.slice(i, end).some(own)) {
            this.removeAll(patches.slice(i, end).map((p) => this.entry(p.id)));
            i = end - 1;
          } else {
            this.remove(this.entry(patch.id));
          }
          break;
        }
        case "clear": this.clear(this.entry(patch.parent)); break;
        case "move": this.move(patch); break;
        case "attr": this.setAttribute(this.entry(patch.id), patch.name, patch.value); break;
        case "text": this.setText(this.entry(patch.id), patch.text); break;
        default: console.warn("Proscenium: unknown patch", patch.op);
      }
    }
    // What changed may have moved or resized measured views, or changed
    // which row is before one without its top separator.
    scheduleMeasure();
    markRowsBeforeHiddenSeparators();
  }

  build(element, parent) {
    if (this.entries.has(element.id)) throw new PatchError(`element ${element.id} already exists`);
    const entry = {
      // The parsed message is ours: its attributes object is kept, not copied.
      id: element.id, tag: element.tag, attrs: element.attributes || NO_ATTRIBUTES,
      text: element.text ?? null, children: [], parent, tree: this,
      node: null, container: null, control: null, portal: null,
      // In the literal, not added after: an entry keeps its first shape.
      handler: handlerFor(element.tag),
    };
    this.entries.set(entry.id, entry);
    entry.handler.create(entry);
    if (!entry.container) entry.container = entry.node;
    const marked = entry.portal || entry.node;
    // Which element a node is (entryIdOf): a property, not an attribute (dom.js).
    if (marked.nodeType === 1) marked.prosceniumId = entry.id;
    if (entry.node.nodeType === 1 && entry.node !== marked) entry.node.prosceniumId = entry.id;
    if (entry.portal) entry.handler.attachPortal ? entry.handler.attachPortal(entry) : this.host.overlay.append(entry.portal);
    applyAttributes(entry, true);
    applyText(entry);
    for (const child of element.children || []) {
      const childEntry = this.build(child, entry);
      entry.children.push(childEntry);
      this.place(entry, childEntry, entry.children.length - 1);
    }
    entry.handler.childrenChanged?.(entry);
    return entry;
  }

  /** Puts a child's node where its position (`index`, when known) among its
   * siblings says. */
  place(parent, child, index = parent.children.indexOf(child)) {
    const container = parent.handler.containerFor?.(parent, child) || parent.container;
    this.placeNode(parent, child.node, index, container);
  }

  /** Puts `node` in `container` before the node of the first child after
   * `index` that is in it. */
  placeNode(parent, node, index, container = parent.container) {
    let reference = null;
    for (let i = index + 1; i < parent.children.length; i++) {
      const sibling = parent.children[i].node;
      if (sibling.parentNode === container) { reference = sibling; break; }
    }
    container.insertBefore(node, reference);
  }

  indexBefore(parent, beforeId) {
    if (beforeId === undefined || beforeId === null) return parent.children.length;
    const before = this.entry(beforeId);
    const index = parent.children.indexOf(before);
    if (index < 0) throw new PatchError(`element ${beforeId} is not a child of ${parent.id}`);
    return index;
  }

  /**
   * Applies the run of inserts that starts at `patches[start]` and returns
   * where the run ends. Inserts into one parent, each before the element the
   * one before it inserted (how the app writes new rows: from the last) or
   * all before the same sibling, make one block of siblings: it is built off
   * the document and put in place at once, with one change to the parent's
   * children. Elsewhere (under an animation, or a parent that places or
   * watches its children itself, unless its handler says one
   * `childrenChanged` after the block will do: `childrenChangedOnce`) each
   * insert is done on its own.
   */
  insertRun(patches, start) {
    const first = patches[start];
    const parent = this.entry(first.parent);
    let end = start + 1, chained = false;
    const handler = parent.handler;
    if (!this.motion && !handler.containerFor && (!handler.childrenChanged || handler.childrenChangedOnce)) {
      const anchor = first.before ?? null;
      for (; end < patches.length; end++) {
        const next = patches[end];
        if (next.op !== "insert" || next.parent !== first.parent) break;
        // Before the element the previous insert made, or before the run's anchor.
        const onPrevious = next.before === insertedId(patches[end - 1]);
        if (onPrevious ? end > start + 1 && !chained : (next.before ?? null) !== anchor || chained) break;
        chained = onPrevious;
      }
    }
    if (end - start === 1) {
      this.insert(first);
      return end;
    }
    const index = this.indexBefore(parent, first.before);
    const block = new Array(end - start);
    for (let i = start; i < end; i++) {
      block[chained ? end - 1 - i : i - start] = this.build(elementOf(patches[i]), parent);
    }
    const children = parent.children, after = children.splice(index);
    for (const entry of block) children.push(entry);
    for (const entry of after) children.push(entry);
    const fragment = document.createDocumentFragment();
    for (const entry of block) fragment.appendChild(entry.node);
    this.placeNode(parent, fragment, index + block.length - 1);
    handler.childrenChanged?.(parent);
    for (const entry of block) runInsertion(entry, null);
    return end;
  }

  insert(patch) {
    const parent = this.entry(patch.parent);
    const index = this.indexBefore(parent, patch.before);
    const entry = this.build(elementOf(patch), parent);
    parent.children.splice(index, 0, entry);
    this.place(parent, entry, index);
    parent.handler.childrenChanged?.(parent);
    // It comes in with the run's animation, or its transition's own.
    if (this.motion) this.motion.inserted.push(entry);
    else runInsertion(entry, null);
  }

  /** Removes several elements at once: each parent's children are filtered
   * once, and a container left empty is emptied in one go (as `clear` is). */
  removeAll(entries) {
    const byParent = new Map();
    for (const entry of entries) {
      if (!entry.parent) { this.remove(entry); continue; }
      let removed = byParent.get(entry.parent);
      if (!removed) byParent.set(entry.parent, (removed = new Set()));
      removed.add(entry);
    }
    for (const [parent, removed] of byParent) {
      const container = parent.container;
      const emptied = removed.size === parent.children.length && !parent.handler.containerFor
        && container.childNodes.length === removed.size;
      let kept = 0;
      for (const child of parent.children) if (!removed.has(child)) parent.children[kept++] = child;
      parent.children.length = kept;
      if (emptied) container.textContent = "";
      for (const entry of removed) this.unmount(entry, !emptied);
      parent.handler.childrenChanged?.(parent);
    }
  }

  /** Removes every child of `parent` (`clear`), as a remove of each would:
   * at once, but for those that go out by a transition. */
  clear(parent) {
    const children = parent.children.slice();
    if (this.motion) {
      for (const child of children) this.remove(child);
      return;
    }
    // Those that go out by their own transition, from where each was before any went.
    const departing = children.filter((child) => departs(child, null));
    const rects = departing.map((child) => child.node.getBoundingClientRect());
    departing.forEach((child, index) => this.remove(child, rects[index]));
    const gone = new Set(departing);
    const rest = gone.size ? children.filter((child) => !gone.has(child)) : children;
    if (rest.length) this.removeAll(rest);
  }

  remove(entry, rect = this.motion?.rectOf(entry)) {
    const parent = entry.parent;
    if (parent) parent.children.splice(parent.children.indexOf(entry), 1);
    const animation = this.motion?.animation || null;
    if (parent && departs(entry, animation)) {
      // Shown until its removal transition ends, then gone.
      this.unmount(entry, false);
      runRemoval(entry, animation, rect);
    } else {
      this.unmount(entry);
    }
    if (parent) parent.handler.childrenChanged?.(parent);
    if (entry === this.root) this.root = null;
  }

  unmount(entry, detach = true) {
    if (detach) entry.node.remove();
    const visit = (e) => {
      e.handler.destroy?.(e);
      setMeasured(e, false);
      e.portal?.remove();
      this.entries.delete(e.id);
      e.children.forEach(visit);
    };
    visit(entry);
  }

  move({ id, parent: parentId, before }) {
    const entry = this.entry(id);
    const parent = this.entry(parentId);
    for (let p = parent; p; p = p.parent) {
      if (p === entry) throw new PatchError(`cannot move ${id} into itself`);
    }
    const old = entry.parent;
    if (old) old.children.splice(old.children.indexOf(entry), 1);
    const index = this.indexBefore(parent, before);
    parent.children.splice(index, 0, entry);
    entry.parent = parent;
    if (old && old.tag !== parent.tag) {
      // How an element is drawn can depend on its parent (an option in a
      // menu-style picker is an <option>): draw it again.
      this.rebuild(entry);
    } else {
      this.place(parent, entry);
    }
    if (old && old !== parent) old.handler.childrenChanged?.(old);
    parent.handler.childrenChanged?.(parent);
  }

  setAttribute(entry, name, value) {
    if (entry.attrs === NO_ATTRIBUTES) entry.attrs = {};
    if (value === undefined || value === null) delete entry.attrs[name];
    // Text stays text and a flag stays a boolean (docs/PROTOCOL.md).
    else entry.attrs[name] = typeof value === "boolean" ? value : String(value);
    if (entry.handler.structural?.includes(name)) {
      this.rebuild(entry);
    } else {
      applyAttributes(entry);
    }
    entry.parent?.handler.childChanged?.(entry.parent, entry);
  }

  setText(entry, text) {
    entry.text = text ?? null;
    applyText(entry);
    entry.parent?.handler.childChanged?.(entry.parent, entry);
  }

  /** Draws an element and its subtree anew from what the tree holds. */
  rebuild(entry) {
    const model = (e) => ({ id: e.id, tag: e.tag, attributes: e.attrs, text: e.text, children: e.children.map(model) });
    const element = model(entry);
    const parent = entry.parent;
    const focusedId = this.entryFor(document.activeElement)?.id;
    this.unmount(entry);
    const fresh = this.build(element, parent);
    if (parent) {
      parent.children[parent.children.indexOf(entry)] = fresh;
      this.place(parent, fresh);
      parent.handler.childrenChanged?.(parent);
    } else {
      this.root = fresh;
      this.host.content.append(fresh.node);
    }
    if (focusedId !== undefined) {
      const again = this.entries.get(focusedId);
      (again?.control || again?.node)?.focus?.();
    }
    return fresh;
  }
}
