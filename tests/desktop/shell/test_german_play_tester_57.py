"""The German words a Flowers play tester (du-form app, session 57) found odd: a sentence
opening with "Ihr"/"Ihre" ("its", "their") or a plural "Sie" read as the formal "you"."""

from __future__ import annotations

import re
from pathlib import Path

from desktop import i18n, paths

FORMAL_LOOKING = re.compile(r"(?:^|[.:!?]\s+|\n)(?:Ihr(?:e|en|em|er|es)?\b|Sie\s+\w+en\b)")
"""A sentence opening with "Ihr …" or "Sie" and a plural verb ("Sie bleiben"): in an app that
says "du" it reads as the formal "your"/"you", whatever it refers back to."""


def _formal_looking(text: str) -> list[str]:
    return [text[max(0, m.start() - 40) : m.end() + 20] for m in FORMAL_LOOKING.finditer(text)]


def test_no_german_message_opens_a_sentence_as_formal_you() -> None:
    """ "Ihre Gruppe hat 1 Karte", "Ihren jetzigen Inhalt … ersetzen?", "Spieler haben … keinen
    Namen: Sie heißen jetzt …" (play tester, session 57)."""
    catalogue = i18n.read_ts(paths.translations_dir() / "bouquet_de.ts")
    found = {
        source: hits
        for (_context, source), (text, _done) in catalogue.items()
        if (hits := _formal_looking(text))
    }
    assert found == {}


def test_no_german_rules_page_opens_a_sentence_as_formal_you() -> None:
    """ "Vier lila Startkarten … Sie haben keine Zahl" read as "you have no number"."""
    pages = sorted((Path(__file__).parents[3] / "docs" / "rules" / "de").glob("*.md"))
    assert pages
    found = {page.name: hits for page in pages if (hits := _formal_looking(page.read_text()))}
    assert found == {}
