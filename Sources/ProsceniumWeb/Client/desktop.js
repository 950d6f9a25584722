// The desktop: the menu bar, the windows (title bar, moving, resizing,
// stacking, minimising) and a dock of minimised windows.

import { watchToolbarOverflow } from "./toolbaroverflow.js";
import { cssCursor } from "./cursors.js";
import { el, setAttr, setStyle, setText } from "./dom.js";
import { PatchError, SurfaceTree } from "./render.js";
import { applyPlacement, mergePlacement, reportContentSize } from "./placement.js";
import { playFeedback } from "./feedback.js";
import { playSound } from "./sound.js";
import { showNotification } from "./notifications.js";

const MIN_WIDTH = 160;
const MIN_HEIGHT = 90;

export class Desktop {
  /**
   * @param {{menubar: Element, desktop: Element, dock: Element, popups: Element}} places
   * @param {(event: object) => void} send sends a HostEvent
   */
  constructor(places, send) {
    this.places = places;
    this.send = send;
    /** @type {Map<string, WindowView|MenuBarView>} */
    this.surfaces = new Map();
    this.cascade = 0;
    /** Own windows mode: the one window this page shows, else null. */
    this.solo = null;
    /** Own windows mode: the title of the extras' small window, when this page is it. */
    this.extrasTitle = null;
    /** The extras' page: the app's windows, which it does not show. */
    this.extrasWindows = new Set();
  }

  /** Shows exactly these surfaces (a snapshot). */
  reset(surfaces) {
    this.extrasWindows.clear();
    for (const view of this.surfaces.values()) view.destroy();
    this.surfaces.clear();
    this.cascade = 0;
    for (const surface of surfaces) this.open(surface);
    // Own windows mode: a page whose window is gone (closed while it reloaded) goes too.
    if (this.solo !== null && !this.surfaces.has(this.solo)) window.close();
    this.updateTitle();
    this.layoutTabs();
  }

  /** Whether this page carries out what the app asks of the display as a
   * whole (links, the clipboard, sounds, notifications): every page, except
   * in own windows mode, where the key window's page does (else the first's). */
  performsAppRequests() {
    // The extras' small window speaks for the app only while it has no windows.
    if (this.extrasTitle) return this.extrasWindows.size === 0;
    if (this.solo === null) return true;
    const windows = this.windows();
    const key = windows.find((w) => w.attributes?.isKey) || windows.sort((a, b) => a.id.localeCompare(b.id))[0];
    return !key || key.id === this.solo;
  }

  /** A window's placement sent as the frames that changed since the last
   *  (`layoutChanges`) made whole again, onto the placement the window has.
   *  Throws PatchError when it cannot be: the page is sent everything again. */
  mergePlacements(changes) {
    for (const change of changes) {
      const delta = change.op === "configure" ? change.attributes?.layoutChanges : undefined;
      if (delta === undefined) continue;
      delete change.attributes.layoutChanges;
      const view = this.surfaces.get(change.id);
      if (!view) continue;  // A window this page does not show.
      const layout = mergePlacement(view.attributes?.layout, delta);
      if (!layout) throw new PatchError(`placement changes for window ${change.id} without a placement to change`);
      change.attributes.layout = layout;
    }
  }

  /** Applies one update's changes. Throws PatchError when out of step. */
  apply(changes) {
    this.mergePlacements(changes);
    for (const change of changes) {
      switch (change.op) {
        case "open": this.open(change.surface); break;
        case "close": this.close(change.id); break;
        case "configure": this.surfaces.get(change.id)?.configure(change.attributes); break;
        case "patch": {
          const view = this.surfaces.get(change.id);
          if (!view && this.extrasTitle) break;  // The extras' page shows no windows.
          if (!view) throw new Error(`unknown surface ${change.id}`);
          // The window's placement ends in this update (an animated change):
          // end it first, so the patches animate in the page's own layout.
          const next = changes.find((c) => c.op === "configure" && c.id === change.id);
          if (next && !next.attributes?.layout && view.attributes?.layout) applyPlacement(view.tree, null);
          // A new placement in this update is applied with the patches, so
          // that an animation among them moves the views to their new frames.
          const layout = next?.attributes?.layout, islands = next?.attributes?.islands;
          if (layout || islands) {
            view.tree.apply(change.patches, () => applyPlacement(view.tree, layout, islands));
          } else {
            view.tree.apply(change.patches);
            view.patched?.();
          }
          break;
        }
        case "openURL": if (this.performsAppRequests()) openExternal(change.url); break;
        case "copy": if (this.performsAppRequests()) copyToClipboard(change.text); break;
        case "share": if (this.performsAppRequests()) shareItems(change.share); break;
        case "feedback": if (this.performsAppRequests()) playFeedback(change.feedback); break;
        case "sound": if (this.performsAppRequests()) playSound(change.sound); break;
        case "notify":
          if (this.performsAppRequests()) showNotification(change.notification, this.places.desktop, this.send);
          break;
        case "endEditing": this.surfaces.get(change.id)?.endEditing(); break;
        default: console.warn("Proscenium: unknown change", change.op);
      }
    }
    this.updateTitle();
    this.layoutTabs();
  }

