"""The rules pages say what Bouquet does and draws: the deck it deals for each player count,
not the printed cards' marks, a card's corners as its faces draw them, and a worked Flowers
score the engine agrees with (play tester, session 58)."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from PySide6.QtCore import QCoreApplication

from desktop import i18n
from desktop.games.petal_plotters import faces
from desktop.i18n import number_text, points_text, tr_engine
from engine.games.flowers.scoring import score_area
from engine.games.petal_plotters.components import DECK
from engine.games.petal_plotters.rules import HAND_SIZE, deal
from tests.desktop.shell.test_rules_reader import page, tables
from tests.games.flowers.helpers import area_from

SETUP = {"en": "Setup", "fr": "Mise en place", "de": "Vorbereitung"}
THE_DECK = {"en": "The deck", "fr": "Le paquet", "de": "Der Kartenstapel"}
READING = {"en": "Reading a card", "fr": "Lire une carte", "de": "Eine Karte lesen"}
SIGNS = {"triangle": "▼", "diamond": "◆", "hexagon": "⬢", "circle": "●", "star": "★"}
"""The sign the page writes for each badge shape a face draws (``faces.badge_path``)."""
MARK = {"en": "mark", "fr": "marqu", "de": "markier"}
"""The stem of the words each language has for a mark on a card ("unmarked", "marquées",
"Markierungen")."""
EXAMPLE = {
    "en": "A worked example",
    "fr": "Un exemple détaillé",
    "de": "Ein durchgerechnetes Beispiel",
}
COLOUR_WORDS = {
    "en": {"yellow": "yellow", "red": "red", "blue": "blue", "green": "green"},
    "fr": {"jaune": "yellow", "rouge": "red", "bleu": "blue", "vert": "green"},
    "de": {"gelb": "yellow", "rot": "red", "blau": "blue", "grün": "green"},
}
"""The stem of each colour's word in a garden's cell ("rote 2", "gelbe 2 mit rotem
Schmetterling"): the card's colour first, its butterfly's after it."""
EMPTY = "–"


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


def garden_token(cell: str, language: str) -> str:
    """A cell of the page's garden as ``area_from`` reads it: "yellow 2 with a red butterfly"
    is "Y2r", an empty spot "."."""
    if cell == EMPTY:
        return "."
    words = COLOUR_WORDS[language]
    colours = [words[stem] for stem in re.findall("|".join(words), cell)]
    (value,) = numbers(cell)
    colour, *butterfly = colours
    return f"{colour[0].upper()}{value}" + "".join(wing[0] for wing in butterfly)


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_flowers_worked_example_scores_as_the_engine_scores_its_garden(
    qapp,  # type: ignore[no-untyped-def]
    language: str,
) -> None:
    """The page's garden, built and scored by the engine: its breakdown, line by line in the
    app's words, and its total are the page's, so the example cannot drift from the rules. It
    shows each step at work: a card removed, a valid group, a field, a butterfly."""
    assert i18n.install(language) == language
    garden, breakdown = tables(section(page_text("flowers", language), EXAMPLE[language]))
    picture = "\n".join(
        " ".join(garden_token(cell, language) for cell in row[1:]) for row in garden[1:]
    )
    score = score_area(area_from(picture), summer=False)
    assert score.removed_cards and score.fields and score.butterfly_cells
    assert any(group.valid for group in score.value_groups)
    total = QCoreApplication.translate("FlowersBoard", "Total")
    assert breakdown[1:] == [
        *([tr_engine(line.label), points_text(line.points)] for line in score.lines()),
        [total, number_text(score.score)],
    ]
