"""The one shape every game follows (engine/README.md and gui/README.md walk through it)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import engine

ROOT = Path(__file__).resolve().parent.parent
GAMES = list(engine.GAME_IDS)

MAX_GUI_LINES = 500
LANGUAGES = ("nl", "en", "es", "de", "fr", "it")


def walkthrough_files(readme: str) -> list[str]:
    """The paths the README's walkthrough table marks as needed by every game (with `<id>`, `<lang>`)."""
    rows = (ROOT / readme).read_text(encoding="utf-8").splitlines()
    return [path for row in rows if row.startswith("| `") and "| every game |" in row
            for path in re.findall(r"`([^`]*<id>[^`]*)`", row.split("|")[1])]


def python_files(*tops: str) -> list[Path]:
    return sorted(p for top in tops for p in (ROOT / top).rglob("*.py"))


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path, known: set[str]) -> set[str]:
    """The project modules `path` imports, at module level or inside functions."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()

    def resolve(dotted: str) -> str | None:
        while dotted and dotted not in known:
            dotted = dotted.rpartition(".")[0]
        return dotted or None

    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([node.module] if node.module else []))
            targets = [f"{base}.{alias.name}" for alias in node.names] + [base]
        else:
            continue
        for target in targets:
            module = resolve(target)
            if module is not None and module != name:
                found.add(module)
    return found


def test_no_import_cycles():
    files = python_files("engine", "gui")
    known = {module_name(p) for p in files}
    graph = {module_name(p): imports_of(p, known) for p in files}
    cycles = []
    state: dict[str, int] = {}  # 1: on the current path, 2: done

    def visit(node: str, path: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                cycles.append(path[path.index(nxt):] + [nxt])
            elif nxt not in state:
                visit(nxt, path + [nxt])
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node, [node])
    assert not cycles, "import cycles: " + "; ".join(" -> ".join(c) for c in cycles)


def test_the_walkthroughs_name_the_files_of_a_game():
    assert {"engine/<id>/rules.py", "engine/<id>/notation.py", "engine/<id>/ai.py"} <= set(
        walkthrough_files("engine/README.md"))
    assert {"gui/<id>/view.py", "gui/<id>/items.py", "gui/<id>/panel.py"} <= set(walkthrough_files("gui/README.md"))


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_the_files_of_the_walkthrough(game):
    needed = walkthrough_files("engine/README.md") + walkthrough_files("gui/README.md")
    paths = [p.replace("<id>", game).replace("<lang>", lang) for p in needed for lang in LANGUAGES]
    missing = sorted({p for p in paths if not (ROOT / p).is_file()})
    assert not missing, f"{game} lacks {missing}"


@pytest.mark.parametrize("game", GAMES)
def test_notation_imports_rules_never_the_other_way(game):
    rules = (ROOT / "engine" / game / "rules.py").read_text(encoding="utf-8")
    assert not re.search(rf"engine\.{game}\.notation|from \. import notation|from \.notation", rules)


def test_no_gui_file_is_over_the_limit():
    long = {str(p.relative_to(ROOT)): n for p in python_files("gui")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_GUI_LINES}
    assert not long, long


def test_the_shell_names_no_game():
    for name in ("main_window.py", "session.py", "side_panel.py"):
        text = (ROOT / "gui" / name).read_text(encoding="utf-8")
        named = [g for g in GAMES if re.search(rf"\b{g}\b", text, re.IGNORECASE)]
        assert not named, f"gui/{name} names {named}"


def test_one_way_to_fill_placeholders_and_one_source_of_randomness():
    for path in python_files("gui"):
        assert '.replace("%' not in path.read_text(encoding="utf-8"), f"{path}: use gui.texts.fill"
    for path in python_files("engine"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"^\s*(import random|from random import)", text, re.MULTILINE), f"{path}: use engine.Rng"
        assert "_OutOfTime" not in text, f"{path}: use engine.ai.OutOfTime and Budget"