  open(surface) {
    // The extras' small window shows the menu bar alone: a window's views
    // there would take focus and events that are its own page's.
    if (this.extrasTitle && surface.attributes.kind !== "menuBar") {
      this.extrasWindows.add(surface.id);
      return;
    }
    this.surfaces.get(surface.id)?.destroy();
    const view = surface.attributes.kind === "menuBar"
      ? new MenuBarView(this, surface)
      : new WindowView(this, surface, this.cascade++);
    if (view instanceof WindowView && surface.id === this.solo) {
      // The browser window takes the size the window has on a desktop (its
      // scene's default size, or its content's), once.
      view.frame.classList.add("measuring");
      if (!this.soloSized && view.frame.offsetWidth > 0) {
        this.soloSized = true;
        const chrome = { width: outerWidth - innerWidth, height: outerHeight - innerHeight };
        const menuBar = this.places.desktop.getBoundingClientRect().top;
        const titleBar = view.titlebar.offsetHeight;
        const width = view.frame.offsetWidth + chrome.width;
        const height = view.frame.offsetHeight - titleBar + menuBar + chrome.height;
        // A window not yet on the screen is not resized: once the page has loaded.
        const resize = () => setTimeout(() => resizeTo(width, height), 100);
        if (document.readyState === "complete") resize(); else addEventListener("load", resize, { once: true });
      }
      view.frame.classList.replace("measuring", "solo");
    }
    this.surfaces.set(surface.id, view);
  }

  close(id) {
    this.extrasWindows.delete(id);
    this.surfaces.get(id)?.destroy();
    this.surfaces.delete(id);
    // Own windows mode: the app closed this page's window.
    if (id === this.solo) window.close();
  }

  windows() {
    return [...this.surfaces.values()].filter((view) => view instanceof WindowView);
  }

  /** The key window, else the front-most visible one. */
  keyWindow() {
    const windows = this.windows().filter((w) => !w.attributes.isMinimized);
    return windows.find((w) => w.attributes.isKey)
      || windows.sort((a, b) => b.attributes.order - a.attributes.order)[0] || null;
  }

  /** The surface an element belongs to. */
  viewFor(node) {
    const id = node?.closest?.("[data-surface]")?.dataset.surface;
    return id === undefined ? null : this.surfaces.get(id) || null;
  }

  updateTitle() {
    if (this.extrasTitle) {
      document.title = this.extrasTitle;
      return;
    }
    const key = this.solo === null ? this.keyWindow() : this.surfaces.get(this.solo);
    document.title = key && key.attributes.title ? key.attributes.title : "Proscenium";
  }

  /** Brings a window to the front at once, before the app answers. */
  /** Windows merged into tabs (Window > Merge All Windows: the
   * `mergedIntoTabs` hint) show as one window: the frontmost, with a tab per window; the
   * others wait behind it in the same frame. Choosing a tab brings its window
   * forward. */
  layoutTabs() {
    const merged = this.windows().filter((w) => w.attributes?.hints?.mergedIntoTabs === true && !w.attributes.isMinimized);
    const tabbed = merged.length > 1;
    const front = merged.reduce((a, b) => (!a || (b.attributes.order ?? 0) > (a.attributes.order ?? 0) ? b : a), null);
    for (const w of this.windows()) {
      const inGroup = tabbed && merged.includes(w);
      w.frame.classList.toggle("tabbed", inGroup);
      w.frame.classList.toggle("tab-behind", inGroup && w !== front);
      if (!inGroup) { w.tabBar.replaceChildren(); continue; }
      if (w !== front) {
        for (const side of ["left", "top", "width", "height"]) w.frame.style[side] = front.frame.style[side];
      }
      w.tabBar.replaceChildren(...merged.sort((a, b) => a.id.localeCompare(b.id, undefined, { numeric: true })).map((other) => {
        const tab = el("button", "tab", { type: "button", role: "tab", "aria-selected": String(other === front) });
        tab.textContent = other.attributes.title || "Untitled";
        tab.addEventListener("click", () => other.focus());
        return tab;
      }));
    }
  }

