#!/usr/bin/env python3
"""The ICU data docpkg's static build links instead of Foundation's whole table.

Swift's static Foundation carries ICU's complete data package (`icudt76_dat` in
`lib_FoundationICU.a`, 34 MB: every locale's names, currencies, units, collations, break
dictionaries and 200 legacy converters). docpkg formats dates and numbers only in
en_US_POSIX and UTC, compares strings without a locale, and decodes legacy text through
iconv, so most of that table is never opened. This script makes a smaller package of the
same format holding:

  - every item that is not a locale bundle: normalisation, case and property data, time
    zones (zoneinfo64, metaZones, windowsZones), likely subtags, plurals, supplemental data,
    the converter alias table, the root collation (`coll/ucadata.icu`), break rules (`.brk`);
  - the locale bundles of root, en, en_US and en_US_POSIX in every tree (top level, coll,
    curr, lang, region, unit, zone, rbnf, brkitr), and each tree's `pool.res` and
    `res_index.res`;
  - the converters Core Foundation opens for the encodings it offers (`String.Encoding`'s
    names and `String.availableStringEncodings`: Shift_JIS, ISO-2022-JP, the ISO 8859,
    Windows and DOS code pages, Mac scripts, GBK, EUC-CN, Big5, EUC-KR, …) but three, so
    `String(data:encoding:)` answers as with the whole table.

Left out: other locales (ICU falls back to root, as for any locale it lacks: a de_DE date
formatter writes English names), word-break dictionaries for Chinese, Japanese, Thai,
Khmer, Lao and Burmese (break iteration then goes by character), the transliterators
(`applyingTransform` returns nil; docpkg calls none), converters no encoding Core
Foundation offers reaches, those of GB 18030, Big5-HKSCS and ISO-2022-CN (206 KB; see
REACHED_CONVERTERS), and Unicode's
character names (`unames.icu`, 337 KB: read only by the transliterators and by `\\N{NAME}` in
an ICU regular expression or set pattern, which then fails to compile, an error rather
than a wrong match; Swift's own `Unicode.Scalar.Properties.name` has its own table).

ICU opens items by name through the package's table of contents, so a smaller package of
the same format is read the same way; the data version and format stay those of the
toolchain's ICU.

The package is stored compressed: its front (header, table of contents, names) and each
item as its own raw LZMA2 stream, 1.7 of 6.5 MB (zlib made 2.3 MB). Scripts/icu-lazy-data.c,
compiled here into the same object with the decoder members of liblzma.a (one partial link,
their symbols made local), unpacks the front and an item into a zero-filled array (no bytes
in the file) when ICU first opens that item, so a process pays for the items it opens and
nothing for the rest; docpkg's commands open none. The largest item, the root collation
(577 KB), unpacks in about 5 ms.

Usage: icu-data-subset.py TOOLCHAIN_LIB_FOUNDATION_ICU_A OUT.o
Writes OUT.o, an object file defining `__wrap_icudt76_dat`, `__wrap_swift_udata_open` and
`__wrap_swift_udata_openChoice` (the names are taken from the archive), and prints a
one-line summary on stderr. Linked with a `--wrap` for each, ICU's reference to its data
resolves to this package, its opens pass through icu-lazy-data.c, and the archive's own data
member is never pulled in. Needs llvm-ar, llvm-nm, llvm-objcopy, clang and ld.lld (the
toolchain's) and liblzma-dev (lzma.h and liblzma.a).
"""
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import lzma

