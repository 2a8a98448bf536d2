"""What readme_check.py and template_check.py share about the guide's package (docs/Getting-started.md).

- where readme-check builds it (.build/readme-check/MyDesignSystem) and the tagged clone of this
  repository it depends on (.build/readme-check/origin/design-snapshots.git, a file:// URL);
- the guide's blocks that are files of the package (```LANG file=PATH);
- the guide's dependency on the harness (.package(url: "…/design-snapshots", from: "X.Y.Z"));
- forgetting what SwiftPM's shared cache and fingerprints keep of the origin's URL, since the
  origin's tag moves from one run to the next.
"""
import os, re, shutil, subprocess

FENCE = re.compile(r"^```(\w+)([^\n]*)\n(.*?)^```\s*$", re.S | re.M)
DEPENDENCY = re.compile(r'\.package\(\s*url:\s*"([^"]+)"\s*,\s*from:\s*"([^"]+)"\s*\)')
GUIDE = os.path.join("docs", "Getting-started.md")


def package_path(root):
    """Where readme-check writes and builds the guide's package."""
    return os.path.join(root, ".build", "readme-check", "MyDesignSystem")


def origin_path(root):
    """The bare clone of this repository, tagged with the changelog's version, that readme-check makes."""
    return os.path.join(root, ".build", "readme-check", "origin", "design-snapshots.git")


def origin_url(root):
    return "file://" + origin_path(root)


def blocks(path):
    """Each fenced block of a Markdown file: (language, info string, body, line)."""
    text = open(path, encoding="utf-8").read()
    for match in FENCE.finditer(text):
        yield match.group(1), match.group(2).strip(), match.group(3), text[: match.start()].count("\n") + 1


def guide_files(root):
    """The guide's files, in order: (path in the package, body, line in the guide)."""
    for _, info, body, line in blocks(os.path.join(root, GUIDE)):
        target = re.search(r"\bfile=(\S+)", info)
        if target:
            yield target.group(1), body, line


def harness_dependency(manifest):
    """The (URL, from-version) of the one `.package(url:from:)` in `manifest` whose URL ends in
    /design-snapshots, or None when there is not exactly one."""
    found = [
        (url, floor) for url, floor in DEPENDENCY.findall(manifest) if url.rstrip("/").removesuffix(".git").endswith("/design-snapshots")
    ]
    return found[0] if len(found) == 1 else None


def forget_origin(root):
    """Removes SwiftPM's shared clone and recorded fingerprint of the origin's URL, and nothing else."""
    url = origin_url(root)
    home = os.path.expanduser("~")
    cache = os.path.join(home, ".cache", "org.swift.swiftpm", "repositories")
    if os.path.isdir(cache):
        for entry in os.listdir(cache):
            path = os.path.join(cache, entry)
            if not entry.startswith("design-snapshots-"):
                continue
            remote = subprocess.run(["git", "-C", path, "config", "--get", "remote.origin.url"], capture_output=True, text=True)
            if remote.stdout.strip() == url:
                shutil.rmtree(path, ignore_errors=True)
    fingerprints = os.path.join(home, ".swiftpm", "security", "fingerprints")
    if os.path.isdir(fingerprints):
        for entry in os.listdir(fingerprints):
            path = os.path.join(fingerprints, entry)
            if entry.startswith("design-snapshots-") and f'"origin" : "{url}"' in open(path, encoding="utf-8").read():
                os.remove(path)