  raise(view) {
    const top = Math.max(0, ...this.windows().map((w) => w.zIndex));
    if (view.zIndex < top || !view.attributes.isKey) view.setZ(top + 1);
    for (const w of this.windows()) w.frame.classList.toggle("key", w === view);
  }
}

class MenuBarView {
  constructor(desktop, surface) {
    this.desktop = desktop;
    this.id = surface.id;
    this.attributes = surface.attributes;
    this.frame = el("div", "menubar-surface", { "data-surface": surface.id });
    const send = (event) => desktop.send(event);
    this.tree = new SurfaceTree(surface.id, {
      content: this.frame, overlay: this.frame, toolbar: this.frame, popups: desktop.places.popups,
    }, send);
    this.tree.mount(surface.root);
    desktop.places.menubar.replaceChildren(this.frame);
  }

  configure(attributes) { this.attributes = attributes; }

  destroy() {
    this.tree.destroy();
    this.frame.remove();
  }
}

class WindowView {
  /** The app's first responder resigned: the focused view of this window lets focus go. */
  endEditing() {
    const focused = document.activeElement;
    if (focused && this.frame.contains(focused)) focused.blur();
  }

  constructor(desktop, surface, cascadeIndex) {
    this.desktop = desktop;
    this.id = surface.id;
    this.attributes = null;
    this.zIndex = 0;
    this.moving = false;
    // Where the display puts a window the app gave no position.
    this.cascade = { x: 48 + (cascadeIndex % 8) * 28, y: 24 + (cascadeIndex % 8) * 28 };
    this.build();
    this.tree = new SurfaceTree(surface.id, {
      content: this.body, overlay: this.modalLayer, toolbar: this.toolbarSlot, bottomBar: this.bottomBar,
      titleMenu: this.titleMenuSlot, popups: desktop.places.popups, modalChanged: () => this.modalChanged(),
      accessoryBar: (key) => this.accessoryBar(key),
      toolbarsChanged: () => this.toolbarsChanged(),
    }, (event) => desktop.send(event));
    this.tree.mount(surface.root);
    this.configure(surface.attributes);
    desktop.places.desktop.append(this.frame);
    this.reportContentSize = reportContentSize(this.body, (event) => this.send(event));
    this.placeByDefaultPosition();
    this.fitToDesktop();
  }

  /** Opens the window wholly on the desktop, as a Mac fits a new window to
   * the screen below its menu bar: a size larger than the desktop (the
   * app's `defaultSize`, or its content's) is cut to it, its content
   * scrolling, and the window moves in until no edge is off the desktop.
   * The app is told a frame it gave that changed; a position the display
   * chose stays the display's. */
  fitToDesktop() {
    if (this.frame.hidden || this.frame.classList.contains("zoomed")) return;
    const a = this.attributes;
    const desktop = this.desktop.places.desktop;
    const room = { width: desktop.clientWidth, height: desktop.clientHeight };
    // The window's box (.window's max-width and max-height keep it within the desktop).
    const shown = this.currentFrame();
    if (shown.width === 0 || shown.height === 0) return;  // not laid out (not shown)
    const width = Math.min(shown.width, room.width), height = Math.min(shown.height, room.height);
    const x = Math.min(Math.max(shown.x, 0), room.width - width);
    const y = Math.min(Math.max(shown.y, 0), room.height - height);
    // What was cut or moved (a point of rounding is neither).
    const told = {};
    if (a.width != null && a.width - width >= 1) told.width = width;
    if (a.height != null && a.height - height >= 1) told.height = height;
    if (a.x != null && x !== shown.x) told.x = x;
    if (a.y != null && y !== shown.y) told.y = y;
    if (a.x == null) this.cascade.x = x;
    if (a.y == null) this.cascade.y = y;
    this.frame.style.setProperty("left", `${Math.round(x)}px`);
    this.frame.style.setProperty("top", `${Math.round(y)}px`);
    if (told.width !== undefined) this.frame.style.setProperty("width", `${Math.round(width)}px`);
    if (told.height !== undefined) this.frame.style.setProperty("height", `${Math.round(height)}px`);
    if (Object.keys(told).length > 0) this.send({ kind: "windowFrame", ...told });
  }

