// The wire's compact forms, read back as the patches they stand for
// (docs/PROTOCOL.md): a run of inserts of one shape (`inserts`: a list's new
// rows) is one `insert` a row. Such an insert keeps its shape and row and
// makes its element when it is drawn (elementOf): 10,000 rows' elements made
// up front all lived through the drawing, and the garbage collector copied
// them again and again.

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
    for (let i = 2; i < row.length; i++) {
      // Attribute values are text or flags (JSON booleans).
      if (typeof row[i] !== "string" && typeof row[i] !== "boolean") throw new PatchError("an inserted row's value is not text or a flag");
    }
  }
  for (const row of rows) {
    out.push({ op: "insert", parent, before: row[0] ?? undefined, element: null, id: row[1], shape, row });
  }
}

/** The id of the element an `insert` patch makes. */
export function insertedId(patch) {
  return patch.element ? patch.element.id : patch.id;
}

/** The element an `insert` patch makes: its own, or one made from its run's
 * shape and its row's values (checked by expandPatches). */
export function elementOf(patch) {
  return patch.element || build(patch.shape, patch.id, { row: patch.row, next: 2 });
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
  return cursor.row[cursor.next++];
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