KEPT_LOCALES = {"root", "en", "en_US", "en_US_POSIX", "pool", "res_index"}
# Bundles named like locales that are not locales.
NOT_LOCALES = {
    "units", "plurals", "metaZones", "langInfo", "icustd", "icuver", "metadata", "zoneinfo64",
    "supplementalData", "likelySubtags", "numberingSystems", "timezoneTypes", "windowsZones",
    "keyTypeData", "dayPeriods", "genderList", "grammaticalFeatures", "pluralRanges",
    "currencyNumericCodes",
}
LOCALE = re.compile(r"^[a-z]{2,3}(_[A-Za-z0-9]*)*$")
# The converters Core Foundation opens for every encoding it offers (`String.Encoding`'s
# names and the 48 more in `String.availableStringEncodings`: DOS, Windows, ISO 8859, KOI8,
# EBCDIC, Mac scripts, Chinese, Japanese and Korean), found by tracing the items ICU opens
# while Scripts/icu-subset-check.swift converts its samples to and from each one, and
# checked by Scripts/icu-subset-check.sh against the whole table. Left out on purpose, for
# 206 KB: GB 18030 (`gb18030-2022`), Big5-HKSCS (`ibm-1375_P100-2008`) and ISO-2022-CN
# (`cns-11643-1992`), which then drop out of `String.availableStringEncodings`; docpkg's
# own legacy-text decoding goes through iconv, which has them.
REACHED_CONVERTERS = {
    "ibm-1089_P100-1995", "ibm-1168_P100-2002", "ibm-1363_P11B-1998", "ibm-1373_P100-2002",
    "ibm-1383_P110-1999", "ibm-1386_P100-2001", "ibm-37_P100-1995", "ibm-437_P100-1995",
    "ibm-5012_P100-1999", "ibm-5346_P100-1998", "ibm-5347_P100-1998", "ibm-5349_P100-1998",
    "ibm-5350_P100-1998", "ibm-5354_P100-1998", "ibm-5478_P100-1995", "ibm-737_P100-1997",
    "ibm-775_P100-1996", "ibm-850_P100-1995", "ibm-851_P100-1995", "ibm-852_P100-1995",
    "ibm-855_P100-1995", "ibm-857_P100-1995", "ibm-860_P100-1995", "ibm-861_P100-1995",
    "ibm-862_P100-1995", "ibm-863_P100-1995", "ibm-864_X110-1999", "ibm-865_P100-1995",
    "ibm-866_P100-1995", "ibm-869_P100-1995", "ibm-878_P100-1996", "ibm-9005_X110-2007",
    "ibm-912_P100-1995", "ibm-913_P100-2000", "ibm-914_P100-1995", "ibm-915_P100-1995",
    "ibm-920_P100-1995", "ibm-921_P100-1995", "ibm-923_P100-1998", "ibm-943_P15A-2003",
    "ibm-9447_P100-2002", "ibm-9448_X100-2005", "ibm-9449_P100-2002", "ibm-949_P110-1999",
    "ibm-949_P11A-1999", "ibm-970_P110_P110-2006_U2", "iso-8859_10-1998", "jisx-212",
    "macos-29-10.2", "macos-35-10.2", "macos-6_2-10.4", "macos-7_3-10.2", "windows-874-2000",
    "windows-936-2000", "windows-949-2000", "windows-950-2000",
}


def keeps(name, size):
    base = name.rsplit("/", 1)[-1]
    stem, _, extension = base.rpartition(".")
    if extension == "dict" or name.startswith("translit/") or name == "unames.icu":
        return False
    if extension == "cnv":
        return stem in REACHED_CONVERTERS
    if extension == "res" and LOCALE.match(stem) and stem not in NOT_LOCALES:
        return stem in KEPT_LOCALES
    if extension == "res" and stem.startswith(("de__", "es__")):  # coll/de__PHONEBOOK.res
        return False
    return True


def read_package(data):
    """(header bytes, [(name, item bytes)]) of an ICU common data package."""
    header_size, magic1, magic2 = struct.unpack_from("<HBB", data, 0)
    if (magic1, magic2) != (0xDA, 0x27):
        sys.exit("icu-data-subset: not an ICU data package (magic %02x %02x)" % (magic1, magic2))
    if data[8] != 0:  # UDataInfo.isBigEndian
        sys.exit("icu-data-subset: big-endian ICU data is not handled")
    count = struct.unpack_from("<I", data, header_size)[0]
    entries = [struct.unpack_from("<II", data, header_size + 4 + 8 * i) for i in range(count)]
    items = []
    for index, (name_offset, data_offset) in enumerate(entries):
        start = header_size + name_offset
        name = data[start:data.index(b"\0", start)].decode("ascii")
        end = entries[index + 1][1] if index + 1 < count else len(data) - header_size
        items.append((name, data[header_size + data_offset:header_size + end]))
    return data[:header_size], items


