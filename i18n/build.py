"""Translation tooling around Qt Linguist's lupdate and lrelease.

    python i18n/build.py update    # collect tr()/translate()/QT_TRANSLATE_NOOP strings from gui/ and engine/ into the .ts files
    python i18n/build.py compile   # .ts -> .qm (only when a .ts changed); run by ./run and ./test
    python i18n/build.py status    # count unfinished entries per language
"""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
LANGUAGES = ("nl", "en", "es", "de", "fr", "it")
SOURCES = ("gui", "engine")


def ts_file(lang: str) -> Path:
    return HERE / f"ludoteca_{lang}.ts"


def qm_file(lang: str) -> Path:
    return HERE / f"ludoteca_{lang}.qm"


def _tool(name: str) -> str:
    exe = Path(sys.executable).with_name(name)
    return str(exe) if exe.exists() else name


def update() -> None:
    files = sorted(str(p.relative_to(ROOT)) for folder in SOURCES for p in (ROOT / folder).rglob("*.py"))
    for lang in LANGUAGES:
        subprocess.run([_tool("pyside6-lupdate"), *files, "-no-obsolete", "-locations", "none",
                        "-target-language", lang, "-ts", str(ts_file(lang).relative_to(ROOT))],
                       cwd=ROOT, check=True, stdout=subprocess.DEVNULL)


def compile_all() -> None:
    for lang in LANGUAGES:
        source, target = ts_file(lang), qm_file(lang)
        if target.exists() and target.stat().st_mtime >= source.stat().st_mtime:
            continue
        subprocess.run([_tool("pyside6-lrelease"), "-silent", str(source), "-qm", str(target)], check=True)


def unfinished(lang: str) -> list[tuple[str, str]]:
    """(context, source) of every entry without a finished translation."""
    missing = []
    for context in ET.parse(ts_file(lang)).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            numerus = message.get("numerus") == "yes"
            texts = [t.text for t in translation.iter("numerusform")] if numerus else [translation.text]
            if translation.get("type") in ("unfinished", "vanished", "obsolete") or not all(texts):
                missing.append((name, message.findtext("source")))
    return missing


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "compile"
    if command == "update":
        update()
    elif command == "compile":
        compile_all()
    elif command == "status":
        for lang in LANGUAGES:
            print(lang, len(unfinished(lang)), "unfinished")
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