  /** Places a window the app gave no position. The first window of its scene
   * goes where `defaultPosition` ("x,y" as a unit point: 0,0 is the desktop's
   * top leading corner, 1,1 its bottom trailing) says, else in the middle;
   * later ones cascade down and right from the last one of the scene, as on a
   * Mac. A window in the middle that would hide another's middle cascades
   * from the last window shown instead; surfaces of no scene keep the
   * display's own cascade. */
  placeByDefaultPosition() {
    const a = this.attributes;
    const scene = a.hints?.scene;
    if (a.x != null || a.y != null || !scene) return;
    const desktop = this.desktop.places.desktop;
    const shown = this.desktop.windows().filter((w) => w !== this && !w.attributes?.isMinimized && w.frame.isConnected);
    const earlier = shown.filter((w) => w.attributes?.hints?.scene === scene);
    const width = this.frame.offsetWidth, height = this.frame.offsetHeight;
    const cascadeFrom = (view) => {
      const last = view.currentFrame();
      const wrap = (value, size, room) => (value + size > room ? 24 : value);
      return { x: wrap(last.x + 28, width, desktop.clientWidth), y: wrap(last.y + 28, height, desktop.clientHeight) };
    };
    if (earlier.length > 0) {
      this.cascade = cascadeFrom(earlier[earlier.length - 1]);
    } else {
      let unit = a.hints?.defaultPosition;
      const explicit = Array.isArray(unit) && unit.length === 2 && unit.every(Number.isFinite);
      if (!explicit) unit = [0.5, 0.5];
      const free = (size, room) => Math.max(0, room - size);
      this.cascade = { x: Math.round(unit[0] * free(width, desktop.clientWidth)), y: Math.round(unit[1] * free(height, desktop.clientHeight)) };
      const middle = { x: this.cascade.x + width / 2, y: this.cascade.y + height / 2 };
      const hidden = shown.find((w) => {
        const f = w.currentFrame();
        const cx = f.x + f.width / 2, cy = f.y + f.height / 2;
        return Math.abs(cx - middle.x) < width / 2 && Math.abs(cy - middle.y) < height / 2;
      });
      if (!explicit && hidden) this.cascade = cascadeFrom(shown[shown.length - 1]);
    }
    if (!this.moving) this.placeFrame();
  }

  build() {
    const frame = el("section", "window", { role: "dialog", "aria-modal": "false", "data-surface": this.id, tabindex: "-1" });
    const titlebar = el("header", "titlebar");
    this.titleText = el("h1", "window-title");
    // navigationSubtitle: a smaller line under the title.
    this.subtitleText = el("p", "window-subtitle", { hidden: "" });
    // toolbarTitleMenu: its button beside the title; a click on the title opens it too.
    this.titleMenuSlot = el("span", "title-menu-slot");
    const titleRow = el("div", "window-title-row");
    titleRow.append(this.titleText, this.titleMenuSlot);
    const titles = el("div", "window-titles");
    titles.append(titleRow, this.subtitleText);
    this.titleText.addEventListener("click", () => this.titleMenuSlot.querySelector("button")?.click());
    // The traffic lights, at the title bar's leading end as on a Mac.
    const controls = el("div", "window-controls");
    this.closeButton = el("button", "window-button close", { type: "button", "aria-label": "Close", title: "Close" });
    this.minimizeButton = el("button", "window-button minimize", { type: "button", "aria-label": "Minimise", title: "Minimise" });
    this.zoomButton = el("button", "window-button zoom", { type: "button", "aria-label": "Zoom", title: "Zoom" });
    controls.append(this.closeButton, this.minimizeButton, this.zoomButton);
    titlebar.append(controls, titles);
    this.tabBar = el("div", "tab-bar", { role: "tablist", "aria-label": "Window tabs" });
    this.toolbarSlot = el("div", "toolbar-slot");
    // Accessory bars (ToolbarItemPlacement.accessoryBar(id:)): under the
    // toolbar, above the tabs, as Safari's favourites bar.
    this.accessoryBars = el("div", "accessory-bars");
    this.body = el("div", "window-body");
    this.bottomBar = el("div", "bottom-bar");
    this.modalLayer = el("div", "modal-layer");
    frame.append(titlebar, this.toolbarSlot, this.accessoryBars, this.tabBar, this.body, this.bottomBar, this.modalLayer);
    for (const edge of ["e", "s", "se"]) frame.append(el("div", `resize ${edge}`, { "data-edge": edge, "aria-hidden": "true" }));
    this.frame = frame;
    this.titlebar = titlebar;
    // A toolbar placed in a bar after it was given its attributes still sets the bar's look.
    watchToolbarOverflow(this.toolbarSlot);
    const bars = new MutationObserver(() => this.toolbarsChanged());
    bars.observe(this.toolbarSlot, { childList: true });
    bars.observe(this.bottomBar, { childList: true });

    this.closeButton.addEventListener("click", () => this.send({ kind: "windowClose" }));
    this.minimizeButton.addEventListener("click", () => this.send({ kind: "windowMinimize", value: "true" }));
    this.zoomButton.addEventListener("click", () => this.send({ kind: "windowZoom" }));
    frame.addEventListener("pointerdown", () => this.focus(), true);
    frame.addEventListener("focusin", () => { if (this.attributes && !this.attributes.isKey) this.focus(); });
    titlebar.addEventListener("pointerdown", (event) => this.startMove(event));
    // A view with WindowDragGesture moves the window as the title bar does (pointer.js).
    frame.addEventListener("proscenium-window-drag", (event) => {
      event.stopPropagation();
      this.startMove(event.detail.down, event.detail.handle);
    });
    for (const handle of frame.querySelectorAll(".resize")) {
      handle.addEventListener("pointerdown", (event) => this.startResize(event, handle.dataset.edge));
    }
  }

