#!/usr/bin/env bash
# The native anchors, side by side in one session: `snapshot-bench --diff A B --json` (end to end:
# read both PNGs, decode, diff, count) against blazediff's `compare()` on the same pairs, and the
# checked-in references' size against what oxipng (level 2) makes of them. blazediff and pyoxipng
# come from PyPI into a virtual environment under .build/; they are never dependencies of the package.
#
#   scripts/bench_native.sh [A.png B.png]...   (default: the pixelmatch 4a/4b and 2000×2000 perf
#                                               pairs under ../shared/conformance, when present)
#
# Prints one line per pair (both medians and the ratio) and one for the references' size.
set -euo pipefail
cd "$(dirname "$0")/.."

pairs=("$@")
if [ ${#pairs[@]} -eq 0 ]; then
  shared=../shared/conformance
  [ -f "$shared/pixelmatch/4a.png" ] && [ -f "$shared/perf/bigA.png" ] ||
    { echo "bench-native: give PNG pairs (A.png B.png …); ../shared/conformance is not here" >&2; exit 2; }
  pairs=("$shared/pixelmatch/4a.png" "$shared/pixelmatch/4b.png" "$shared/perf/bigA.png" "$shared/perf/bigB.png")
fi
[ $(( ${#pairs[@]} % 2 )) -eq 0 ] || { echo "bench-native: PNG paths come in pairs" >&2; exit 2; }

venv=.build/bench-venv
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import blazediff, oxipng' 2>/dev/null; then
  if ! python3 -m venv "$venv" 2>/dev/null; then
    sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq python3-venv >/dev/null
    rm -rf "$venv"
    python3 -m venv "$venv"
  fi
  "$venv/bin/pip" install -q blazediff pyoxipng
fi
swift build -c release --product snapshot-bench >/dev/null
bin=$(swift build -c release --show-bin-path)/snapshot-bench
exec "$venv/bin/python" scripts/bench_native.py "$bin" "${pairs[@]}"
