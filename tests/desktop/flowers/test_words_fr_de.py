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
from engine.games.flowers.state import Draw, Place
from tests.games.flowers.helpers import area_from
from tests.games.flowers.test_hint_reasons import holding, offering

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


@pytest.mark.usefixtures("translations")
def test_the_points_a_french_rank_was_short_by_stay_with_their_words() -> None:
    """ "Expert dès 18 points : il vous en manquait" on one line of the score panel, and "2"
    alone on the next, once the solo game was over (play tester 199): the number is bound to
    the words before it, on the panel and in the end's note."""
    assert i18n.install("fr") == "fr"
    panel = QCoreApplication.translate("FlowersBoard", "%1 at %2 points: %3 short")
    note = QCoreApplication.translate(
        "engine", "Next rank, {rank} at {points} points: {short} short."
    )
    assert panel.endswith(f"manquait{NBSP}%3") and note.endswith(f"manquait{NBSP}{{short}}.")


HINTS = {
    "de": (
        "Mit der anderen offenen Karte käme dein Punktestand sofort auf −2 (+1), aber diese"
        " Karte lohnt sich bis zum Spielende mehr.",
        "Dein Punktestand sinkt vorerst von 0 auf −1; an 6 anderen Plätzen bliebe er bei 0,"
        " aber dieser Platz zahlt sich bis zum Spielende eher aus.",
    ),
    "fr": (
        "Avec l’autre carte face visible, votre score passerait tout de suite à −2 (+1), mais"
        " cette carte devrait rapporter davantage d’ici la fin de la partie.",
        f"Votre score descend de 0 à −1 pour l’instant{NBSP}; 6 autres cases le laisseraient à"
        " 0, mais cette case peut rapporter davantage d’ici la fin de la partie.",
    ),
}


@pytest.mark.parametrize("language", sorted(HINTS))
@pytest.mark.usefixtures("qapp", "translations")
def test_a_hint_says_what_another_card_or_place_would_change(language: str) -> None:
    """ "Eine andere offene Karte brächte jetzt 0." read as 0 points gained where the red 2
    raised −1 to 0; "ein anderer Platz brächte ihn sofort auf −1" hid that −1 was the score
    kept (play tester of session 55). The other card's gain is said with its sign, and the
    other places say that they keep the score, and how many they are: "anderswo" read as
    anywhere else where one place alone scored more (play tester 209)."""
    assert i18n.install(language) == language
    passed_up, kept = HINTS[language]
    draw = offering("G4 G4 G4", ["G3", "Y1"])
    note = GAME.hint_reason(GAME.view(draw, 0), 0, Draw(0))
    assert note is not None and i18n.tr_note(note, ()).endswith(" " + passed_up)
    lower = holding("R2 R2", "Y1")
    note = GAME.hint_reason(GAME.view(lower, 0), 0, Place(0, 0))
    assert note is not None and i18n.tr_note(note, ()) == kept
