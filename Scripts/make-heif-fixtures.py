#!/usr/bin/env python3
"""Writes the HEIF/HEIC/AVIF test fixtures and their reference decodes.

    python3 Scripts/make-heif-fixtures.py [OUT]   # default Tests/Fixtures/HEIF

Needs Pillow + pillow-heif (PyPI) for HEIC and libheif-examples (Debian: heif-enc for AVIF,
heif-convert for the references). Every input is drawn here; nothing third-party is copied.

The picture is a 64×48 pattern of four flat quadrants (red, green / blue, white) that shows
any turn or mirror. For each Exif orientation N (1…8) the *stored* pixels are the pattern
turned by the inverse of N, so the upright picture is always the pattern:

- orient-N-both.heic  pillow-heif writes irot/imir for N and keeps Exif Orientation = N
                      (what an iPhone writes): a decoder must turn once, not twice;
- orient-N-exif.heic  no irot/imir, Exif Orientation = N (patched in place from 1);
- orient-N-irot.heic  irot/imir only (the Exif tag of "both" patched to 1).

Plus alpha.heic (RGBA), deep.heic (10-bit), plain.avif / alpha.avif (AV1) and, for each file
heif-convert can read, NAME.ref.png: libheif's own decode (irot/imir applied, Exif ignored;
16-bit references reduced to 8 bits with rounding).
"""
import os
import subprocess
import sys
import tempfile

from PIL import Image
import pillow_heif

out = sys.argv[1] if len(sys.argv) > 1 else "Tests/Fixtures/HEIF"
os.makedirs(out, exist_ok=True)
W, H = 64, 48

def pattern():
    image = Image.new("RGB", (W, H))
    colours = [(230, 20, 20), (20, 200, 40), (30, 40, 220), (245, 245, 245)]
    for y in range(H):
        for x in range(W):
            image.putpixel((x, y), colours[(y >= H // 2) * 2 + (x >= W // 2)])
    return image

# The transpose that undoes Exif orientation N (Pillow's exif_transpose applies N).
INVERSE = {
    1: None,
    2: Image.Transpose.FLIP_LEFT_RIGHT,
    3: Image.Transpose.ROTATE_180,
    4: Image.Transpose.FLIP_TOP_BOTTOM,
    5: Image.Transpose.TRANSPOSE,
    6: Image.Transpose.ROTATE_90,
    7: Image.Transpose.TRANSVERSE,
    8: Image.Transpose.ROTATE_270,
}

def exif(orientation):
    data = Image.Exif()
    data[0x0112] = orientation
    return data.tobytes()

def patch_orientation(path, old, new):
    data = bytearray(open(path, "rb").read())
    for endian in ("big", "little"):
        tag = (0x0112).to_bytes(2, endian) + (3).to_bytes(2, endian) + (1).to_bytes(4, endian)
        needle = tag + old.to_bytes(2, endian)
        at = data.find(needle)
        if at >= 0:
            data[at + 8:at + 10] = new.to_bytes(2, endian)
            open(path, "wb").write(data)
            return
    raise SystemExit(f"{path}: no Exif orientation {old} to patch")

pillow_heif.register_heif_opener()
upright = pattern()
upright.save(os.path.join(out, "pattern.png"))
for n in range(1, 9):
    stored = upright if INVERSE[n] is None else upright.transpose(INVERSE[n])
    both = os.path.join(out, f"orient-{n}-both.heic")
    stored.save(both, quality=95, exif=exif(n))
    irot = os.path.join(out, f"orient-{n}-irot.heic")
    stored.save(irot, quality=95, exif=exif(n))
    patch_orientation(irot, n, 1)
    only = os.path.join(out, f"orient-{n}-exif.heic")
    stored.save(only, quality=95, exif=exif(1))
    if n != 1:
        patch_orientation(only, 1, n)

alpha = upright.convert("RGBA")
for y in range(H):
    for x in range(W):
        r, g, b, _ = alpha.getpixel((x, y))
        alpha.putpixel((x, y), (r, g, b, 255 if x < W // 2 else 96))
alpha.save(os.path.join(out, "alpha.heic"), quality=95)

# 10-bit: a smooth 16-bit gradient stored with 10 bits per sample.
deep = bytearray()
for y in range(H):
    for x in range(W):
        for value in (x * 1000, y * 1300, 65535 - x * 900):
            deep += min(value, 65535).to_bytes(2, "little")
heif = pillow_heif.from_bytes(mode="RGB;16", size=(W, H), data=bytes(deep))
heif.save(os.path.join(out, "deep.heic"), quality=95)

with tempfile.TemporaryDirectory() as tmp:
    upright.save(os.path.join(tmp, "plain.png"))
    alpha.save(os.path.join(tmp, "alpha.png"))
    for name in ("plain", "alpha"):
        subprocess.run(
            ["heif-enc", "-A", "-q", "90", "-o", os.path.join(out, f"{name}.avif"),
             os.path.join(tmp, f"{name}.png")], check=True, stdout=subprocess.DEVNULL)

for name in sorted(os.listdir(out)):
    if not name.endswith((".heic", ".avif")):
        continue
    ref = os.path.join(out, name.rsplit(".", 1)[0] + ".ref.png")
    subprocess.run(["heif-convert", os.path.join(out, name), ref], check=True,
                   stdout=subprocess.DEVNULL)
    image = Image.open(ref)
    if image.mode in ("I;16", "I;16B", "I") or "16" in image.mode:
        image = image.point(lambda v: (v + 128) // 257).convert("L")
    image.save(ref)
print(f"wrote {len(os.listdir(out))} files to {out}")