  send(event) {
    this.desktop.send({ surface: this.id, ...event });
  }

  focus() {
    const wasKey = this.attributes.isKey && this.frame.classList.contains("key");
    this.desktop.raise(this);
    if (!wasKey) this.send({ kind: "windowFocus" });
  }

  setZ(z) {
    this.zIndex = z;
    // A window of a higher level (NSWindow.level: floating, ...) stays in front of lower ones.
    this.frame.style.setProperty("z-index", String(z + Math.max(0, this.level || 0) * 10000));
  }

  configure(attributes) {
    const becameKey = attributes.isKey && !this.attributes?.isKey;
    this.attributes = attributes;
    applyPlacement(this.tree, attributes.layout, attributes.islands);
    this.frame.classList.toggle("placed-content", Boolean(attributes.layout));
    const title = attributes.title || "Untitled";
    // Each write below is made only when the value changes: an attribute
    // set to its own value still invalidates the styles that read it (the
    // window's `data-style` restyled every button in a list of a thousand
    // rows on each update).
    setText(this.titleText, title);
    // UIKit's navigation bar appearance colours the title (a Mac shows it in the title bar).
    setStyle(this.titleText, "color", attributes.hints?.titleColor || null);
    const subtitle = attributes.hints?.subtitle || "";
    setText(this.subtitleText, subtitle);
    setAttr(this.subtitleText, "hidden", !subtitle);
    setAttr(this.frame, "aria-description", subtitle || null);
    setAttr(this.frame, "aria-label", attributes.isEdited ? `${title} (edited)` : title);
    this.frame.classList.toggle("edited", Boolean(attributes.isEdited));
    this.frame.classList.toggle("key", Boolean(attributes.isKey));
    // Presentation hints from the app (SurfaceAttributes.hints, ProsceniumHost's
    // WindowHints): flags are JSON booleans, alpha and level numbers.
    const hints = attributes.hints || {};
    setAttr(this.frame, "data-role", hints.role || "");
    setAttr(this.frame, "data-style", hints.style || "");
    if ((this.frame.dataset.toolbarStyle || "") !== (hints.toolbarStyle || "")) {
      this.frame.dataset.toolbarStyle = hints.toolbarStyle || "";
      this.toolbarsChanged();
    }
    setAttr(this.frame, "data-toolbar-role", hints.toolbarRole || null);
    // preferredColorScheme: the whole window draws in that scheme.
    setAttr(this.frame, "data-color-scheme", hints.colorScheme || null);
    // NSCursor's current cursor: shown over the whole window, over the page's own pointers.
    const cursor = cssCursor(hints.cursor);
    setAttr(this.frame, "data-cursor", cursor && hints.cursor);
    if (cursor) this.frame.style.setProperty("--app-cursor", cursor);
    else this.frame.style.removeProperty("--app-cursor");
    this.frame.classList.toggle("fixed-size", hints.resizable === "contentSize");
    this.frame.classList.toggle("zoomed", hints.zoomed === true);
    this.frame.classList.toggle("sidebar-hidden", hints.sidebarHidden === true);
    this.frame.classList.toggle("toolbar-hidden", hints.toolbarHidden === true);
    // NSWindow.titleVisibility = .hidden: the title bar keeps its controls, not its title.
    setAttr(this.titleText, "hidden", hints.titleHidden === true);
    // NSWindow's alphaValue, level and the title-bar buttons it hid or disabled.
    this.frame.style.opacity = Number.isFinite(hints.alpha) ? String(hints.alpha) : "";
    this.level = Number.isInteger(hints.level) ? hints.level : 0;
    const listed = (list) => (Array.isArray(list) ? list : []);
    for (const [name, button] of [["close", this.closeButton], ["minimize", this.minimizeButton], ["zoom", this.zoomButton]]) {
      button.style.visibility = listed(hints.hiddenButtons).includes(name) ? "hidden" : "";
      setAttr(button, "disabled", listed(hints.disabledButtons).includes(name));
    }
    this.setZ(10 + (attributes.order || 0));
    if (!this.moving && !this.awaitingFrame(attributes)) this.placeFrame();
    setAttr(this.frame, "hidden", Boolean(attributes.isMinimized));
    this.updateDock();
    // The key window takes the keyboard, as on a desktop (a new window, or
    // one the app brought forward), unless focus is in it already.
    if (becameKey && !attributes.isMinimized && !this.frame.contains(document.activeElement)) {
      queueMicrotask(() => { if (this.frame.isConnected) this.frame.focus({ preventScroll: true }); });
    }
  }

