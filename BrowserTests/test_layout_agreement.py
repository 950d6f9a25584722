"""The page's element boxes against the frames ProsceniumLayout computes
(SwiftUI's algorithm) for the same render trees: small scenes of stacks,
spacers, frames, padding, colours and text (Tests/Fixtures/LayoutProbe).

The page still lays out with CSS flexbox; the engine is the reference. The
scenes the page already draws where the engine puts them (every element
within 0.5 px) are held to it, so none regresses; the figure for all of
them is printed. When the page places elements at the engine's frames,
every scene is to agree."""

import json
import subprocess

import pytest

from conftest import build_product
from test_page_rows import MOUNT

# Scenes whose every element box is the engine's today. The other is the
# flexbox's known miss: a min/max frame takes its minimum, not the offer
# clamped to its range.
AGREE = {
    "spacerInAFixedFrame", "colorsShareAnHStack", "spacerBesideAColor", "maxWidthThroughPadding",
    "aOnePointRule", "aRowsBadgesAtItsEnd", "stackedLinesOfText", "boxesEightApart", "aLeadingFixedFrame",
    "paddedBox", "topLeadingZStack", "leadingVStackOfText",
}

MEASURE = r"""
async ([root, width, height, ids]) => {
  await (""" + MOUNT + r""")(root);
  const { tree, host } = window.rowsTest;
  const content = host.content;
  content.style.cssText = `position: fixed; left: 0; top: 0; width: ${width}px; height: ${height}px;
                           display: flex; flex-direction: column; background: white`;
  await document.fonts.ready;
  const origin = content.getBoundingClientRect();
  const boxes = {};
  for (const id of ids) {
    const node = tree.entry(Number(id))?.node;
    if (!node || node.nodeType !== 1) continue;
    const box = node.getBoundingClientRect();
    boxes[id] = [box.x - origin.x, box.y - origin.y, box.width, box.height];
  }
  tree.destroy();
  Object.values(host).forEach((node) => node.remove());
  return boxes;
}
"""


@pytest.fixture(scope="module")
def scenes():
    probe = build_product("LayoutProbe")
    output = subprocess.run([str(probe)], capture_output=True, text=True, check=True)
    return json.loads(output.stdout)


def differences(page, scene):
    root = scene["snapshot"]["surfaces"][0]["root"]
    # Positions are compared from the scene's own top element, whose place in
    # the window depends on how the window sizes itself, not on layout.
    # The window is the size the engine gives the scene (a Mac window fits its
    # content), so that the page's window does not stretch it further.
    top = str(root["children"][0]["id"])
    ids = sorted(id for id in scene["frames"] if id != str(root["id"]))
    width, height = scene["frames"][top][2:]
    boxes = page.evaluate(MEASURE, [root, width, height, ids])
    out = []
    origin_engine, origin_page = scene["frames"][top][:2], boxes[top][:2]
    for id in ids:
        engine = scene["frames"][id]
        drawn = boxes.get(id)
        if drawn is None:
            continue
        engine = [engine[0] - origin_engine[0], engine[1] - origin_engine[1], engine[2], engine[3]]
        drawn = [drawn[0] - origin_page[0], drawn[1] - origin_page[1], drawn[2], drawn[3]]
        if any(abs(a - b) > 0.5 for a, b in zip(engine, drawn)):
            out.append(f"element {id}: engine {engine}, page {[round(v, 2) for v in drawn]}")
    return out


def test_the_page_draws_scenes_where_the_engine_puts_them(page, scenes):
    agreeing, report = [], []
    for scene in scenes:
        differing = differences(page, scene)
        if differing:
            report.append(f"{scene['name']}:\n  " + "\n  ".join(differing))
        else:
            agreeing.append(scene["name"])
    print(f"layout agreement: {len(agreeing)} of {len(scenes)} scenes as the engine lays them out")
    print("\n".join(report))
    regressed = sorted(AGREE - set(agreeing))
    assert not regressed, "scenes that agreed no longer do:\n" + "\n".join(
        entry for entry in report if entry.split(":")[0] in regressed)
