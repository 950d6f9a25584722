// The vanilla baseline: rows {id, label} kept in the DOM by hand, as the
// js-framework-benchmark's hand-written implementation does it: rows cloned
// from a template, inserted in one fragment, moved rather than rebuilt, and
// one delegated listener for the rows' clicks.

import { makeLabel } from "./words.js";

// `?rows=N` scales the table (the driver's smoke check uses 100).
const N = Number(new URLSearchParams(location.search).get("rows")) || 1000;
const tbody = document.getElementById("tbody");
const rowTemplate = document.getElementById("row").content.firstElementChild;
let rows = [];          // { id, label, tr, text } in table order
let nextId = 1;
let selected = null;

function buildRows(count) {
  const fragment = document.createDocumentFragment();
  const made = new Array(count);
  for (let i = 0; i < count; i++) {
    const tr = rowTemplate.cloneNode(true);
    const row = { id: nextId++, label: makeLabel(), tr, text: null };
    tr.firstChild.textContent = String(row.id);
    row.text = tr.childNodes[1].firstChild.appendChild(document.createTextNode(row.label));
    tr.rowData = row;
    fragment.appendChild(tr);
    made[i] = row;
  }
  tbody.appendChild(fragment);
  return made;
}

function clear() {
  tbody.textContent = "";
  rows = [];
  selected = null;
}

const actions = {
  run() { clear(); rows = buildRows(N); },
  runlots() { clear(); rows = buildRows(10 * N); },
  add() { rows = rows.concat(buildRows(N)); },
  update() {
    for (let i = 0; i < rows.length; i += 10) {
      const row = rows[i];
      row.label += " !!!";
      row.text.nodeValue = row.label;
    }
  },
  clear,
  swaprows() {
    // Rows 2 and 999 of 1,000: the second and the one before last.
    if (rows.length < 4) return;
    const last = rows.length - 2;
    const a = rows[1], b = rows[last];
    const afterB = b.tr.nextSibling;
    tbody.insertBefore(b.tr, a.tr);
    tbody.insertBefore(a.tr, afterB);
    rows[1] = b;
    rows[last] = a;
  },
};

for (const [id, action] of Object.entries(actions)) {
  document.getElementById(id).addEventListener("click", action);
}

tbody.addEventListener("click", (event) => {
  const tr = event.target.closest("tr");
  if (!tr) return;
  const row = tr.rowData;
  if (event.target.closest(".remove")) {
    rows.splice(rows.indexOf(row), 1);
    if (selected === row) selected = null;
    tr.remove();
  } else if (event.target.closest(".select")) {
    if (selected) selected.tr.className = "";
    selected = row;
    tr.className = "selected";
  }
});
