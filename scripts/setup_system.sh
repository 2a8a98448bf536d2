#!/usr/bin/env bash
# Installs the system libraries the package links (Cairo, Pango/PangoCairo, fontconfig, libpng, libdeflate)
# when pkg-config cannot find them. Debian/Ubuntu only; uses sudo when not root.
set -euo pipefail

needed=(cairo pangocairo fontconfig libpng libdeflate)
missing=()
if command -v pkg-config >/dev/null 2>&1; then
  for module in "${needed[@]}"; do
    pkg-config --exists "$module" || missing+=("$module")
  done
else
  missing=("${needed[@]}")
fi

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: system libraries present ($(pkg-config --modversion cairo | sed 's/^/cairo /'), $(pkg-config --modversion pango | sed 's/^/pango /'))"
  exit 0
fi

echo "setup: missing pkg-config modules: ${missing[*]}; installing Debian packages"
if ! command -v apt-get >/dev/null 2>&1; then
  echo "setup: apt-get not found; install libcairo2-dev, libpango1.0-dev, libfontconfig-dev, libpng-dev, libdeflate-dev and pkg-config by hand" >&2
  exit 1
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || { echo "setup: not root and no sudo: cannot install packages" >&2; exit 1; }
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends pkg-config libcairo2-dev libpango1.0-dev libfontconfig-dev libpng-dev libdeflate-dev >/dev/null
for module in "${needed[@]}"; do
  pkg-config --exists "$module" || { echo "setup: $module still missing after install" >&2; exit 1; }
done
echo "setup: installed"
