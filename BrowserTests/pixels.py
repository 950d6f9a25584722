"""Reading what a person sees: the pixels of an element's screenshot."""

import io

from PIL import Image, ImageChops


def element_image(locator):
    """The element as it is drawn, as an RGB image."""
    return Image.open(io.BytesIO(locator.screenshot())).convert("RGB")


def rgb_pixels(image):
    """The image's pixels as (r, g, b) tuples, row by row."""
    data = image.convert("RGB").tobytes()
    return [tuple(data[i:i + 3]) for i in range(0, len(data), 3)]


def ink(image, background=None, threshold=60):
    """How many pixels differ clearly from the background (the top-left pixel by default)."""
    background = background or image.getpixel((0, 0))
    return sum(1 for pixel in rgb_pixels(image)
               if sum(abs(a - b) for a, b in zip(pixel, background)) > threshold)


def shape_difference(first, second, size=(24, 24)):
    """How many pixels of two drawings differ, both scaled to one size in grey."""
    a = first.convert("L").resize(size)
    b = second.convert("L").resize(size)
    return sum(1 for value in ImageChops.difference(a, b).tobytes() if value > 60)
