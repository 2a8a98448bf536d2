#!/usr/bin/env bash
# Portability check: the references recorded here are the same bytes on other Linux systems.
#
# 1. Builds the release `snapshot` binary on this machine.
# 2. For each suite (default: Debian 13 "trixie" and "sid"), makes a minimal Debian root with
#    debootstrap and only the runtime libraries the renderer links (cairo, pango, pangocairo,
#    pangoft2, fontconfig, harfbuzz, freetype, libpng, libdeflate), from the mirror apt is configured with.
#    Roots are cached outside the repository ($PORTABILITY_CACHE) and reused by the next run
#    (PORTABILITY_REFRESH=1 makes them anew, e.g. to pick up a newer sid).
# 3. Copies in the binary, its resource bundles, the Swift runtime libraries `ldd` lists, Fonts/
#    and Snapshots/, and inside the root runs `snapshot verify`, then `snapshot record --mode all`
#    into an empty Snapshots/. Every file it writes must be byte-identical to the checked-in one.
# 4. Records on this machine with pixman's SIMD paths disabled (as on a CPU without them) and
#    requires identical bytes too.
#
# Prints one summary line, e.g. `portability: trixie 233/233 byte-identical, sid 233/233
# byte-identical, pixman generic 233/233 byte-identical`. Exit 0 when all hold, 1 when a reference
# differs, 2 when the check cannot run (no root, no debootstrap, no mirror): never a silent skip.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)

suites=${PORTABILITY_SUITES:-"trixie sid"}
cache=${PORTABILITY_CACHE:-/var/cache/design-snapshots/portability}
runtime_packages="libcairo2,libpango-1.0-0,libpangocairo-1.0-0,libpangoft2-1.0-0,libfontconfig1,libharfbuzz0b,libfreetype6,libpng16-16t64,libdeflate0"

cannot_run() {
  echo "portability: cannot run: $*" >&2
  exit 2
}

[ "$(id -u)" -eq 0 ] || cannot_run "needs root for debootstrap and chroot (run it as root, e.g. with sudo)"
if ! command -v debootstrap >/dev/null 2>&1; then
  echo "portability: installing debootstrap"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null 2>&1 ||
    { apt-get update -qq >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null 2>&1; } ||
    cannot_run "debootstrap is not installed and apt-get could not install it"
fi

