#!/usr/bin/env bash
# End-to-end check of docpkg's freedesktop thumbnailer with a real client: Xfce's tumbler
# (org.freedesktop.thumbnails.Thumbnailer1 over D-Bus), headless, in a private
# dbus-run-session with private XDG folders. Installs the thumbnailer with
# `docpkg desktop install --user`, asks tumbler for the thumbnail of INPUT as MIME, and
# checks that the cache file appears with Thumb::URI and Thumb::MTime matching INPUT.
#
#   Scripts/desktop/tumbler-check.sh INPUT MIME-TYPE [normal|large|x-large|xx-large]
#   Scripts/desktop/tumbler-check.sh SampleDocs/Trip.note application/x-docpkg-note large
#   Scripts/desktop/tumbler-check.sh Report.pages application/vnd.apple.pages
#
# Needs: tumbler, dbus (dbus-run-session), libglib2.0-bin (gdbus), python3-gi.
# DOCPKG=path selects the binary (default: .build/debug/docpkg). Exit 0 when the thumbnail
# landed with valid keys, 1 otherwise.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
[ $# -ge 2 ] || { sed -n '2,15p' "$0"; exit 64; }
input=$(realpath "$1")
mime=$2
flavor=${3:-normal}
docpkg=$(realpath "${DOCPKG:-$root/.build/debug/docpkg}")
tumblerd=$(ls /usr/lib/*/tumbler-1/tumblerd 2>/dev/null | head -1)
[ -x "$tumblerd" ] || { echo "tumbler-check: tumblerd not found (apt-get install tumbler)" >&2; exit 1; }

work=$(mktemp -d /tmp/docpkg-tumbler.XXXXXX)
trap 'rm -rf "$work"' EXIT
export HOME=$work/home
export XDG_DATA_HOME=$HOME/.local/share XDG_CACHE_HOME=$HOME/.cache XDG_CONFIG_HOME=$HOME/.config
export XDG_DATA_DIRS=/usr/local/share:/usr/share
mkdir -p "$XDG_DATA_HOME" "$XDG_CACHE_HOME" "$XDG_CONFIG_HOME"
"$docpkg" desktop install --user

uri=$(/usr/bin/python3 -c 'import sys; from gi.repository import GLib; print(GLib.filename_to_uri(sys.argv[1], None))' "$input")
md5=$(printf '%s' "$uri" | md5sum | cut -d' ' -f1)
thumb=$XDG_CACHE_HOME/thumbnails/$flavor/$md5.png
echo "tumbler-check: $uri ($mime) -> $thumb"

export TUMBLERD=$tumblerd URI=$uri MIME=$mime FLAVOR=$flavor THUMB=$thumb
dbus-run-session -- bash -c '
  "$TUMBLERD" >"$HOME/tumblerd.log" 2>&1 &
  # Wait for our tumblerd to own the name (asking it anything earlier would D-Bus-activate
  # a second one).
  for _ in $(seq 100); do
    gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \
      --method org.freedesktop.DBus.NameHasOwner org.freedesktop.thumbnails.Thumbnailer1 \
      2>/dev/null | grep -q true && break
    sleep 0.1
  done
  gdbus monitor --session --dest org.freedesktop.thumbnails.Thumbnailer1 >"$HOME/signals.log" 2>&1 &
  sleep 0.2
  gdbus call --session --dest org.freedesktop.thumbnails.Thumbnailer1 \
    --object-path /org/freedesktop/thumbnails/Thumbnailer1 \
    --method org.freedesktop.thumbnails.Thumbnailer1.Queue \
    "[\"$URI\"]" "[\"$MIME\"]" "$FLAVOR" default 0
  for _ in $(seq 300); do [ -s "$THUMB" ] && break; sleep 0.1; done
  sleep 0.2
  kill %1 %2 2>/dev/null || true
'
if [ ! -s "$thumb" ]; then
  echo "tumbler-check: FAIL: no thumbnail at $thumb" >&2
  sed 's/^/  tumblerd: /' "$HOME/tumblerd.log" >&2 || true
  sed 's/^/  signal: /' "$HOME/signals.log" >&2 || true
  ls -R "$XDG_CACHE_HOME" >&2 || true
  exit 1
fi
/usr/bin/python3 - "$thumb" "$uri" "$input" <<'PY'
import os, struct, sys
path, uri, original = sys.argv[1:4]
data = open(path, 'rb').read()
assert data[:8] == b'\x89PNG\r\n\x1a\n', 'not a PNG'
keys, offset = {}, 8
while offset + 8 <= len(data):
    length, kind = struct.unpack('>I4s', data[offset:offset + 8])
    body = data[offset + 8:offset + 8 + length]
    if kind == b'tEXt':
        key, _, value = body.partition(b'\0')
        keys[key.decode('latin-1')] = value.decode('latin-1')
    if kind == b'IHDR':
        width, height = struct.unpack('>II', body[:8])
    offset += 12 + length
mtime = str(int(os.stat(original).st_mtime))
print('tumbler-check: %dx%d, keys %s' % (width, height, {k: keys[k] for k in sorted(keys)}))
# The standard writes whole seconds; tumbler adds a fraction.
mtime_ok = keys.get('Thumb::MTime', '').split('.')[0] == mtime
ok = keys.get('Thumb::URI') == uri and mtime_ok
print('tumbler-check: %s (Thumb::URI %s, Thumb::MTime %s)' % (
    'OK' if ok else 'FAIL', 'matches' if keys.get('Thumb::URI') == uri else 'differs',
    'matches' if mtime_ok else 'differs, want ' + mtime))
sys.exit(0 if ok else 1)
PY
