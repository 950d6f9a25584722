// Controls: buttons, links, toggles, sliders, steppers, text fields, pickers,
// menu buttons. A control sends its event and then shows what the app says
// back: toggles and pickers take their state from the app's echo; text
// fields keep what is typed (see textInput).

import { el, setAttr, setStyle, isMenuFocus, followAppFocus } from "./dom.js";
import { menuKeydown, firstItem } from "./menus.js";
import { trackPress } from "./press.js";
import { trackRepeat } from "./repeat.js";
import { modifierNames } from "./keyboard.js";
import { readClipboardText } from "./clipboard.js";
import { autofillName } from "./autofill.js";

function send(entry, kind, value) {
  entry.tree.send(value === undefined ? { kind, target: entry.id } : { kind, target: entry.id, value });
}

function pickerOf(option) {
  return option.parent && option.parent.tag === "picker" ? option.parent : null;
}

function pickerStyle(picker) {
  const style = picker?.attrs.style || "menu"; // wheel and the default draw as a menu
  return style === "segmented" || style === "radioGroup" || style === "inline" || style === "palette" ? style : "menu";
}

/** A text field or editor: sends each change, and shows the app's value
 * without losing the caret, the selection or an IME composition. */
/** A text field's `keyboardType` as the HTML `inputmode` a touch device's keyboard follows. */
const KEYBOARD_INPUT_MODE = { number: "numeric", decimal: "decimal", phone: "tel", email: "email", url: "url",
  search: "search", numbersAndPunctuation: "text", twitter: "text" };
/** A `submitLabel` as the HTML `enterkeyhint` a touch keyboard labels its Return key with. */
const ENTER_KEY_HINTS = { done: "done", go: "go", send: "send", join: "go", route: "go", search: "search",
  return: "enter", next: "next", continue: "next" };

function textInput(entry, input) {
  entry.control = input;
  entry.node = input; // a handler may wrap it
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
  input.addEventListener("blur", (event) => { if (!isMenuFocus(event.relatedTarget)) send(entry, "focus", "false"); });
}

/** A slider's track is filled with the accent up to its knob (controls.css). */
function showSliderFill(entry) {
  const input = entry.control;
  const span = Number(input.max) - Number(input.min);
  const fraction = span > 0 ? (Number(input.value) - Number(input.min)) / span : 0;
  setStyle(entry.node, "--fraction", String(Math.min(Math.max(fraction, 0), 1)));
}

/** UIKit's clear button (`clearButtonMode`): a one-line field takes the
 * browser's search-field cross, which clears the text as typing would
 * (an `input` event); controls.css shows it when the mode says. */