def write_package(header, items):
    """An ICU common data package: the header, a table of contents (count, then name and
    data offsets from the end of the header), the names, then each item 16-byte aligned,
    as ICU's pkgdata lays it out. Names stay sorted (ICU binary-searches them)."""
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in items)
    toc_size = 4 + 8 * len(items)
    data_start = (toc_size + len(names) + 15) & ~15
    # Items start 16-byte aligned from the package start; the header is a multiple of 16.
    assert len(header) % 16 == 0
    body = bytearray()
    toc = bytearray(struct.pack("<I", len(items)))
    name_offset = toc_size
    for name, item in items:
        offset = data_start + len(body)
        toc += struct.pack("<II", name_offset, offset)
        name_offset += len(name) + 1
        body += item
        body += b"\0" * (-len(body) % 16)
    padding = b"\0" * (data_start - toc_size - len(names))
    return bytes(header) + bytes(toc) + names + padding + bytes(body)

# The C source compiled into the linked object: the runtime (icu-lazy-data.c) with the names
# and sizes of this package and toolchain filled in.
GENERATED = """// Generated by Scripts/icu-data-subset.py; not committed.
#define DOCPKG_ICU_PACKAGE {package}
#define DOCPKG_ICU_PACKAGE_NAME "{package_name}"
#define DOCPKG_ICU_REAL_OPEN {real_open}
#define DOCPKG_ICU_WRAP_OPEN {wrap_open}
#define DOCPKG_ICU_REAL_OPEN_CHOICE {real_choice}
#define DOCPKG_ICU_WRAP_OPEN_CHOICE {wrap_choice}
#include "{runtime}"

// The package, filled in as items are opened: zero-initialised, so it takes no room in the
// file and no memory until written.
__attribute__((aligned(16))) unsigned char {package}[{size}];
atomic_uchar docpkg_icu_item_ready[{count}];
__asm__(".section .rodata.docpkg_icu_blob,\\"a\\",@progbits\\n"
        ".balign 16\\n"
        ".globl docpkg_icu_blob\\n"
        "docpkg_icu_blob:\\n"
        ".incbin \\"{blob}\\"\\n"
        ".previous\\n");
"""


# Raw LZMA2 at xz's strongest preset, with a dictionary larger than any item (the root
# collation, 577 KB, is the largest) and no larger: the decoder allocates it in full.
DICTIONARY_SIZE = 1 << 20


def compress(data):
    assert len(data) <= DICTIONARY_SIZE
    return lzma.compress(data, format=lzma.FORMAT_RAW, filters=[{
        "id": lzma.FILTER_LZMA2, "preset": 9 | lzma.PRESET_EXTREME,
        "dict_size": DICTIONARY_SIZE}])


