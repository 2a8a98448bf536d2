#!/usr/bin/env python3
"""Builds the guide as a client would and compiles the code in README.md and every document under docs/
(make readme-check, run by CI).

Usage: readme_check.py [--cold | --paths-only] [PACKAGE_ROOT]
  --cold        start the guide's package from no .build at all (the newcomer's first build, timed)
  --paths-only  check the paths and headings README.md and docs/ name (all but the guide's, which
                need its references recorded), and the guide's version, then stop: nothing is built

Blocks are judged by their info string:
  ```swift file=PATH / ```json file=PATH  a file of the guide's package (docs/Getting-started.md):
  (any language)                          written at PATH, so the guide is a package that must build,
                                          record its references, and pass its tests;
  ```swift fragment                       left out on purpose (an excerpt of a larger file);
  ```swift                                any other Swift block: compiled as a file of its own in the
                                          guide package's test target (it may import any module).

The guide's package depends on this repository by URL and `from:` the changelog's version, as a
client does. This check proves that path without the network: it commits this checkout (its work
tree as `git add -A` would take it) to a temporary clone, tags it there with `make release`, clones
that bare to .build/readme-check/origin/design-snapshots.git and points git at it for the guide's
URL (url.<origin>.insteadOf <URL>, in the environment, as the guide tells a client with a local
clone to do), so Package.resolved records the URL itself. The URL's placeholder owner is made this
checkout's own (https://github.com/readme-check-1a2b3c4d/design-snapshots): SwiftPM records per URL
the commit a version had, for every checkout on the machine, and each checkout tags its own. SwiftPM's
shared clone and fingerprint of that URL are forgotten before and after, since the tag moves between
runs. Once green, the package is committed and cloned afresh, and the clone resolves with the
committed Package.resolved, as CI does.

Also checked: the guide depends `from:` the changelog's version and the README names it; every
repository path README.md and the documents under docs/ name (in backquotes or as a relative link,
outside code blocks) exists, and every link to a heading (`#anchor`, in the same file or another
Markdown file) names a heading that file has; `record` warns about nothing (a component whose text is not in its textRuns).
Then, to prove the check can fail, one broken block is compiled and must be refused.
Prints one line per step with its time; exits 1 on the first failure.
"""
import json, os, re, shutil, subprocess, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import changelog  # noqa: E402
from guide_package import FENCE, GUIDE, blocks, checkout_text, forget_origin, harness_dependency, origin_path, package_path, redirected  # noqa: E402

arguments = [argument for argument in sys.argv[1:] if argument not in ("--cold", "--paths-only")]
cold = "--cold" in sys.argv[1:]
paths_only = "--paths-only" in sys.argv[1:]
root = os.path.abspath(arguments[0] if arguments else ".")
work = os.path.join(root, ".build", "readme-check")
package = package_path(root)
release = os.path.join(work, "release")
origin = origin_path(root)
origin_url = "file://" + origin
# A path with a placeholder or an ellipsis names a pattern, not a file.
PLACEHOLDER = re.compile(r"[<>…*{}\[\]$|]")


def fail(message, output=""):
    print(f"FAIL {message}")
    if output:
        print(output[-4000:])
    sys.exit(1)


def documents():
    """README.md, then every Markdown file under docs/ (linked from the README or not), in path order."""
    found = []
    for base, folders, files in os.walk(os.path.join(root, "docs")):
        folders.sort()
        found += [os.path.join(base, name) for name in sorted(files) if name.endswith(".md")]
    return [os.path.join(root, "README.md")] + found


def anchors(document):
    """The anchors GitHub gives the headings of a Markdown file (lower case, punctuation dropped,
    spaces as hyphens; a repeated heading gets -1, -2, …)."""
    text = FENCE.sub("", open(document, encoding="utf-8").read())
    seen, result = {}, set()
    for heading in re.findall(r"^#{1,6} +(.+?)\s*$", text, re.M):
        slug = re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-")
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        result.add(slug if count == 0 else f"{slug}-{count}")
    return result


