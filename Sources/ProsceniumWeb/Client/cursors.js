// The pointer shapes the app names (ProsceniumHost's PointerShape:
// `pointerStyle`, NSCursor) as CSS cursors. The app says what a pointer
// means; how it looks in a browser is this table's.

export const CSS_CURSORS = Object.freeze({
  default: "default", hidden: "none", grabIdle: "grab", grabActive: "grabbing",
  horizontalText: "text", verticalText: "vertical-text", rectSelection: "crosshair", link: "pointer",
  zoomIn: "zoom-in", zoomOut: "zoom-out", columnResize: "col-resize", rowResize: "row-resize",
  resizeLeft: "w-resize", resizeRight: "e-resize", resizeLeftRight: "ew-resize",
  resizeUp: "n-resize", resizeDown: "s-resize", resizeUpDown: "ns-resize", notAllowed: "not-allowed",
  dragCopy: "copy", dragLink: "alias", contextualMenu: "context-menu", disappearingItem: "no-drop",
});

/** The CSS cursor of a pointer shape; null for none (or one this client does not know). */
export function cssCursor(shape) {
  return (shape && Object.hasOwn(CSS_CURSORS, shape) && CSS_CURSORS[shape]) || null;
}
