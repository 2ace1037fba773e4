#!/usr/bin/env bash
# Acceptance 5 (issue 4) and 2 (issue 16): plain-text extraction of 5 MB RTFs (TextEdit's
# Cocoa dialect formatting-heavy, plain-heavy, multilingual (issue 30: most characters `\uN`
# or `\'xx` escapes) and mixed, and one written by pandoc) with
# `docpkg text` (release build) vs striprtf (Python) vs pandoc, in one run on the same inputs. Wall time medians via hyperfine; peak RSS via /usr/bin/time -v.
# Inputs are generated into a temp folder. The machine is shared, so numbers are noisy.
# Usage: Benchmarks/rtf-text.sh [RUNS]   (default 5 runs for docpkg, 3 for the others;
#        INPUTS="formatted plain" limits the inputs; DOCPKG=path runs another docpkg binary,
#        e.g. the static-stdlib one users get from Scripts/build-release.sh)
# Writes Benchmarks/results/rtf-text.md.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
slow_runs=3
work="$(mktemp -d)"
[ -n "${KEEP_WORK:-}" ] && echo "inputs kept in $work" || trap 'rm -rf "$work"' EXIT

[ -n "${DOCPKG:-}" ] || swift build -c release --product docpkg >/dev/null
docpkg="${DOCPKG:-$PWD/.build/release/docpkg}"
# The interpreter itself, not a pyenv shim (a shim adds ~100 ms of shell to every run).
python="$(python3 -c 'import sys; print(sys.executable)')"

python3 - "$work" <<'PY'
import random, sys, os
out = sys.argv[1]
random.seed(42)
words = ("lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor "
         "incididunt ut labore et dolore magna aliqua café naïve Straße déjà vu").split()
scripts = ["Καλημέρα κόσμε", "Съешь же ещё", "こんにちは世界", "你好世界", "שלום עולם", "😀 🎉"]

def rtf_escape(text):
    parts = []
    for ch in text:
        o = ord(ch)
        if ch in "\\{}":
            parts.append("\\" + ch)
        elif o < 128:
            parts.append(ch)
        elif o > 0xFFFF:
            o -= 0x10000
            parts.append("\\u%d \\u%d " % (0xD800 + (o >> 10), 0xDC00 + (o & 0x3FF)))
        else:
            parts.append("\\u%d " % o)
    return "".join(parts)

def sentence():
    s = " ".join(random.choice(words) for _ in range(random.randint(6, 18)))
    if random.random() < 0.3:
        s += " " + random.choice(scripts)
    return s.capitalize() + "."

# TextEdit-style RTF, as NSAttributedString writes it.
target = 5 * 1024 * 1024
body = []
size = 0
while size < target:
    p = []
    for _ in range(random.randint(2, 6)):
        r = random.random()
        s = rtf_escape(sentence())
        if r < 0.15:
            p.append("\\f1\\b " + s + "\\f0\\b0 ")
        elif r < 0.25:
            p.append("\\cf2 " + s + "\\cf0 ")
        elif r < 0.30:
            p.append('{\\field{\\*\\fldinst{HYPERLINK "https://example.com/%d"}}{\\fldrslt \\cf3 \\ul \\ulc3 %s}}\\cf0 \\ulnone ' % (random.randint(0, 9999), s))
        else:
            p.append(s + " ")
    line = "".join(p) + "\\\n"
    body.append(line)
    size += len(line)
header = ("{\\rtf1\\ansi\\ansicpg1252\\cocoartf2822\n\\cocoatextscaling0\\cocoaplatform0"
          "{\\fonttbl\\f0\\fswiss\\fcharset0 Helvetica;\\f1\\fswiss\\fcharset0 Helvetica-Bold;}\n"
          "{\\colortbl;\\red255\\green255\\blue255;\\red251\\green2\\blue7;\\red0\\green0\\blue233;}\n"
          "{\\*\\expandedcolortbl;;\\cssrgb\\c100000\\c14913\\c0;\\cssrgb\\c0\\c0\\c93333;}\n"
          "\\paperw11900\\paperh16840\\margl1440\\margr1440\\vieww11520\\viewh8400\\viewkind0\n"
          "\\pard\\tx720\\tx1440\\tx2160\\tx2880\\tx3600\\tx4320\\tx5040\\tx5760\\tx6480\\tx7200\\tx7920\\tx8640\\pardirnatural\\partightenfactor0\n\n"
          "\\f0\\fs24 \\cf0 ")
