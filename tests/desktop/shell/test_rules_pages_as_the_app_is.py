"""The rules pages say what Bouquet does and draws: the deck it deals for each player count,
not the printed cards' marks, and a card's corners as its faces draw them (play tester,
session 58)."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from desktop import i18n
from desktop.games.petal_plotters import faces
from engine.games.petal_plotters.components import DECK
from engine.games.petal_plotters.rules import HAND_SIZE, deal
from tests.desktop.shell.test_rules_reader import page, tables

SETUP = {"en": "Setup", "fr": "Mise en place", "de": "Vorbereitung"}
THE_DECK = {"en": "The deck", "fr": "Le paquet", "de": "Der Kartenstapel"}
READING = {"en": "Reading a card", "fr": "Lire une carte", "de": "Eine Karte lesen"}
SIGNS = {"triangle": "▼", "diamond": "◆", "hexagon": "⬢", "circle": "●", "star": "★"}
"""The sign the page writes for each badge shape a face draws (``faces.badge_path``)."""
MARK = {"en": "mark", "fr": "marqu", "de": "markier"}
"""The stem of the words each language has for a mark on a card ("unmarked", "marquées",
"Markierungen")."""


def page_text(game_id: str, language: str) -> str:
    return page(game_id, language).read_text(encoding="utf-8")


def section(text: str, heading: str) -> str:
    """The words under ``heading`` (## or ###) up to the next heading of any level."""
    start = re.search(rf"^#+ {re.escape(heading)}$", text, re.MULTILINE)
    assert start is not None, heading
    following = re.search(r"^#+ ", text[start.end() :], re.MULTILINE)
    return text[start.end() : start.end() + following.start() if following else len(text)]


def bullets(text: str) -> list[str]:
    """The items of the bulleted lists in ``text``, each on one line, every space plain."""
    found = re.findall(r"^- (.*(?:\n  .*)*)", text, re.MULTILINE)
    return [" ".join(item.replace("\u00a0", " ").split()) for item in found]


def numbers(text: str) -> list[int]:
    return [int(number) for number in re.findall(r"\d+", text)]


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_petal_plotters_setup_names_the_cards_by_player_count_not_by_a_mark(
    language: str,
) -> None:
    """Bouquet's cards carry no player-count mark (the lesson says so): the page said the deck
    was chosen by "marks on the cards" and counted "16 unmarked" cards. It says which cards
    each player count uses, as the engine deals them."""
    text = page_text("petal-plotters", language)
    setup, deck = section(text, SETUP[language]), section(text, THE_DECK[language])
    for words in (setup, deck[: deck.index("|")]):  # the deck's words, over its table
        assert MARK[language] not in words.casefold()
    counts = Counter(card.players for card in DECK)
    (table,) = tables(setup)
    rows = table[1:]
    assert [int(row[0]) for row in rows] == sorted(HAND_SIZE)
    for players_cell, used, aside, hand in rows:
        players = int(players_cell)
        extra = "2-3" if players <= 3 else "4-5"
        fewest, most = numbers(extra)
        assert numbers(used) == [counts["all"], counts[extra], fewest, most]
        assert (numbers(aside) or [0])[0] == len(deal(players, 1).set_aside)
        assert int(hand) == HAND_SIZE[players]


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_petal_plotters_page_reads_each_category_badge_as_the_faces_draw_it(
    qapp,  # type: ignore[no-untyped-def]
    language: str,
) -> None:
    """A colour-blind player found nothing on the page about a card's corners: "Reading a
    card" names each category's badge by its shape and the condition written in it, as
    ``faces`` draws them, with the category's name as the app gives it."""
    assert i18n.install(language) == language
    items = bullets(section(page_text("petal-plotters", language), READING[language]))
    for category, look in faces.LOOKS.items():
        sign = SIGNS[look.shape]
        (item,) = [item for item in items if item.startswith(f"{sign} ")]
        assert faces.category_name(category) in item
        if look.shape != "star":  # the Hornbill's badge holds its star, no total
            assert look.condition in item
    assert len(items) == 4 + len(faces.LOOKS)  # the corners and middle, then the badges
