// The search field of `searchable`: role searchbox, in the window's toolbar
// (or above the content), with its suggestions in a listbox below it while
// it has focus, and its tokens as chips before the text (Backspace at the
// start of the text removes the last).

import { el, setAttr, isMenuFocus, followAppFocus } from "./dom.js";

function send(entry, kind, value) {
  entry.tree.send(value === undefined ? { kind, target: entry.id } : { kind, target: entry.id, value });
}

function options(entry) {
  return [...entry.popup.querySelectorAll("button")];
}

export const searchHandlers = {
  search: {
    create(entry) {
      entry.node = el("div", "search");
      entry.control = el("input", "textfield search-field", { type: "search", role: "searchbox", spellcheck: "false" });
      entry.popup = el("div", "popup search-suggestions", { role: "listbox" });
      entry.popup.hidden = true;
      entry.popup.id = `suggestions-${entry.tree.surfaceId}-${entry.id}`;
      entry.control.setAttribute("aria-controls", entry.popup.id);
      entry.tokens = el("span", "search-tokens");
      entry.scopes = el("div", "search-scopes");
      entry.node.append(entry.tokens, entry.control, entry.scopes, entry.popup);
      // The text starts after the magnifying glass and the chips, however many there are.
      new ResizeObserver(() => {
        const width = entry.tokens.querySelector(".slot[data-name=token]") ? entry.tokens.offsetWidth : 0;
        if (width) entry.control.style.setProperty("padding-inline-start", `${width + 28}px`);
        else entry.control.style.removeProperty("padding-inline-start");
      }).observe(entry.tokens);
      // A chip takes clicks for the controls in it (editable tokens); elsewhere on it, the field takes focus.
      entry.tokens.addEventListener("click", (event) => {
        if (!event.target.closest("button, input, select, textarea, [role=button], [role=switch]")) entry.control.focus();
      });
      entry.sent = [];
      const input = entry.control;
      input.addEventListener("input", () => {
        entry.sent.push(input.value);
        if (entry.sent.length > 64) entry.sent.shift();
        send(entry, "input", input.value);
      });
      input.addEventListener("focus", () => { send(entry, "focus"); showSuggestions(entry); });
      input.addEventListener("blur", () => {
        // A click on a suggestion lands before the popup goes.
        setTimeout(() => {
          if (!entry.node.contains(document.activeElement)) {
            entry.popup.hidden = true;
            if (!isMenuFocus(document.activeElement)) send(entry, "focus", "false");
          }
        }, 150);
      });
      input.addEventListener("keydown", (event) => {
        if (event.key === "Enter") send(entry, "submit", input.value);
        if (event.key === "Backspace" && input.selectionStart === 0 && input.selectionEnd === 0
            && entry.tokens.querySelector(".slot[data-name=token]")) {
          send(entry, "change", "removeToken");
          event.preventDefault();
        }
        if (event.key === "Escape") {
          input.value = "";
          send(entry, "change", "dismiss");
          input.blur();
          event.preventDefault();
        }
        if (event.key === "ArrowDown" && !entry.popup.hidden) {
          options(entry)[0]?.focus();
          event.preventDefault();
        }
      });
      entry.popup.addEventListener("keydown", (event) => {
        const items = options(entry);
        const index = items.indexOf(document.activeElement);
        const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
        if (step) {
          (index + step < 0 ? input : items[index + step])?.focus();
          event.preventDefault();
        } else if (event.key === "Escape") {
          input.focus();
          entry.popup.hidden = true;
        }
      });
      entry.popup.addEventListener("click", (event) => {
        if (event.target.closest("button")) {
          entry.popup.hidden = true;
          input.focus();
        }
      });
    },
    containerFor(entry, child) {
      if (child.tag === "slot" && child.attrs.name === "tokens") return entry.tokens;
      if (child.tag === "slot" && child.attrs.name === "scopes") return entry.scopes;
      return entry.popup;
    },
    apply(entry) {
      const input = entry.control;
      setAttr(input, "placeholder", entry.attrs.placeholder ?? "Search");
      setAttr(input, "aria-label", entry.attrs.label || entry.attrs.placeholder || "Search");
      setAttr(entry.node, "data-placement", entry.attrs.placement || null);
      // The app presents the search (`isPresented`): the field takes focus; it stops: focus goes.
      followAppFocus(entry, input, entry.node);
      const value = entry.attrs.value ?? "";
      const echoed = entry.sent.indexOf(value);
      if (echoed >= 0) {
        entry.sent.splice(0, echoed + 1);
        if (entry.sent.length > 0) return;
      } else {
        entry.sent.length = 0;
      }
      if (input.value !== value) input.value = value;
    },
    childrenChanged(entry) { showSuggestions(entry); },
  },
};

/** Lists the suggestions (when there are any) while the field has focus. */
function showSuggestions(entry) {
  for (const item of options(entry)) item.setAttribute("role", "option");
  const focused = entry.node.contains(document.activeElement);
  entry.popup.hidden = !focused || options(entry).length === 0 && !entry.popup.textContent.trim();
  setAttr(entry.control, "aria-expanded", String(!entry.popup.hidden));
}