with open(os.path.join(out, "cocoa.rtf"), "w", encoding="ascii") as f:
    f.write(header + "".join(body) + "}")

# Formatting-heavy TextEdit-style RTF (issue 16): a font, colour, weight or size change
# every two to four words, as a styled note or a pasted web page gives.
changes = ["\\f1 ", "\\f0 ", "\\cf2 ", "\\cf3 ", "\\cf0 ", "\\b ", "\\b0 ", "\\i ",
           "\\i0 ", "\\fs28 ", "\\fs24 ", "\\ul ", "\\ulnone ", "\\f1\\cf2 ", "\\f0\\cf0 "]
body = []
size = 0
while size < target:
    sentence_words = sentence().split(" ")
    p = []
    i = 0
    while i < len(sentence_words):
        n = random.randint(2, 4)
        p.append(random.choice(changes) + rtf_escape(" ".join(sentence_words[i:i + n])) + " ")
        i += n
    line = "".join(p) + "\\\n"
    body.append(line)
    size += len(line)
with open(os.path.join(out, "formatted.rtf"), "w", encoding="ascii") as f:
    # TextEdit writes \uN with no fallback (\uc0).
    f.write(header + "\\uc0 " + "".join(body) + "}")

# Plain-heavy TextEdit-style RTF: long paragraphs of ASCII text, one control word each.
ascii_words = [w for w in words if w.isascii()]
def ascii_sentence():
    return " ".join(random.choice(ascii_words) for _ in range(random.randint(6, 18))).capitalize() + "."
body = []
size = 0
while size < target:
    line = " ".join(ascii_sentence() for _ in range(random.randint(4, 12))) + "\\\n"
    body.append(line)
    size += len(line)
with open(os.path.join(out, "plain.rtf"), "w", encoding="ascii") as f:
    f.write(header + "".join(body) + "}")

# Multilingual TextEdit-style RTF (issue 30): most characters are escapes, written as
# NSAttributedString writes non-ASCII text under \ansicpg1252 (TextEdit's files in the
# corpus show it): a character of Windows-1252 (é, ü, ß, œ, curly quotes, dashes) as \'xx;
# any other as \uN  with no fallback, \uc0 written before the first one of each attribute
# run (`\uc0\u955 \u945 `); an emoji as its two UTF-16 units, unsigned (\u55357 \u56832 ).
# Its own generator, so the inputs after it are the same as before it was added.
rng = random.Random(30)
languages = {
    "greek": "Καλημέρα κόσμε η γλώσσα μου έδωσαν ελληνική το σπίτι φτωχικό στις αμμουδιές "
             "του Ομήρου μονάχη έγνοια ξεσκεπάζω την ψυχοφθόρα βδελυγμία".split(),
    "russian": "Съешь же ещё этих мягких французских булок да выпей чаю широкая "
               "электрификация южных губерний даст мощный толчок подъёму хозяйства".split(),
    "japanese": "いろはにほへと ちりぬるを わかよたれそ つねならむ うゐのおくやま けふこえて "
                "日本語の文章です 東京都の天気は 今日は良い天気ですね。".split(),
    "chinese": "我能吞下玻璃而不伤身体 你好世界 天地玄黄 宇宙洪荒 日月盈昃 辰宿列张 "
               "寒来暑往 秋收冬藏，闰余成岁。".split(),
    "hebrew": "שלום עולם דג סקרן שט בים מאוכזב ולפתע מצא לו חברה עליזה".split(),
    "arabic": "مرحبا بالعالم نص حكيم له سر قاطع وذو شأن عظيم مكتوب على ثوب أخضر".split(),
    "french": "café naïve déjà élève être où garçon cœur fenêtre hôpital très à côté "
              "Noël leçon œuvre août forêt".split(),
    "german": "Straße Grüße Mädchen über schön fünf Größe Bär Übung Fußgänger "
              "Äpfel Öl süß heißt".split(),
}
emoji = ["😀", "🎉", "👍🏽", "🚀", "❤️", "🇫🇷"]
quotes = [("\u201c", "\u201d"), ("\u2018", "\u2019"), ("\u00ab", "\u00bb"), ("", "")]

