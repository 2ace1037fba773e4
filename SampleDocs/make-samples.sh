#!/usr/bin/env bash
# Builds the sample documents in SampleDocs/ with docpkg itself:
#   Trip.note      text (Markdown) + a picture + a PDF attachment, with QuickLook
#   Postcard.rtfd  text + the picture as a \NeXTGraphic attachment
#   Beach.ptk      a PhotoKeeper document holding the picture
# The inputs (a PNG drawn with Python's standard library, a small PDF, the texts) are
# generated here; nothing third-party is used. Run from anywhere:
#   SampleDocs/make-samples.sh            (uses `swift run docpkg`)
#   DOCPKG=.build/release/docpkg SampleDocs/make-samples.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
cd "$root"
if [[ -z "${DOCPKG:-}" ]]; then
  swift build --product docpkg >/dev/null
  DOCPKG="$(swift build --show-bin-path)/docpkg"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 - "$work" <<'PY'
import math, struct, sys, zlib
out = sys.argv[1]

def png(width, height, pixel):
    rows = []
    for y in range(height):
        row = bytearray([0])
        for x in range(width):
            row += bytes(pixel(x, y))
        rows.append(bytes(row))
    def chunk(kind, data):
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))

W, H = 360, 240
def beach(x, y):
    horizon, shore = 140, 190
    sun_x, sun_y, sun_r = 250, 95, 28
    if (x - sun_x) ** 2 + (y - sun_y) ** 2 <= sun_r ** 2:
        return (255, 214, 90)
    if y < horizon:                                  # sky: orange to blue
        t = y / horizon
        return (int(250 - 160 * t), int(150 + 40 * t), int(90 + 150 * t))
    wave = 4 * math.sin(x / 18.0)
    if y < shore + wave:                             # sea with glints
        t = (y - horizon) / (shore - horizon)
        glint = 40 if (x + 3 * y) % 37 == 0 else 0
        return (min(255, int(20 + 30 * t) + glint), min(255, int(90 + 60 * t) + glint),
                min(255, int(160 + 40 * t) + glint))
    return (236, 212, 160)                           # sand

open(f"{out}/Beach.png", "wb").write(png(W, H, beach))

# A one-page PDF with a line of text (offsets computed, so it is a valid file).
objects = [
    b"<< /Type /Catalog /Pages 2 0 R >>",
    b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R"
    b" /Resources << /Font << /F1 5 0 R >> >> >>",
    None,
    b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
]
stream = b"BT /F1 18 Tf 24 72 Td (Itinerary: coast road, day 1) Tj ET"
objects[3] = b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream"
pdf = bytearray(b"%PDF-1.4\n")
offsets = []
for number, body in enumerate(objects, start=1):
    offsets.append(len(pdf))
    pdf += b"%d 0 obj\n" % number + body + b"\nendobj\n"
xref = len(pdf)
pdf += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
for offset in offsets:
    pdf += b"%010d 00000 n \n" % offset
pdf += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
open(f"{out}/Itinerary.pdf", "wb").write(bytes(pdf))

open(f"{out}/Trip.md", "w").write(
    "# Trip to the coast\n\n"
    "We drove along the **cliffs** and had *lunch* by the sea. The water was cold, "
    "the sand warm, and the sun stayed out until the evening.\n\n"
    "Attached: a photo of the beach and the itinerary.\n")
open(f"{out}/Postcard.txt", "w").write(
    "Greetings from the coast!\n\nThe picture below was taken from the cliff path.\n")
PY

rm -rf "$here/Trip.note" "$here/Postcard.rtfd" "$here/Beach.ptk"
"$DOCPKG" pack --text "$work/Trip.md" --attach "$work/Beach.png" --attach "$work/Itinerary.pdf" \
  -o "$here/Trip.note"
"$DOCPKG" pack --text "$work/Postcard.txt" --attach "$work/Beach.png" -o "$here/Postcard.rtfd"
"$DOCPKG" pack --attach "$work/Beach.png" -o "$here/Beach.ptk"
echo "Try: swift run docpkg thumbnail SampleDocs/Trip.note -o trip.png"