def lazy_blob(package, header_size):
    """The compressed form icu-lazy-data.c reads (its `struct blob_header` describes it):
    the package's front (header, table of contents, names) and each item as its own raw
    LZMA2 stream, with each item's name, offset and size from the table of contents."""
    count = struct.unpack_from("<I", package, header_size)[0]
    toc = [struct.unpack_from("<II", package, header_size + 4 + 8 * i) for i in range(count)]
    names, spans = [], []
    for index, (name_offset, data_offset) in enumerate(toc):
        start = header_size + name_offset
        name = package[start:package.index(b"\0", start)].split(b"/", 1)[1]
        end = toc[index + 1][1] if index + 1 < count else len(package) - header_size
        names.append(name)
        spans.append((header_size + data_offset, header_size + end))
    front_size = spans[0][0]
    entry_size, head_size = 20, 32
    name_table = b"".join(name + b"\0" for name in names)
    name_start = head_size + entry_size * count
    data_start = name_start + len(name_table)
    streams, entries, cursor = [], [], data_start
    front = compress(package[:front_size])
    streams.append(front)
    front_offset = cursor
    cursor += len(front)
    name_cursor = name_start
    for name, (start, end) in zip(names, spans):
        compressed = compress(package[start:end])
        entries.append(struct.pack("<IIIII", name_cursor, start, end - start, cursor,
                                   len(compressed)))
        streams.append(compressed)
        cursor += len(compressed)
        name_cursor += len(name) + 1
    head = b"DPICU\2\0\0" + struct.pack("<IIIIII", count, len(package), front_size,
                                             front_offset, len(front), DICTIONARY_SIZE)
    blob = head + b"".join(entries) + name_table + b"".join(streams)
    assert len(head) == head_size and len(blob) == cursor
    return blob, front_size


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().split("\n\n")[-2])
    archive, output = sys.argv[1], os.path.abspath(sys.argv[2])
    tools = os.path.dirname(shutil.which("swift") and os.path.realpath(shutil.which("swift")) or "")
    def tool(name):
        local = os.path.join(tools, name)
        return local if os.access(local, os.X_OK) else name

    work = tempfile.mkdtemp()
    try:
        members = subprocess.run([tool("llvm-ar"), "t", archive], check=True,
                                 capture_output=True, text=True).stdout.split()
        member = next((m for m in members if "packaged_data" in m), None)
        if member is None:
            sys.exit("icu-data-subset: no ICU data member in " + archive)
        subprocess.run([tool("llvm-ar"), "x", archive, member], cwd=work, check=True)
        symbols = subprocess.run([tool("llvm-nm"), os.path.join(work, member)], check=True,
                                 capture_output=True, text=True).stdout.split()
        symbol = next(s for s in symbols if re.fullmatch(r"icudt\d+_dat", s))
        full = os.path.join(work, "full.dat")
        subprocess.run([tool("llvm-objcopy"), "-O", "binary", "--only-section=.rodata",
                        os.path.join(work, member), full], check=True)
        with open(full, "rb") as f:
            data = f.read()
        header, items = read_package(data)
        kept = [(name, item) for name, item in items if keeps(name.split("/", 1)[-1], len(item))]
        package = write_package(header, kept)
        opens = [s for s in subprocess.run(
            [tool("llvm-nm"), "--defined-only", archive], check=True, capture_output=True,
            text=True).stdout.split() if re.fullmatch(r"(\w+_)?udata_open(Choice)?", s)]
        if len(opens) != 2:
            sys.exit("icu-data-subset: expected udata_open and udata_openChoice in " + archive)
        open_symbol = next(s for s in opens if not s.endswith("Choice"))
        choice_symbol = next(s for s in opens if s.endswith("Choice"))
        blob, front_size = lazy_blob(package, len(header))
        with open(os.path.join(work, "icudata.blob"), "wb") as f:
            f.write(blob)
        package_name = kept[0][0].split("/", 1)[0]
        source = os.path.join(work, "icu-lazy-data-generated.c")
        with open(source, "w") as f:
            f.write(GENERATED.format(
                package="__wrap_" + symbol, package_name=package_name,
                real_open="__real_" + open_symbol, wrap_open="__wrap_" + open_symbol,
                real_choice="__real_" + choice_symbol, wrap_choice="__wrap_" + choice_symbol,
                runtime=os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                     "icu-lazy-data.c"),
                size=len(package), count=len(kept), blob=os.path.join(work, "icudata.blob")))
        compiled = os.path.join(work, "icu-lazy-data.o")
        subprocess.run([tool("clang"), "-c", "-O2", "-fPIC", "-std=c11", "-Wall", "-Werror",
                        "-ffunction-sections", "-fdata-sections", source, "-o", compiled],
                       check=True)
        # The decoder comes from liblzma.a, partially linked in so that the object stands
        # alone; its symbols are then made local, so that no other copy of liblzma (libtiff
        # opens the system's at run time) can bind to them or they to it.
        liblzma = subprocess.run([tool("clang"), "-print-file-name=liblzma.a"], check=True,
                                 capture_output=True, text=True).stdout.strip()
        if not os.path.isabs(liblzma) or not os.path.exists(liblzma):
            sys.exit("icu-data-subset: no liblzma.a (install liblzma-dev)")
        linked = os.path.join(work, "linked.o")
        subprocess.run([tool("ld.lld"), "-r", compiled, liblzma, "-o", linked], check=True)
        exported = ["__wrap_" + name for name in (symbol, open_symbol, choice_symbol)]
        subprocess.run([tool("llvm-objcopy")]
                       + ["--keep-global-symbol=" + name for name in exported]
                       + [linked, output], check=True)
        print("icu-data-subset: %s: %d of %d items, %.1f of %.1f MB, %.1f MB compressed"
              % (symbol, len(kept), len(items), len(package) / 1e6, len(data) / 1e6,
                 len(blob) / 1e6), file=sys.stderr)
    finally:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
