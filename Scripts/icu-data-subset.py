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
  - the converters of the encodings `String.Encoding` names that Core Foundation hands to
    ICU (Shift_JIS, EUC-JP, ISO-2022-JP, the ISO 8859 and Windows code pages, Mac scripts)
    and the Chinese and Korean ones Core Foundation knows (GBK, EUC-CN, Big5, EUC-KR),
    so `String(data:encoding:)` keeps working for apps that link docpkg's libraries.

Left out: other locales (ICU falls back to root, as for any locale it lacks: a de_DE date
formatter writes English names), word-break dictionaries for Chinese, Japanese, Thai,
Khmer, Lao and Burmese (break iteration then goes by character), the transliterators
(`applyingTransform` returns nil; docpkg calls none), and converters neither
`String.Encoding` nor Core Foundation's Chinese and Korean encodings reach.

ICU opens items by name through the package's table of contents, so a smaller package of
the same format is read the same way; the data version and format stay those of the
toolchain's ICU.

Usage: icu-data-subset.py TOOLCHAIN_LIB_FOUNDATION_ICU_A OUT.o
Writes OUT.o, an object file defining `__wrap_icudt76_dat` (the name is taken from the
archive), and prints a one-line summary on stderr. Linked with `--wrap=icudt76_dat`, ICU's
reference to its data resolves to this package and the archive's own member is never
pulled in. Needs llvm-ar, llvm-nm and llvm-objcopy (the toolchain's).
"""
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

KEPT_LOCALES = {"root", "en", "en_US", "en_US_POSIX", "pool", "res_index"}
# Bundles named like locales that are not locales.
NOT_LOCALES = {
    "units", "plurals", "metaZones", "langInfo", "icustd", "icuver", "metadata", "zoneinfo64",
    "supplementalData", "likelySubtags", "numberingSystems", "timezoneTypes", "windowsZones",
    "keyTypeData", "dayPeriods", "genderList", "grammaticalFeatures", "pluralRanges",
    "currencyNumericCodes",
}
LOCALE = re.compile(r"^[a-z]{2,3}(_[A-Za-z0-9]*)*$")
# Converters reached from String.Encoding through Core Foundation's ICU names (checked by
# Scripts/icu-subset-check.sh against the whole table): small single-byte tables are
# all kept (a few KB each); these are the multi-byte ones.
KEPT_CONVERTERS = {
    "ibm-943_P15A-2003",  # Shift_JIS / windows-31j
    "ibm-33722_P12A_P12A-2009_U2",  # EUC-JP
    "jisx-212",  # ISO-2022-JP-1 / -2 (JIS X 0212)
    "ibm-5478_P100-1995",  # GB 2312 inside ISO-2022
    "ibm-1386_P100-2001",  # GBK
    "ibm-1383_P110-1999",  # EUC-CN
    "ibm-1373_P100-2002",  # Big5 (the base of windows-950)
    "ibm-949_P11A-1999",  # Korean (windows-949, ISO-2022-KR)
    "ibm-970_P110_P110-2006_U2",  # EUC-KR
    "ibm-1363_P11B-1998",  # DOS Korean (cp1363)
}
SMALL_CONVERTER = 20_000


def keeps(name, size):
    base = name.rsplit("/", 1)[-1]
    stem, _, extension = base.rpartition(".")
    if extension == "dict" or name.startswith("translit/"):
        return False
    if extension == "cnv":
        return size < SMALL_CONVERTER or stem in KEPT_CONVERTERS
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
        subset = os.path.join(work, "icudata")
        with open(subset, "wb") as f:
            f.write(write_package(header, kept))
        machine = os.uname().machine
        target = {"x86_64": "elf64-x86-64", "aarch64": "elf64-littleaarch64"}.get(machine)
        if target is None:
            sys.exit("icu-data-subset: no ELF target known for " + machine)
        subprocess.run([tool("llvm-objcopy"), "-I", "binary", "-O", target,
                        "--rename-section=.data=.rodata,alloc,load,readonly,data,contents",
                        "--set-section-alignment=.data=16",
                        "--redefine-sym=_binary_icudata_start=__wrap_" + symbol,
                        "--strip-symbol=_binary_icudata_end",
                        "--strip-symbol=_binary_icudata_size",
                        "icudata", output], cwd=work, check=True)
        print("icu-data-subset: %s: %d of %d items, %.1f of %.1f MB"
              % (symbol, len(kept), len(items), os.path.getsize(subset) / 1e6, len(data) / 1e6),
              file=sys.stderr)
    finally:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
