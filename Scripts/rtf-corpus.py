#!/usr/bin/env python3
"""Runs `docpkg text` over ../shared/corpus/rtf (or $CORPUS_DIR/rtf) and compares the plain-text
export with each source's expected output after whitespace normalisation.

Sources and their expected outputs:
  striprtf      rtf/NAME.rtf  -> text/NAME.txt (striprtf's own output: cells end in '|',
                links as text("url"); both are normalised away)
  rtfparserkit  converter-text/*.rtf -> *.txt; parser-standard/*.rtf -> *.xml (the body
                <chars> of the XML event stream, outside destination groups)
  tika          no expected text: checked for no crash / no hang only

Usage: Scripts/rtf-corpus.py [path/to/docpkg]   (default .build/debug/docpkg)
Prints a Markdown table per source and one line per miss.
"""
import os, re, subprocess, sys, time
import xml.etree.ElementTree as ET

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
corpus = os.environ.get("CORPUS_DIR") or next(
    (c for c in (os.path.join(root, "..", "shared", "corpus"), os.path.join(root, "..", "..", "shared", "corpus"))
     if os.path.isdir(c)), "")
corpus = os.path.join(corpus, "rtf")
docpkg = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, ".build/debug/docpkg")

def norm(text):
    return " ".join(text.replace("\u00a0", " ").split())

def striprtf_expected(text):
    text = re.sub(r'\("[^"]*"\)', "", text)
    return norm(text.replace("|", " "))

SKIP = {"fonttbl", "colortbl", "stylesheet", "info", "pict", "listtable", "listoverridetable",
        "header", "footer", "headerl", "headerr", "footerl", "footerr", "fldinst", "object",
        "footnote", "revtbl", "rsidtbl", "themedata", "latentstyles", "datastore"}

def xml_expected(path):
    data = open(path, "rb").read().decode("utf-8", errors="replace")
    # Some event streams hold control characters XML 1.0 forbids; drop them.
    data = re.sub(r"&#(x0*[0-8bcefBCEF]|x0*1[0-9a-fA-F]|0*[0-8]|0*1[1-9]|0*2[0-9]|0*3[01]);|[\x00-\x08\x0b\x0c\x0e-\x1f]", "", data)
    tree = ET.ElementTree(ET.fromstring(data))
    out = []
    def walk(node):
        for i, child in enumerate(node):
            if child.tag == "group":
                first = next((c for c in child if c.tag == "command"), None)
                if first is not None and (first.get("optional") == "true" or first.get("name") in SKIP):
                    continue
                walk(child)
            elif child.tag == "chars":
                out.append(child.text or "")
            elif child.tag == "command" and child.get("name") in ("par", "tab", "line", "cell", "row", "sect", "page"):
                out.append(" ")
    walk(tree.getroot())
    return norm("".join(out))

def run(path):
    start = time.time()
    try:
        p = subprocess.run([docpkg, "text", path], capture_output=True, timeout=10)
    except subprocess.TimeoutExpired:
        return None, "hang", 10.0
    elapsed = time.time() - start
    if p.returncode < 0 or p.returncode not in (0, 65):
        return None, f"exit {p.returncode}: {p.stderr.decode(errors='replace')[:200]}", elapsed
    return p.stdout.decode("utf-8", errors="replace"), None, elapsed

results = {}
misses = []
def record(source, name, ok, note=""):
    r = results.setdefault(source, [0, 0, 0])
    r[0] += 1
    if ok is None:
        r[2] += 1
    elif ok:
        r[1] += 1
    if ok is False:
        misses.append(f"{source}/{name}: {note}")

def compare(source, path, expected):
    out, err, _ = run(path)
    if err:
        record(source, os.path.basename(path), False, err)
        return
    got = norm(out.replace("|", " ") if source == "striprtf" else out)
    if expected is None:
        record(source, os.path.basename(path), None)
    elif got == expected:
        record(source, os.path.basename(path), True)
    else:
        i = next((k for k in range(min(len(got), len(expected))) if got[k] != expected[k]), min(len(got), len(expected)))
        record(source, os.path.basename(path), False,
               f"differs at char {i}: got {got[max(0,i-30):i+40]!r} expected {expected[max(0,i-30):i+40]!r}")

s = os.path.join(corpus, "striprtf")
for name in sorted(os.listdir(os.path.join(s, "rtf"))):
    txt = os.path.join(s, "text", name[:-4] + ".txt")
    exp = striprtf_expected(open(txt, encoding="utf-8", errors="replace").read()) if os.path.exists(txt) else None
    compare("striprtf", os.path.join(s, "rtf", name), exp)
k = os.path.join(corpus, "rtfparserkit")
for sub in sorted(os.listdir(k)):
    for name in sorted(os.listdir(os.path.join(k, sub))):
        if not name.endswith(".rtf"):
            continue
        base = os.path.join(k, sub, name[:-4])
        if os.path.exists(base + ".txt"):
            exp = norm(open(base + ".txt", encoding="utf-8").read())
        elif os.path.exists(base + ".xml") and sub == "parser-standard":
            exp = xml_expected(base + ".xml")
        else:
            exp = None
        compare("rtfparserkit", base + ".rtf", exp)
t = os.path.join(corpus, "tika")
for name in sorted(os.listdir(t)):
    compare("tika", os.path.join(t, name), None)

print("| Source | Files | Expected output matches | No expected output (no crash/hang only) | Misses |")
print("|---|---|---|---|---|")
for source, (total, ok, noexp) in results.items():
    print(f"| {source} | {total} | {ok}/{total - noexp} | {noexp} | {total - noexp - ok} |")
print()
for miss in misses:
    print("- " + miss)
