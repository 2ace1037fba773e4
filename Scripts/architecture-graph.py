#!/usr/bin/env python3
"""Prints the module graph of Package.swift as a mermaid block (library and C targets; the
tools, benchmarks and tests are left out), for Spec/Architecture.md.

  python3 Scripts/architecture-graph.py            print the block
  python3 Scripts/architecture-graph.py --write    replace the block in Spec/Architecture.md
"""
import json, os, re, subprocess, sys, tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
with tempfile.TemporaryDirectory() as scratch:
    package = json.loads(subprocess.run(
        ["swift", "package", "--scratch-path", scratch, "dump-package"], cwd=root,
        check=True, capture_output=True, text=True).stdout)
lines = ["```mermaid", "graph TD"]
for target in package["targets"]:
    if target["type"] not in ("regular", "system") and target["name"] != "docpkg":
        continue
    if target["type"] == "executable" and target["name"] != "docpkg":
        continue
    for dependency in target.get("dependencies", []):
        name = (dependency.get("byName") or dependency.get("target") or [None])[0]
        if name:
            lines.append(f"  {target['name']} --> {name}")
lines.append("```")
block = "\n".join(lines)
if "--write" in sys.argv:
    path = os.path.join(root, "Spec", "Architecture.md")
    text = open(path).read()
    text = re.sub(r"```mermaid\n.*?```", lambda _: block, text, count=1, flags=re.S)
    open(path, "w").write(text)
else:
    print(block)