def run(step, command, expect_success=True, env=None, cwd=None):
    started = time.time()
    result = subprocess.run(command, cwd=cwd or package, capture_output=True, text=True, env=env)
    seconds = time.time() - started
    ok = (result.returncode == 0) == expect_success
    print(f"{'ok  ' if ok else 'FAIL'} {step} ({seconds:.1f} s)")
    if not ok:
        print((result.stdout + result.stderr)[-4000:])
        sys.exit(1)
    return result


def git(*arguments, cwd=None, env=None):
    """A git command that must succeed; its standard output."""
    result = subprocess.run(["git", *arguments], cwd=cwd, capture_output=True, text=True, env=env)
    if result.returncode != 0:
        fail(f"git {' '.join(arguments)}", result.stdout + result.stderr)
    return result.stdout.strip()


def tracked_tops():
    """The first component of every file the repository tracks (`Sources`, `README.md`, …)."""
    return {path.split("/")[0] for path in git("ls-files", cwd=root).splitlines()}


def check_paths(document, tops, bases):
    """Every repository path `document` names outside code blocks exists under one of `bases`.

    A path is named in backquotes (`Sources/…`, its first component one of `tops`, an optional
    `:line` after it) or as a relative link target (taken from the document's folder)."""
    name = os.path.relpath(document, root)
    text = open(document, encoding="utf-8").read()
    prose = FENCE.sub(lambda match: "\n" * match.group(0).count("\n"), text)
    named = []
    for match in re.finditer(r"`([^`\s]+)`", prose):
        path = re.sub(r":\d+(:\d+)?$", "", match.group(1))
        if path.split("/")[0] in tops and not PLACEHOLDER.search(path):
            named.append((path, bases, prose[: match.start()].count("\n") + 1))
    broken_anchors = []
    for match in re.finditer(r"\]\(([^)\s]+)\)", prose):
        target, _, anchor = match.group(1).partition("#")
        line = prose[: match.start()].count("\n") + 1
        if re.match(r"^[a-z][a-z0-9+.-]*:", target) or PLACEHOLDER.search(target):
            continue
        resolved = os.path.normpath(os.path.join(os.path.dirname(document), target)) if target else document
        if target:
            named.append((os.path.relpath(resolved, root), [root], line))
        # A link to a heading of a Markdown file (this one or another) must name a heading it has.
        if anchor and resolved.endswith(".md") and os.path.isfile(resolved) and anchor not in anchors(resolved):
            broken_anchors.append(f"{match.group(1)} (line {line})")
    if broken_anchors:
        fail(f"{name} links to headings that do not exist: " + ", ".join(broken_anchors))
    missing = [(path, line) for path, where, line in named if not any(os.path.exists(os.path.join(base, path)) for base in where)]
    if missing:
        fail(f"{name} names paths that do not exist: " + ", ".join(f"{path} (line {line})" for path, line in missing))
    print(f"ok   {name}: the {len(named)} repository paths it names exist")


def tagged_origin(version):
    """This checkout committed to a fresh clone, tagged there by `make release`, and cloned bare as the origin."""
    started = time.time()
    for path in (release, os.path.dirname(origin)):
        shutil.rmtree(path, ignore_errors=True)
    git("init", "-q", release)
    # The work tree as `git add -A` would commit it, without touching this repository: every tracked
    # file still there (forced, in case an ignore file outside the repository matches one), then
    # the untracked files no ignore rule leaves out.
    into = [f"--git-dir={os.path.join(release, '.git')}", f"--work-tree={root}"]
    tracked = [path for path in git("ls-files", "-z", cwd=root).split("\0") if path and os.path.lexists(os.path.join(root, path))]
    forced = subprocess.run(
        ["git", *into, "add", "-f", "--pathspec-from-file=-", "--pathspec-file-nul"], input="\0".join(tracked), text=True, cwd=root,
        capture_output=True)
    if forced.returncode != 0:
        fail("git add -f (the tracked files, into the release clone)", forced.stdout + forced.stderr)
    git(*into, "add", "-A", cwd=root)
    head = git("rev-parse", "--short", "HEAD", cwd=root)
    changed = git("status", "--porcelain", cwd=root)
    identity = ["-c", "user.name=readme-check", "-c", "user.email=readme-check@localhost"]
    description = f"HEAD {head}" + (" and the work tree's changes" if changed else "")
    git(*identity, "commit", "-q", "-m", f"design-snapshots as checked out ({description})", cwd=release)
    git("reset", "-q", "--hard", cwd=release)
    tagged = run("make release tags the clone with CHANGELOG.md's version", ["make", "-s", "release"], cwd=release)
    if f" as {version}," not in tagged.stdout or git("tag", "--list", cwd=release) != version:
        fail(f"make release did not tag {version}", tagged.stdout + tagged.stderr)
    run("make release refuses a version already tagged", ["make", "-s", "release"], expect_success=False, cwd=release)
    os.makedirs(os.path.dirname(origin))
    git("clone", "-q", "--bare", release, origin)
    print(f"ok   {origin_url} holds {description} tagged {version} ({time.time() - started:.1f} s)")


