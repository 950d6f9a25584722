// Controls: buttons, links, toggles, sliders, steppers, text fields, pickers,
// menu buttons. A control sends its event and then shows what the app says
// back: toggles and pickers take their state from the app's echo; text
// fields keep what is typed (see textInput).

import { el, setAttr } from "./dom.js";
import { menuKeydown, firstItem } from "./menus.js";

function send(entry, kind, value) {
  entry.tree.send(value === undefined ? { kind, target: entry.id } : { kind, target: entry.id, value });
}

function pickerOf(option) {
  return option.parent && option.parent.tag === "picker" ? option.parent : null;
}

function pickerStyle(picker) {
  const style = picker?.attrs.style || "menu";
  return style === "segmented" || style === "radioGroup" || style === "inline" || style === "palette" ? style : "menu";
}

/** A text field or editor: sends each change, and shows the app's value
 * without losing the caret, the selection or an IME composition. */
function textInput(entry, input) {
  entry.control = input;
  entry.node = input;
  entry.sent = [];
  entry.composing = false;
  const sendValue = () => {
    entry.sent.push(input.value);
    if (entry.sent.length > 64) entry.sent.shift();
    send(entry, "input", input.value);
  };
  input.addEventListener("compositionstart", () => { entry.composing = true; });
  input.addEventListener("compositionend", () => { entry.composing = false; sendValue(); });
  input.addEventListener("input", (event) => {
    if (event.isComposing || entry.composing) return;
    sendValue();
  });
  input.addEventListener("focus", () => send(entry, "focus"));
  input.addEventListener("blur", (event) => {
    const next = event.relatedTarget;
    if (!next || !next.closest?.("input, textarea")) entry.tree.send({ kind: "focus" });
  });
}

function showTextValue(entry) {
  const input = entry.control;
  const value = entry.attrs.value ?? "";
  const echoed = entry.sent.indexOf(value);
  if (echoed >= 0) {
    // The app echoing what was typed: newer text may be in the field already.
    entry.sent.splice(0, echoed + 1);
    if (entry.sent.length > 0) return;
  } else {
    entry.sent.length = 0;
  }
  if (input.value === value || entry.composing) return;
  if (document.activeElement === input) {
    const { selectionStart, selectionEnd, selectionDirection } = input;
    input.value = value;
    const clamp = (n) => Math.min(n ?? value.length, value.length);
    input.setSelectionRange(clamp(selectionStart), clamp(selectionEnd), selectionDirection || "none");
  } else {
    input.value = value;
  }
}