def cocoa_escape(text):
    parts = []
    uc0 = False
    for ch in text:
        o = ord(ch)
        if ch in "\\{}":
            parts.append("\\" + ch)
        elif o < 128:
            parts.append(ch)
        else:
            try:
                parts.append("\\'%02x" % ch.encode("cp1252")[0])
                continue
            except UnicodeEncodeError:
                pass
            if not uc0:
                parts.append("\\uc0")
                uc0 = True
            units = ch.encode("utf-16-be")
            for i in range(0, len(units), 2):
                parts.append("\\u%d " % int.from_bytes(units[i:i + 2], "big"))
    return "".join(parts)

def multilingual_sentence():
    name = rng.choice(list(languages))
    separator = "" if name in ("japanese", "chinese") and rng.random() < 0.5 else " "
    s = separator.join(rng.choice(languages[name]) for _ in range(rng.randint(4, 12)))
    if rng.random() < 0.25:
        opening, closing = rng.choice(quotes)
        s += " " + opening + separator.join(rng.sample(languages[name], 3)) + closing
    if rng.random() < 0.2:
        s += rng.choice([" \u2013 ", " \u2014 ", " \u2026 "]) + rng.choice(languages[name])
    if rng.random() < 0.15:
        s += " " + rng.choice(emoji)
    return s + rng.choice([".", "!", "?", ";"])

body = []
size = 0
while size < target:
    p = []
    for _ in range(rng.randint(2, 6)):
        r = rng.random()
        # Each piece is an attribute run: \uc0 again after every change, as Cocoa writes it.
        s = cocoa_escape(multilingual_sentence())
        if r < 0.15:
            p.append("\\f1\\b " + s + "\\f0\\b0 ")
        elif r < 0.25:
            p.append("\\cf2 " + s + "\\cf0 ")
        else:
            p.append(s + " ")
    line = "".join(p) + "\\\n"
    body.append(line)
    size += len(line)
with open(os.path.join(out, "multilingual.rtf"), "w", encoding="ascii") as f:
    f.write(header + "".join(body) + "}")

# Markdown for pandoc to turn into RTF (pandoc's RTF is about 1.45x the Markdown).
md = []
size = 0
while size < target / 1.45:
    s = " ".join(sentence() for _ in range(random.randint(2, 5)))
    w = s.split(" ")
    i = random.randrange(len(w))
    w[i] = "**" + w[i] + "**"
    j = random.randrange(len(w))
    w[j] = "*" + w[j] + "*"
    if random.random() < 0.2:
        w.append("[link](https://example.com/%d)" % random.randint(0, 9999))
    para = " ".join(w) + "\n\n"
    if random.random() < 0.05:
        para = "## " + sentence() + "\n\n" + para
    md.append(para)
    size += len(para.encode())
with open(os.path.join(out, "input.md"), "w", encoding="utf-8") as f:
    f.write("".join(md))
PY
pandoc -s -f markdown -t rtf "$work/input.md" -o "$work/pandoc.rtf"
rm "$work/input.md"

cat > "$work/run_striprtf.py" <<'PY'
import sys
from striprtf.striprtf import rtf_to_text
with open(sys.argv[1], encoding="latin-1") as f:
    # striprtf turns each \u surrogate into a lone surrogate; replace them on output.
    sys.stdout.buffer.write(rtf_to_text(f.read(), errors="ignore").encode("utf-8", "replace"))
PY

results="Benchmarks/results/rtf-text.md"
{
  echo "# docpkg text vs striprtf vs pandoc: plain text from a 5 MB RTF"
  echo
  echo "Generated by \`Benchmarks/rtf-text.sh\` on $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores shared"
  echo "with other builds (noisy). Release build. Wall time is the median of hyperfine runs"
  echo "($runs for docpkg, $slow_runs for striprtf and pandoc); CPU time (user + system) is hyperfine's mean;"
  echo "peak RSS from one \`/usr/bin/time -v\` run. Load average at start: $(cut -d' ' -f1-3 /proc/loadavg)."
  echo "Output goes to /dev/null. striprtf $(python3 -c 'import importlib.metadata as m; print(m.version("striprtf"))'),"
  echo "$(pandoc --version | head -1)."
  echo
} >"$results"

median() { python3 -c "import json,sys,statistics; print('%.4f' % statistics.median(json.load(open(sys.argv[1]))['results'][0]['times']))" "$1"; }
peak_kb() { /usr/bin/time -v "$@" >/dev/null 2>"$work/time.txt"; awk -F': ' '/Maximum resident/ {print $2}' "$work/time.txt"; }
# CPU seconds (user + system), the mean of hyperfine's runs: less sensitive to a loaded machine.
cpu() { python3 -c "import json,sys; r=json.load(open(sys.argv[1]))['results'][0]; print('%.4f' % (r['user'] + r['system']))" "$1"; }

