"""What the page drew for a window placed by the layout engine: each placed
element's box in the window's content, against the frame the app sent for
it (frames are in the parent's coordinates: summed here)."""

PLACED = r"""
(windowNode) => {
  const body = windowNode.querySelector(".window-body");
  const root = body.querySelector(".root[data-placing]");
  if (!root) return null;
  const origin = body.getBoundingClientRect();
  const out = [];
  for (const node of root.querySelectorAll("[data-placed]")) {
    let x = 0, y = 0;
    for (let at = node; at !== root; at = at.parentElement) {
      if (!at.hasAttribute("data-placed")) continue;
      x += parseFloat(at.style.getPropertyValue("--place-x"));
      y += parseFloat(at.style.getPropertyValue("--place-y"));
    }
    const sent = [x, y, parseFloat(node.style.getPropertyValue("--place-width")),
                  parseFloat(node.style.getPropertyValue("--place-height"))];
    const box = node.getBoundingClientRect();
    const isText = node.classList.contains("text");
    out.push({ kind: node.classList[0], text: node.textContent.trim().slice(0, 40), isText, sent,
               drawn: [box.x - origin.x, box.y - origin.y, box.width, box.height],
               lines: isText ? new Set([...node.getClientRects()].map((r) => Math.round(r.top))).size : 0 });
  }
  return out;
}
"""
