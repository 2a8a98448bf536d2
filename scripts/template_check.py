#!/usr/bin/env python3
"""Runs the client CI template, docs/ci/snapshots.yml, as written, in a fresh clone of the guide's
package (make template-check; CI runs it right after make readme-check, whose package it clones).

Usage: template_check.py [PACKAGE_ROOT]

The template gets the one change the guide asks of a client: ClientSnapshot becomes MySnapshot.
Its jobs run in `needs` order, the verify job once per value of its matrix (shards 1 to 4), each
in the same workspace folder, reset, as a runner's job is. Every `run:` step runs in order, as
GitHub runs it (`bash --noprofile --norc -e`), with its `${{ … }}` expressions replaced by their
values (matrix.*, env.*, runner.os; any other stops the check), GITHUB_STEP_SUMMARY a file per
job, GITHUB_WORKSPACE the workspace, GITHUB_RUN_ID 4242 and CI=true. A failing step fails the
check (after a planted change, a failing step of a job that may fail skips the job's later steps
but those with `if: always()`, as GitHub does). Standing in for the network, every step's git
fetches the guide's URL from readme-check's tagged clone of this repository (url.<clone>.insteadOf
<URL> in the environment, as the guide tells a client with a local clone to do): no SwiftPM mirror,
so the committed Package.resolved is read as a CI runner reads it.

The steps that only GitHub can run (`uses:`) are replaced by their local equivalent:

  actions/checkout            `git clone` of the guide's package into the workspace: its files as
                              the guide writes them (docs/Getting-started.md, `file=` blocks; the
                              URL's owner this checkout's own, as readme-check writes it), with
                              the Package.resolved and Snapshots/ readme-check's run produced,
                              committed as a client would
  actions/cache, path .build  the workspace's .build restored from the last job's (saved when a
                              job ends); the first job restores the .build readme-check built for
                              the same package in the same folder, as a cache saved by an earlier
                              run would be, so the build steps are incremental. The key must hash
                              Package.resolved (checked)
  actions/cache, other paths  nothing: the apt archives it keeps are this machine's own
  actions/upload-artifact     its `path:` lines (files, folders, globs) copied to
                              .build/template-check/artifacts/NAME/ at their workspace paths
  actions/download-artifact   the artifacts matching `pattern:` copied to PATH/NAME/ (as without
                              merge-multiple)

Then: the merged result counts what the shards checked, with nothing failed, missing or in error;
and, to prove the check can fail, one reference is removed in the last workspace and the verify
step must then fail in at least one shard.

Then a change goes through it as a pull request's would: a commit changes one token of the guide's
RatingStars table, and the jobs run again. swift test and a verify shard fail; the merge's summary
names its artifact (snapshots-merged) and, by cause, the command that accepts the change from it
(`… approve --cause KEY --from 'snapshots-merged'`). In the last job's
workspace (the reviewer's clone, at the change), with the artifact downloaded into it, that command
exactly as printed is refused for a copy of the artifact with one actual image changed, and for a
reference changed since the run; then it accepts, and `verify` is green. A test's one-off snapshot
of a composition is no part of verify's run: `swift test` then fails on it alone, the command its
failure prints accepts it, and `swift test` is green; git status shows changes under
Snapshots/RatingStars/ (from the artifact) and Snapshots/RatingStarsTests/ alone.

Prints one line per step with its time; exits 1 on the first failure. The workspace is readme-check's package folder (.build/readme-check/MyDesignSystem),
left as the last job's clone; readme-check writes it afresh.
"""
import fnmatch, glob, html, json, os, re, shutil, subprocess, sys, tempfile, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from guide_package import checkout_text, forget_origin, guide_files, harness_dependency, origin_path, package_path, redirected  # noqa: E402

root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".")
template = os.path.join(root, "docs", "ci", "snapshots.yml")
work = os.path.join(root, ".build", "template-check")
guide = os.path.join(work, "guide")
artifacts = os.path.join(work, "artifacts")
summaries = os.path.join(work, "summaries")
cache = os.path.join(work, "build-cache")
workspace = package_path(root)
EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")


def fail(message, output=""):
    print(f"FAIL {message}")
    if output:
        print(output[-4000:])
    sys.exit(1)


