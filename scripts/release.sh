#!/usr/bin/env bash
# make release: tags HEAD with the package's version, CHANGELOG.md's latest heading
# (scripts/changelog.py), so SwiftPM clients can depend on it with `from:`.
# Refuses (exit 1, nothing tagged) a work tree with changes or untracked files, and a version
# that is already a tag. Prints what it tagged; pushing the tag is left to you.
set -euo pipefail
cd "$(dirname "$0")/.."

version=$(python3 scripts/changelog.py .)
changes=$(git status --porcelain)
if [ -n "$changes" ]; then
  echo "release: not tagging $version: the work tree has changes (commit or stash them, then run make release again):" >&2
  echo "$changes" >&2
  exit 1
fi
if git rev-parse -q --verify "refs/tags/$version" >/dev/null; then
  echo "release: not tagging: $version is already a tag (at $(git rev-parse --short "$version^{commit}")); add a new version heading to CHANGELOG.md first" >&2
  exit 1
fi
git tag "$version" HEAD
echo "release: tagged $(git rev-parse --short HEAD) ($(git log -1 --format=%s HEAD | cut -c1-60)) as $version, from CHANGELOG.md's latest heading"
echo "release: publish it with: git push origin $version"
