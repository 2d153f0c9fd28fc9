"""One way of addressing the player per language (issue 33, item 15): German "du", Dutch "je", Spanish "tú",
Italian "tu", French "vous" — in every catalog and every page of rules, keys and network help."""

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gui.paths import i18n_dir

# Words of the other register, as they occur in sentences addressed to the player. German "Sie" alone is also
# "she"/"they" ("Sie auswählen" in a table cell is "select them"): the formal address is a verb followed by
# "Sie" ("Versuchen Sie", "analysieren Sie") or a capitalised "Ihnen"/"Ihr…" inside a sentence. Dutch "u"
# after a number is an hour ("%1 u %2 min"). Italian's formal "Lei"/"Suo" is capitalised inside a sentence.
OTHER_REGISTER = {
    "de": re.compile(r"\b[A-Za-zÄÖÜäöü]\w*(?:en|ern|eln) Sie\b|(?<=[a-zäöüß,] )(?:Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b"),
    "nl": re.compile(r"(?<!%\d )(?<!\d )\b[uU]\b|\b[uU]w\b"),
    "es": re.compile(r"\b[uU]sted(?:es)?\b"),
    "it": re.compile(r"(?<=[a-zà-ù,] )(?:Lei|Suo|Sua|Suoi|Sue|La prego)\b"),
    "fr": re.compile(r"\b(?:tu|toi|ton|ta|tes|te|Tu|Toi|Ton|Ta|Tes|Te)\b"),
}

# A sentence the check must flag in each language, and one of the project's register it must let through.
EXAMPLES = {
    "de": ("Versuchen Sie es noch einmal: %1", "Versuch es noch einmal: %1 — Sie auswählen"),
    "nl": ("Klik op uw steen.", "%1 u %2 min; klik op je steen."),
    "es": ("Usted mueve primero.", "Tú mueves primero."),
    "it": ("Prego, scelga la Sua mossa.", "Scegli la tua mossa."),
    "fr": ("Tu joues ensuite.", "Vous jouez ensuite."),
}


def translated_texts(lang: str):
    """(file, text) for every translation in `lang`: the Qt catalogs and the Markdown pages."""
    root = i18n_dir()
    for path in sorted(root.rglob(f"*_{lang}.ts")):
        for message in ET.parse(path).getroot().iter("message"):
            translation = message.find("translation")
            if translation is None:
                continue
            forms = [form.text for form in translation.findall("numerusform")] or [translation.text]
            yield from ((path, form) for form in forms if form)
    for path in sorted(root.rglob(f"{lang}.md")):
        yield path, path.read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", sorted(OTHER_REGISTER))
def test_the_check_knows_each_register(lang):
    other, own = EXAMPLES[lang]
    assert OTHER_REGISTER[lang].search(other)
    assert not OTHER_REGISTER[lang].search(own)


@pytest.mark.parametrize("lang", sorted(OTHER_REGISTER))
def test_every_text_keeps_one_register(lang):
    found = []
    for path, text in translated_texts(lang):
        for line in text.splitlines():
            if OTHER_REGISTER[lang].search(line):
                found.append(f"{Path(path).relative_to(i18n_dir())}: {line.strip()[:120]}")
    assert not found, "\n".join(found)
