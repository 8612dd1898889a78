"""French and German words a play tester stumbled on: where a card goes reads as a cell beside
another card, never under it, a move is told with a verb, and a number never wraps away from
its unit."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.flowers import FlowersBoard
from engine.core.game import PlayerResult, Result
from engine.core.save import Seat
from engine.games.flowers import GAME
from tests.games.flowers.helpers import area_from

from .conftest import make_table

NBSP = "\u00a0"

WHERE = {
    "fr": {
        (0, 1): "dans la case sous le 1 jaune",
        (0, -1): "dans la case au\u2011dessus du 1 jaune",  # never cut after "au-"
        (-1, 0): "à gauche du 1 jaune",
        (1, 0): "à droite du 1 jaune",
        (0, 0): "sur le 1 jaune",
    },
    "de": {
        (0, 1): "unten an die gelbe 1",
        (0, -1): "oben an die gelbe 1",
        (-1, 0): "links neben die gelbe 1",
        (1, 0): "rechts neben die gelbe 1",
        (0, 0): "auf die gelbe 1",
    },
}


@pytest.mark.parametrize("language", sorted(WHERE))
@pytest.mark.usefixtures("qapp", "translations")
def test_a_neighbouring_cell_is_never_read_as_underneath(language: str) -> None:
    """ "Poser le 4 rouge en dessous du 1 jaune" read as covering it (play test): a cell
    beside a card is "dans la case sous…", covering stays "sur"; German says "neben". Beside
    it, "à droite du" says it without "dans la case" (play tester 149 asked for "pose le 4
    vert à droite du 1 bleu"), and "au-dessus" is never cut after "au-" (play tester 149)."""
    assert i18n.install(language) == language
    area = area_from("Y1")
    told = {cell: FlowersBoard._where(area, cell) for cell in WHERE[language]}
    assert told == WHERE[language]


@pytest.mark.usefixtures("qapp", "translations")
def test_french_moves_are_told_with_a_verb() -> None:
    """Play tester 149: History and the log told Flowers moves as nouns ("pioche du 4 vert",
    "pose du 4 vert"), and a stack's last card as the mover's ("de sa pile")."""
    assert i18n.install("fr") == "fr"
    told = {
        source: QCoreApplication.translate("FlowersHistory", source)
        for source in ("Take the %1", "Place the %1 %2", "Draw a card", "Place a card")
    }
    assert told == {
        "Take the %1": "pioche le %1",
        "Place the %1 %2": "pose le %1 %2",
        "Draw a card": "pioche une carte",
        "Place a card": "pose une carte",
    }
    last = "%1 — it was the last card of its stack: the game ends"
    assert "dernière carte de la pile" in QCoreApplication.translate("FlowersHistory", last)


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("fr", f"Apprenti dès 11{NBSP}points{NBSP}: encore 14{NBSP}points"),
        ("de", f"Lehrling ab 11{NBSP}Punkten: noch 14{NBSP}Punkte"),
    ],
)
@pytest.mark.usefixtures("translations")
def test_a_rank_to_chase_keeps_its_numbers_with_their_unit(
    qtbot: QtBot, language: str, expected: str
) -> None:
    """ "Apprenti dès 11 points : encore 14" wrapped with "points" alone on the next line
    (play test): the number and its unit are joined by no-break spaces."""
    assert i18n.install(language) == language
    table = make_table(qtbot, [Seat(name="Ada", kind="human")])
    try:
        board = table.board
        state = board.state
        assert state is not None
        projection = Result((PlayerResult(score=-3, lines=(), title="Beginner"),), (0,))
        board.show_state(state, 0, GAME.legal_actions(table.state), projection, ["Ada"])
        chased = [text for text, _number, style in board._score_rows() if style == "next"]
        assert chased == [expected]
    finally:
        table.controller.shutdown()
