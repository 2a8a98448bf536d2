#!/usr/bin/env bash
# Opens the gallery and a verify report with a planted failure in headless Chromium, screenshots
# them, and fails unless every image loaded and the failure shows its three views; then runs the
# Playwright tests that click (scripts/browser_tests.py).
# Installs Debian's chromium when it is missing (sudo when not root).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1; then
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "browser-check: installing chromium"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
fi

out="$PWD/snapshot-output/browser"
rm -rf "$out" && mkdir -p "$out"
swift build --product snapshot >/dev/null
bin="$(swift build --show-bin-path)/snapshot"

# The gallery over the committed references.
"$bin" gallery --output "$out/gallery" >/dev/null

# A throwaway package whose one reference shows another variant: verify fails and writes its report.
pkg="$(mktemp -d)"
trap 'rm -rf "$pkg"' EXIT
cp -r Snapshots "$pkg/Snapshots"
cp -R "$PWD/Fonts" "$pkg/Fonts"  # a copy: a link leading out of the package is refused
failing="EBCounter/count-9_limit-none_theme-light"
cp "Snapshots/EBCounter/count-1_limit-none_theme-light@2x.png" "$pkg/Snapshots/$failing@2x.png"
set +e
"$bin" verify --package-path "$pkg" --output "$out/verify" >/dev/null
status=$?
set -e
[ "$status" -eq 1 ] || { echo "browser-check: expected verify to fail with 1, got $status" >&2; exit 1; }

chrome() { timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --allow-file-access-from-files "$@" 2>/dev/null; }
failures=0
check_page() {  # file, screenshot name
  local page="$1" name="$2" dom broken images
  chrome --window-size=1400,1000 --screenshot="$out/$name.png" "file://$page" >/dev/null
  dom="$(chrome --virtual-time-budget=10000 --dump-dom "file://$page?check")"
  images="$(grep -o 'data-images="[0-9]*"' <<<"$dom" | grep -o '[0-9]*' || true)"
  broken="$(grep -o 'data-broken-images="[0-9]*"' <<<"$dom" | grep -o '[0-9]*' || true)"
  if [ -z "$images" ] || [ "$broken" != "0" ]; then
    echo "FAIL $name: images=${images:-?} broken=${broken:-?} $(grep -o 'data-broken-list="[^"]*"' <<<"$dom")"
    failures=$((failures + 1))
  else
    echo "ok   $name: $images images, 0 broken, screenshot $out/$name.png"
  fi
  printf '%s' "$dom" > "$out/$name.dom.html"
}

check_page "$out/gallery/index.html" gallery-index
for page in "$out"/gallery/*.html; do
  name="$(basename "$page" .html)"
  [ "$name" = index ] || check_page "$page" "gallery-$name"
done
check_page "$out/verify/report/index.html" report

dom="$out/report.dom.html"
for view in 'class="view side-by-side"' 'class="stack swipe"' 'class="stack onion"' "approve '$failing'"; do
  if grep -q "$view" "$dom"; then echo "ok   report has $view"; else echo "FAIL report lacks $view"; failures=$((failures + 1)); fi
done
grep -q 'class="reference"' "$dom" && grep -q 'class="diff"' "$dom" && grep -q 'class="actual"' "$dom" \
  && echo "ok   report shows reference, diff and actual" || { echo "FAIL report lacks one of reference/diff/actual"; failures=$((failures + 1)); }
# The collapsed row names the cause and its key; the failure links to its cause group, which shows an example strip.
for view in 'class="row-cause"' 'href="#cause-c' 'class="cause-example"><img class="strip"'; do
  if grep -q "$view" "$dom"; then echo "ok   report has $view"; else echo "FAIL report lacks $view"; failures=$((failures + 1)); fi
done

pages=$(ls "$out"/*.dom.html | wc -l)
echo "browser-check: $((pages + 8 - failures)) passed, $failures failed"

# Tests that click (Playwright for Python, driving this chromium): the report at 68 failures,
# 2 missing references and 3 orphans, and the gallery's anchors, filters and lightbox.
if ! python3 -c 'import playwright' 2>/dev/null; then
  echo "browser-check: installing playwright (PyPI)"
  python3 -m pip install -q playwright 2>&1 | grep -v 'WARNING: Running pip as' || true
fi
# The review server (its own package, so Hummingbird stays out of the main build) for the Accept test.
swift build --package-path Tools/ReviewServer --product snapshot-review >/dev/null
review="$(swift build --package-path Tools/ReviewServer --show-bin-path)/snapshot-review"
if CHROMIUM="$(command -v chromium)" python3 scripts/browser_tests.py "$bin" . "$out/clicks" "$review"; then :; else failures=$((failures + 1)); fi
[ "$failures" -eq 0 ]