def load_yaml(path):
    """The workflow as Python values: PyYAML, or ruamel.yaml from the lint virtual environment."""
    try:
        import yaml

        return yaml.safe_load(open(path, encoding="utf-8"))
    except ImportError:
        pass
    venv = glob.glob(os.path.join(root, ".build", "lint-venv", "lib", "python3*", "site-packages"))
    sys.path.extend(venv)
    try:
        from ruamel.yaml import YAML
    except ImportError:
        fail("no YAML reader: install PyYAML, or run scripts/lint_workflows.sh first (its virtual environment has ruamel.yaml)")
    return YAML(typ="safe").load(open(path, encoding="utf-8"))


def run(step, command, cwd, env=None, expect_success=True, quiet=False):
    started = time.time()
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True, env=env)
    # expect_success None: either way (a step of a job a planted change may fail).
    ok = expect_success is None or (result.returncode == 0) == expect_success
    if not quiet or not ok:
        print(f"{'ok  ' if ok else 'FAIL'} {step} ({time.time() - started:.1f} s)")
    if not ok:
        print((result.stdout + result.stderr)[-4000:])
        sys.exit(1)
    return result


def substitute(text, context):
    """`text` with every `${{ … }}` replaced by its value in `context` (a dotted name)."""

    def value(match):
        name = match.group(1)
        if name not in context:
            fail(f"the template uses ${{{{ {name} }}}}, which this check does not know how to give locally")
        return str(context[name])

    return EXPRESSION.sub(value, text)


