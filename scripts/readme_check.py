#!/usr/bin/env python3
"""Compiles the code in README.md and the documents it links (make readme-check, run by CI).

Usage: readme_check.py [PACKAGE_ROOT]

Blocks are judged by their info string:
  ```swift file=PATH / ```json file=PATH  a file of the guide's package (docs/Getting-started.md):
                                          written at PATH, so the guide is a package that must build,
                                          record its references, and pass its tests;
  ```swift fragment                       left out on purpose (an excerpt of a larger file);
  ```swift                                any other Swift block: compiled as a file of its own in the
                                          guide package's test target (it may import any module).
The package is built beside a link named `design-snapshots` to this checkout, as the guide says to
clone it. Then, to prove the check can fail, one broken block is compiled and must be refused.
Prints one line per step with its time; exits 1 on the first failure.
"""
import os, re, shutil, subprocess, sys, time

root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".")
work = os.path.join(root, ".build", "readme-check")
package = os.path.join(work, "MyDesignSystem")
FENCE = re.compile(r"^```(\w+)([^\n]*)\n(.*?)^```\s*$", re.S | re.M)


def documents():
    """README.md and every Markdown file under docs/ that it links."""
    readme = os.path.join(root, "README.md")
    text = open(readme, encoding="utf-8").read()
    linked = sorted(set(re.findall(r"\]\((docs/[^)#\s]+\.md)", text)))
    return [readme] + [os.path.join(root, path) for path in linked if os.path.exists(os.path.join(root, path))]


def blocks(path):
    text = open(path, encoding="utf-8").read()
    for match in FENCE.finditer(text):
        language, info, body = match.group(1), match.group(2).strip(), match.group(3)
        line = text[: match.start()].count("\n") + 1
        yield language, info, body, line


def run(step, command, expect_success=True, env=None):
    started = time.time()
    result = subprocess.run(command, cwd=package, capture_output=True, text=True, env=env)
    seconds = time.time() - started
    ok = (result.returncode == 0) == expect_success
    print(f"{'ok  ' if ok else 'FAIL'} {step} ({seconds:.1f} s)")
    if not ok:
        print((result.stdout + result.stderr)[-4000:])
        sys.exit(1)
    return result


def main():
    # A fresh package each time, but its .build is kept: a second check builds incrementally.
    os.makedirs(package, exist_ok=True)
    for entry in os.listdir(package):
        if entry != ".build":
            path = os.path.join(package, entry)
            shutil.rmtree(path) if os.path.isdir(path) and not os.path.islink(path) else os.remove(path)
    link = os.path.join(work, "design-snapshots")
    if os.path.islink(link) or os.path.exists(link):
        os.remove(link)
    os.symlink(root, link)
    files, snippets, fragments = 0, 0, 0
    for document in documents():
        name = os.path.relpath(document, root)
        for language, info, body, line in blocks(document):
            target = re.search(r"\bfile=(\S+)", info)
            if target:
                path = os.path.normpath(os.path.join(package, target.group(1)))
                if not path.startswith(package + os.sep):
                    print(f"FAIL {name}:{line}: file={target.group(1)} leaves the package")
                    sys.exit(1)
                os.makedirs(os.path.dirname(path), exist_ok=True)
                open(path, "w", encoding="utf-8").write(body)
                files += 1
            elif language == "swift" and "fragment" in info.split():
                fragments += 1
            elif language == "swift":
                snippets += 1
                stem = re.sub(r"[^A-Za-z0-9]", "", os.path.splitext(os.path.basename(document))[0])
                path = os.path.join(package, "Tests", "MyComponentsTests", f"{stem}Line{line}.swift")
                os.makedirs(os.path.dirname(path), exist_ok=True)
                open(path, "w", encoding="utf-8").write(f"// {name}, line {line}\n" + body)
    print(f"readme-check: {files} files of the guide's package, {snippets} other Swift blocks compiled, {fragments} fragments left out")
    if not os.path.exists(os.path.join(package, "Package.swift")):
        print("FAIL no block is the guide's Package.swift")
        sys.exit(1)
    started = time.time()
    run("build the guide's package and every block", ["swift", "build", "--build-tests"])
    run("record its references (swift run MySnapshot record)", ["swift", "run", "MySnapshot", "record"])
    env = dict(os.environ, SNAPSHOT_TESTING_RECORD="missing")
    run("record its test references", ["swift", "test"], env=env)
    clean = dict(os.environ)
    clean.pop("SNAPSHOT_TESTING_RECORD", None)
    run("its tests pass (swift test)", ["swift", "test"], env=clean)
    run("its command line verifies (swift run MySnapshot verify)", ["swift", "run", "MySnapshot", "verify"])
    print(f"readme-check: the guide's package, from nothing to green tests, in {time.time() - started:.0f} s")
    broken = os.path.join(package, "Tests", "MyComponentsTests", "BrokenBlock.swift")
    open(broken, "w", encoding="utf-8").write('let count: Int = "three"\n')
    run("a broken block is refused", ["swift", "build", "--build-tests"], expect_success=False)
    os.remove(broken)


main()
