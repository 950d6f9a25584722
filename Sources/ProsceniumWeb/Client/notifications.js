// Notifications the app delivers (UNUserNotificationCenter): banners stacked
// in the desktop's top-right corner, as a Mac shows them on its screen. Each
// stays a few seconds (longer while the pointer is over it); a click on it
// tells the app and closes it.

import { el } from "./dom.js";

const SHOWN_MS = 6000;

/** Shows `notification` ({id, title, subtitle, body, sound}) over `desktop`; `send` sends a HostEvent. */
export function showNotification(notification, desktop, send) {
  if (!notification || typeof notification.id !== "string") return;
  let stack = desktop.querySelector(":scope > .notifications");
  if (!stack) {
    stack = el("div", "notifications", { "aria-live": "polite" });
    desktop.append(stack);
  }
  stack.querySelector(`[data-notification="${CSS.escape(notification.id)}"]`)?.remove();
  const banner = el("div", "notification", { role: "status", tabindex: "0" });
  banner.dataset.notification = notification.id;
  for (const [name, text] of [["title", notification.title], ["subtitle", notification.subtitle], ["body", notification.body]]) {
    if (typeof text !== "string" || text === "") continue;
    const line = el("div", `notification-${name}`);
    line.textContent = text;
    banner.append(line);
  }
  const close = () => banner.remove();
  const open = () => { send({ kind: "notificationClick", value: notification.id }); close(); };
  banner.addEventListener("click", open);
  banner.addEventListener("keydown", (event) => { if (event.key === "Enter" || event.key === " ") open(); });
  let timer = setTimeout(close, SHOWN_MS);
  banner.addEventListener("pointerenter", () => clearTimeout(timer));
  banner.addEventListener("pointerleave", () => { timer = setTimeout(close, SHOWN_MS / 2); });
  stack.prepend(banner);
  if (notification.sound) alertTone();
}

/** The alert tone: a short two-note chime through Web Audio. */
function alertTone() {
  const Context = window.AudioContext || window.webkitAudioContext;
  if (!Context) return;
  const context = new Context();
  [[880, 0], [1320, 0.09]].forEach(([frequency, start]) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, context.currentTime + start);
    gain.gain.exponentialRampToValueAtTime(0.2, context.currentTime + start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, context.currentTime + start + 0.25);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(context.currentTime + start);
    oscillator.stop(context.currentTime + start + 0.3);
  });
  setTimeout(() => context.close(), 1000);
}
