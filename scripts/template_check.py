#!/usr/bin/env python3
"""Runs the client CI template, docs/ci/snapshots.yml, as written, in a fresh clone of the guide's
package (make template-check; CI runs it right after make readme-check, whose package it clones).

Usage: template_check.py [PACKAGE_ROOT]

The template gets the one change the guide asks of a client: ClientSnapshot becomes MySnapshot.
Its jobs run in `needs` order, the verify job once per value of its matrix (shards 1 to 4), each
in the same workspace folder, reset, as a runner's job is. Every `run:` step runs in order, as
GitHub runs it (`bash --noprofile --norc -e`), with its `${{ … }}` expressions replaced by their
values (matrix.*, env.*, runner.os; any other stops the check), GITHUB_STEP_SUMMARY a file per
job, GITHUB_WORKSPACE the workspace and CI=true. A failing step fails the check.

The steps that only GitHub can run (`uses:`) are replaced by their local equivalent:

  actions/checkout            `git clone` of the guide's package into the workspace: its files as
                              the guide writes them (docs/Getting-started.md, `file=` blocks), with
                              the Package.resolved and Snapshots/ readme-check's run produced,
                              committed as a client would; then, standing in for the network, a
                              SwiftPM mirror from the guide's URL to readme-check's tagged clone of
                              this repository (`swift package config set-mirror`, kept in the
                              workspace's .swiftpm/, which the guide's .gitignore leaves out)
  actions/cache, path .build  the workspace's .build restored from the last job's (saved when a
                              job ends); the first job restores the .build readme-check built for
                              the same package in the same folder, as a cache saved by an earlier
                              run would be, so the build steps are incremental. The key must hash
                              Package.resolved (checked)
  actions/cache, other paths  nothing: the apt archives it keeps are this machine's own
  actions/upload-artifact     its `path:` lines copied to .build/template-check/artifacts/NAME/
  actions/download-artifact   the artifacts matching `pattern:` copied to PATH/NAME/ (as without
                              merge-multiple)

Then: the merged result counts what the shards checked, with nothing failed, missing or in error;
and, to prove the check can fail, one reference is removed in the last workspace and the verify
step must then fail in at least one shard. Prints one line per step with its time; exits 1 on the
first failure. The workspace is readme-check's package folder (.build/readme-check/MyDesignSystem),
left as the last job's clone; readme-check writes it afresh.
"""
import fnmatch, glob, json, os, re, shutil, subprocess, sys, tempfile, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from guide_package import forget_origin, guide_files, harness_dependency, origin_path, origin_url, package_path  # noqa: E402

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
    ok = (result.returncode == 0) == expect_success
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
        open(target, "w", encoding="utf-8").write(body)
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


def checkout(repository, url):
    run("checkout: git clone of the guide's package", ["git", "clone", "-q", repository, workspace], cwd=work)
    run(
        "  (local) a SwiftPM mirror from the guide's URL to the tagged clone of this repository",
        ["swift", "package", "config", "set-mirror", "--original", url, "--mirror", origin_url(root)],
        cwd=workspace,
        quiet=True,
    )


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
    inputs = step.get("with", {})
    name = substitute(inputs["name"], context)
    target = os.path.join(artifacts, name)
    shutil.rmtree(target, ignore_errors=True)
    kept = 0
    for line in substitute(inputs["path"], context).split():
        source = os.path.join(workspace, line)
        if os.path.isdir(source):
            shutil.copytree(source, os.path.join(target, line.rstrip("/")))
            kept += 1
        elif os.path.exists(source):
            os.makedirs(os.path.dirname(os.path.join(target, line)), exist_ok=True)
            shutil.copy(source, os.path.join(target, line))
            kept += 1
        elif inputs.get("if-no-files-found") == "error":
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


def run_step(step, context, job, summary, expect_success=True):
    name = substitute(step.get("name", step["run"].splitlines()[0]), context)
    script = substitute(step["run"], context)
    env = dict(os.environ, CI="true", GITHUB_ACTIONS="true", GITHUB_WORKSPACE=workspace, GITHUB_STEP_SUMMARY=summary, GITHUB_JOB=job)
    env.pop("SNAPSHOT_TESTING_RECORD", None)
    with tempfile.NamedTemporaryFile("w", suffix=".sh", dir=work, delete=False) as file:
        file.write(script)
    try:
        return run(f"run: {name}", ["bash", "--noprofile", "--norc", "-e", file.name], cwd=workspace, env=env, expect_success=expect_success)
    finally:
        os.remove(file.name)


