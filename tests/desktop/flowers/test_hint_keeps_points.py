"""The hint the window asks for goes through the game's choice (``hint_move``): at a last
placement that loses whatever it does, the search's place broke Cy's groups and the score
ended at -13, where a place kept 5 (play tester 122)."""

from __future__ import annotations

from desktop.hint import HINT_ITERATIONS, HINT_LEVEL, _ReasonedSearch
from engine.core.ai import make_agent
from engine.games.flowers import GAME
from tests.games.flowers.helpers import LAST_PLACEMENT, replayed


def test_the_window_s_hint_keeps_the_points_scored() -> None:
    """The hint's search as ``HintSeeker`` runs it in its thread, here on the test's."""
    state = replayed(3, 7, LAST_PLACEMENT)
    search = _ReasonedSearch(make_agent(HINT_LEVEL, seed=7, iterations=HINT_ITERATIONS))
    hint = search.choose(GAME, GAME.view(state, 2), 2)
    scores = {
        place: GAME.projection(GAME.apply(state, place)).scores[2]
        for place in GAME.legal_actions(state)
    }
    assert scores[hint.move] == max(scores.values()) == 5
    assert hint.reason is not None and dict(hint.reason.params)["score"] == 5
