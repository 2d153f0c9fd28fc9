"""bench/animation.py runs on the real window: one short animation (Abalone's slide) gives a row of numbers.

Only that the bench works is checked here; how fast the frames come is the bench's business (no
wall-clock assertion: the figures depend on the machine and its load).
"""

import json
import math

from bench import animation


def row_cells(out: str, label: str) -> list[str]:
    rows = [line for line in out.splitlines() if line.startswith(f"| {label}")]
    assert len(rows) == 1, out
    return [cell.strip() for cell in rows[0].strip().strip("|").split("|")]


def test_the_table_has_a_row_of_numbers(qapp, capsys):
    assert animation.main(["--game", "abalone", "--repeat", "1"]) == 0
    out = capsys.readouterr().out
    assert "| animation | frames |" in out
    cells = row_cells(out, "Abalone")
    assert int(cells[1]) > 2  # frames: the marbles were really painted while they slid
    mean, p95, worst = (float(cell) for cell in cells[3:6])
    assert 0 < mean <= p95 <= worst
    paint_mean, paint_worst = (float(x) for x in cells[6].split("/"))
    assert 0 < paint_mean <= paint_worst
    assert cells[-1]  # a verdict beside the target


def test_json_gives_the_intervals_and_the_load(qapp, capsys):
    assert animation.main(["--game", "abalone", "--repeat", "1", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert len(report["about"]["load_before"]) == 3
    (row,) = report["rows"]
    assert row["key"] == "abalone"
    assert len(row["intervals"]) == row["frames"][0] - 1 > 1
    assert not math.isnan(row["mean_ms"])
    assert not any(math.isnan(x) for x in row["intervals"])
