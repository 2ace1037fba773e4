#!/usr/bin/env python3
"""Adds JPEG, GIF, BMP, TIFF and WebP seeds for the image-decode harness (Pillow).

Usage: seeds-image-decode.py DIR. Small images, every variant the decoders handle:
baseline/progressive/grey/CMYK JPEG with EXIF orientations and restart markers, GIF with
transparency, BMP at 1/4/8/24/32 bits and RLE, TIFF in several compressions, WebP lossy,
lossless and with alpha.
"""
import io
import os
import sys

from PIL import Image

out = sys.argv[1]
os.makedirs(out, exist_ok=True)


def save(name, image, fmt, **kw):
    buf = io.BytesIO()
    image.save(buf, fmt, **kw)
    with open(os.path.join(out, name), "wb") as f:
        f.write(buf.getvalue())


rgb = Image.new("RGB", (23, 17))
for y in range(17):
    for x in range(23):
        rgb.putpixel((x, y), ((x * 11) % 256, (y * 15) % 256, ((x + y) * 7) % 256))
rgba = rgb.convert("RGBA")
rgba.putalpha(Image.linear_gradient("L").resize((23, 17)))

save("jpeg-baseline", rgb, "JPEG", quality=80)
save("jpeg-progressive", rgb, "JPEG", quality=70, progressive=True)
save("jpeg-grey", rgb.convert("L"), "JPEG")
save("jpeg-cmyk", rgb.convert("CMYK"), "JPEG")
save("jpeg-restart", rgb.resize((64, 48)), "JPEG", restart_marker_blocks=1)
save("jpeg-444", rgb, "JPEG", subsampling=0)
for orientation in range(1, 9):
    exif = Image.Exif()
    exif[0x0112] = orientation
    save(f"jpeg-exif-{orientation}", rgb, "JPEG", exif=exif.tobytes())
save("gif", rgb.convert("P"), "GIF")
save("gif-transparent", rgba.convert("P"), "GIF", transparency=0)
for mode in ["1", "L", "P", "RGB"]:
    save(f"bmp-{mode}", rgb.convert(mode), "BMP")
save("bmp-rgba", rgba, "BMP")
save("bmp-rle8", rgb.convert("P"), "BMP", compression="bmp_rle")
for compression in ["raw", "tiff_lzw", "tiff_deflate", "packbits", "jpeg"]:
    save(f"tiff-{compression}", rgb, "TIFF", compression=compression)
save("tiff-rgba", rgba, "TIFF")
save("tiff-grey", rgb.convert("L"), "TIFF")
save("webp-lossy", rgb, "WEBP", quality=60)
save("webp-lossless", rgba, "WEBP", lossless=True)
save("webp-alpha", rgba, "WEBP", quality=50)
print(f"Pillow seeds → {out}")