  placeFrame() {
    const a = this.attributes;
    const set = (name, value) => {
      if (value === null || value === undefined) this.frame.style.removeProperty(name);
      else this.frame.style.setProperty(name, `${Math.round(value)}px`);
    };
    set("left", a.x ?? this.cascade.x);
    set("top", a.y ?? this.cascade.y);
    set("width", a.width);
    this.frame.classList.toggle("auto-width", a.width === null || a.width === undefined);
    this.frame.classList.toggle("auto-height", a.height === null || a.height === undefined);
    set("height", a.height);
  }

  /** Whether `attributes` still hold the frame the window had before a
   * move or resize the app has not heard yet: an update the app sent
   * meanwhile (for the content-size reports of a resize) would put the
   * window back for a round trip. The first frame that is not the old one
   * (the app's answer: the new frame, or its own clamp of it) ends the wait. */
  awaitingFrame(attributes) {
    const before = this.toldFrom;
    if (!before) return false;
    const stale = ["x", "y", "width", "height"].every((side) => (attributes[side] ?? null) === before[side]);
    if (!stale) this.toldFrom = null;
    return stale;
  }

  currentFrame() {
    return {
      x: this.frame.offsetLeft, y: this.frame.offsetTop,
      width: this.frame.offsetWidth, height: this.frame.offsetHeight,
    };
  }

  /** Drags the window by its title bar; the app hears the final frame. */
  startMove(event, handle = event.currentTarget) {
    // A control in the title bar (a toolbar's, in the unified style) is used, not dragged.
    const control = "button, input, textarea, select, [role=searchbox], [role=menu], .toolbaritem, .search";
    if (event.button !== 0 || (handle === this.titlebar && event.target.closest(control))) return;
    event.preventDefault();
    const start = { px: event.clientX, py: event.clientY, ...this.currentFrame() };
    const bounds = this.desktop.places.desktop;
    this.drag(event, (e) => {
      // The title bar stays on the desktop, where it can be grabbed again.
      const x = Math.min(Math.max(start.x + e.clientX - start.px, 60 - start.width), bounds.clientWidth - 60);
      const y = Math.min(Math.max(start.y + e.clientY - start.py, 0), bounds.clientHeight - 30);
      this.frame.style.setProperty("left", `${Math.round(x)}px`);
      this.frame.style.setProperty("top", `${Math.round(y)}px`);
    }, handle);
  }

