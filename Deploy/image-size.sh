#!/usr/bin/env bash
# The size of Deploy/Containerfile's runtime image, measured without a container engine (this
# machine has none): mmdebstrap lays out a Debian 12 root file system the way the
# debian:bookworm-slim image is made (minimal base, apt, no documentation, manual pages or
# translations), installs the runtime stage's packages into it, adds the shipped binary, and
# the image size is that file system's (what `podman images` reports, uncompressed), beside
# the slim base alone.
#
#   Deploy/image-size.sh [BINARY]   (default: Scripts/build-release.sh's; needs mmdebstrap and
#                                    root, and reaches deb.debian.org)
# Writes Benchmarks/results/container-image.md. The package list is read from the
# Containerfile's runtime stage, so the two cannot drift apart.
set -euo pipefail
cd "$(dirname "$0")/.."
binary="${1:-$(Scripts/build-release.sh | tail -1)}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The runtime stage's `apt-get install` list: the lines after its `apt-get install` up to the
# next `&&`.
packages="$(awk '/^FROM debian:bookworm-slim/ {runtime = 1}
  runtime && grab && /&&/ {exit}
  grab {print}
  runtime && /apt-get install/ {grab = 1}' Deploy/Containerfile |
  tr ' \\' '\n\n' | grep -E '^[a-z0-9][a-z0-9.+-]+$' | sort -u | paste -sd, -)"
[ -n "$packages" ] || { echo "image-size: no runtime packages found in Deploy/Containerfile" >&2; exit 1; }

# debian:bookworm-slim's exclusions (debuerreotype's --slimify): documentation (but copyright
# files), manual and info pages, translations.
# Merged /usr made by mmdebstrap's hook (as the image has it) rather than by the usrmerge
# package, which would bring perl; no recommended packages (the Containerfile installs none).
slim=(--hook-dir=/usr/share/mmdebstrap/hooks/merged-usr --aptopt='APT::Install-Recommends "false"'
  --dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-include=/usr/share/doc/*/copyright'
  --dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/info/*'
  --dpkgopt='path-exclude=/usr/share/locale/*' --dpkgopt='path-include=/usr/share/locale/locale.alias'
  --dpkgopt='path-exclude=/usr/share/groff/*' --dpkgopt='path-exclude=/usr/share/linda/*'
  --dpkgopt='path-exclude=/usr/share/lintian/*')
clean='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*.bin "$1"/var/cache/apt/archives/*.deb'

mmdebstrap --quiet --variant=apt "${slim[@]}" --customize-hook="$clean" \
  bookworm "$work/base" http://deb.debian.org/debian
mmdebstrap --quiet --variant=apt "${slim[@]}" --include="$packages" \
  --customize-hook="$clean" \
  --customize-hook="install -D -m 0755 '$binary' \"\$1\"/usr/local/bin/docpkg" \
  --customize-hook='chroot "$1" useradd --system --uid 10001 --home-dir /work docpkg' \
  --customize-hook='chroot "$1" /usr/local/bin/docpkg --version' \
  --customize-hook="chroot \"\$1\" dpkg-query -W -f='\${Installed-Size} \${Package}\n' >'$work/installed.txt'" \
  bookworm "$work/image" http://deb.debian.org/debian

size() { du -sb --apparent-size "$1" | cut -f1; }
exec > >(tee Benchmarks/results/container-image.md)
echo "# Deploy/Containerfile's runtime image"
echo
echo "$(date -u '+%Y-%m-%d %H:%M UTC'), Deploy/image-size.sh (no container engine on this machine)."
echo "Binary: \`$binary\`."
echo
base="$(size "$work/base")"
image="$(size "$work/image")"
echo "| part (mmdebstrap, debian:bookworm-slim's exclusions) | bytes | MB |"
echo "|---|---:|---:|"
printf '| debian:bookworm-slim equivalent | %d | %.1f |\n' "$base" "$(echo "$base / 1000000" | bc -l)"
printf '| the runtime packages (%s) | %d | %.1f |\n' "${packages//,/, }" "$((image - base - $(stat -c %s "$binary")))" \
  "$(echo "($image - $base - $(stat -c %s "$binary")) / 1000000" | bc -l)"
printf '| docpkg | %d | %.1f |\n' "$(stat -c %s "$binary")" "$(echo "$(stat -c %s "$binary") / 1000000" | bc -l)"
printf '| **the image** | %d | **%.1f** |\n' "$image" "$(echo "$image / 1000000" | bc -l)"
echo
echo "The largest packages the runtime stage adds (dpkg's installed size, KiB):"
echo
base_packages="$(chroot "$work/base" dpkg-query -W -f='${Package}\n')"
sort -rn "$work/installed.txt" | while read -r kib package; do
  grep -qx "$package" <<<"$base_packages" || echo "- $package: $kib"
done >"$work/added.txt"
sed -n 1,8p "$work/added.txt"