# The floor for any docpkg command: process start (dynamic loading of the Swift runtime,
# Foundation/ICU and the image libraries docpkg links), measured with --help.
hyperfine -N --warmup 1 --runs "$runs" --export-json "$work/h.json" "$docpkg --help" >/dev/null
help_cpu=$(cpu "$work/h.json")
help_kb=$(peak_kb "$docpkg" --help)
echo "docpkg binary: \`${DOCPKG:-.build/release/docpkg}\` ($(file -b "$docpkg" | cut -d, -f1-2))." >>"$results"
echo "docpkg process start (\`docpkg --help\`): median wall $(median "$work/h.json") s, mean CPU $help_cpu s, peak RSS $((help_kb / 1024)) MiB." >>"$results"
echo >>"$results"

for input in ${INPUTS:-formatted plain multilingual cocoa pandoc}; do
  file="$work/$input.rtf"
  bytes=$(stat -c %s "$file")
  # `docpkg text` (plain, the default) reads straight to text without building the model.
  hyperfine -N --warmup 1 --runs "$runs" --export-json "$work/d.json" "$docpkg text $file" >/dev/null
  hyperfine -N --runs "$slow_runs" --export-json "$work/s.json" "$python $work/run_striprtf.py $file" >/dev/null
  hyperfine -N --runs "$slow_runs" --export-json "$work/p.json" "pandoc -f rtf -t plain --wrap=none $file" >/dev/null
  d=$(median "$work/d.json"); s=$(median "$work/s.json"); p=$(median "$work/p.json")
  dc=$(cpu "$work/d.json"); sc=$(cpu "$work/s.json"); pc=$(cpu "$work/p.json")
  dm=$(peak_kb "$docpkg" text "$file"); sm=$(peak_kb "$python" "$work/run_striprtf.py" "$file")
  pm=$(peak_kb pandoc -f rtf -t plain --wrap=none "$file")
  chars=$("$docpkg" text "$file" | wc -m)
  python3 - "$input" "$bytes" "$d" "$s" "$p" "$dm" "$sm" "$pm" "$chars" "$dc" "$sc" "$pc" "$help_cpu" "$help_kb" >>"$results" <<'PY'
import sys
name, size, d, s, p, dm, sm, pm, chars, dc, sc, pc, hc, hm = sys.argv[1:]
size = int(size); d, s, p = float(d), float(s), float(p)
dc, sc, pc = float(dc), float(sc), float(pc)
label = {"cocoa": "Cocoa (TextEdit-style)", "pandoc": "written by pandoc",
         "formatted": "Formatting-heavy Cocoa (a change every 2-4 words)",
         "plain": "Plain-heavy Cocoa (one control word per paragraph)",
         "multilingual": "Multilingual Cocoa (most characters `\\uN` or `\\'xx` escapes)"}[name]
print(f"## {label} RTF, {size / 1048576:.2f} MiB, {int(chars):,} characters of text\n")
print("| Tool | Median wall time | MB/s (wall) | docpkg faster (wall) | Mean CPU time | MB/s (CPU) | docpkg faster (CPU) | Peak RSS | Peak RSS / input |")
print("|---|---|---|---|---|---|---|---|---|")
for tool, t, c, m in (("docpkg text (release)", d, dc, dm), ("striprtf", s, sc, sm), ("pandoc", p, pc, pm)):
    ratio = "—" if tool.startswith("docpkg") else f"{t / d:.0f}×"
    cratio = "—" if tool.startswith("docpkg") else f"{c / dc:.0f}×"
    print(f"| {tool} | {t:.3f} s | {size / 1e6 / t:.0f} | {ratio} | {c:.3f} s | {size / 1e6 / c:.0f} | {cratio} | {int(m) / 1024:.1f} MiB | {int(m) * 1024 / size:.2f}× |")
print()
# The part of docpkg's cost that grows with the input: the run minus `docpkg --help`.
above_cpu = dc - float(hc)
above_kb = int(dm) - int(hm)
print(f"docpkg above its process start (`--help`): CPU {above_cpu:.3f} s = {size / 1e6 / above_cpu:.0f} MB/s; "
      f"peak RSS {above_kb / 1024:.1f} MiB = {above_kb * 1024 / size:.2f}× the input.\n")
PY
done
cat "$results"
