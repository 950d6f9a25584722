// Dragging items between views (`onDrag`, `onDrop`, `ForEach.onInsert`). An
// element with `dragSource` follows the pointer once it has moved a few
// pixels: a copy of it goes with the pointer, the app hears `itemDrag begin`
// on the source (it makes its item providers, which never leave it), then
// `drop` `enter`, `move` (one a frame), `exit` and `drop` on the elements
// with `dropTarget` under the pointer, in their own coordinates with their
// size, and `itemDrag end` on the source when the pointer goes up or Escape
// cancels. Between list rows (`dropTarget` `insert`) a line shows where the
// item would go. Files dragged in from the person's desktop send the same
// `drop` events with `key` `files`, and, when let go, each file's contents
// (`fileDrop`, base64) before the `drop`.

import { setStyle } from "./dom.js";
import { followPointer, swallowNextClick } from "./follow.js";
import { springLoadOver, springLoadEnd } from "./springload.js";

const THRESHOLD = 5;
const CONTROLS = "button, input, select, textarea, a, [role=switch]";

/** Shows the element's drag-and-drop attributes (called on every attribute change). */
export function applyItemDrag(entry, node) {
  // Files dragged in from the desktop look for drop targets and spring-loaded buttons.
  if (entry.attrs.dropTarget || entry.attrs.springLoaded === true) watchFileDrags(entry.tree);
  const source = entry.attrs.dragSource === true;
  if (source) setStyle(node, "user-select", "none");
  if (source && !entry.itemDragTracked) {
    entry.itemDragTracked = true;
    trackItemDrag(entry, node);
  }
}

/** The innermost drop target under the viewport point, if any. */
function targetAt(tree, x, y) {
  for (let entry = tree.entryFor(document.elementFromPoint(x, y)); entry; entry = entry.parent) {
    if (entry.attrs.dropTarget && entry.attrs.disabled !== true) return entry;
  }
  return null;
}

function local(entry, x, y) {
  const box = entry.node.getBoundingClientRect();
  return { x: x - box.left, y: y - box.top, width: box.width, height: box.height };
}

function clearInsertLine(entry) {
  entry?.node.classList.remove("drop-before", "drop-after");
}

/** What follows the pointer (taking no pointer events): a copy of the
 * source, or of its own preview (`onDrag(_:preview:)`, a `dragPreview`
 * layer's hidden second child), centred over the source. */
function makePreview(entry, node) {
  const box = node.getBoundingClientRect();
  const own = entry.tag === "layer" && entry.attrs.role === "dragPreview" ? node.children[1] : null;
  const preview = (own || node).cloneNode(true);
  preview.classList.add("item-drag-preview");
  // The copy's nodes are no elements' (a clone has no `prosceniumId`).
  Object.assign(preview.style, { position: "fixed", margin: "0", pointerEvents: "none", zIndex: "2147483000", opacity: "0.8" });
  if (!own) Object.assign(preview.style, { width: `${box.width}px`, height: `${box.height}px` });
  document.body.append(preview);
  const size = preview.getBoundingClientRect();
  preview.style.left = `${box.left + (box.width - size.width) / 2}px`;
  preview.style.top = `${box.top + (box.height - size.height) / 2}px`;
  return preview;
}

