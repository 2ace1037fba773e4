#!/usr/bin/env python3
"""Generates the thumbnail benchmark inputs (photo-like pictures) into a folder.

Usage: make_inputs.py DIR
"""
import sys
import numpy as np
from PIL import Image

Image.MAX_IMAGE_PIXELS = None
out = sys.argv[1]
rng = np.random.default_rng(42)


def photo(width, height):
    """Smooth large shapes + mid-scale texture + fine grain, built in strips to bound memory."""
    base = Image.fromarray(rng.integers(0, 256, (12, 18, 3), dtype=np.uint8)).resize(
        (width, height), Image.BICUBIC)
    mid = Image.fromarray(rng.integers(0, 256, (height // 40, width // 40, 3), dtype=np.uint8)).resize(
        (width, height), Image.BICUBIC)
    image = Image.blend(base, mid, 0.35)
    arr = np.asarray(image).copy()
    for y in range(0, height, 512):
        strip = arr[y:y + 512].astype(np.int16)
        strip += rng.integers(-10, 11, strip.shape, dtype=np.int16)
        arr[y:y + 512] = np.clip(strip, 0, 255).astype(np.uint8)
    return Image.fromarray(arr)


big = photo(6000, 4000)
big.save(f"{out}/baseline.jpg", quality=90)
big.save(f"{out}/progressive.jpg", quality=90, progressive=True)
rgba = big.resize((4000, 3000), Image.BILINEAR).convert("RGBA")
yy, xx = np.mgrid[0:3000, 0:4000]
alpha = np.clip(255 * (1.3 - np.hypot((xx - 2000) / 1800, (yy - 1500) / 1300)), 0, 255).astype(np.uint8)
rgba.putalpha(Image.fromarray(alpha))
rgba.save(f"{out}/rgba.png")
del big, rgba
huge = photo(13440, 8960)  # 120.4 megapixels
huge.save(f"{out}/huge.jpg", quality=85)
