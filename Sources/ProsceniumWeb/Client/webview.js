// WebKit's WKWebView (docs/PROTOCOL.md, `webview`): a sandboxed frame of an
// HTML document the app gave (served as /webdocument/KEY, a document of its
// own with an origin of its own) or of a web address, framed through
// /webframe, whose own policy allows exactly that address's origin.

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
      const key = entry.attrs.document;
      setStyle(entry.node, "width", width ? `${Number(width)}px` : null);
      setStyle(entry.node, "height", height ? `${Number(height)}px` : null);
      const shown = `${revision ?? ""}\n${url ?? ""}\n${key ?? ""}\n${html ?? ""}`;
      if (entry.shown === shown) return;
      entry.shown = shown;
      // A new frame each time: a reload, or a frame whose sandbox changes.
      const frame = el("iframe", "webview-frame", { title: "Web content", referrerpolicy: "no-referrer" });
      if (key) {
        // Scripts run, in an origin of their own (the document's policy sandboxes it too).
        frame.setAttribute("sandbox", "allow-scripts");
        frame.src = `/webdocument/${encodeURIComponent(key)}`;
      } else if (html != null) {
        // No document to fetch: inline, where the page's policy applies and no script runs.
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
