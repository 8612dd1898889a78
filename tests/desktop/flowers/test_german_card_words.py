"""German words a Flowers play tester (du-form app, session 57) read as formal "Sie": a card's
tooltip line opening with "Ihre Gruppe …" or "Ihr Schmetterling …" ("its" group, read as
"your" group)."""

from __future__ import annotations

from random import Random

import pytest
from pytestqt.qtbot import QtBot

from desktop import i18n, paths
from engine.core.save import Seat
from engine.games.flowers import GAME, Phase
from engine.games.flowers.scoring import score_area

from .conftest import make_table


@pytest.mark.usefixtures("translations")
def test_a_card_tooltip_says_whose_group_it_means(qtbot: QtBot) -> None:
    """ "Ihre Gruppe hat 1 Karte; sie braucht genau 2." opened a line of the card's tooltip,
    so "Ihre" read as "your (formal) group": the line names the group as the card's (its
    butterfly's line too: ``test_german_play_tester_57`` reads every German message)."""
    assert i18n.install("de") == "de"
    table = make_table(qtbot, [Seat(name="Ada", kind="human"), Seat(name="Ben", kind="human")])
    board = table.board
    rng = Random(3)
    lines: set[str] = set()
    for _ in range(40):
        if table.state.phase is Phase.OVER:
            break
        actions = GAME.legal_actions(table.state)
        table.play(actions[rng.randrange(len(actions))])
        view = board.state
        assert view is not None
        for area in view.areas:
            removed = set(score_area(area, view.summer).removed_cells)
            for cell, pile in area.items():
                tip = board.cards[pile[-1]].toolTip().split("\n")
                lines.update(tip[1:])
                if cell in removed:
                    assert any(
                        line.startswith("Die Gruppe dieser Karte hat ")
                        and "; nötig sind genau " in line
                        for line in tip
                    ), tip
    table.controller.shutdown()
    assert not [line for line in lines if line.split(" ", 1)[0] in {"Ihr", "Ihre"}]


def test_history_tells_the_timers_discard_in_the_past() -> None:
    """ "Die rote 2 unten an die grüne 4 gelegt — danach wird die rote 3 abgeworfen": a move
    done, in History and the move log, ended in the present, the last one too ("… danach wird
    die %2 abgeworfen, die letzte Karte des Stapels") (play tester, session 57). Every German
    word History tells of a Flowers move is past; "Play this move?" keeps the present."""
    catalogue = i18n.read_ts(paths.translations_dir() / "bouquet_de.ts")
    history = {
        source: text
        for (context, source), (text, _done) in catalogue.items()
        if context == "FlowersHistory"
    }
    assert "%1 — the timer discards the %2" in history
    assert [text for text in history.values() if " wird " in text] == []
    asked = catalogue[("FlowersBoard", "%1 — the timer discards the %2")][0]
    assert asked == "%1 — danach wird die %2 abgeworfen"