function showClearButton(entry) {
  const input = entry.control;
  if (input.tagName !== "INPUT" || entry.attrs.secure === true) return;
  const mode = entry.attrs.clearButton;
  const type = mode ? "search" : "text";
  if (input.type !== type) input.type = type;
  // Still a text field to assistive technology, not a search field.
  setAttr(input, "role", mode ? "textbox" : null);
  setAttr(input, "data-clear-button", mode || null);
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

/** A PasteButton: sends the clipboard's text. */
function pasteInto(entry) {
  readClipboardText("PasteButton", (text) => send(entry, "change", text));
}

export const controlHandlers = {
  button: {
    create(entry) {
      const parentTag = entry.parent?.tag;
      const inMenu = parentTag === "contextmenu" || parentTag === "menu" || parentTag === "menubutton";
      entry.node = el("button", inMenu ? "item" : "button", { type: "button", role: inMenu ? "menuitem" : null });
      if (inMenu) entry.node.tabIndex = -1;
      // The keys held say what NSEvent.modifierFlags reads in the action.
      entry.sendClick = (event) => {
        const modifiers = modifierNames(event);
        entry.tree.send(modifiers.length ? { kind: "click", target: entry.id, modifiers } : { kind: "click", target: entry.id });
      };
      entry.node.addEventListener("click", (event) => {
        if (entry.attrs.paste) { pasteInto(entry); return; }
        if (entry.endsRepeat?.()) return; // a repeating press has acted already
        entry.sendClick(event);
      });
    },
    apply(entry, fresh) {
      if (entry.attrs.repeats === true && !entry.endsRepeat && !entry.node.classList.contains("item")) {
        // Listened for only once a button repeats: most never do.
        entry.endsRepeat = trackRepeat(entry, entry.node, (event) => entry.sendClick(event));
      }
      if (entry.attrs.pressable === true && !entry.pressListening) {
        // A pressable button tells the app when it is held down (listened
        // for only once a button is pressable: most never are).
        entry.pressListening = true;
        trackPress(entry, entry.node, (value) => send(entry, "change", value));
      }
      if (fresh && !entry.attrs.role && !entry.attrs.style && !entry.attrs.borderShape) return;
      setAttr(entry.node, "data-role", entry.attrs.role || null);
      setAttr(entry.node, "data-style", entry.attrs.style || null);
      // `buttonBorderShape`: the bezel's shape, and a rounded rectangle's radius (controls.css).
      const [shape, radius] = (entry.attrs.borderShape || "").split(" ");
      setAttr(entry.node, "data-border-shape", shape || null);
      setStyle(entry.node, "--shape-radius", Number.isFinite(Number(radius)) && radius ? `${Number(radius)}px` : null);
    },
  },
  link: {
    create(entry) {
      entry.node = el("a", "link", { rel: "noopener noreferrer" });
      entry.node.addEventListener("click", (event) => {
        // The app opens the URL (its openURL action); the address is shown
        // and can be copied.
        event.preventDefault();
        event.stopPropagation();
        send(entry, "click");
      });
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
        entry.control.checked = entry.attrs.checked === true;
        entry.control.indeterminate = entry.attrs.checked === "mixed";
      });
    },
    apply(entry) {
      const checked = entry.attrs.checked === true;
      // Mixed (a toggle of several sources, some on): the box shows a dash.
      const mixed = entry.attrs.checked === "mixed";
      entry.control.checked = checked;
      entry.control.indeterminate = mixed;
      // A Mac draws a toggle as a checkbox unless told otherwise (`.automatic` is `.checkbox` on macOS).
      const style = entry.attrs.style === "switch" || entry.attrs.style === "button" ? entry.attrs.style : "checkbox";
      // A button-style toggle is a pressed/unpressed button to look at, and
      // a switch to assistive technology all the same.
      setAttr(entry.control, "role", style === "checkbox" ? null : "switch");
      setAttr(entry.control, "aria-checked", mixed ? "mixed" : String(checked));
      entry.node.dataset.style = style;
      entry.node.classList.toggle("on", checked);
    },
  },
  slider: {
    containerFor(entry, child) {
      const name = child.tag === "slot" ? child.attrs.name : null;
      if (name === "minimumValueLabel") return entry.minimum;
      if (name === "maximumValueLabel") return entry.maximum;
      return entry.container;
    },
    create(entry) {
      entry.node = el("label", "slider");
      entry.container = el("span", "slider-label");
      entry.control = el("input", null, { type: "range" });
      entry.minimum = el("span", "slider-bound");
      entry.maximum = el("span", "slider-bound");
      entry.node.append(entry.container, entry.minimum, entry.control, entry.maximum);
      entry.control.addEventListener("pointerdown", () => { entry.dragging = true; });
      entry.control.addEventListener("pointerup", () => { entry.dragging = false; });
      entry.control.addEventListener("input", () => {
        showSliderFill(entry);
        send(entry, "change", entry.control.value);
      });
    },
    apply(entry) {
      const { min, max, step, value } = entry.attrs;
      const input = entry.control;
      input.min = min ?? "0";
      input.max = max ?? "1";
      input.step = step ?? "any"; // absent: continuous
      if (!entry.dragging && value !== undefined && input.value !== value) input.value = value;
      showSliderFill(entry);
      // A stepped slider shows a tick mark at each step, as on a Mac.
      const intervals = step ? Math.round((Number(max ?? 1) - Number(min ?? 0)) / Number(step)) : 0;
      const ticked = Number.isFinite(intervals) && intervals > 0;
      setAttr(entry.node, "data-ticked", ticked ? "" : null);
      setStyle(entry.node, "--tick-intervals", ticked ? String(intervals) : null);
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
      entry.buttons = { decrement, increment };
    },
    apply(entry) {
      const disabled = entry.attrs.disabled === true;
      entry.buttons.decrement.disabled = disabled || entry.attrs.canDecrement === false;
      entry.buttons.increment.disabled = disabled || entry.attrs.canIncrement === false;
      setAttr(entry.node, "role", "group");
      const label = entry.attrs.label || entry.container.textContent.trim();
      setAttr(entry.buttons.decrement, "aria-label", label ? `Decrement ${label}` : "Decrement");
      setAttr(entry.buttons.increment, "aria-label", label ? `Increment ${label}` : "Increment");
    },
    childChanged(entry) { this.apply(entry); },
    childrenChanged(entry) { this.apply(entry); },
  },
  textfield: {
    // `axis="vertical"` grows to several lines: a textarea then.
    structural: ["secure", "axis"],
    create(entry) {
      const multiline = entry.attrs.axis === "vertical";
      const input = multiline
        ? el("textarea", "textfield multiline", { rows: "1", spellcheck: "false" })
        : el("input", "textfield", { type: entry.attrs.secure === true ? "password" : "text", spellcheck: "false" });
      textInput(entry, input);
      // A label that is not plain text is drawn beside the field.
      entry.node = el("span", "textfield-box");
      entry.container = el("span", "textfield-label");
      entry.node.append(entry.container, input);
      input.addEventListener("keydown", (event) => {
        if (event.key !== "Enter" || event.isComposing || entry.composing) return;
        if (multiline && event.shiftKey) return; // a new line
        if (multiline) event.preventDefault();
        send(entry, "submit");
      });
    },
    apply(entry) {
      const { placeholder, label } = entry.attrs;
      setAttr(entry.control, "placeholder", placeholder ?? null);
      setAttr(entry.control, "aria-label", label || placeholder || entry.container.textContent.trim() || null);
      setAttr(entry.control, "data-style", entry.attrs.style || null);
      // The on-screen keyboard a touch device shows (`keyboardType(_:)`).
      setAttr(entry.control, "inputmode", KEYBOARD_INPUT_MODE[entry.attrs.keyboardType] ?? null);
      // Touch keyboards' capitalisation and correction (textInputAutocapitalization, autocorrectionDisabled).
      setAttr(entry.control, "autocapitalize", entry.attrs.autocapitalize ?? null);
      const corrects = entry.attrs.autocorrect !== false;
      setAttr(entry.control, "autocorrect", corrects ? null : "off");
      setAttr(entry.control, "spellcheck", corrects ? null : "false");
      // What the field holds, for autofill and password managers (textContentType).
      setAttr(entry.control, "autocomplete", autofillName(entry.attrs.contentType));
      // What a touch keyboard's Return key says (submitLabel); a physical key shows nothing.
      setAttr(entry.control, "enterkeyhint", ENTER_KEY_HINTS[entry.attrs.submitLabel] ?? null);
      // The app focuses the field (`@FocusState`, a RenameButton's action).
      followAppFocus(entry, entry.control, entry.node);
      showClearButton(entry);
      showTextValue(entry);
    },
    childrenChanged(entry) { this.apply(entry); },
  },
  texteditor: {
    create(entry) {
      textInput(entry, el("textarea", "texteditor", { spellcheck: "true" }));
    },
    apply(entry) {
      setAttr(entry.control, "aria-label", entry.attrs.label || "Text");
      setAttr(entry.control, "data-style", entry.attrs.style || null);
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
      // `horizontalRadioGroupLayout()`: the radio buttons in a row.
      setAttr(entry.node, "data-axis", entry.attrs.axis === "horizontal" ? "horizontal" : null);
      entry.choices.setAttribute("aria-orientation", entry.attrs.axis === "horizontal" ? "horizontal" : "vertical");
      if (entry.attrs.label) entry.choices.removeAttribute("aria-labelledby");
      else entry.choices.setAttribute("aria-labelledby", entry.labelBox.id);
      for (const option of entry.children) if (option.tag === "option") controlHandlers.option.apply(option);
      if (entry.choices.tagName === "SELECT") {
        const selected = entry.children.find((o) => o.tag === "option" && isSelected(o));
        if (selected) entry.choices.value = optionKey(selected);
        // Sources with different values: the pop-up shows none, as a Mac's shows it blank.
        else if (entry.attrs.selected === "") entry.choices.selectedIndex = -1;
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
      // An item without a tag of the selection's type cannot be chosen.
      const choosable = entry.attrs.key !== undefined && entry.attrs.disabled !== true;
      entry.node.disabled = !choosable;
      if (entry.node.tagName === "OPTION") {
        entry.node.value = optionKey(entry);
        entry.node.selected = selected;
      } else {
        setAttr(entry.node, "aria-checked", String(selected));
        // Some of the picker's sources have this value: a dash, as a Mac's mixed state.
        setAttr(entry.node, "data-mixed", entry.attrs.selected === "mixed" ? "" : null);
        entry.node.tabIndex = selected ? 0 : -1;
      }
    },
  },
  menubutton: {
    create(entry) {
      entry.node = el("div", "menubutton");
      entry.control = el("button", "button", { type: "button", "aria-haspopup": "menu", "aria-expanded": "false" });
      entry.popup = el("div", "popup menubutton-popup", { role: "menu" });
      entry.popup.hidden = true;
      entry.node.append(entry.control, entry.popup);
      // With an `open` attribute the app says when the menu shows; without
      // one the page opens and closes it by itself.
      const appOwned = () => entry.attrs.open !== undefined;
      const show = (open) => {
        entry.popup.hidden = !open;
        entry.control.setAttribute("aria-expanded", String(open));
        if (open) setTimeout(() => firstItem(entry.popup)?.focus(), 0);
      };
      entry.show = show;
      const close = (refocus, tell) => {
        if (entry.popup.hidden) return;
        show(false);
        if (tell && appOwned()) send(entry, "dismiss");
        if (refocus) entry.control.focus();
      };
      entry.control.addEventListener("click", () => {
        send(entry, "click");
        if (!appOwned() && entry.attrs.primaryAction !== true) show(entry.popup.hidden);
      });
      entry.popup.addEventListener("keydown", (event) => menuKeydown(event, entry.popup, () => close(true, true)));
      entry.popup.addEventListener("click", (event) => {
        if (event.target.closest("[role^=menuitem]:not([aria-haspopup])")) close(true, false);
      });
      entry.outside = (event) => { if (!entry.node.contains(event.target)) close(false, true); };
      document.addEventListener("pointerdown", entry.outside);
    },
    destroy(entry) { document.removeEventListener("pointerdown", entry.outside); },
    containerFor(entry, child) {
      // The label goes on the button; the items (or a `menu` of them) in the popup.
      return ["menu", "button", "divider", "menubutton", "menuitem", "separator"].includes(child.tag)
        ? entry.popup : entry.control;
    },
    apply(entry) {
      entry.titleNode ??= entry.control.insertBefore(el("span", "menubutton-title"), entry.control.firstChild);
      entry.titleNode.textContent = entry.attrs.title ?? "";
      setAttr(entry.node, "data-style", entry.attrs.style || null);
      setAttr(entry.node, "data-indicator", entry.attrs.menuIndicator || null);
      if (entry.attrs.open !== undefined) entry.show(entry.attrs.open === true);
    },
  },
  navlink: {
    create(entry) {
      entry.node = el("button", "navlink", { type: "button" });
      entry.node.addEventListener("click", () => send(entry, "click"));
    },
    apply(entry) {
      const active = entry.attrs.active === true;
      entry.node.classList.toggle("active", active);
      setAttr(entry.node, "aria-current", active ? "page" : null);
    },
  },
};

function optionKey(option) {
  return option.attrs.key ?? String(option.id);
}

function isSelected(option) {
  const picker = pickerOf(option);
  if (picker && picker.attrs.selected !== undefined) return picker.attrs.selected === optionKey(option);
  return option.attrs.selected === true;
}