export const controlHandlers = {
  button: {
    create(entry) {
      const parentTag = entry.parent?.tag;
      const inMenu = parentTag === "contextmenu" || parentTag === "menu";
      entry.node = el("button", inMenu ? "item" : "button", { type: "button", role: inMenu ? "menuitem" : null });
      if (inMenu) entry.node.tabIndex = -1;
      entry.node.addEventListener("click", () => send(entry, "click"));
    },
    apply(entry) {
      setAttr(entry.node, "data-role", entry.attrs.role || null);
      setAttr(entry.node, "data-style", entry.attrs.style || null);
    },
  },
  link: {
    create(entry) {
      entry.node = el("a", "link", { target: "_blank", rel: "noopener noreferrer" });
      entry.node.addEventListener("click", () => send(entry, "click"));
    },
    apply(entry) {
      const href = entry.attrs.href || "";
      setAttr(entry.node, "href", /^(https?:|mailto:)/i.test(href) ? href : null);
    },
  },
  toggle: {
    create(entry) {
      entry.node = el("label", "toggle");
      entry.control = el("input", null, { type: "checkbox" });
      entry.container = el("span", "toggle-label");
      entry.node.append(entry.control, entry.container);
      entry.control.addEventListener("change", () => {
        send(entry, "toggle", String(entry.control.checked));
        // The app decides: show its state until it answers.
        entry.control.checked = entry.attrs.checked === "true";
      });
    },
    apply(entry) {
      const checked = entry.attrs.checked === "true";
      entry.control.checked = checked;
      const isSwitch = entry.attrs.style !== "checkbox";
      setAttr(entry.control, "role", isSwitch ? "switch" : null);
      setAttr(entry.control, "aria-checked", String(checked));
      entry.node.dataset.style = isSwitch ? "switch" : "checkbox";
    },
  },
  slider: {
    create(entry) {
      entry.node = el("label", "slider");
      entry.container = el("span", "slider-label");
      entry.control = el("input", null, { type: "range" });
      entry.node.append(entry.container, entry.control);
      entry.control.addEventListener("pointerdown", () => { entry.dragging = true; });
      entry.control.addEventListener("pointerup", () => { entry.dragging = false; });
      entry.control.addEventListener("input", () => send(entry, "change", entry.control.value));
    },
    apply(entry) {
      const { min, max, step, value } = entry.attrs;
      const input = entry.control;
      input.min = min ?? "0";
      input.max = max ?? "1";
      input.step = step ?? "any";
      if (!entry.dragging && value !== undefined && input.value !== value) input.value = value;
    },
  },
  stepper: {
    create(entry) {
      entry.node = el("div", "stepper");
      entry.container = el("span", "stepper-label");
      const buttons = el("span", "stepper-buttons");
      const decrement = el("button", null, { type: "button", "aria-label": "Decrement" });
      decrement.textContent = "−";
      const increment = el("button", null, { type: "button", "aria-label": "Increment" });
      increment.textContent = "+";
      decrement.addEventListener("click", () => send(entry, "change", "decrement"));
      increment.addEventListener("click", () => send(entry, "change", "increment"));
      buttons.append(decrement, increment);
      entry.node.append(entry.container, buttons);
    },
  },
  textfield: {
    structural: ["secure"],
    create(entry) {
      const input = el("input", "textfield", { type: entry.attrs.secure === "true" ? "password" : "text", spellcheck: "false" });
      textInput(entry, input);
      input.addEventListener("keydown", (event) => {
        if (event.key === "Enter" && !event.isComposing && !entry.composing) send(entry, "submit");
      });
    },
    apply(entry) {
      const { placeholder, label } = entry.attrs;
      setAttr(entry.control, "placeholder", placeholder ?? null);
      setAttr(entry.control, "aria-label", label || placeholder || null);
      showTextValue(entry);
    },
  },
  texteditor: {
    create(entry) {
      textInput(entry, el("textarea", "texteditor", { spellcheck: "true" }));
    },
    apply(entry) {
      setAttr(entry.control, "aria-label", entry.attrs.label || "Text");
      showTextValue(entry);
    },
  },
  picker: {
    structural: ["style"],
    create(entry) {
      const style = pickerStyle(entry);
      entry.node = el("div", "picker", { "data-style": style });
      entry.labelBox = el("span", "picker-label", { id: `label-${entry.tree.surfaceId}-${entry.id}` });
      if (style === "menu") {
        entry.choices = el("select");
        entry.choices.addEventListener("change", () => {
          send(entry, "change", entry.choices.value);
          controlHandlers.picker.apply(entry);
        });
      } else {
        entry.choices = el("div", style === "segmented" ? "segmented" : "radios", { role: "radiogroup" });
        entry.choices.addEventListener("keydown", (event) => {
          const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
          if (!step) return;
          const radios = [...entry.choices.querySelectorAll("[role=radio]:not([aria-disabled=true])")];
          const next = radios[(radios.indexOf(document.activeElement) + step + radios.length) % radios.length];
          next?.focus();
          next?.click();
          event.preventDefault();
        });
      }
      entry.control = entry.choices;
      entry.choices.setAttribute("aria-labelledby", entry.labelBox.id);
      entry.node.append(entry.labelBox, entry.choices);
    },
    containerFor(entry, child) {
      return child.tag === "option" ? entry.choices : entry.labelBox;
    },
    apply(entry) {
      if (entry.attrs.label) entry.choices.removeAttribute("aria-labelledby");
      else entry.choices.setAttribute("aria-labelledby", entry.labelBox.id);
      for (const option of entry.children) if (option.tag === "option") controlHandlers.option.apply(option);
      if (entry.choices.tagName === "SELECT") {
        const selected = entry.children.find((o) => o.tag === "option" && isSelected(o));
        if (selected) entry.choices.value = optionKey(selected);
      }
    },
    childrenChanged(entry) { this.apply(entry); },
    childChanged(entry) { this.apply(entry); },
  },
  option: {
    create(entry) {
      const picker = pickerOf(entry);
      if (pickerStyle(picker) === "menu") {
        entry.node = el("option");
      } else {
        entry.node = el("button", "segment", { type: "button", role: "radio" });
        entry.node.addEventListener("click", () => {
          if (picker) send(picker, "change", optionKey(entry));
        });
      }
    },
    apply(entry) {
      const selected = isSelected(entry);
      if (entry.node.tagName === "OPTION") {
        entry.node.value = optionKey(entry);
        entry.node.selected = selected;
      } else {
        setAttr(entry.node, "aria-checked", String(selected));
        entry.node.tabIndex = selected ? 0 : -1;
      }
    },
  },
  menubutton: {
    create(entry) {
      entry.node = el("div", "menubutton");
      entry.control = el("button", "button", { type: "button", "aria-haspopup": "menu", "aria-expanded": "false" });
      entry.popup = el("div", "popup menubutton-popup");
      entry.popup.hidden = true;
      entry.node.append(entry.control, entry.popup);
      const close = (refocus) => {
        entry.popup.hidden = true;
        entry.control.setAttribute("aria-expanded", "false");
        if (refocus) entry.control.focus();
      };
      entry.close = close;
      entry.control.addEventListener("click", () => {
        const opening = entry.popup.hidden;
        entry.popup.hidden = !opening;
        entry.control.setAttribute("aria-expanded", String(opening));
        send(entry, "click");
        if (opening) firstItem(entry.popup)?.focus();
      });
      entry.popup.addEventListener("keydown", (event) => menuKeydown(event, entry.popup, () => close(true)));
      entry.popup.addEventListener("click", (event) => {
        if (event.target.closest("[role^=menuitem]:not([aria-haspopup])")) close(true);
      });
      entry.outside = (event) => { if (!entry.node.contains(event.target)) close(false); };
      document.addEventListener("pointerdown", entry.outside);
    },
    destroy(entry) { document.removeEventListener("pointerdown", entry.outside); },
    containerFor(entry, child) {
      return child.tag === "menu" ? entry.popup : entry.control;
    },
    apply(entry) {
      entry.titleNode ??= entry.control.insertBefore(el("span", "menubutton-title"), entry.control.firstChild);
      entry.titleNode.textContent = entry.attrs.title ?? "";
    },
  },
  navlink: {
    create(entry) {
      entry.node = el("button", "navlink", { type: "button" });
      entry.node.addEventListener("click", () => send(entry, "click"));
    },
    apply(entry) {
      const active = entry.attrs.active === "true";
      entry.node.classList.toggle("active", active);
      setAttr(entry.node, "aria-current", active ? "page" : null);
    },
  },
  tappable: {
    create(entry) {
      entry.node = el("div", "tappable");
      entry.node.addEventListener("click", (event) => {
        if (event.target.closest("button, input, select, textarea, a") !== null) return;
        send(entry, "click");
      });
    },
  },
};

function optionKey(option) {
  return option.attrs.key ?? String(option.id);
}

function isSelected(option) {
  const picker = pickerOf(option);
  if (picker && picker.attrs.selected !== undefined) return picker.attrs.selected === optionKey(option);
  return option.attrs.selected === "true";
}