# The Debian mirror apt uses on this machine (deb822 .sources first, then one-line sources.list).
mirror=""
for file in /etc/apt/sources.list.d/*.sources; do
  [ -f "$file" ] || continue
  mirror=$(awk '
    /^[[:space:]]*$/ { if (uri != "" && suites !~ /-security/ && types ~ /(^| )deb( |$)/) { print uri; exit } uri = ""; suites = ""; types = ""; next }
    /^URIs:/ { uri = $2 } /^Suites:/ { $1 = ""; suites = $0 } /^Types:/ { $1 = ""; types = $0 }
    END { if (uri != "" && suites !~ /-security/ && types ~ /(^| )deb( |$)/) print uri }' "$file" | head -n 1)
  [ -n "$mirror" ] && break
done
if [ -z "$mirror" ] && [ -f /etc/apt/sources.list ]; then
  mirror=$(awk '$1 == "deb" { for (i = 2; i <= NF; i++) if ($i !~ /^\[/ && $i !~ /\]$/) { if ($(i + 1) !~ /-security/) print $i; break } }' /etc/apt/sources.list | head -n 1)
fi
[ -n "$mirror" ] || cannot_run "no Debian mirror found in /etc/apt/sources.list or /etc/apt/sources.list.d/*.sources"

echo "portability: building the release binary"
swift build -c release --product snapshot >/dev/null
bin=$(swift build -c release --show-bin-path)
[ -x "$bin/snapshot" ] || cannot_run "release build produced no $bin/snapshot"

[ -n "$(find Snapshots -type f -name '*.png' | head -n 1)" ] || cannot_run "no references under Snapshots/"

# Records into $1/Snapshots, which starts empty, so every file there was rendered and written by
# this run; prints how many of them are byte-identical to ours as "same/total", and lists the
# others on stderr. The renderer fingerprint names library versions, so it differs by design.
identical_in() {
  local other=$1 same=0 total=0 path
  while IFS= read -r path; do
    total=$((total + 1))
    if cmp -s "Snapshots/$path" "$other/Snapshots/$path"; then
      same=$((same + 1))
    else
      echo "  differs: Snapshots/$path" >&2
    fi
  done < <(cd "$other/Snapshots" && find . -type f ! -name 'renderer-fingerprint@*' | sed 's|^\./||' | LC_ALL=C sort)
  echo "$same/$total"
}

# Makes (or reuses) a root for suite $1 and prints its path.
root_for() {
  local suite=$1 root="$cache/$1" stamp="$cache/$1/.portability-root"
  if [ "${PORTABILITY_REFRESH:-0}" != 1 ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$runtime_packages" ]; then
    echo "$root"
    return
  fi
  mkdir -p "$cache"
  rm -rf "$root" "$root.partial"
  echo "portability: creating a $suite root in $root from $mirror" >&2
  if ! debootstrap --variant=minbase --include="$runtime_packages" "$suite" "$root.partial" "$mirror" >"$cache/$suite.log" 2>&1; then
    tail -n 5 "$cache/$suite.log" >&2
    cannot_run "debootstrap of $suite from $mirror failed (log: $cache/$suite.log)"
  fi
  mv "$root.partial" "$root"
  echo "$runtime_packages" >"$stamp"
  echo "$root"
}

mounted=""
staged=""
cleanup() {
  if [ -n "$mounted" ]; then umount "$mounted" 2>/dev/null || umount -l "$mounted" 2>/dev/null || true; fi
  if [ -n "$staged" ]; then rm -rf "$staged"; fi
  mounted=""
  staged=""
}
trap cleanup EXIT INT TERM

results=()
status=0
# Progress: one line per step (two per root, one for pixman's generic paths) with the time so far.
steps=$(( $(echo $suites | wc -w) * 2 + 1 ))
step=0
started=$SECONDS
progress() {
  step=$((step + 1))
  echo "portability: [$step/$steps] $1 ($((SECONDS - started)) s so far)"
}
for suite in $suites; do
  root=$(root_for "$suite")
  staged="$root/opt/snapshot-check"
  rm -rf "$staged"
  mkdir -p "$staged/bin" "$staged/lib" "$staged/verify" "$staged/record"
  cp "$bin/snapshot" "$staged/bin/"
  cp -R "$bin"/*.resources "$staged/bin/"
  # The Swift runtime: every library ldd resolves outside the system's own folders.
  ldd "$bin/snapshot" | awk '$2 == "=>" && $3 ~ /^\// { print $3 }' | grep -Ev '^(/usr)?/lib(64|32)?/' |
    while read -r library; do cp -L "$library" "$staged/lib/"; done
  cp -R Fonts Snapshots "$staged/verify/"
  cp -R Fonts "$staged/record/"
  mkdir -p "$staged/record/Snapshots"
  mount -t proc proc "$root/proc" || cannot_run "cannot mount /proc inside $root"
  mounted="$root/proc"
  run_in_root() {
    chroot "$root" /usr/bin/env -i PATH=/usr/bin:/bin HOME=/root LANG=C.UTF-8 \
      LD_LIBRARY_PATH=/opt/snapshot-check/lib /opt/snapshot-check/bin/snapshot "$@"
  }
  missing=$(chroot "$root" /usr/bin/env LD_LIBRARY_PATH=/opt/snapshot-check/lib ldd /opt/snapshot-check/bin/snapshot | grep 'not found' || true)
  [ -z "$missing" ] || { echo "$missing" >&2; cannot_run "the $suite root lacks libraries the binary needs"; }
  versions=$(chroot "$root" dpkg-query -W -f='${Package} ${Version}\n' libcairo2 libpango-1.0-0 libharfbuzz0b libfreetype6 libfontconfig1 'libpng16-16*' libdeflate0 libpixman-1-0 | awk '$2 != ""' | tr '\n' ',' | sed 's/,$//; s/,/, /g')
  echo "portability: $suite: $versions"
  verified="verify failed"
  progress "verify the references in the $suite root"
  if run_in_root verify --package-path /opt/snapshot-check/verify --jobs 2 >"$cache/$suite-verify.txt" 2>&1; then
    verified="verify passed"
  else
    status=1
    grep -E '^(FAIL|MISSING|ERROR|NOTE)' "$cache/$suite-verify.txt" | head -n 20 >&2 || true
  fi
  grep -E '^NOTE' "$cache/$suite-verify.txt" || true
  progress "record afresh in the $suite root and compare bytes"
  if ! run_in_root record --mode all --package-path /opt/snapshot-check/record --jobs 2 >"$cache/$suite-record.txt" 2>&1; then
    status=1
    tail -n 5 "$cache/$suite-record.txt" >&2
  fi
  counts=$(identical_in "$staged/record")
  [ "${counts%/*}" = "${counts#*/}" ] && [ "${counts#*/}" -gt 0 ] || status=1
  results+=("$suite $counts byte-identical ($verified)")
  cleanup
done

# pixman without its SIMD paths, on this machine.
scratch=$(mktemp -d)
staged="$scratch"
cp -R Fonts "$scratch/"
mkdir -p "$scratch/Snapshots"
progress "record with pixman's generic paths and compare bytes"
if ! PIXMAN_DISABLE="sse2 ssse3 avx2 mmx" "$bin/snapshot" record --mode all --package-path "$scratch" --jobs 2 >"$scratch/record.txt" 2>&1; then
  status=1
  tail -n 5 "$scratch/record.txt" >&2
fi
if ! grep -q '^pixman: Disabled' "$scratch/record.txt"; then
  status=1
  echo "portability: pixman ignored PIXMAN_DISABLE, so its generic paths were not exercised" >&2
fi
counts=$(identical_in "$scratch")
[ "${counts%/*}" = "${counts#*/}" ] && [ "${counts#*/}" -gt 0 ] || status=1
results+=("pixman generic $counts byte-identical")
cleanup

summary=$(printf '%s, ' "${results[@]}")
echo "portability: ${summary%, } in $((SECONDS - started)) s"
exit "$status"
