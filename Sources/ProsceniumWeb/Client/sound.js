// Sounds the app plays (AVAudioPlayer, AVPlayer, NSSound): one audio element
// per player, fed from the app's asset URL. The app keeps the clock; the page
// plays, pauses, stops and repeats as told.

/** The page's players, by the app's player number. */
const players = new Map();

/** Applies one sound command ({player, action, asset, volume, loops, time, rate}). */
export function playSound(command) {
  if (!command || !Number.isInteger(command.player)) return;
  let entry = players.get(command.player);
  if (command.action === "stop" || command.action === "pause") {
    if (!entry) return;
    entry.audio.pause();
    if (command.action === "stop") { entry.audio.currentTime = 0; entry.left = 0; }
    return;
  }
  if (!entry) {
    if (typeof command.asset !== "string" || !/^[A-Za-z0-9_-]+$/.test(command.asset)) return;
    const audio = new Audio(`/asset/${command.asset}`);
    audio.preload = "auto";
    audio.dataset.player = String(command.player);
    audio.hidden = true;
    document.body.append(audio);
    entry = { audio, left: 0 };
    // A finite repeat count is counted down here; a negative one loops.
    audio.addEventListener("ended", () => {
      if (entry.left > 0) { entry.left -= 1; audio.currentTime = 0; audio.play().catch(() => {}); }
    });
    players.set(command.player, entry);
  }
  const { audio } = entry;
  audio.volume = clamp(command.volume, 0, 1, 1);
  audio.playbackRate = clamp(command.rate, 0.5, 2, 1);
  audio.loop = command.loops < 0;
  if (command.action === "adjust") return;
  entry.left = Math.max(0, command.loops | 0);
  const time = clamp(command.time, 0, Number.MAX_VALUE, 0);
  if (Math.abs(audio.currentTime - time) > 0.05) audio.currentTime = time;
  // A page may refuse sound before the person first clicks it (autoplay policy).
  audio.play().catch((error) => console.warn("Proscenium: the browser refused to play a sound:", error.message));
}

function clamp(value, low, high, fallback) {
  return Number.isFinite(value) ? Math.min(Math.max(value, low), high) : fallback;
}