  /** Resizes from the right edge, the bottom edge or the corner. */
  startResize(event, edge) {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    const start = { px: event.clientX, py: event.clientY, ...this.currentFrame() };
    this.drag(event, (e) => {
      if (edge !== "s") this.frame.style.setProperty("width", `${Math.max(MIN_WIDTH, start.width + e.clientX - start.px)}px`);
      if (edge !== "e") this.frame.style.setProperty("height", `${Math.max(MIN_HEIGHT, start.height + e.clientY - start.py)}px`);
    });
  }

  drag(event, onMove, target = event.currentTarget) {
    target.setPointerCapture(event.pointerId);
    this.moving = true;
    this.frame.classList.add("moving");
    const move = (e) => onMove(e);
    const end = () => {
      target.removeEventListener("pointermove", move);
      target.removeEventListener("pointerup", end);
      target.removeEventListener("pointercancel", end);
      this.moving = false;
      this.frame.classList.remove("moving");
      const frame = this.currentFrame();
      const a = this.attributes;
      if (frame.x !== a.x || frame.y !== a.y || frame.width !== a.width || frame.height !== a.height) {
        this.toldFrom = { x: a.x ?? null, y: a.y ?? null, width: a.width ?? null, height: a.height ?? null };
        this.send({ kind: "windowFrame", ...frame });
      }
    };
    target.addEventListener("pointermove", move);
    target.addEventListener("pointerup", end);
    target.addEventListener("pointercancel", end);
  }

  /** The toolbar is hidden when any toolbar element says so; the title bar
   * and toolbar take the background and colour scheme the window's toolbar
   * elements ask for (`toolbarBackground`, `toolbarColorScheme`), the last
   * one to say wins; the bottom bar takes those of its own. */
  toolbarsChanged() {
    // A toolbar element naming only accessory bars hides those, not the toolbar.
    const barsOf = (toolbar) => (toolbar.dataset.bars || "windowToolbar").split(/\s+/);
    const hiders = [...this.frame.querySelectorAll(".toolbar[data-visibility=hidden]")];
    const hidden = hiders.some((toolbar) => barsOf(toolbar).some((name) => !name.startsWith("accessoryBar:")));
    for (const bar of this.accessoryBars.children) {
      const name = `accessoryBar:${bar.dataset.bar}`;
      bar.classList.toggle("toolbar-hidden", hiders.some((toolbar) => barsOf(toolbar).includes(name)));
      bar.classList.toggle("empty", bar.childElementCount === 0);
    }
    this.toolbarSlot.classList.toggle("toolbar-hidden", hidden);
    this.placeToolbar(hidden);
    for (const [bar, parts] of [[this.toolbarSlot, [this.titlebar, this.toolbarSlot]], [this.bottomBar, [this.bottomBar]]]) {
      const toolbars = [...bar.querySelectorAll(":scope > .toolbar")];
      const last = (read) => toolbars.map(read).filter(Boolean).pop() || null;
      const background = last((toolbar) => toolbar.dataset.barBackground);
      const tint = last((toolbar) => toolbar.style.backgroundColor);
      const scheme = last((toolbar) => toolbar.dataset.colorScheme);
      for (const part of parts) {
        setAttr(part, "data-bar-background", tint ? "tinted" : background);
        if (tint) part.style.setProperty("--bar-tint", tint);
        else part.style.removeProperty("--bar-tint");
        setAttr(part, "data-color-scheme", scheme);
      }
    }
  }

  /** A Mac's windows show their toolbar in the title bar's row (the
   * `unified` styles, the default); `expanded` keeps it in a row below.
   * A window alone in its browser window (own windows mode) has no title
   * bar of its own: its toolbar stays below the menu bar. */
  placeToolbar(hidden) {
    const unified = () => {
      const style = this.frame.dataset.toolbarStyle || "";
      const items = this.toolbarSlot.querySelector(":scope > .toolbar:not([data-visibility=hidden]) > *") !== null;
      return !hidden && items && style !== "expanded" && !this.frame.classList.contains("solo");
    };
    if (unified()) {
      this.frame.classList.add("unified-toolbar");
      if (this.toolbarSlot.parentNode !== this.titlebar) this.titlebar.append(this.toolbarSlot);
      this.hangModals();
      return;
    }
    // Moving the bar takes the focus from a field in it: a toolbar emptied
    // and filled again within one update (its items made anew) stays.
    requestAnimationFrame(() => {
      if (unified() || this.toolbarSlot.parentNode !== this.titlebar) return;
      this.frame.classList.remove("unified-toolbar");
      this.titlebar.after(this.toolbarSlot);
      this.hangModals();
    });
  }

