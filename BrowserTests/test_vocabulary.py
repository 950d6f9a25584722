"""The browser client's tables against the app's vocabulary, which the
display serves as /client/vocabulary.js, made at start from ProsceniumHost:
a handler for every element kind the app sends and none for a kind it does
not; a CSS cursor for every pointer shape and an autofill entry for every
text content kind, and no entry for a name the app does not have."""

COMPARE = """async () => {
  const vocabulary = await import("/client/vocabulary.js");
  const { handledKinds } = await import("/client/elements.js");
  const { CSS_CURSORS } = await import("/client/cursors.js");
  const { AUTOFILL_NAMES } = await import("/client/autofill.js");
  const missing = (names, table) => names.filter((name) => !table.includes(name)).sort();
  const pair = (names, table) => ({ unhandled: missing(names, table), unknown: missing(table, names) });
  return {
    version: vocabulary.PROTOCOL_VERSION,
    keys: vocabulary.ATTRIBUTE_KEYS.length,
    kinds: pair(vocabulary.ELEMENT_KINDS, handledKinds()),
    cursors: pair(vocabulary.POINTER_SHAPES, Object.keys(CSS_CURSORS)),
    autofill: pair(vocabulary.TEXT_CONTENT_KINDS, Object.keys(AUTOFILL_NAMES)),
    kindCount: vocabulary.ELEMENT_KINDS.length,
  };
}"""


def test_the_client_tables_cover_the_vocabulary_the_app_serves(page):
    found = page.evaluate(COMPARE)
    # The page is connected, so it speaks the app's version.
    assert found["version"] == 3
    assert found["kindCount"] > 40 and found["keys"] > 100
    for table in ("kinds", "cursors", "autofill"):
        assert found[table] == {"unhandled": [], "unknown": []}, table


def test_pointer_shapes_are_drawn_as_their_css_cursors(page):
    cursors = page.evaluate("""async () => {
      const { cssCursor } = await import("/client/cursors.js");
      return [cssCursor("link"), cssCursor("grabIdle"), cssCursor("hidden"), cssCursor("pointer"), cssCursor(undefined)];
    }""")
    # Only the app's semantic names: a CSS name sent as is draws nothing.
    assert cursors == ["pointer", "grab", "none", None, None]