def fresh_clone(env):
    """The package committed as a client commits it (its .gitignore kept, Package.resolved forced
    in), cloned afresh, resolves with the committed Package.resolved and leaves it as it was."""
    staging, fresh = os.path.join(work, "committed"), os.path.join(work, "fresh-clone")
    for path in (staging, fresh):
        shutil.rmtree(path, ignore_errors=True)
    git("init", "-q", staging)
    into = [f"--git-dir={os.path.join(staging, '.git')}", f"--work-tree={package}"]
    git(*into, "add", "-A", cwd=package)
    git(*into, "add", "-f", "Package.resolved", cwd=package)
    git(*into, "-c", "user.name=readme-check", "-c", "user.email=readme-check@localhost", "commit", "-q", "-m", "guide", cwd=package)
    git("clone", "-q", staging, fresh)
    run("a fresh clone resolves with the committed Package.resolved", ["swift", "package", "resolve"], env=env, cwd=fresh)
    changed = git("status", "--porcelain", cwd=fresh)
    if changed:
        fail("resolving the fresh clone changed what it committed", changed)
    shutil.rmtree(staging, ignore_errors=True)


def main():
    readme = os.path.join(root, "README.md")
    tops = tracked_tops()
    check_paths(readme, tops, [root])
    try:
        version = changelog.version(root)
    except changelog.ChangelogError as error:
        fail(str(error))
    if f'from: "{version}"' not in open(readme, encoding="utf-8").read():
        fail(f'README.md does not say which version a client depends on (from: "{version}", CHANGELOG.md\'s latest heading)')

    # A fresh package each time, but its .build is kept (a second check builds incrementally)
    # unless --cold; what it keeps of the harness's clone is dropped, since the origin is new each time.
    os.makedirs(package, exist_ok=True)
    for entry in os.listdir(package):
        if entry != ".build" or cold:
            path = os.path.join(package, entry)
            shutil.rmtree(path) if os.path.isdir(path) and not os.path.islink(path) else os.remove(path)
    build = os.path.join(package, ".build")
    for stale in [os.path.join(build, "checkouts", "design-snapshots"), os.path.join(build, "workspace-state.json")] + [
        os.path.join(build, "repositories", entry)
        for entry in (os.listdir(os.path.join(build, "repositories")) if os.path.isdir(os.path.join(build, "repositories")) else [])
        if entry.startswith("design-snapshots-")
    ]:
        if os.path.isdir(stale):
            shutil.rmtree(stale)
        elif os.path.exists(stale):
            os.remove(stale)
    files, snippets, fragments, guide_tops = 0, 0, 0, {"Package.resolved"}
    for document in documents():
        name = os.path.relpath(document, root)
        for language, info, body, line in blocks(document):
            target = re.search(r"\bfile=(\S+)", info)
            if target:
                path = os.path.normpath(os.path.join(package, target.group(1)))
                if not path.startswith(package + os.sep):
                    fail(f"{name}:{line}: file={target.group(1)} leaves the package")
                os.makedirs(os.path.dirname(path), exist_ok=True)
                open(path, "w", encoding="utf-8").write(checkout_text(body, root))
                guide_tops.add(os.path.relpath(path, package).split(os.sep)[0])
                files += 1
            elif language == "swift" and "fragment" in info.split():
                fragments += 1
            elif language == "swift":
                snippets += 1
                stem = re.sub(r"[^A-Za-z0-9]", "", os.path.splitext(os.path.basename(document))[0])
                path = os.path.join(package, "Tests", "MyComponentsTests", f"{stem}Line{line}.swift")
                os.makedirs(os.path.dirname(path), exist_ok=True)
                open(path, "w", encoding="utf-8").write(f"// {name}, line {line}\n" + body)
    print(f"readme-check: {files} files of the guide's package, {snippets} other Swift blocks to compile, {fragments} fragments left out")
    # The guide's paths name its package's references too, so it is checked once they are recorded.
    guide = os.path.join(root, GUIDE)
    for document in documents()[1:]:
        if document != guide:
            check_paths(document, tops, [root])
    if paths_only:
        print(f"readme-check --paths-only: {GUIDE} is checked after its package records its references (the full run)")
        return
    manifest = os.path.join(package, "Package.swift")
    if not os.path.exists(manifest):
        fail("no block is the guide's Package.swift")
    harness = harness_dependency(open(manifest, encoding="utf-8").read())
    if harness is None:
        fail('the guide\'s Package.swift must depend on the harness once, as .package(url: "…/design-snapshots", from: "X.Y.Z")')
    url, floor = harness
    if floor != version:
        fail(f'the guide\'s Package.swift depends from: "{floor}", but CHANGELOG.md\'s version is {version}')

    tagged_origin(version)
    forget_origin(root, url)
    started = time.time()
    clean = redirected(os.environ, url, root)
    clean.pop("SNAPSHOT_TESTING_RECORD", None)
    clean.pop("SNAPSHOT_COMMAND", None)
    print(f"ok   git fetches {url} from the origin (url.{origin}.insteadOf, in the environment)")
    run(f'resolve the harness by URL, from: "{version}"', ["swift", "package", "resolve"], env=clean)
    run("build the guide's package and every block", ["swift", "build", "--build-tests"], env=clean)
    recorded = run("record its references (swift run MySnapshot record)", ["swift", "run", "MySnapshot", "record"], env=clean)
    # Any warning of the harness's (SwiftPM's documented -pthread one aside): unlisted text, partial pixels.
    if re.search(r"^warning: (?!prohibited flag)", recorded.stderr, re.M):
        fail("record warned about the guide's components", recorded.stderr)
    tests = run("record its test references", ["swift", "test"], env=dict(clean, SNAPSHOT_TESTING_RECORD="missing"))
    said = re.search(r"^↳ recorded \d+ files? \(.*\)$", tests.stdout, re.M)
    if not said:
        fail("recording from the tests did not say what it wrote (↳ recorded N files (…))", tests.stdout)
    print(f"ok   swift test said what it recorded: {said.group(0)[2:]}")
    run("its tests pass (swift test)", ["swift", "test"], env=clean)
    run("its command line verifies (swift run MySnapshot verify)", ["swift", "run", "MySnapshot", "verify"], env=clean)
    print(
        f"readme-check: the guide's package, from {'nothing' if cold else 'new files (its .build kept)'} to green tests, "
        f"in {time.time() - started:.0f} s"
    )
    pins = json.load(open(os.path.join(package, "Package.resolved"), encoding="utf-8")).get("pins", [])
    pinned = [(pin.get("identity"), pin.get("kind"), pin.get("state", {}).get("version")) for pin in pins if pin.get("location") == url]
    if pinned != [("design-snapshots", "remoteSourceControl", version)]:
        fail(f"Package.resolved pins {url} as {pinned}, not as design-snapshots (remoteSourceControl) at {version}")
    fresh_clone(clean)
    check_paths(guide, tops | guide_tops, [package, root])
    broken = os.path.join(package, "Tests", "MyComponentsTests", "BrokenBlock.swift")
    open(broken, "w", encoding="utf-8").write('let count: Int = "three"\n')
    run("a broken block is refused", ["swift", "build", "--build-tests"], expect_success=False, env=clean)
    os.remove(broken)
    forget_origin(root, url)


main()
