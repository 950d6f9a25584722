// WebKit's WKWebView (docs/PROTOCOL.md, `webview`): a sandboxed frame of an
// HTML document the app gave (srcdoc: no script runs; the page's policy
// applies to it) or of a web address, framed through /webframe, whose own
// policy allows exactly that address's origin.

import { el, setStyle } from "./dom.js";

export const webViewHandlers = {
  webview: {
    create(entry) {
      entry.node = el("div", "webview");
      entry.frame = el("iframe", "webview-frame", { title: "Web content", referrerpolicy: "no-referrer" });
      entry.node.append(entry.frame);
    },
    apply(entry) {
      const { url, html, revision, width, height } = entry.attrs;
      setStyle(entry.node, "width", width ? `${Number(width)}px` : null);
      setStyle(entry.node, "height", height ? `${Number(height)}px` : null);
      const shown = `${revision ?? ""}\n${url ?? ""}\n${html ?? ""}`;
      if (entry.shown === shown) return;
      entry.shown = shown;
      // A new frame each time: a reload, or a frame whose sandbox changes.
      const frame = el("iframe", "webview-frame", { title: "Web content", referrerpolicy: "no-referrer" });
      if (html != null) {
        frame.setAttribute("sandbox", "");
        frame.srcdoc = html;
      } else if (url && /^https?:\/\//i.test(url)) {
        // The framing page is static and of this origin; the web page inside is of its own.
        frame.setAttribute("sandbox", "allow-scripts allow-same-origin allow-forms allow-popups");
        frame.src = `/webframe?url=${encodeURIComponent(url)}`;
      } else {
        frame.setAttribute("sandbox", "");
      }
      entry.frame.replaceWith(frame);
      entry.frame = frame;
    },
  },
};
