// The wire's compact forms, read back as the patches they stand for
// (docs/PROTOCOL.md): a run of inserts of one shape (`inserts`: a list's new
// rows) is one `insert` a row.

import { PatchError } from "./render.js";

/** `patches` with each `inserts` patch as its inserts (the same array when
 * there is none). Throws PatchError for a run that does not fit its shape. */
export function expandPatches(patches) {
  if (!patches.some((patch) => patch && patch.op === "inserts")) return patches;
  const out = [];
  for (const patch of patches) {
    if (patch && patch.op === "inserts") expandRun(patch, out);
    else out.push(patch);
  }
  return out;
}

function expandRun({ parent, shape, rows }, out) {
  if (!Number.isInteger(parent) || !Array.isArray(rows)) throw new PatchError("inserts without a parent or rows");
  const slots = checkShape(shape, 0);
  for (const row of rows) {
    if (!Array.isArray(row) || row.length !== 2 + slots) throw new PatchError("an inserted row does not fit its shape");
    const [before, id] = row;
    if (!Number.isInteger(id) || (before !== null && !Number.isInteger(before))) {
      throw new PatchError("an inserted row's ids are not integers");
    }
    const cursor = { row, next: 2 };
    const patch = { op: "insert", parent, element: build(shape, id, cursor) };
    if (before !== null) patch.before = before;
    out.push(patch);
  }
}

/** How many values a row of this shape has; throws for a malformed shape. */
function checkShape(shape, depth) {
  if (!shape || typeof shape !== "object" || typeof shape.tag !== "string" || depth > 64) {
    throw new PatchError("an inserts shape is malformed");
  }
  const { offset = 0, attributes = [], text = false, children = [] } = shape;
  if (!Number.isInteger(offset) || !Array.isArray(attributes) || !Array.isArray(children)
    || !attributes.every((name) => typeof name === "string") || typeof text !== "boolean") {
    throw new PatchError("an inserts shape is malformed");
  }
  let slots = attributes.length + (text ? 1 : 0);
  for (const child of children) slots += checkShape(child, depth + 1);
  return slots;
}

function value(cursor) {
  const value = cursor.row[cursor.next++];
  if (typeof value !== "string") throw new PatchError("an inserted row's value is not text");
  return value;
}

function build(shape, root, cursor) {
  const element = { id: root + (shape.offset || 0), tag: shape.tag };
  if (shape.attributes && shape.attributes.length) {
    const attributes = {};
    for (const name of shape.attributes) attributes[name] = value(cursor);
    element.attributes = attributes;
  }
  if (shape.text) element.text = value(cursor);
  if (shape.children && shape.children.length) {
    const children = new Array(shape.children.length);
    for (let i = 0; i < children.length; i++) children[i] = build(shape.children[i], root, cursor);
    element.children = children;
  }
  return element;
}
