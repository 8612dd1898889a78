"""The rules pages say what Bouquet does and draws: the deck it deals for each player count,
not the printed cards' marks (play tester, session 58)."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from desktop import i18n
from engine.games.petal_plotters.components import DECK
from engine.games.petal_plotters.rules import HAND_SIZE, deal
from tests.desktop.shell.test_rules_reader import page, tables

SETUP = {"en": "Setup", "fr": "Mise en place", "de": "Vorbereitung"}
THE_DECK = {"en": "The deck", "fr": "Le paquet", "de": "Der Kartenstapel"}
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
