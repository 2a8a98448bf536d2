#!/usr/bin/env bash
# Plugin check: `swift package snapshot …` (Plugins/SnapshotPlugin) in Examples/ClientApp.
#
# 1. A passing verify: status 0, and nothing on stdout or stderr from the plugin (stdout is
#    exactly what the command line prints run directly).
# 2. `verify --filter 'Nope/*'`: the command line's status 2 passed on.
# 3. Refusals, status 2 and a message naming the option and the path: `--package-path /tmp` (and
#    `=/tmp`), `--summary /tmp/…`, `--output ../../elsewhere`, `--json=/tmp/…`, and `--junit`
#    through a link inside the package that leads out; nothing is written there.
# 4. A verify that fails (a `--tokens` folder under /tmp with one token changed): status 1; stdout
#    is the command line's own output, then the plugin's one line; with stdout line-buffered
#    (`stdbuf -oL`) and both streams in one file, every error line starts a line and comes after
#    the command line's last.
#
# SwiftPM (6.3) exits 1 for every plugin status but 0 and says "Plugin ended with exit code N" on
# stderr (swiftlang/swift-package-manager#7380), so a status is read from that line when
# `swift package` says 1; a `swift package` status other than 1 or N fails the check.
# Prints `plugin-check: N checks passed`; exit 0 when all hold, 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/../Examples/ClientApp"

work=$(mktemp -d /tmp/plugin-check.XXXXXX)
outside=$work/outside
mkdir "$outside"
link=snapshot-output/plugin-check-link
trap 'rm -rf "$work" "$link"' EXIT
passed=0

fail() {
  echo "plugin-check: FAILED: $*" >&2
  exit 1
}

# Runs the plugin with "$@", stdout to $work/out, stderr to $work/err; sets $status to the plugin's
# status (from SwiftPM's line when SwiftPM collapsed it to 1).
plugin() {
  local code=0
  swift package --allow-writing-to-package-directory snapshot "$@" >"$work/out" 2>"$work/err" || code=$?
  status=$code
  if [ "$code" -eq 1 ]; then
    local said
    said=$(sed -n 's/^error: Plugin ended with exit code \([0-9]*\)$/\1/p' "$work/err" | tail -1)
    status=${said:-1}
  fi
}

# expect STATUS DESCRIPTION: the last plugin run ended with STATUS.
expect() {
  [ "$status" -eq "$1" ] || { cat "$work/out" "$work/err" >&2; fail "$2: status $status, expected $1"; }
  passed=$((passed + 1))
}

# Timings vary between runs: `in 0.41 s` → `in T s`.
untimed() { sed -E 's/[0-9]+\.[0-9]+ s\b/T s/g' "$1"; }

swift build --product ClientSnapshot >/dev/null
tool="$(swift build --show-bin-path)/ClientSnapshot"

# 1. A passing verify prints the command line's lines only.
plugin verify --quiet
expect 0 "passing verify"
"$tool" verify --quiet >"$work/direct" 2>&1
diff <(untimed "$work/direct") <(untimed "$work/out") >&2 || fail "passing verify: stdout differs from the command line's own"
! grep -E 'swift package snapshot|SnapshotPlugin|^error' "$work/err" >&2 || fail "passing verify: a plugin line on stderr"

# 2. A usage error keeps its status.
plugin verify --filter 'Nope/*'
expect 2 "verify --filter 'Nope/*'"
grep -q "no variant matches the filter 'Nope/\*'" "$work/out" || fail "verify --filter 'Nope/*': the command line's message is missing"

# 3. Refusals: status 2, the option and the path in the message, and nothing written.
mkdir -p snapshot-output
ln -sfn "$outside" "$link"
refuse() {
  local option=$1 path=$2
  shift 2
  plugin "$@"
  expect 2 "$*"
  grep -qF -- "$option $path" "$work/out" || { cat "$work/out" >&2; fail "$*: the message does not name $option $path"; }
}
refuse --package-path /tmp list --package-path /tmp
refuse --package-path /tmp list --package-path=/tmp
refuse --summary "$outside/x.md" verify --quiet --summary "$outside/x.md"
refuse --output ../../elsewhere verify --quiet --output ../../elsewhere
refuse --json "$outside/x.json" verify --quiet --json="$outside/x.json"
refuse --junit "$link/x.xml" verify --quiet --junit "$link/x.xml"
[ ! -e ../../elsewhere ] && [ -z "$(ls -A "$outside")" ] || fail "a refused run wrote outside the package"

# 4. A failing verify: status 1, the plugin's line after the command line's last; its hints name
# the plugin (it runs the command line with SNAPSHOT_COMMAND set to its own invocation).
mkdir "$work/tokens"
python3 - "$work/tokens/Badge.tokens.json" <<'EOF'
import json, sys
table = json.load(open("Sources/ClientComponents/Tokens/Badge.tokens.json"))
table["badge"]["size"]["radius"]["$value"]["value"] = 2
json.dump(table, open(sys.argv[1], "w"), indent=2)
EOF
failing=(verify --quiet --tokens "$work/tokens" --output snapshot-output/plugin-check)
plugin "${failing[@]}"
expect 1 "failing verify"
SNAPSHOT_COMMAND="swift package --allow-writing-to-package-directory snapshot" "$tool" "${failing[@]}" >"$work/direct" 2>&1 || true
grep -qF "accept all after review: swift package --allow-writing-to-package-directory snapshot approve --all-failed" "$work/out" \
  || fail "failing verify: the plugin's hints do not name the plugin"
echo "error: swift package snapshot: ClientSnapshot exited with status 1 (differences)" >>"$work/direct"
diff <(untimed "$work/direct") <(untimed "$work/out") >&2 || fail "failing verify: stdout is not the command line's output and then the plugin's line"
stdbuf -oL swift package --allow-writing-to-package-directory snapshot "${failing[@]}" >"$work/all" 2>&1 || true
last_tool_line=$(grep -n -v -e '^error: ' -e '^warning: prohibited flag' "$work/all" | tail -1 | cut -d: -f1)
first_error=$(grep -n '^error: ' "$work/all" | head -1 | cut -d: -f1)
! grep -E '.error: ' "$work/all" >&2 || fail "failing verify: an error line starts mid-line"
[ -n "$first_error" ] && [ "$first_error" -gt "$last_tool_line" ] || fail "failing verify: an error line before the command line's last"
passed=$((passed + 2))

echo "plugin-check: $passed checks passed"
