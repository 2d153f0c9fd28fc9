"""Every visible string in all six languages; rules pages per game and language."""

import re
import xml.etree.ElementTree as ET

import pytest

import engine
from engine.core import COMMON_REASONS, COMMON_REFUSALS
from gui.i18n import LANGUAGES
from gui.paths import i18n_dir, rules_file

sys_path_build = i18n_dir() / "build.py"


def load_build():
    import importlib.util

    spec = importlib.util.spec_from_file_location("i18n_build", sys_path_build)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = load_build()


CATALOGS = build.catalogs()


def messages(lang, catalog=build.SHELL):
    root = ET.parse(build.ts_file(lang, catalog)).getroot()
    for context in root.iter("context"):
        for message in context.iter("message"):
            yield context.findtext("name"), message


def test_six_languages_have_catalogs():
    assert set(LANGUAGES) == set(build.LANGUAGES) == {"nl", "en", "es", "de", "fr", "it"}
    for catalog in CATALOGS:
        if catalog != build.SHELL and not any(build.ts_file(lang, catalog).is_file() for lang in LANGUAGES):
            continue  # a game with no visible strings of its own yet
        for lang in LANGUAGES:
            assert build.ts_file(lang, catalog).is_file(), (catalog, lang)
            assert build.qm_file(lang, catalog).is_file(), "run ./test or i18n/build.py compile"


@pytest.mark.parametrize("catalog", CATALOGS)
@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_no_unfinished_translations(lang, catalog):
    missing = build.unfinished(lang, catalog)
    assert not missing, f"{len(missing)} unfinished in {catalog} {lang}: {missing[:10]}"


def existing(catalog):
    return [lang for lang in LANGUAGES if build.ts_file(lang, catalog).is_file()]


@pytest.mark.parametrize("catalog", CATALOGS)
def test_placeholders_survive_translation(catalog):
    entries = [(lang, *entry) for lang in existing(catalog) for entry in messages(lang, catalog)]
    for lang, context, message in entries:
        source = message.findtext("source")
        translation = message.find("translation")
        forms = [f.text for f in translation.iter("numerusform")] or [translation.text]
        for form in forms:
            assert sorted(re.findall(r"%\d", source)) == sorted(re.findall(r"%\d", form or "")), (lang, source, form)
            if "%n" in source:
                assert "%n" in form, (lang, context, source, form)


@pytest.mark.parametrize("catalog", CATALOGS)
def test_all_languages_translate_the_same_strings(catalog):
    keys = {lang: {(c, m.findtext("source")) for c, m in messages(lang, catalog)} for lang in existing(catalog)}
    assert all(k == keys["en"] for k in keys.values())


def engine_strings():
    for spec in engine.GAMES.values():
        yield "games", spec.name
        yield "games", spec.blurb
        for option in spec.options:
            yield "options", option.label
            if option.help:
                yield "options", option.help
            for choice in option.choices:
                yield "options", choice.label
        for colour in spec.colours:
            yield "colours", colour.label
        for text in spec.reasons.values():
            yield "reasons", text
        for text in spec.refusals.values():
            yield "refusals", text
    for text in COMMON_REASONS.values():
        yield "reasons", text
    for text in COMMON_REFUSALS.values():
        yield "refusals", text


def test_every_engine_string_is_in_the_catalogs():
    known = {(c, m.findtext("source")) for catalog in CATALOGS if "nl" in existing(catalog)
             for c, m in messages("nl", catalog)}
    missing = sorted(set(engine_strings()) - known)
    assert not missing, f"run `python i18n/build.py update` and translate: {missing[:10]}"


def test_rules_pages_list():
    """Lists which rules pages exist; English must exist for every available game."""
    missing = [(game, lang) for game in engine.GAMES for lang in LANGUAGES if not rules_file(game, lang).is_file()]
    if missing:
        print("rules pages shown in English for now:", missing)
    for game, spec in engine.GAMES.items():
        if spec.available:
            assert rules_file(game, "en").is_file(), game


@pytest.mark.parametrize("game", list(engine.GAMES))
def test_rules_pages_start_with_a_title(game):
    for lang in LANGUAGES:
        path = rules_file(game, lang)
        if path.is_file():
            text = path.read_text(encoding="utf-8")
            assert text.startswith("# "), path
            assert len(text.split()) > 150, path


def page_shape(text: str) -> list[tuple[int, int, int]]:
    """Per heading: its level, then the list items and table rows of its section."""
    shape: list[list[int]] = []
    for line in text.splitlines():
        heading = re.match(r"(#{1,6}) ", line)
        if heading:
            shape.append([len(heading.group(1)), 0, 0])
        elif shape and re.match(r"\s*([-*+]|\d+[.)])\s", line):
            shape[-1][1] += 1
        elif shape and line.startswith("|"):
            shape[-1][2] += 1
    return [tuple(section) for section in shape]


@pytest.mark.parametrize("game", [g for g, spec in engine.GAMES.items() if spec.available])
def test_rules_pages_have_the_same_sections_in_every_language(game):
    """The six pages of a game say the same things: same headings, and as many list items and table rows under each."""
    english = page_shape(rules_file(game, "en").read_text(encoding="utf-8"))
    for lang in LANGUAGES:
        shape = page_shape(rules_file(game, lang).read_text(encoding="utf-8"))
        assert shape == english, f"{game} {lang}: {shape} differs from en {english}"
