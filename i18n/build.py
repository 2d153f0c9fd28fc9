"""Translation tooling around Qt Linguist's lupdate and lrelease.

There is one catalog for the shell (`i18n/ludoteca_<lang>.ts`: gui/ and engine/
outside the game folders) and one per game (`i18n/games/<game>_<lang>.ts`:
`engine/<game>/` and `gui/<game>/`), so each game's strings live beside each
other and games never edit the same file. The app loads them all.

    python i18n/build.py update [CATALOG]   # collect tr()/translate()/QT_TRANSLATE_NOOP strings into the .ts files
    python i18n/build.py compile            # .ts -> .qm (only when a .ts changed); run by ./run and ./test
    python i18n/build.py status             # unfinished entries per catalog and language
    python i18n/build.py todo CATALOG LANG  # the unfinished entries as JSON {"context|source": ""}
    python i18n/build.py fill CATALOG LANG FILE.json
                                            # write translations from {"context|source": "text"}; a list of
                                            # forms for a %n (plural) entry

CATALOG is `ludoteca` (the shell) or a game id.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
LANGUAGES = ("nl", "en", "es", "de", "fr", "it")
SHELL = "ludoteca"
GAME_IDS = ("balance", "abalone", "equilibrix", "tumblin", "tripledomino", "halma")
GAMES_DIR = HERE / "games"


def catalogs() -> list[str]:
    """The shell and every game that has code in engine/ or gui/."""
    return [SHELL] + [g for g in GAME_IDS if (ROOT / "engine" / g).is_dir() or (ROOT / "gui" / g).is_dir()]


def sources(catalog: str) -> list[str]:
    """The Python files whose strings belong to `catalog`, relative to the repository root."""
    if catalog == SHELL:
        game_dirs = {ROOT / top / g for top in ("engine", "gui") for g in GAME_IDS}
        files = [p for top in ("gui", "engine") for p in (ROOT / top).rglob("*.py")
                 if not any(d in p.parents for d in game_dirs)]
    else:
        files = [p for top in ("engine", "gui") for p in (ROOT / top / catalog).rglob("*.py")]
    return sorted(str(p.relative_to(ROOT)) for p in files)


def ts_file(lang: str, catalog: str = SHELL) -> Path:
    return HERE / f"{SHELL}_{lang}.ts" if catalog == SHELL else GAMES_DIR / f"{catalog}_{lang}.ts"


def qm_file(lang: str, catalog: str = SHELL) -> Path:
    return ts_file(lang, catalog).with_suffix(".qm")


def ts_files() -> list[tuple[str, str, Path]]:
    """(catalog, language, path) of every .ts file that exists."""
    return [(c, lang, ts_file(lang, c)) for c in catalogs() for lang in LANGUAGES if ts_file(lang, c).is_file()]


def _tool(name: str) -> str:
    exe = Path(sys.executable).with_name(name)
    return str(exe) if exe.exists() else name


def tutorial_strings(catalog: str) -> list[str]:
    """The texts of a game's tutorial (`engine/<id>/data/tutorial.json`), context "tutorial"."""
    path = ROOT / "engine" / catalog / "data" / "tutorial.json"
    if catalog == SHELL or not path.is_file():
        return []
    steps = json.loads(path.read_text(encoding="utf-8"))["steps"]
    return [step[key] for step in steps for key in ("title", "text", "hint", "done") if step.get(key)]


def update(only: str | None = None) -> None:
    for catalog in catalogs():
        if only not in (None, catalog):
            continue
        files = sources(catalog)
        if not files:
            continue
        GAMES_DIR.mkdir(exist_ok=True)
        with tempfile.TemporaryDirectory() as scratch:
            # lupdate reads Python only: the tutorial's data texts go to it as marked strings.
            marked = Path(scratch) / "tutorial_texts.py"
            marked.write_text("".join(f"QT_TRANSLATE_NOOP('tutorial', {json.dumps(text, ensure_ascii=False)})\n"
                                      for text in tutorial_strings(catalog)), encoding="utf-8")
            for lang in LANGUAGES:
                subprocess.run([_tool("pyside6-lupdate"), *files, str(marked), "-no-obsolete", "-locations", "none",
                                "-target-language", lang, "-ts", str(ts_file(lang, catalog).relative_to(ROOT))],
                               cwd=ROOT, check=True, stdout=subprocess.DEVNULL)


def compile_all() -> None:
    for _catalog, _lang, source in ts_files():
        target = source.with_suffix(".qm")
        if target.exists() and target.stat().st_mtime >= source.stat().st_mtime:
            continue
        subprocess.run([_tool("pyside6-lrelease"), "-silent", str(source), "-qm", str(target)], check=True)


def _messages(root: ET.Element):
    for context in root.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            yield name, message


def _is_unfinished(message: ET.Element) -> bool:
    translation = message.find("translation")
    numerus = message.get("numerus") == "yes"
    texts = [t.text for t in translation.iter("numerusform")] if numerus else [translation.text]
    return translation.get("type") in ("unfinished", "vanished", "obsolete") or not all(texts)


def unfinished(lang: str, catalog: str = SHELL) -> list[tuple[str, str]]:
    """(context, source) of every entry without a finished translation."""
    path = ts_file(lang, catalog)
    if not path.is_file():
        return []
    return [(name, m.findtext("source")) for name, m in _messages(ET.parse(path).getroot()) if _is_unfinished(m)]


def todo(catalog: str, lang: str) -> dict[str, str]:
    return {f"{context}|{source}": "" for context, source in unfinished(lang, catalog)}


def fill(catalog: str, lang: str, translations: dict[str, str | list[str]]) -> int:
    """Write `translations` ("context|source" -> text, or a list of plural forms); returns how many were set."""
    path = ts_file(lang, catalog)
    tree = ET.parse(path)
    done = 0
    for name, message in _messages(tree.getroot()):
        text = translations.get(f"{name}|{message.findtext('source')}")
        if not text:
            continue
        translation = message.find("translation")
        translation.attrib.pop("type", None)
        if message.get("numerus") == "yes":
            forms = text if isinstance(text, list) else [text]
            for child in list(translation):
                translation.remove(child)
            translation.text = None
            for form in forms:
                ET.SubElement(translation, "numerusform").text = form
        else:
            translation.text = text if isinstance(text, str) else text[0]
        done += 1
    ET.indent(tree, space="    ")
    with open(path, "wb") as out:
        out.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(out, encoding="utf-8", xml_declaration=False)
    return done


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "compile"
    if command == "update" and len(argv) <= 2:
        update(argv[1] if len(argv) == 2 else None)
    elif command == "compile":
        compile_all()
    elif command == "status":
        for catalog, lang, _path in ts_files():
            print(f"{catalog:12} {lang} {len(unfinished(lang, catalog))} unfinished")
    elif command == "todo" and len(argv) == 3:
        print(json.dumps(todo(argv[1], argv[2]), ensure_ascii=False, indent=1))
    elif command == "fill" and len(argv) == 4:
        data = json.loads(Path(argv[3]).read_text(encoding="utf-8"))
        print(f"{fill(argv[1], argv[2], data)} translations written to {ts_file(argv[2], argv[1])}")
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
