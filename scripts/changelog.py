#!/usr/bin/env python3
"""The package's version: CHANGELOG.md's latest version heading (tags may not travel with a copy).

Usage: changelog.py [PACKAGE_ROOT]   prints the version (`0.1.0`), or says what is wrong and exits 1.

The changelog is in Keep a Changelog form: an `## [Unreleased]` heading first, then one
`## [X.Y.Z] - YYYY-MM-DD` heading per release, newest first. readme_check.py imports `version()`.
"""
import os, re, sys

HEADING = re.compile(r"^## \[([^\]]+)\](.*)$", re.M)
RELEASE = re.compile(r"^ - (\d{4}-\d{2}-\d{2})$")
SEMVER = re.compile(r"^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$")


class ChangelogError(Exception):
    pass


def version(root):
    """The version of the latest release heading of `root`/CHANGELOG.md."""
    path = os.path.join(root, "CHANGELOG.md")
    try:
        text = open(path, encoding="utf-8").read()
    except OSError as error:
        raise ChangelogError(f"{path}: {error.strerror}")
    headings = [(m.group(1), m.group(2), text[: m.start()].count("\n") + 1) for m in HEADING.finditer(text)]
    if not headings or headings[0][0] != "Unreleased":
        raise ChangelogError(f"{path}: the first '## [' heading must be '## [Unreleased]' (Keep a Changelog)")
    releases = headings[1:]
    if not releases:
        raise ChangelogError(f"{path}: no release heading ('## [X.Y.Z] - YYYY-MM-DD') after [Unreleased]")
    name, rest, line = releases[0]
    if not SEMVER.match(name) or not RELEASE.match(rest):
        raise ChangelogError(f"{path}:{line}: the latest release heading must read '## [X.Y.Z] - YYYY-MM-DD' (got '## [{name}]{rest}')")
    return name


if __name__ == "__main__":
    try:
        print(version(os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".")))
    except ChangelogError as error:
        print(f"changelog: {error}", file=sys.stderr)
        sys.exit(1)
