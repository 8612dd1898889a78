"""A move cut to fit the lines since the reader's last turn keeps the card played and the
step's verb: German tells a move done with the verb last, and cut in its middle, "Rose:
Gartenschnecke — … der Garnison von Iris getauscht" lost what was exchanged; cut after its
step, "Iris: Karte 1 in der Garnison von Daisy gedreht …" lost the card played (German play
tester, session 56)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont, QFontMetricsF

from desktop import i18n
from desktop.games.petal_plotters.board import fill, stack_moves
from desktop.table.text import TEXT_SLACK

MOVES = (
    (
        "Rose: Gartenschnecke — Eine Handkarte gegen Karte 2 der Garnison von Iris getauscht",
        "Gartenschnecke",
        "Handkarte",
    ),
    (
        "Iris: Nektarvogel — Karte 1 in der Garnison von Daisy gedreht (zählt 3)\u00a0· Karte 2"
        " in der Garnison von Daisy gedreht",
        "Nektarvogel",
        "Karte 1",
    ),
)


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize(("move", "card", "what"), MOVES)
@pytest.mark.parametrize("share", [0.72, 0.8, 0.9])
def test_a_cut_move_keeps_its_card_and_verb(
    qapp,  # type: ignore[no-untyped-def]
    move: str,
    card: str,
    what: str,
    share: float,
) -> None:
    font = QFont()
    font.setPixelSize(13)
    width = share * QFontMetricsF(font).horizontalAdvance(move.split("\u00a0· ")[0]) + TEXT_SLACK
    assert i18n.install("de") == "de"
    try:
        (line,) = stack_moves([move], font, width, 1)
    finally:
        assert i18n.install("en") == "en"
    assert card in line, line
    assert what in line, line
    assert line.endswith("gedreht") or line.endswith("getauscht"), line
    assert QFontMetricsF(font).horizontalAdvance(line) <= width - TEXT_SLACK


@pytest.mark.usefixtures("translations")
def test_a_pass_cut_to_fit_keeps_the_card_passed(qapp) -> None:  # type: ignore[no-untyped-def]
    """Cut in its middle at 1366×768 with five players, "Iris: … wie es deine Karte
    Nektarvogel verlangt hat" lost the card Iris passed: the move is kept, its reason goes."""
    move = (
        "Iris: Hat dir die Karte Brillenlangur weitergegeben, wie es deine Karte Nektarvogel"
        " verlangt hat"
    )
    font = QFont()
    font.setPixelSize(13)
    width = 0.75 * QFontMetricsF(font).horizontalAdvance(move) + TEXT_SLACK
    assert i18n.install("de") == "de"
    try:
        (line,) = stack_moves([move], font, width, 1)
    finally:
        assert i18n.install("en") == "en"
    assert line == "Iris: Hat dir die Karte Brillenlangur weitergegeben, …"


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize("share", [0.85, 0.9, 0.95])
def test_a_cut_move_keeps_whose_garrison_it_was(qapp, share: float) -> None:  # type: ignore[no-untyped-def]
    """Play tester 193, by keys alone: "Rosa: Schuppentier — Karte 1 in der Garnison …
    angesehen" lost whose Garrison it was, and the keyboard had no pointer to rest on the line
    for its whole text. The middle gives way, the owner stays beside the verb."""
    move = "Rosa: Schuppentier — Karte 1 in der Garnison von Margarete angesehen"
    font = QFont()
    font.setPixelSize(13)
    width = share * QFontMetricsF(font).horizontalAdvance(move) + TEXT_SLACK
    assert i18n.install("de") == "de"
    try:
        (line,) = stack_moves([move], font, width, 1)
    finally:
        assert i18n.install("en") == "en"
    assert line.startswith("Rosa: Schuppentier — Karte 1 "), line
    assert line.endswith(" von Margarete angesehen") and " … " in line, line
    assert QFontMetricsF(font).horizontalAdvance(line) <= width - TEXT_SLACK


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize(
    ("lines", "share"),
    # widths that cut the line: at 60 % and more of it, two lines hold it whole
    [(1, 0.3), (1, 0.4), (1, 0.45), (1, 0.6), (1, 0.75), (2, 0.3), (2, 0.4), (2, 0.45)],
)
def test_a_pass_round_cut_to_fit_keeps_what_the_reader_gave_and_got(
    qapp,  # type: ignore[no-untyped-def]
    lines: int,
    share: float,
) -> None:
    """Play tester 206 (German, four players, 1366×768): the round of passes, cut to its first
    and last words, read "Alle haben eine … bekommen", neither card nor player left. What
    came of it, after the colon, goes before the lead that everyone passed: whole where it
    fits, else its end, the card received and from whom."""
    assert i18n.install("de") == "de"
    try:
        template = QCoreApplication.translate(
            "PetalPlottersBoard",
            "Everyone passed a card left: you gave %1 to %2 and received %3 from %4",
        )
        outcome = fill(template, {"1": "Gartenschnecke", "2": "Jonas", "3": "Frosch", "4": "Mia"})
        move = f"Mia: Nektarvogel — {outcome}"
        font = QFont()
        font.setPixelSize(13)
        metrics = QFontMetricsF(font)
        width = share * metrics.horizontalAdvance(move) + TEXT_SLACK
        shown = stack_moves([move], font, width, lines)
    finally:
        assert i18n.install("en") == "en"
    assert len(shown) == lines and all(
        metrics.horizontalAdvance(line) <= width - TEXT_SLACK for line in shown
    )
    text = " ".join(shown)
    assert text != move  # cut: the case this tells of
    assert text.startswith("Mia: Nektarvogel — … "), shown
    said = outcome.partition(": ")[2]
    assert text.endswith(said) or text.endswith("Frosch von Mia"), shown


@pytest.mark.parametrize("share", [0.8, 0.9, 0.95])
def test_a_one_step_move_cut_keeps_its_action_and_target(qapp, share: float) -> None:  # type: ignore[no-untyped-def]
    """Play tester 210, five players at 1366×768: "Iris: Dusky Leaf Langur — … for card 1 of
    Poppy's Garrison" lost the exchange, its one step cut in the middle. Where the move
    without the card used fits, it is told so, as a move of several steps is."""
    move = "Iris: Dusky Leaf Langur — Exchange a hand card for card 1 of Poppy's Garrison"
    font = QFont()
    font.setPixelSize(13)
    width = share * QFontMetricsF(font).horizontalAdvance(move) + TEXT_SLACK
    (line,) = stack_moves([move], font, width, 1)
    assert line == "Iris: Exchange a hand card for card 1 of Poppy's Garrison …"
    assert QFontMetricsF(font).horizontalAdvance(line) <= width - TEXT_SLACK
