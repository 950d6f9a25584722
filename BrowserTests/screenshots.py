"""Comparing what a window looks like with a reference picture kept in the
repository (BrowserTests/references/), with a tolerance for what varies
between two runs on the same kind of machine.

Two pictures match when at most `MAX_SHARE` of their pixels differ by more
than `THRESHOLD` in some channel (0-255): anti-aliased edges that move by a
fraction of a pixel change a few pixels by a little; a moved control, a new
colour or a longer label changes many by a lot.

With PROSCENIUM_UPDATE_REFERENCES=1 (`Scripts/update-references.sh`) the
references are written instead of compared.
"""

import io
import os
import pathlib

from PIL import Image, ImageChops

REFERENCES = pathlib.Path(__file__).resolve().parent / "references"
ARTIFACTS = pathlib.Path(__file__).resolve().parent.parent / "test-artifacts" / "screenshots"

# A channel must differ by more than this for a pixel to count as changed.
THRESHOLD = 48
# The share of changed pixels a picture may have and still match.
MAX_SHARE = 0.002

UPDATING = os.environ.get("PROSCENIUM_UPDATE_REFERENCES") == "1"


def settled_image(locator, tries=10):
    """The element's picture once two screenshots in a row are the same
    (fonts loaded, placement applied, transitions ended): the caret hidden,
    CSS animations stopped."""
    previous = None
    for _ in range(tries):
        locator.page.evaluate("document.fonts.ready.then(() => new Promise((done) =>"
                              " requestAnimationFrame(() => requestAnimationFrame(() => done()))))")
        image = Image.open(io.BytesIO(locator.screenshot(animations="disabled", caret="hide"))).convert("RGB")
        if previous is not None and previous.size == image.size and changed_pixels(previous, image, 0) == 0:
            return image
        previous = image
        locator.page.wait_for_timeout(250)
    return previous


def changed_mask(first, second, threshold=THRESHOLD):
    """White where two pictures of one size differ by more than `threshold`
    in some channel."""
    channels = ImageChops.difference(first, second).split()
    mask = channels[0].point(lambda v: 255 if v > threshold else 0)
    for channel in channels[1:]:
        mask = ImageChops.lighter(mask, channel.point(lambda v: 255 if v > threshold else 0))
    return mask


def changed_pixels(first, second, threshold=THRESHOLD):
    """How many pixels of two pictures of one size differ by more than `threshold`."""
    return changed_mask(first, second, threshold).histogram()[255]


def difference_picture(reference, actual):
    """The reference dimmed, with the changed pixels in red."""
    dimmed = Image.blend(reference, Image.new("RGB", reference.size, "white"), 0.7)
    return Image.composite(Image.new("RGB", reference.size, (255, 0, 0)), dimmed, changed_mask(reference, actual))


def assert_matches_reference(image, name):
    """Fails, writing the actual picture and the difference to
    test-artifacts/screenshots/, when `image` differs from the reference
    `name`.png beyond the tolerance; writes the reference when updating."""
    reference_path = REFERENCES / f"{name}.png"
    if UPDATING:
        REFERENCES.mkdir(exist_ok=True)
        image.save(reference_path, optimize=True)
        return
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    actual_path = ARTIFACTS / f"{name}-actual.png"
    how_to_update = ("if the change is intended, rewrite the references with "
                     "Scripts/update-references.sh (PROSCENIUM_UPDATE_REFERENCES=1)")
    if not reference_path.exists():
        image.save(actual_path)
        raise AssertionError(f"no reference {reference_path.name}; this run's picture is {actual_path}; "
                             + how_to_update)
    reference = Image.open(reference_path).convert("RGB")
    if reference.size != image.size:
        image.save(actual_path)
        raise AssertionError(f"{name}: the window is {image.size[0]}x{image.size[1]} px, its reference "
                             f"{reference.size[0]}x{reference.size[1]}; picture: {actual_path}; " + how_to_update)
    changed = changed_pixels(reference, image)
    share = changed / (image.size[0] * image.size[1])
    if share > MAX_SHARE:
        image.save(actual_path)
        diff_path = ARTIFACTS / f"{name}-diff.png"
        difference_picture(reference, image).save(diff_path)
        raise AssertionError(f"{name}: {changed} pixels ({share:.3%}) differ from the reference by more than "
                             f"{THRESHOLD}/255, more than the {MAX_SHARE:.2%} allowed; picture: {actual_path}, "
                             f"changes in red: {diff_path}; " + how_to_update)
