"""A sheet laid out by the engine (Tests/Fixtures/LayoutDemo, window
"Sheet"): as on a Mac it is as big as its views ask (20 points of padding
round a title, a 200 by 40 field and a row with a Cancel button), not a
page-chosen width, and each view is drawn at the frame the app sent."""

from playwright.sync_api import expect

from placed import app, assert_drawn_where_sent, islands, layout_url, open_window  # noqa: F401 (fixtures)
from conftest import stable_boxes


def test_a_sheet_is_as_big_as_its_views_and_drawn_where_sent(app):
    window = open_window(app, "Sheet")
    window.get_by_role("button", name="Rename…").click()
    sheet = app.locator(".modal.sheet")
    expect(sheet).to_have_attribute("data-placing", "", timeout=10_000)
    field = sheet.locator('[data-identifier="field"]')
    (sheet_box, field_box) = stable_boxes(app, sheet, field)
    width = float(sheet.evaluate("(node) => parseFloat(node.style.getPropertyValue('--island-width'))"))
    height = float(sheet.evaluate("(node) => parseFloat(node.style.getPropertyValue('--island-height'))"))
    # 20 + 200 + 20 wide: the field is the widest view.
    assert abs(width - 240) <= 0.5, width
    inner = sheet.evaluate("(node) => [node.clientWidth, node.clientHeight]")
    assert abs(inner[0] - width) <= 1 and abs(inner[1] - height) <= 1, (inner, width, height)
    assert abs(field_box["x"] - (sheet_box["x"] + 20)) <= 0.5 and abs(field_box["width"] - 200) <= 0.5, (field_box, sheet_box)
    # Every placed view in the sheet at its frame, relative to the sheet.
    (island,) = [found for found in islands(app.locator("body")) if found["kind"] == "modal"]
    assert len(island["boxes"]) >= 4, island
    assert_drawn_where_sent(island["boxes"])
    window.get_by_role("button", name="Cancel").click()
    expect(sheet).to_have_count(0)
