"""Runs `snapshot-bench --diff` and blazediff on the same PNG pairs, and oxipng over Snapshots/.

Called by scripts/bench_native.sh: python bench_native.py SNAPSHOT_BENCH_BINARY A.png B.png [A B]...
"""

import json
import pathlib
import statistics
import subprocess
import sys
import time

import blazediff
import oxipng

ITERATIONS = 21


def blazediff_median(a: str, b: str) -> tuple[float, int]:
    """Median milliseconds of blazediff's compare() from files to a count (antialiasing on, as pixelmatch)."""
    result = blazediff.compare(a, b, antialiasing=True)
    times = []
    for _ in range(ITERATIONS):
        start = time.perf_counter()
        result = blazediff.compare(a, b, antialiasing=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000, result.diff_count


def ours(binary: str, a: str, b: str) -> dict:
    output = subprocess.run(
        [binary, "--diff", a, b, "--json", "--iterations", str(ITERATIONS)],
        check=True, capture_output=True, text=True,
    ).stdout
    return json.loads(output)["diff"][0]


def main() -> int:
    binary, paths = sys.argv[1], sys.argv[2:]
    for a, b in zip(paths[0::2], paths[1::2]):
        # In turns, so that a machine's drift weighs on both alike.
        row = ours(binary, a, b)
        theirs, count = blazediff_median(a, b)
        row2 = ours(binary, a, b)
        mine = statistics.median([row["endToEndMilliseconds"], row2["endToEndMilliseconds"]])
        name = f"{pathlib.Path(a).name} / {pathlib.Path(b).name}"
        print(
            f"{name}: snapshot {mine:.2f} ms ({row['mismatchedPixels']} mismatched), "
            f"blazediff {theirs:.2f} ms ({count} mismatched): {mine / theirs:.2f}× blazediff's time"
        )
    files = sorted(pathlib.Path("Snapshots").rglob("*.png"))
    ours_bytes = sum(f.stat().st_size for f in files)
    start = time.perf_counter()
    oxi_bytes = sum(len(oxipng.optimize_from_memory(f.read_bytes(), level=2)) for f in files)
    seconds = time.perf_counter() - start
    print(
        f"references: {len(files)} files, {ours_bytes:,} bytes; oxipng level 2: {oxi_bytes:,} bytes "
        f"in {seconds:.1f} s; ours are {ours_bytes / oxi_bytes:.3f}× oxipng's size"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
