#!/usr/bin/env bash
# Regenerates the README's screenshots (docs/*.png) from the pages listlab writes, with headless
# Chromium (Debian's `chromium`). Run from anywhere after a debug build (`swift build`).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
.build/debug/listlab run Scripts/choreography.lua --html "$work/choreography.html" >/dev/null
.build/debug/listlab demo diff-tour --html "$work/diff-tour.html" >/dev/null
shoot() {
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --user-data-dir="$work/profile" --screenshot="$1" --window-size="$2" "$3" 2>/dev/null
}
shoot docs/choreography.png 1000,560 "file://$work/choreography.html#t=0.15"
shoot docs/diff-tour.png 1000,2000 "file://$work/diff-tour.html#t=0.15"
echo "wrote docs/choreography.png and docs/diff-tour.png"
