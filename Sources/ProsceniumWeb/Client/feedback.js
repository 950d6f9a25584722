// Haptic feedback the app asks for (sensoryFeedback, UIKit's feedback
// generators), played as the device's vibration where it has one (phones and
// tablets); a desktop browser has none and ignores it, as a Mac does.

/** Vibration patterns in milliseconds, on and off, at full intensity. */
const PATTERNS = {
  success: [20, 80, 30], warning: [30, 80, 30], error: [40, 60, 40, 60, 40],
  selection: [10], increase: [15, 50, 25], decrease: [25, 50, 15],
  start: [30], stop: [30, 50, 30], alignment: [8], levelChange: [12], pathComplete: [15, 40, 15],
  impactLight: [15], impactMedium: [25], impactHeavy: [40],
  impactSoft: [20], impactSolid: [25], impactRigid: [30],
};

/** Plays `feedback` ({kind, intensity}); unknown kinds are ignored. */
export function playFeedback(feedback) {
  const pattern = feedback && PATTERNS[feedback.kind];
  if (!pattern || typeof navigator.vibrate !== "function") return;
  const intensity = Number.isFinite(feedback.intensity) ? Math.min(Math.max(feedback.intensity, 0), 1) : 1;
  if (intensity === 0) return;
  // Intensity shortens each pulse (a phone's motor has one strength); pauses stay.
  navigator.vibrate(pattern.map((ms, i) => (i % 2 === 0 ? Math.max(5, Math.round(ms * intensity)) : ms)));
}
