// Type select, as NSTableView has it: letters typed on a focused row of a
// list or table select the first row whose text starts with them. Letters
// typed in quick succession make one prefix; a pause starts a new one.

/** How long a pause between letters ends a prefix, in milliseconds (a Mac's key repeat delay). */
const PAUSE = 1000;

let typed = "";
let lastKey = 0;

/** The text a row is selected by: its `typeSelectEquivalent`, else its first text. */
function rowText(row) {
  const own = row.matches("[data-type-select]") ? row : row.querySelector("[data-type-select]");
  if (own) return own.dataset.typeSelect;
  return row.querySelector(".text")?.textContent ?? row.textContent ?? "";
}

/** Whether `event` is a letter for type select: one printable character, no command keys. */
export function isTypeSelectKey(event) {
  return event.key.length === 1 && event.key !== " " && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/** Adds `event`'s letter to the prefix and returns the first of `rows`
 * whose text starts with it (case and accents aside), or null. */
export function typeSelectRow(rows, event) {
  const now = event.timeStamp;
  typed = now - lastKey > PAUSE ? event.key : typed + event.key;
  lastKey = now;
  const collator = new Intl.Collator(undefined, { sensitivity: "base" });
  const prefix = typed;
  return rows.find((row) => {
    const text = rowText(row).trim();
    return text.length >= prefix.length && collator.compare(text.slice(0, prefix.length), prefix) === 0;
  }) ?? null;
}
