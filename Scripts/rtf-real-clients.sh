#!/usr/bin/env bash
# Acceptance 2: LibreOffice (soffice --headless --convert-to txt) and pandoc read the RTF we
# write for generated documents (every attribute, 12 scripts) as our plain-text export.
# Needs soffice (apt-get install libreoffice-writer-nogui) and pandoc.
set -euo pipefail
cd "$(dirname "$0")/.."
RICHTEXT_REAL_CLIENTS=1 swift test --filter RealClientTests 2>&1 \
  | grep -E "LibreOffice |pandoc |✘|Test run|Expectation"
