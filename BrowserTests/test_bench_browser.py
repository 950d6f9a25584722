"""`proscenium-bench browser` end to end, small and quick (one run of each
operation on 100 rows, and of the Table app's create and sort against the
List app's), so that the benchmark cannot rot. It checks what the command
prints, never how long anything took."""

import pathlib
import re
import subprocess

from conftest import ROOT, SCRATCH


def test_the_browser_benchmark_prints_its_table_and_geomean():
    command = ["swift", "build", "--scratch-path", SCRATCH, "--product", "proscenium-bench"]
    subprocess.run(command, cwd=ROOT, check=True)
    bin_path = subprocess.run(command[:-2] + ["--show-bin-path"], cwd=ROOT, check=True,
                              capture_output=True, text=True).stdout.strip()
    bench = pathlib.Path(bin_path) / "proscenium-bench"
    result = subprocess.run([str(bench), "browser", "--runs", "1", "--warmup", "0", "--rows", "100"],
                            cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-2000:]
    lines = result.stdout.strip().splitlines()
    assert re.fullmatch(r"geomean ratio vs vanilla: \d+\.\d\d", lines[-1]), lines[-3:]
    # Like for like: the List app with every row drawn, as the vanilla page draws them.
    assert any(re.fullmatch(r"like for like \(every row drawn on both pages\): geomean \d+\.\d\d \(target <= 1\.20\), "
                            r"highest \w+ \d+\.\d\d \(bound 1\.50\)", line) for line in lines), lines[-6:]
    figures_line = re.compile(r"\d+\.\d\d\s+\d+\.\d\d\s+\d+\.\d\d$")
    # The Table app's figures against the List app's, after the vanilla comparison.
    split = next(i for i, line in enumerate(lines) if line.startswith("the same rows in a Table and in a List"))
    rows = [line for line in lines[:split] if figures_line.search(line)]
    names = [re.split(r"\s{2,}", row)[0] for row in rows]
    table_rows = [re.split(r"\s{2,}", line)[0] for line in lines[split:] if figures_line.search(line)]
    assert table_rows == ["create 100 rows", "sort 100 rows by label"], lines[split:]
    assert any(re.fullmatch(r"table vs list: create \d+\.\d\d, sort \d+\.\d\d \(target <= 1\.30\)", line)
               for line in lines[split:]), lines[split:]
    # A repeating animation runs in the page at the display's rate, with no app round trip per frame.
    motion = [line for line in lines if line.startswith("running animation in the page:")]
    assert len(motion) == 1, lines
    figures = re.fullmatch(r"running animation in the page: (\d+\.\d\d) fps, (\d+) distinct frames in 2 s, (\d+) messages from the app", motion[0])
    assert figures, motion
    assert float(figures.group(1)) > 20 and int(figures.group(2)) > 20 and int(figures.group(3)) == 0, motion
    assert names == ["create 100 rows", "replace all 100 rows", "update every 10th of 100 rows", "select a row",
                     "swap rows 2 and 99", "remove a row", "create 1,000 rows", "append 100 rows to 100",
                     "clear 100 rows"], lines
