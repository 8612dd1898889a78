"""The hint the window asks for goes through the game's choice (``hint_move``): at a last
placement that loses whatever it does, the search's place broke Cy's groups and the score
ended at -13, where a place kept 5 (play tester 122)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from desktop.hint import Hint, HintSeeker
from engine.games.flowers import GAME
from tests.games.flowers.helpers import LAST_PLACEMENT, replayed


def test_the_window_s_hint_keeps_the_points_scored(qtbot: QtBot) -> None:
    state = replayed(3, 7, LAST_PLACEMENT)
    seeker = HintSeeker()
    found: list[Hint] = []
    seeker.found.connect(found.append)
    try:
        seeker.seek(GAME, GAME.view(state, 2), 2, seed=7)
        qtbot.waitUntil(lambda: bool(found), timeout=60_000)
    finally:
        seeker.shutdown()
    scores = {
        place: GAME.projection(GAME.apply(state, place)).scores[2]
        for place in GAME.legal_actions(state)
    }
    assert scores[found[0].move] == max(scores.values()) == 5