function trackItemDrag(source, node) {
  node.addEventListener("pointerdown", (down) => {
    if (down.button !== 0 || source.attrs.dragSource !== true || source.attrs.disabled === true) return;
    if (down.proscenium || (down.target !== node && down.target.closest(CONTROLS))) return;
    down.proscenium = true;
    const tree = source.tree;
    let preview = null, over = null, frame = 0, last = null;

    const send = (entry, value, point) => entry.tree.send({ kind: "drop", target: entry.id, value, ...local(entry, point.x, point.y) });
    const update = (point) => {
      springLoadOver([tree, ...trees], point.x, point.y);
      // Over the source's window, or another window of the app.
      const target = targetAt(tree, point.x, point.y) || dropTargetAt(point.x, point.y);
      if (target !== over) {
        if (over) { clearInsertLine(over); send(over, "exit", point); }
        over = target;
        if (over) send(over, "enter", point);
      } else if (over) {
        send(over, "move", point);
      }
      if (over?.attrs.dropTarget === "insert") {
        const { y, height } = local(over, point.x, point.y);
        clearInsertLine(over);
        over.node.classList.add(y > height / 2 ? "drop-after" : "drop-before");
      }
    };
    const move = (event) => {
      const dx = event.clientX - down.clientX, dy = event.clientY - down.clientY;
      if (!preview) {
        if (Math.hypot(dx, dy) < THRESHOLD) return;
        tree.send({ kind: "itemDrag", target: source.id, value: "begin" });
        preview = makePreview(source, node);
      }
      event.preventDefault();
      preview.style.translate = `${dx}px ${dy}px`;
      last = { x: event.clientX, y: event.clientY };
      if (!frame) frame = requestAnimationFrame(() => { frame = 0; if (last) update(last); });
    };
    const finish = (dropped, point) => {
      springLoadEnd();
      stop();
      cancelAnimationFrame(frame);
      if (!preview) return;
      preview.remove();
      if (over) {
        clearInsertLine(over);
        send(over, dropped ? "drop" : "exit", point);
      }
      tree.send({ kind: "itemDrag", target: source.id, value: "end" });
      swallowNextClick();
    };
    const up = (event) => {
      const point = { x: event.clientX, y: event.clientY };
      // Where the pointer went up decides, even between frames.
      if (preview) update(point);
      finish(true, point);
    };
    const cancel = () => finish(false, last || { x: down.clientX, y: down.clientY });
    const stop = followPointer({ move, up, cancel, active: () => Boolean(preview) });
  });
}

// Files from outside the page. A file's contents go up in one message, so a
// file must fit the server's message limit (1 MiB) once in base64.
const MAX_FILE = 700 * 1024;
const trees = new Set();
let fileOver = null, fileFrame = 0;

/** The innermost drop target under the viewport point in any window that has drop targets. */
function dropTargetAt(x, y) {
  for (const each of trees) {
    const target = targetAt(each, x, y);
    if (target) return target;
  }
  return null;
}

function watchFileDrags(tree) {
  if (trees.has(tree)) return;
  trees.add(tree);
  if (trees.size > 1) return;
  const hasFiles = (event) => Array.from(event.dataTransfer?.types || []).includes("Files");
  const targetUnder = (event) => dropTargetAt(event.clientX, event.clientY);
  const sendFiles = (entry, value, event) => entry.tree.send({
    kind: "drop", target: entry.id, value, key: "files", ...local(entry, event.clientX, event.clientY),
  });
  const leave = (event) => {
    springLoadEnd();
    cancelAnimationFrame(fileFrame);
    fileFrame = 0;
    if (fileOver) { clearInsertLine(fileOver); sendFiles(fileOver, "exit", event); }
    fileOver = null;
  };
  document.addEventListener("dragover", (event) => {
    if (!hasFiles(event)) return;
    springLoadOver(trees, event.clientX, event.clientY);
    const target = targetUnder(event);
    if (target) {
      event.preventDefault();
      event.dataTransfer.dropEffect = "copy";
    }
    if (target !== fileOver) {
      leave(event);
      fileOver = target;
      if (fileOver) sendFiles(fileOver, "enter", event);
    } else if (fileOver && !fileFrame) {
      const point = { clientX: event.clientX, clientY: event.clientY };
      fileFrame = requestAnimationFrame(() => { fileFrame = 0; if (fileOver) sendFiles(fileOver, "move", point); });
    }
  });
  document.addEventListener("dragleave", (event) => {
    // Only leaving the page itself ends it; moves between elements are dragover's.
    if (event.relatedTarget === null && hasFiles(event)) leave(event);
  });
  document.addEventListener("drop", async (event) => {
    if (hasFiles(event)) springLoadEnd();
    if (!hasFiles(event) || !fileOver) return;
    event.preventDefault();
    cancelAnimationFrame(fileFrame);
    fileFrame = 0;
    const target = fileOver;
    fileOver = null;
    clearInsertLine(target);
    const point = { clientX: event.clientX, clientY: event.clientY };
    for (const file of Array.from(event.dataTransfer.files)) {
      if (file.size > MAX_FILE) { console.warn(`proscenium: ${file.name} is too large to drop (${file.size} bytes)`); continue; }
      target.tree.send({ kind: "fileDrop", target: target.id, key: file.name, value: await base64(file) });
    }
    sendFiles(target, "drop", point);
  });
}

async function base64(file) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
