// The parts of a date picker a Mac draws beside its field: the stepper of the
// automatic and `stepperField` styles, and the `graphical` style's month
// calendar and clock face. Each edits the picker's instant (seconds since
// 1970, in the person's own time zone) through `change(seconds)`.

import { el, setAttr, setStyle } from "./dom.js";

const DAY = 86400;

/** The date of an entry's `value`, or now when it has none. */
function dateOf(entry) {
  const seconds = Number(entry.attrs.value);
  return new Date(Number.isFinite(seconds) ? seconds * 1000 : Date.now());
}

/** Two arrows that move the date a day (a time-only picker: a minute). */
export function makeDateStepper(entry, change) {
  const buttons = el("span", "stepper-buttons");
  const step = (sign) => {
    const unit = entry.attrs.components === "hourAndMinute" ? 60 : DAY;
    change(dateOf(entry).getTime() / 1000 + sign * unit);
  };
  const down = el("button", null, { type: "button", tabindex: "-1", "aria-label": "Earlier" });
  const up = el("button", null, { type: "button", tabindex: "-1", "aria-label": "Later" });
  down.addEventListener("click", () => step(-1));
  up.addEventListener("click", () => step(1));
  buttons.append(down, up);
  return buttons;
}

/** A month calendar: its title and arrows, the weekdays' initials, six weeks of days. */
export function makeCalendar(entry, change) {
  const calendar = el("div", "date-calendar", { role: "grid" });
  const title = el("span", "date-calendar-title");
  const previous = el("button", "date-calendar-arrow", { type: "button", "aria-label": "Previous month" });
  const next = el("button", "date-calendar-arrow", { type: "button", "aria-label": "Next month" });
  const head = el("div", "date-calendar-head");
  head.append(title, previous, next);
  const days = el("div", "date-calendar-days");
  calendar.append(head, days);
  calendar.shown = null;
  const turn = (months) => {
    const shown = calendar.shown ?? dateOf(entry);
    calendar.shown = new Date(shown.getFullYear(), shown.getMonth() + months, 1);
    drawCalendar(entry, calendar, change);
  };
  previous.addEventListener("click", () => turn(-1));
  next.addEventListener("click", () => turn(1));
  calendar.parts = { title, days };
  return calendar;
}

/** Draws the month shown (the selection's, until an arrow turns it). */
export function drawCalendar(entry, calendar, change) {
  const selected = dateOf(entry);
  const shown = calendar.shown ?? selected;
  const year = shown.getFullYear(), month = shown.getMonth();
  const { title, days } = calendar.parts;
  title.textContent = new Date(year, month, 1).toLocaleDateString(undefined, { month: "long", year: "numeric" });
  days.replaceChildren();
  for (const initial of ["S", "M", "T", "W", "T", "F", "S"]) {
    const weekday = el("span", "date-calendar-weekday", { "aria-hidden": "true" });
    weekday.textContent = initial;
    days.append(weekday);
  }
  const first = new Date(year, month, 1);
  const today = new Date();
  for (let cell = 0; cell < 42; cell++) {
    const day = new Date(year, month, 1 - first.getDay() + cell);
    const button = el("button", "date-calendar-day", { type: "button", tabindex: "-1" });
    button.textContent = String(day.getDate());
    setAttr(button, "data-outside", day.getMonth() !== month ? "" : null);
    setAttr(button, "data-today", day.toDateString() === today.toDateString() ? "" : null);
    const chosen = day.toDateString() === selected.toDateString();
    setAttr(button, "aria-selected", String(chosen));
    setAttr(button, "aria-label", day.toLocaleDateString(undefined, { dateStyle: "full" }));
    button.addEventListener("click", () => {
      const next = new Date(selected);
      next.setFullYear(day.getFullYear(), day.getMonth(), day.getDate());
      calendar.shown = null;
      change(next.getTime() / 1000);
    });
    days.append(button);
  }
}

/** A clock face whose hands show the time; a click or drag sets the minute
 * hand (near the rim) or the hour hand (near the centre). */
export function makeClock(entry, change) {
  const clock = el("div", "date-clock", { role: "img" });
  for (let hour = 1; hour <= 12; hour++) {
    const mark = el("span", "date-clock-number");
    mark.textContent = String(hour);
    const angle = (hour / 12) * 2 * Math.PI;
    setStyle(mark, "left", `${50 + 38 * Math.sin(angle)}%`);
    setStyle(mark, "top", `${50 - 38 * Math.cos(angle)}%`);
    clock.append(mark);
  }
  const hourHand = el("span", "date-clock-hand date-clock-hour");
  const minuteHand = el("span", "date-clock-hand date-clock-minute");
  clock.append(hourHand, minuteHand, el("span", "date-clock-pin"));
  const set = (event) => {
    const box = clock.getBoundingClientRect();
    const dx = event.clientX - box.left - box.width / 2, dy = event.clientY - box.top - box.height / 2;
    const turn = ((Math.atan2(dx, -dy) / (2 * Math.PI)) + 1) % 1;
    const date = dateOf(entry);
    if (Math.hypot(dx, dy) > box.width * 0.27) {
      date.setMinutes(Math.round(turn * 60) % 60, 0, 0);
    } else {
      const afternoon = date.getHours() >= 12;
      date.setHours((Math.round(turn * 12) % 12) + (afternoon ? 12 : 0));
    }
    change(date.getTime() / 1000);
  };
  clock.addEventListener("pointerdown", (event) => {
    clock.setPointerCapture?.(event.pointerId);
    set(event);
  });
  clock.addEventListener("pointermove", (event) => { if (event.buttons) set(event); });
  clock.hands = { hourHand, minuteHand };
  return clock;
}

/** Turns the clock's hands to the entry's time. */
export function drawClock(entry, clock) {
  const date = dateOf(entry);
  const minutes = date.getMinutes();
  setStyle(clock.hands.minuteHand, "--turn", `${minutes / 60}turn`);
  setStyle(clock.hands.hourHand, "--turn", `${((date.getHours() % 12) + minutes / 60) / 12}turn`);
  setAttr(clock, "aria-label", date.toLocaleTimeString(undefined, { hour: "numeric", minute: "2-digit" }));
}
