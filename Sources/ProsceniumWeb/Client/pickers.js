// Date and colour pickers, and gauges. A date picker shows the app's date (seconds since
// 1970) in the person's own time zone in the browser's date and time inputs,
// and sends back the instant they typed or picked; a colour picker is the
// browser's colour input, with an opacity slider when the app allows alpha.

import { el, setAttr, setStyle } from "./dom.js";
import { drawCalendar, drawClock, makeCalendar, makeClock, makeDateStepper } from "./datepanels.js";

function send(entry, value) {
  entry.tree.send({ kind: "change", target: entry.id, value });
}

const pad = (n, width = 2) => String(n).padStart(width, "0");

/** The input's text for an instant, in local time. */
function localText(seconds, components) {
  const number = Number(seconds);
  if (seconds === undefined || !Number.isFinite(number)) return "";
  const d = new Date(number * 1000);
  const date = `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  if (components === "date") return date;
  if (components === "hourAndMinute") return time;
  return `${date}T${time}`;
}

/** The instant the input shows, keeping the parts it does not show from `current`. */
function instant(text, components, current) {
  const d = new Date(Number(current) * 1000 || 0);
  const date = /^(\d{4,})-(\d{2})-(\d{2})/.exec(text);
  const time = /(?:^|T)(\d{2}):(\d{2})/.exec(text);
  if (components !== "hourAndMinute") {
    if (!date) return null;
    d.setFullYear(Number(date[1]), Number(date[2]) - 1, Number(date[3]));
  }
  if (components !== "date") {
    if (!time) return null;
    d.setHours(Number(time[1]), Number(time[2]), 0, 0);
  }
  return d.getTime() / 1000;
}

const INPUT_TYPES = { date: "date", hourAndMinute: "time" };

export const pickerHandlers = {
  datepicker: {
    structural: ["components"],
    create(entry) {
      entry.node = el("label", "datepicker");
      entry.container = el("span", "datepicker-label");
      entry.control = el("input", "textfield datepicker-field", {
        type: INPUT_TYPES[entry.attrs.components] || "datetime-local",
      });
      // The stepper, calendar and clock are shown by style (pickers.css).
      const change = (seconds) => { if (entry.attrs.disabled !== true) send(entry, String(seconds)); };
      entry.changeDate = change;
      entry.stepper = makeDateStepper(entry, change);
      entry.calendar = makeCalendar(entry, change);
      entry.clock = makeClock(entry, change);
      entry.node.append(entry.container, entry.control, entry.stepper, entry.calendar, entry.clock);
      entry.control.addEventListener("change", () => {
        const seconds = instant(entry.control.value, entry.attrs.components, entry.attrs.value);
        if (seconds === null) return;
        send(entry, String(seconds));
      });
      // A compact picker opens its calendar when clicked, as a Mac's does.
      entry.control.addEventListener("click", () => {
        if (entry.attrs.style === "compact") entry.control.showPicker?.();
      });
    },
    apply(entry) {
      const { value, min, max, components, style, label } = entry.attrs;
      const input = entry.control;
      const text = localText(value, components);
      // The app's date wins (it may have clamped what was typed to its range).
      if (input.value !== text) input.value = text;
      setAttr(input, "min", min !== undefined ? localText(min, components) : null);
      setAttr(input, "max", max !== undefined ? localText(max, components) : null);
      setAttr(entry.node, "data-style", style || null);
      setAttr(entry.node, "data-components", components || null);
      setAttr(input, "aria-label", label || entry.container.textContent.trim() || "Date");
      if (style === "graphical") {
        drawCalendar(entry, entry.calendar, entry.changeDate);
        drawClock(entry, entry.clock);
      }
    },
    childrenChanged(entry) { this.apply(entry); },
  },
  colorpicker: {
    create(entry) {
      entry.node = el("div", "colorpicker", { role: "group" });
      entry.container = el("span", "colorpicker-label");
      entry.control = el("input", "colorpicker-well", { type: "color" });
      entry.opacity = el("input", "colorpicker-opacity", { type: "range", min: "0", max: "1", step: "0.01" });
      entry.node.append(entry.container, entry.control, entry.opacity);
      const changed = () => {
        const alpha = Math.round(Math.min(Math.max(Number(entry.opacity.value), 0), 1) * 255);
        send(entry, entry.control.value + (entry.attrs.supportsOpacity === true ? pad(alpha.toString(16)) : ""));
      };
      entry.control.addEventListener("input", changed);
      entry.opacity.addEventListener("input", changed);
    },
    apply(entry) {
      const { value, supportsOpacity, label } = entry.attrs;
      const match = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(value || "");
      if (match) {
        if (entry.control.value !== `#${match[1].toLowerCase()}`) entry.control.value = `#${match[1]}`;
        const alpha = match[2] ? parseInt(match[2], 16) / 255 : 1;
        if (document.activeElement !== entry.opacity) entry.opacity.value = String(alpha);
      }
      entry.opacity.hidden = supportsOpacity !== true;
      const name = label || entry.container.textContent.trim() || "Colour";
      // The well carries the name (the group around it and the opacity slider stays unnamed).
      setAttr(entry.control, "aria-label", name);
      setAttr(entry.opacity, "aria-label", `${name} opacity`);
    },
    childrenChanged(entry) { this.apply(entry); },
  },
  gauge: {
    containerFor(entry, child) {
      const name = child.tag === "slot" ? child.attrs.name : null;
      if (name === "minimumValueLabel") return entry.minimum;
      if (name === "maximumValueLabel") return entry.maximum;
      if (name === "currentValueLabel") return entry.current;
      return entry.container;
    },
    create(entry) {
      entry.node = el("div", "gauge");
      entry.container = el("div", "gauge-label");
      entry.control = el("div", "gauge-meter", { role: "meter" });
      entry.fill = el("div", "gauge-fill");
      entry.current = el("span", "gauge-current");
      entry.control.append(entry.fill, entry.current);
      entry.minimum = el("span", "gauge-bound");
      entry.maximum = el("span", "gauge-bound");
      const track = el("div", "gauge-track");
      track.append(entry.minimum, entry.control, entry.maximum);
      entry.node.append(entry.container, track);
    },
    apply(entry) {
      const { value, min, max, style, label } = entry.attrs;
      const low = Number(min ?? 0), high = Number(max ?? 1), now = Number(value ?? low);
      const fraction = high > low && Number.isFinite(now) ? Math.min(Math.max((now - low) / (high - low), 0), 1) : 0;
      setStyle(entry.node, "--fraction", String(fraction));
      setAttr(entry.control, "aria-valuenow", String(now));
      setAttr(entry.control, "aria-valuemin", String(low));
      setAttr(entry.control, "aria-valuemax", String(high));
      setAttr(entry.control, "aria-valuetext", entry.current.textContent.trim() || null);
      setAttr(entry.control, "aria-label", label || entry.container.textContent.trim() || "Gauge");
      setAttr(entry.node, "data-style", style || null);
    },
    childChanged(entry) { this.apply(entry); },
    childrenChanged(entry) { this.apply(entry); },
  },
};
