#!/usr/bin/env python3
"""Generates COUNT small files of 14 kinds (PNG, JPEG, GIF, PDF-like, text, JSON, HTML, XML,
RTF, zip, docx, gzip, random bytes, shell scripts) into DIR, named fNNNNN.EXT, from a fixed
seed: the inputs of Benchmarks/types.sh and Benchmarks/streaming-json.sh.

Usage: make_typed_files.py DIR COUNT
"""
import gzip, io, json, os, random, struct, sys, zipfile, zlib
folder, count = sys.argv[1], int(sys.argv[2])
random.seed(42)

def png(width, height):
    raw = b"".join(b"\0" + bytes(random.randrange(256) for _ in range(width * 3)) for _ in range(height))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))

def jpeg(size):
    head = b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00"
    return head + os.urandom(size) + b"\xff\xd9"

def zipped(entries):
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in entries:
            archive.writestr(name, data)
    return buffer.getvalue()

words = "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu".split()
def text(size):
    return " ".join(random.choice(words) for _ in range(size // 6)).encode()

makers = [
    ("png", lambda: png(random.randint(8, 64), random.randint(8, 64))),
    ("jpg", lambda: jpeg(random.randint(2000, 60000))),
    ("gif", lambda: b"GIF89a\x01\x00\x01\x00\x80\x00\x00" + os.urandom(random.randint(100, 5000))),
    ("pdf", lambda: b"%PDF-1.4\n" + text(random.randint(1000, 40000)) + b"\n%%EOF\n"),
    ("txt", lambda: text(random.randint(200, 20000))),
    ("json", lambda: json.dumps({"items": [{"id": i, "name": random.choice(words)} for i in range(random.randint(5, 500))]}).encode()),
    ("html", lambda: b"<!DOCTYPE html>\n<html><head><title>t</title></head><body><p>" + text(random.randint(200, 20000)) + b"</p></body></html>\n"),
    ("xml", lambda: b'<?xml version="1.0"?>\n<root>' + b"".join(b"<w>" + w.encode() + b"</w>" for w in random.choices(words, k=random.randint(10, 2000))) + b"</root>\n"),
    ("rtf", lambda: b"{\\rtf1\\ansi " + text(random.randint(200, 20000)) + b"}"),
    ("zip", lambda: zipped([("a.txt", text(5000)), ("b.txt", text(5000))])),
    ("docx", lambda: zipped([("[Content_Types].xml", "<Types/>"), ("_rels/.rels", "<Relationships/>"), ("word/document.xml", text(8000))])),
    ("gz", lambda: gzip.compress(text(random.randint(1000, 30000)))),
    ("bin", lambda: os.urandom(random.randint(100, 50000))),
    ("sh", lambda: b"#!/bin/sh\necho hello\n" + text(500)),
]
templates = {ext: [make() for _ in range(8)] for ext, make in makers}
for index in range(count):
    ext, _ = makers[index % len(makers)]
    with open(os.path.join(folder, f"f{index:05d}.{ext}"), "wb") as out:
        out.write(random.choice(templates[ext]))
total = sum(os.path.getsize(os.path.join(folder, name)) for name in os.listdir(folder))
print(f"{count} files, {total / 1e6:.1f} MB, {len(makers)} formats")
