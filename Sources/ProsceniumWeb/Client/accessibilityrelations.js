// How elements relate for assistive technology: the order siblings are read
// in (`sortPriority`, as `aria-owns` on their parent), the label naming its
// content (`labeledPair`, as `aria-labelledby`), the elements one goes
// between directly (`linkedGroup`, as `aria-flowto`), the name of a view
// made a container of synthetic children. The elements on either
// side may come in any order, so the links are made once a frame's patches
// are applied.

let nextId = 0;
let pending = false;
const parents = new Set();

/** The node's id, given one if it had none. */
function idOf(node) {
  if (!node.id) node.id = `a11y-${++nextId}`;
  return node.id;
}

/** Records the element's relations and schedules linking them. */
export function applyRelations(entry, node) {
  const attrs = entry.attrs;
  const number = Number(attrs.sortPriority);
  const priority = attrs.sortPriority !== undefined && Number.isFinite(number) ? number : null;
  setData(node, "sortPriority", priority === null ? null : String(priority));
  if (priority !== null || entry.sorted) {
    entry.sorted = priority !== null;
    if (node.parentElement) parents.add(node.parentElement);
  }
  setData(node, "labeledPair", attrs.labeledPair);
  setData(node, "linkedGroup", attrs.linkedGroup);
  const related = priority !== null || attrs.labeledPair || attrs.linkedGroup || attrs.accessibilityOnly === true;
  if (related || entry.related) {
    entry.related = Boolean(related);
    schedule();
  }
}

function setData(node, name, value) {
  if (value) node.dataset[name] = value;
  else delete node.dataset[name];
}

function schedule() {
  if (pending) return;
  pending = true;
  requestAnimationFrame(() => {
    pending = false;
    linkAll();
  });
}

function linkAll() {
  // The parents of prioritized elements now (an element is given its
  // attributes before it is placed), and those that had some before.
  document.querySelectorAll("[data-sort-priority]").forEach((node) => {
    if (node.parentElement) parents.add(node.parentElement);
  });
  for (const parent of [...parents]) {
    parents.delete(parent);
    if (parent.isConnected) orderChildren(parent);
  }
  nameContainers();
  document.querySelectorAll("[data-labeled-pair^='content ']").forEach((content) => {
    const key = content.dataset.labeledPair.slice("content ".length);
    const label = [...document.querySelectorAll("[data-labeled-pair^='label ']")]
      .find((node) => node.dataset.labeledPair.slice("label ".length) === key);
    if (label) content.setAttribute("aria-labelledby", idOf(label));
    else content.removeAttribute("aria-labelledby");
  });
  const groups = new Map();
  document.querySelectorAll("[data-linked-group]").forEach((node) => {
    const members = groups.get(node.dataset.linkedGroup) || [];
    members.push(node);
    groups.set(node.dataset.linkedGroup, members);
  });
  for (const members of groups.values()) {
    members.forEach((node, index) => {
      // Each member leads to the others, the next ones first.
      const others = [...members.slice(index + 1), ...members.slice(0, index)];
      if (others.length) node.setAttribute("aria-flowto", others.map(idOf).join(" "));
      else node.removeAttribute("aria-flowto");
    });
  }
}

/** Reads the parent's children by sort priority, higher first, the others
 * in their order: `aria-owns` lists them all, which assistive technology
 * reads in that order. Changes to the children order them again. */
function orderChildren(parent) {
  const children = [...parent.children];
  const prioritized = children.some((child) => child.dataset.sortPriority !== undefined);
  if (!prioritized) {
    parent.removeAttribute("aria-owns");
    parent.sortObserver?.disconnect();
    parent.sortObserver = null;
    return;
  }
  const order = children
    .map((child, index) => ({ child, index, priority: Number(child.dataset.sortPriority || 0) }))
    .sort((a, b) => b.priority - a.priority || a.index - b.index);
  parent.setAttribute("aria-owns", order.map(({ child }) => idOf(child)).join(" "));
  if (!parent.sortObserver) {
    parent.sortObserver = new MutationObserver(() => { parents.add(parent); schedule(); });
    parent.sortObserver.observe(parent, { childList: true });
  }
}

/** A view made a container of synthetic children (`accessibilityChildren`)
 * keeps the name its drawn view had, which is hidden now. */
function nameContainers() {
  document.querySelectorAll("[role=group] > [data-accessibility-only]").forEach((layer) => {
    const container = layer.parentElement;
    const drawn = container.firstElementChild;
    if (container.hasAttribute("aria-label") && !container.dataset.nameFromDrawn) return;
    const name = drawn && drawn !== layer ? drawn.getAttribute("aria-label") : null;
    if (name) {
      container.setAttribute("aria-label", name);
      container.dataset.nameFromDrawn = "true";
    }
  });
}
