"""What readme_check.py and template_check.py share about the guide's package (docs/Getting-started.md).

- where readme-check builds it (.build/readme-check/MyDesignSystem) and the tagged clone of this
  repository it depends on (.build/readme-check/origin/design-snapshots.git, a file:// URL);
- the guide's blocks that are files of the package (```LANG file=PATH);
- the guide's dependency on the harness (.package(url: "…/design-snapshots", from: "X.Y.Z"));
- pointing git at the origin for the guide's URL (git's url.<origin>.insteadOf <URL>, in the
  environment of the commands that resolve), as the guide tells a client with a local clone to do:
  SwiftPM then records the guide's URL in Package.resolved, and a fresh clone resolves it;
- the URL the checks use for the guide's: its placeholder owner (`<owner>`) made this checkout's
  own (`readme-check-1a2b3c4d`), since SwiftPM records, per URL and version, the commit it first
  saw (~/.swiftpm/security/fingerprints, shared by every checkout on the machine whatever HOME
  says), and each checkout's origin tags a commit of its own;
- forgetting what SwiftPM's shared cache and fingerprints keep of that URL, since the origin's
  tag moves from one run to the next.
"""
import hashlib, os, re, shutil, subprocess

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


def checkout_url(url, root, owner="readme-check"):
    """`url` with its placeholder owner `<owner>` made this checkout's own:
    https://github.com/readme-check-1a2b3c4d/design-snapshots (see the module's notes)."""
    return url.replace("<owner>", f"{owner}-{hashlib.sha256(root.encode()).hexdigest()[:8]}")


def checkout_text(text, root):
    """A file of the guide's package as the checks write it: each dependency URL with the
    placeholder owner made this checkout's own (``checkout_url``)."""
    return DEPENDENCY.sub(lambda match: match.group(0).replace(match.group(1), checkout_url(match.group(1), root)), text)


def redirected(environment, url, root):
    """`environment` with git told to fetch `url` from the origin (url.<origin>.insteadOf <url>),
    added after any GIT_CONFIG_COUNT entries it already has; git's longest match wins over a
    machine-wide rewrite of https://github.com/."""
    env = dict(environment)
    count = int(env.get("GIT_CONFIG_COUNT", "0") or "0")
    env[f"GIT_CONFIG_KEY_{count}"] = f"url.{origin_path(root)}.insteadOf"
    env[f"GIT_CONFIG_VALUE_{count}"] = url
    env["GIT_CONFIG_COUNT"] = str(count + 1)
    return env


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


def forget_origin(root, url):
    """Removes SwiftPM's shared clone and recorded fingerprint of `url` (this checkout's own, see
    ``checkout_url``) and of the origin's file:// URL (which older runs used), and nothing else."""
    urls = {origin_url(root), url}
    home = os.path.expanduser("~")
    cache = os.path.join(home, ".cache", "org.swift.swiftpm", "repositories")
    if os.path.isdir(cache):
        for entry in os.listdir(cache):
            path = os.path.join(cache, entry)
            if not entry.startswith("design-snapshots-"):
                continue
            remote = subprocess.run(["git", "-C", path, "config", "--get", "remote.origin.url"], capture_output=True, text=True)
            if remote.stdout.strip() in urls:
                shutil.rmtree(path, ignore_errors=True)
    fingerprints = os.path.join(home, ".swiftpm", "security", "fingerprints")
    if os.path.isdir(fingerprints):
        for entry in os.listdir(fingerprints):
            path = os.path.join(fingerprints, entry)
            text = open(path, encoding="utf-8").read() if entry.startswith("design-snapshots-") else ""
            if any(f'"origin" : "{url}"' in text for url in urls):
                os.remove(path)