def main():
    os.makedirs(work, exist_ok=True)
    text = open(template, encoding="utf-8").read()
    if "ClientSnapshot" not in text:
        fail("the template names no ClientSnapshot product for a client to replace")
    adapted = os.path.join(work, "snapshots.yml")
    open(adapted, "w", encoding="utf-8").write(text.replace("ClientSnapshot", "MySnapshot"))
    workflow = load_yaml(adapted)
    manifest = next((body for path, body, _ in guide_files(root) if path == "Package.swift"), None)
    harness = harness_dependency(manifest or "")
    if harness is None:
        fail("the guide's Package.swift has no .package(url: \"…/design-snapshots\", from: …)")
    url = harness[0]
    repository = guide_repository()
    forget_origin(root)
    for path in (artifacts, summaries):
        shutil.rmtree(path, ignore_errors=True)
        os.makedirs(path)
    started = time.time()

    order, jobs = [], workflow["jobs"]
    while len(order) < len(jobs):
        ready = [
            name
            for name, job in jobs.items()
            if name not in order and all(need in order for need in ([job["needs"]] if isinstance(job.get("needs"), str) else job.get("needs", [])))
        ]
        if not ready:
            fail("the jobs' needs form a cycle")
        order += ready
    shard_counts, verify_steps, merged = [], [], None
    for name in order:
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
            for step in job["steps"]:
                uses = step.get("uses", "")
                if uses.startswith("actions/checkout@"):
                    checkout(repository, url)
                elif uses.startswith("actions/cache@"):
                    restore_cache(step)
                elif uses.startswith("actions/upload-artifact@"):
                    upload(step, context)
                elif uses.startswith("actions/download-artifact@"):
                    download(step, context)
                elif uses:
                    fail(f"job {name}: no local equivalent for {uses}")
                elif "run" in step:
                    result = run_step(step, context, name, summary)
                    found = re.search(r"^(verify|merge)(?: \(shard [^)]*\))?: (\d+) checked: (.*)$", result.stdout + result.stderr, re.M)
                    if found and found.group(1) == "verify":
                        shard_counts.append(int(found.group(2)))
                        verify_steps.append((step, context, name, summary))
                    elif found:
                        merged = (int(found.group(2)), found.group(3))
                else:
                    fail(f"job {name}: a step with neither uses nor run")
            if os.path.getsize(summary) == 0 and any("GITHUB_STEP_SUMMARY" in step.get("run", "") for step in job["steps"]):
                fail(f"job {title}: nothing was written to the job summary")
    if len(shard_counts) != 4:
        fail(f"{len(shard_counts)} verify steps printed their counts, not 4")
    if merged is None:
        fail("no merge step printed its counts")
    total, counts = merged
    tally = {label: int(number) for number, label in re.findall(r"(\d+) (matched|failed|missing|errors)\b", counts)}
    if total == 0 or total != sum(shard_counts) or tally != {"matched": total, "failed": 0, "missing": 0, "errors": 0}:
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
    for step, context, name, summary in verify_steps:
        result = subprocess.run(
            ["bash", "--noprofile", "--norc", "-e", "-c", substitute(step["run"], context)],
            cwd=workspace,
            capture_output=True,
            text=True,
            env=dict(os.environ, CI="true", GITHUB_STEP_SUMMARY=os.devnull),
        )
        statuses.append(result.returncode)
    if statuses.count(1) != 1 or any(status not in (0, 1) for status in statuses):
        fail(f"with {os.path.relpath(references[0], workspace)} removed, the shards' verify steps exited {statuses}, not one 1")
    print(f"ok   with {os.path.basename(references[0])} removed, one shard's verify step fails (exit statuses {statuses})")
    subprocess.run(["git", "checkout", "-q", "--", "Snapshots"], cwd=workspace)
    forget_origin(root)


main()
