// The WebSocket to the app: reconnects by itself with backoff, and each
// (re)connect starts from the snapshot the app sends first.

import { PROTOCOL_VERSION } from "./vocabulary.js";

export class Connection {
  /**
   * @param {(message: object) => void} onMessage a snapshot or update
   * @param {(state: "connecting"|"open"|"closed"|"refused") => void} onState
   */
  constructor(onMessage, onState) {
    this.onMessage = onMessage;
    this.onState = onState;
    this.socket = null;
    this.delay = 250;
    this.timer = null;
    this.everOpened = false;
    /** The window this page shows alone (own windows mode), else null. */
    this.window = null;
  }

  get url() {
    // Own windows mode: the page shows one window of the app's one session.
    const query = this.window == null ? "" : `?window=${encodeURIComponent(this.window)}`;
    return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/ws${query}`;
  }

  connect() {
    clearTimeout(this.timer);
    this.onState("connecting");
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.addEventListener("open", () => {
      this.delay = 250;
      this.everOpened = true;
      this.onState("open");
    });
    socket.addEventListener("message", (event) => {
      let message;
      try {
        message = JSON.parse(event.data);
      } catch (error) {
        console.warn("Proscenium: a message from the app did not parse", error);
        return;
      }
      if (message.v !== PROTOCOL_VERSION) {
        console.warn("Proscenium: a message of another protocol version was ignored", message.v);
        return;
      }
      this.onMessage(message);
    });
    socket.addEventListener("close", () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.scheduleReconnect();
    });
  }

  async scheduleReconnect() {
    // A restarted app has a new token: the page cannot get in again and
    // must say so instead of trying for ever.
    if (await this.isRefused()) {
      this.onState("refused");
      return;
    }
    this.onState("closed");
    const delay = this.delay * (0.75 + Math.random() * 0.5);
    this.delay = Math.min(this.delay * 2, 5000);
    this.timer = setTimeout(() => this.connect(), delay);
  }

  async isRefused() {
    try {
      const response = await fetch("/client/index.html", { cache: "no-store", credentials: "same-origin" });
      return response.status === 401 || response.status === 403;
    } catch {
      return false; // the app is not there at all: keep trying
    }
  }

  /** Drops the connection so that the next one starts from a fresh snapshot. */
  resynchronise() {
    if (this.socket) this.socket.close(4000, "resynchronise");
  }

  /** Sends an event; dropped while disconnected, as it would name stale state. */
  sendEvent(event) {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify({ v: PROTOCOL_VERSION, type: "event", event }));
    return true;
  }
}