  /** The accessory bar of `key`, made when an item first goes in it; the
   * bars stay in the order their first items came. */
  accessoryBar(key) {
    let bar = [...this.accessoryBars.children].find((candidate) => candidate.dataset.bar === key);
    if (!bar) {
      bar = el("div", "accessory-bar", { role: "toolbar", "aria-label": "Accessory Bar", "data-bar": key });
      this.accessoryBars.append(bar);
    }
    queueMicrotask(() => this.toolbarsChanged());
    return bar;
  }

  modalChanged() {
    const modal = this.modalLayer.childElementCount > 0;
    this.body.inert = modal;
    this.toolbarSlot.inert = modal;
    this.accessoryBars.inert = modal;
    this.frame.classList.toggle("has-modal", modal);
    this.hangModals();
  }

  /** A Mac's sheet hangs from the bottom of the window's bars (the title
   * bar, a toolbar in a row of its own below it, the tabs), never over
   * them: the modal layer starts where the content does. */
  hangModals() {
    if (this.modalLayer.childElementCount === 0) return;
    setStyle(this.modalLayer, "top", `${this.body.offsetTop}px`);
  }

  updateDock() {
    const dock = this.desktop.places.dock;
    if (this.attributes.isMinimized) {
      if (!this.dockButton) {
        this.dockButton = el("button", "dock-item", { type: "button" });
        this.dockButton.addEventListener("click", () => {
          this.send({ kind: "windowMinimize", value: "false" });
          this.send({ kind: "windowFocus" });
        });
        dock.append(this.dockButton);
      }
      this.dockButton.textContent = this.attributes.title || "Untitled";
      setAttr(this.dockButton, "aria-label", `Restore ${this.attributes.title || "Untitled"}`);
    } else {
      this.dockButton?.remove();
      this.dockButton = null;
    }
    dock.hidden = dock.childElementCount === 0;
  }

  /** Patches may have made elements the placement names: place them. */
  patched() {
    const { layout, islands } = this.attributes ?? {};
    if (layout || islands) applyPlacement(this.tree, layout, islands);
  }

  destroy() {
    this.tree.destroy();
    this.frame.remove();
    this.dockButton?.remove();
    this.desktop.places.dock.hidden = this.desktop.places.dock.childElementCount === 0;
  }
}

/** Opens a web or mail link the app asked for in a new tab, never anything else. */
/** Puts the app's text on the clipboard: the async API where the page may,
 * else a hidden field and the copy command (which needs no permission). */
function copyToClipboard(text) {
  if (typeof text !== "string") return;
  const fallback = () => {
    const field = document.createElement("textarea");
    field.value = text;
    field.setAttribute("readonly", "");
    field.style.cssText = "position:fixed;left:-9999px;top:0;opacity:0";
    const previous = document.activeElement;
    document.body.append(field);
    field.select();
    try { document.execCommand("copy"); } finally {
      field.remove();
      if (previous && previous.focus) previous.focus({ preventScroll: true });
    }
  };
  if (navigator.clipboard && navigator.clipboard.writeText) {
    navigator.clipboard.writeText(text).catch(fallback);
  } else {
    fallback();
  }
}

/** A ShareLink's items: the system share sheet (Web Share) where the browser
 * has one, else onto the clipboard. */
function shareItems(request) {
  if (!request || !Array.isArray(request.items)) return;
  const items = request.items.filter((item) => typeof item === "string");
  const joined = items.join("\n");
  const data = { title: request.subject || undefined };
  if (request.isURL && items.length === 1) {
    data.url = items[0];
    if (request.message) data.text = request.message;
  } else {
    data.text = request.message ? `${request.message}\n${joined}` : joined;
  }
  if (navigator.share && (!navigator.canShare || navigator.canShare(data))) {
    navigator.share(data).catch((error) => {
      // The person closing the sheet is not a failure; anything else falls back.
      if (error && error.name === "AbortError") return;
      copyToClipboard(joined);
    });
  } else {
    copyToClipboard(joined);
  }
}

function openExternal(url) {
  let parsed;
  try { parsed = new URL(url); } catch { return; }
  if (!["http:", "https:", "mailto:"].includes(parsed.protocol)) return;
  window.open(parsed.href, "_blank", "noopener,noreferrer");
}