def guide_repository():
    """The guide's package as a client commits it: the guide's files, plus readme-check's recorded
    Snapshots/ and Package.resolved. Returns the repository's path."""
    recorded = os.path.join(workspace, "Snapshots")
    resolved = os.path.join(workspace, "Package.resolved")
    if not os.path.isdir(recorded) or not os.path.exists(resolved) or not os.path.isdir(origin_path(root)):
        fail("no package from readme-check: run make readme-check (scripts/readme_check.py) first")
    shutil.rmtree(guide, ignore_errors=True)
    os.makedirs(guide)
    for path, body, _ in guide_files(root):
        target = os.path.join(guide, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        open(target, "w", encoding="utf-8").write(checkout_text(body, root))
    shutil.copytree(recorded, os.path.join(guide, "Snapshots"))
    shutil.copy(resolved, os.path.join(guide, "Package.resolved"))
    identity = ["-c", "user.name=template-check", "-c", "user.email=template-check@localhost"]
    # Package.resolved forced in: a global ignore file may leave it out, as some machines' do.
    commands = (["init", "-q"], ["add", "-A"], ["add", "-f", "Package.resolved"], [*identity, "commit", "-q", "-m", "The guide's package"])
    for command in commands:
        run(f"git {command[-1]}", ["git", *command], cwd=guide, quiet=True)
    files = subprocess.run(["git", "ls-files"], cwd=guide, capture_output=True, text=True).stdout.split()
    print(f"ok   the guide's package committed: {len(files)} files (Package.resolved and Snapshots/ included)")
    return guide


def start_job():
    """A job's workspace, reset: the last job's .build saved to the cache, everything else gone."""
    if os.path.isdir(os.path.join(workspace, ".build")):
        shutil.rmtree(cache, ignore_errors=True)
        os.rename(os.path.join(workspace, ".build"), cache)
    shutil.rmtree(workspace, ignore_errors=True)


def checkout(repository):
    run("checkout: git clone of the guide's package", ["git", "clone", "-q", repository, workspace], cwd=work)


def restore_cache(step):
    inputs = step.get("with", {})
    if inputs.get("path") != ".build":
        print(f"ok   cache {inputs.get('path')}: nothing to restore (this machine's own)")
        return
    if "Package.resolved" not in str(inputs.get("key", "")):
        fail(f"the .build cache's key does not hash Package.resolved: {inputs.get('key')}")
    if os.path.isdir(cache):
        os.rename(cache, os.path.join(workspace, ".build"))
        print("ok   cache .build: restored (a hit on the key's restore-keys prefix)")
    else:
        print("ok   cache .build: nothing saved yet (a miss)")


def upload(step, context):
    """Copies the artifact's `path:` lines (files, folders or globs) under artifacts/NAME/ at their
    paths in the workspace, the root GitHub takes when every line starts there."""
    inputs = step.get("with", {})
    name = substitute(inputs["name"], context)
    target = os.path.join(artifacts, name)
    shutil.rmtree(target, ignore_errors=True)
    kept = 0
    for line in substitute(inputs["path"], context).split():
        matches = sorted(glob.glob(os.path.join(workspace, line))) if any(c in line for c in "*?[") else [os.path.join(workspace, line)]
        found = [path for path in matches if os.path.exists(path)]
        for source in found:
            relative = os.path.relpath(source, workspace)
            if os.path.isdir(source):
                shutil.copytree(source, os.path.join(target, relative), dirs_exist_ok=True)
            else:
                os.makedirs(os.path.dirname(os.path.join(target, relative)), exist_ok=True)
                shutil.copy(source, os.path.join(target, relative))
            kept += 1
        if not found and inputs.get("if-no-files-found") == "error":
            fail(f"upload-artifact {name}: {line} does not exist")
    print(f"ok   upload-artifact {name}: {kept} path(s) kept")


def download(step, context):
    inputs = step.get("with", {})
    pattern, path = substitute(inputs["pattern"], context), substitute(inputs.get("path", "."), context)
    names = sorted(name for name in os.listdir(artifacts) if fnmatch.fnmatch(name, pattern)) if os.path.isdir(artifacts) else []
    if not names:
        fail(f"download-artifact: no artifact matches {pattern}")
    for name in names:
        shutil.copytree(os.path.join(artifacts, name), os.path.join(workspace, path, name))
    print(f"ok   download-artifact {pattern}: {len(names)} artifacts into {path}/")


def step_environment(job, summary):
    """What a `run:` step sees: the runner's variables, and git fetching the guide's URL from the
    tagged clone of this repository (standing in for the network; no SwiftPM mirror, so the
    committed Package.resolved is read as a CI runner reads it)."""
    env = dict(
        redirected(os.environ, guide_url, root), CI="true", GITHUB_ACTIONS="true", GITHUB_WORKSPACE=workspace,
        GITHUB_STEP_SUMMARY=summary, GITHUB_JOB=job, GITHUB_RUN_ID="4242")
    for name in ("SNAPSHOT_TESTING_RECORD", "SNAPSHOT_COMMAND"):
        env.pop(name, None)
    return env


def run_step(step, context, job, summary, expect_success=True):
    name = substitute(step.get("name", step["run"].splitlines()[0]), context)
    script = substitute(step["run"], context)
    with tempfile.NamedTemporaryFile("w", suffix=".sh", dir=work, delete=False) as file:
        file.write(script)
    try:
        return run(
            f"run: {name}", ["bash", "--noprofile", "--norc", "-e", file.name], cwd=workspace, env=step_environment(job, summary),
            expect_success=expect_success)
    finally:
        os.remove(file.name)


def job_order(jobs):
    order = []
    while len(order) < len(jobs):
        ready = [
            name
            for name, job in jobs.items()
            if name not in order and all(need in order for need in ([job["needs"]] if isinstance(job.get("needs"), str) else job.get("needs", [])))
        ]
        if not ready:
            fail("the jobs' needs form a cycle")
        order += ready
    return order


def run_jobs(workflow, repository, failing):
    """Runs every job of `workflow` in `needs` order, each matrix value once. `failing` names the
    jobs whose `run:` steps may fail (a planted change): after a step fails, only steps with
    `if: always()` run, as on GitHub. Returns what the verify steps printed ((count, step, context,
    job, summary) each), the merge's (count, tally) and each job's step results by job name."""
    shards, merged, statuses = [], None, {}
    jobs = workflow["jobs"]
    for name in job_order(jobs):
        job = jobs[name]
        matrix = job.get("strategy", {}).get("matrix", {})
        keys = [key for key in matrix if key not in ("include", "exclude")]
        if len(keys) > 1:
            fail(f"job {name}: a matrix of more than one axis")
        values = [{keys[0]: value} for value in matrix[keys[0]]] if keys else [{}]
        for value in values:
            context = {"runner.os": "Linux", **{f"env.{key}": item for key, item in workflow.get("env", {}).items()}}
            context.update({f"matrix.{key}": item for key, item in value.items()})
            title = substitute(job.get("name", name), context)
            print(f"job {title}")
            summary = os.path.join(summaries, f"{name}-{'-'.join(str(item) for item in value.values()) or 'job'}.md")
            open(summary, "w").close()
            start_job()
            failed = False
            for step in job["steps"]:
                if failed and "always()" not in str(step.get("if", "")):
                    continue
                uses = step.get("uses", "")
                if uses.startswith("actions/checkout@"):
                    checkout(repository)
                elif uses.startswith("actions/cache@"):
                    restore_cache(step)
                elif uses.startswith("actions/upload-artifact@"):
                    upload(step, context)
                elif uses.startswith("actions/download-artifact@"):
                    download(step, context)
                elif uses:
                    fail(f"job {name}: no local equivalent for {uses}")
                elif "run" in step:
                    allowed = name in failing
                    result = run_step(step, context, name, summary, expect_success=None if allowed else True)
                    failed = failed or result.returncode != 0
                    statuses.setdefault(name, []).append(result.returncode)
                    found = re.search(r"^(verify|merge)(?: \(shard [^)]*\))?: (\d+) checked: (.*)$", result.stdout + result.stderr, re.M)
                    if found and found.group(1) == "verify":
                        shards.append((int(found.group(2)), step, context, name, summary))
                    elif found:
                        merged = (int(found.group(2)), found.group(3), summary)
                else:
                    fail(f"job {name}: a step with neither uses nor run")
            if os.path.getsize(summary) == 0 and any("GITHUB_STEP_SUMMARY" in step.get("run", "") for step in job["steps"]):
                fail(f"job {title}: nothing was written to the job summary")
    if len(shards) != 4:
        fail(f"{len(shards)} verify steps printed their counts, not 4")
    if merged is None:
        fail("no merge step printed its counts")
    return shards, merged, statuses


def tally(counts):
    return {label: int(number) for number, label in re.findall(r"(\d+) (matched|failed|missing|errors)\b", counts)}


def git_status(folder):
    return subprocess.run(["git", "status", "--porcelain", "--untracked-files=all"], cwd=folder, capture_output=True, text=True).stdout


def accept_from_artifact(workflow, repository, url):
    """A planted token change, run through the template: swift test and a verify shard fail, the
    merge's summary names its artifact and the command that accepts from it; that command, exactly
    as printed, refuses a tampered actual and a reference changed since, then accepts, and verify
    and swift test are green again."""
    tokens = os.path.join(repository, "Sources", "MyComponents", "Tokens", "RatingStars.tokens.json")
    text = open(tokens, encoding="utf-8").read()
    changed = text.replace('"hex": "#fab81a"', '"hex": "#e6a100"').replace("[0.9804, 0.7216, 0.102]", "[0.902, 0.6314, 0]")
    if changed == text:
        fail("the guide's RatingStars table no longer holds rating.color.on #fab81a, the token this check changes")
    open(tokens, "w", encoding="utf-8").write(changed)
    identity = ["-c", "user.name=template-check", "-c", "user.email=template-check@localhost"]
    for command in (["add", "-A"], [*identity, "commit", "-q", "-m", "rating.color.on #fab81a → #e6a100"]):
        run(f"git {command[-1]}", ["git", *command], cwd=repository, quiet=True)
    for path in (artifacts, summaries):
        shutil.rmtree(path, ignore_errors=True)
        os.makedirs(path)
    print("template-check: a token change (rating.color.on) through the template's jobs")
    shards, (total, counts, summary), statuses = run_jobs(workflow, repository, failing={"test", "verify", "merge"})
    found = tally(counts)
    if found.get("failed", 0) == 0 or found.get("errors", 0) != 0 or 1 not in statuses.get("merge", []):
        fail(f"the merged result does not fail on the change: {total} checked: {counts}")
    if not any(status != 0 for status in statuses.get("test", [])):
        fail("swift test passed with the change")
    markdown = open(summary, encoding="utf-8").read()
    # The change's own command, from the summary's By cause list (one change, one command).
    commands = [html.unescape(command) for command in re.findall(r"; accept: <code>(.*? approve --cause '\w+' --from 'snapshots-merged')</code>$", markdown, re.M)]
    if "<code>snapshots-merged</code>" not in markdown or "gh run download 4242 --name snapshots-merged" not in markdown or len(commands) != 1:
        fail("the merged summary does not name its artifact and the one command that accepts the change from it", markdown)
    command = commands[0]
    print(f"ok   the merged summary: {found.get('failed')} failed, by one cause; accept with: {command}")
    # The reviewer's clone: the last job's workspace, at the change, its .build built, without the
    # job's own files (the shards it downloaded, the merged result); the artifact downloaded into it.
    subprocess.run(["git", "clean", "-q", "-fd"], cwd=workspace, check=True)
    download_into = os.path.join(workspace, "snapshots-merged")
    shutil.copytree(os.path.join(artifacts, "snapshots-merged"), download_into)
    env = step_environment("review", os.devnull)

    def approve(label, script, expect_success):
        result = run(label, ["bash", "--noprofile", "--norc", "-e", "-c", script], cwd=workspace, env=env, expect_success=expect_success)
        return result.stdout + result.stderr

    # Refused: one actual of the artifact changed after the run.
    tampered = os.path.join(workspace, "snapshots-tampered")
    shutil.copytree(download_into, tampered)
    actual = sorted(glob.glob(os.path.join(tampered, "shards", "*", "snapshot-output", "artifacts", "RatingStars", "*.actual.png")))
    if not actual:
        fail("the merged artifact holds no RatingStars actual image")
    data = bytearray(open(actual[0], "rb").read())
    data[-20] ^= 0xFF
    open(actual[0], "wb").write(bytes(data))
    said = approve("the command refuses a tampered actual", command.replace("'snapshots-merged'", "'snapshots-tampered'"), False)
    if "SHA-256" not in said or "Snapshots/" in git_status(workspace):
        fail("a tampered actual was not refused in words, or a reference changed", said)
    shutil.rmtree(tampered)
    # Refused: a reference the run compared against changed since (the first image it would replace).
    entries = json.load(open(os.path.join(download_into, "snapshots.json"), encoding="utf-8"))["entries"]
    failed = [entry["reference"] for entry in entries if entry["status"] == "failed" and entry["reference"].endswith("@2x.png")]
    if not failed:
        fail("the merged manifest lists no failed image")
    reference = os.path.join(workspace, "Snapshots", failed[0])
    original = open(reference, "rb").read()
    open(reference, "wb").write(open(sorted(glob.glob(os.path.join(workspace, "Snapshots", "Avatar", "*@2x.png")))[0], "rb").read())
    said = approve("the command refuses a reference changed since the run", command, False)
    if "changed since the run compared against it" not in said:
        fail("a reference changed since the run was not refused in words", said)
    open(reference, "wb").write(original)
    if "Snapshots/" in git_status(workspace):
        fail("a refused approve changed Snapshots/", git_status(workspace))
    # Accepted, exactly as printed; then green, and only the component's references changed.
    approve("the command, as printed, accepts from the merged artifact", command, True)
    shutil.rmtree(download_into)
    run("then the package verifies (swift run MySnapshot verify)", ["swift", "run", "MySnapshot", "verify", "--quiet"], cwd=workspace, env=env)
    # What verify checks is accepted; a test's own one-off snapshot (RatingStarsTests' composition)
    # is no part of verify's run: it still fails, and the command its failure prints accepts it.
    tests = run("swift test: only the tests' one-off snapshots still fail", ["swift", "test"], cwd=workspace, env=env, expect_success=None)
    if tests.returncode != 0:
        failing = set(re.findall(r"^↳ (Snapshots/[^:]+):", tests.stdout, re.M))
        printed = sorted(set(re.findall(r"accept it: (SNAPSHOT_TESTING_RECORD=failed swift test --filter \S+)$", tests.stdout, re.M)))
        if not failing or any(not path.startswith("Snapshots/RatingStarsTests/") for path in failing) or not printed:
            fail(f"after the accept, swift test fails on {sorted(failing)}", tests.stdout[-4000:])
        for command in printed:
            run(f"  as printed: {command}", ["bash", "--noprofile", "--norc", "-e", "-c", command], cwd=workspace, env=env)
        run("and its tests pass (swift test)", ["swift", "test"], cwd=workspace, env=env)
    changed_files = [line[3:] for line in git_status(workspace).splitlines()]
    outside = [path for path in changed_files if not path.startswith(("Snapshots/RatingStars/", "Snapshots/RatingStarsTests/"))]
    from_artifact = [path for path in changed_files if path.startswith("Snapshots/RatingStars/")]
    if not from_artifact or outside:
        fail(f"after the accept, git status shows {changed_files}: not only Snapshots/RatingStars/ (and its tests' folder)")
    print(
        f"ok   accepted: {len(from_artifact)} files under Snapshots/RatingStars/ from the merged artifact, "
        f"{len(changed_files) - len(from_artifact)} of the tests' own; verify and swift test green")


def main():
    global guide_url
    os.makedirs(work, exist_ok=True)
    text = open(template, encoding="utf-8").read()
    if "ClientSnapshot" not in text:
        fail("the template names no ClientSnapshot product for a client to replace")
    adapted = os.path.join(work, "snapshots.yml")
    open(adapted, "w", encoding="utf-8").write(text.replace("ClientSnapshot", "MySnapshot"))
    workflow = load_yaml(adapted)
    manifest = next((checkout_text(body, root) for path, body, _ in guide_files(root) if path == "Package.swift"), None)
    harness = harness_dependency(manifest or "")
    if harness is None:
        fail("the guide's Package.swift has no .package(url: \"…/design-snapshots\", from: …)")
    guide_url = harness[0]
    repository = guide_repository()
    forget_origin(root, guide_url)
    for path in (artifacts, summaries):
        shutil.rmtree(path, ignore_errors=True)
        os.makedirs(path)
    started = time.time()
    shards, (total, counts, _), _ = run_jobs(workflow, repository, failing=set())
    shard_counts = [count for count, *_ in shards]
    if total == 0 or total != sum(shard_counts) or tally(counts) != {"matched": total, "failed": 0, "missing": 0, "errors": 0}:
        fail(f"the merged result is not the shards' {shard_counts} all matched: {total} checked: {counts}")
    for name in ("snapshots.xml", "snapshots.json"):
        if not os.path.exists(os.path.join(artifacts, "snapshots-merged", name)):
            fail(f"the merged artifact lacks {name}")
    print(f"template-check: the template's jobs, from a fresh clone to a merged result ({total} checked over 4 shards), in {time.time() - started:.0f} s")

    # The check can fail: with a reference gone, some shard's verify step fails.
    references = sorted(glob.glob(os.path.join(workspace, "Snapshots", "Avatar", "*@2x.png")))
    if not references:
        fail("no Avatar reference in the workspace to remove")
    os.remove(references[0])
    statuses = []
    for _, step, context, name, summary in shards:
        result = subprocess.run(
            ["bash", "--noprofile", "--norc", "-e", "-c", substitute(step["run"], context)],
            cwd=workspace,
            capture_output=True,
            text=True,
            env=step_environment(name, os.devnull),
        )
        statuses.append(result.returncode)
    if statuses.count(1) != 1 or any(status not in (0, 1) for status in statuses):
        fail(f"with {os.path.relpath(references[0], workspace)} removed, the shards' verify steps exited {statuses}, not one 1")
    print(f"ok   with {os.path.basename(references[0])} removed, one shard's verify step fails (exit statuses {statuses})")
    subprocess.run(["git", "checkout", "-q", "--", "Snapshots"], cwd=workspace)

    started = time.time()
    try:
        accept_from_artifact(workflow, repository, guide_url)
    finally:
        # The workspace back at the guide's package as readme-check left it, which the next run commits.
        subprocess.run(["git", "reset", "-q", "--hard", "HEAD~1"], cwd=workspace)
        subprocess.run(["git", "clean", "-q", "-fd"], cwd=workspace)
    print(f"template-check: a change accepted from the merged artifact, in {time.time() - started:.0f} s")
    forget_origin(root, guide_url)


guide_url = None
main()
