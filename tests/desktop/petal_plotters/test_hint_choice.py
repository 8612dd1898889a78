"""The move a Petal Plotters hint gives, as the window gets it (``HintSeeker``): the best by the
figures its reason tells."""

from __future__ import annotations

from typing import Any

from pytestqt.qtbot import QtBot

from desktop.hint import HINT_ITERATIONS, HINT_LEVEL, Hint, HintSeeker
from engine.core.ai import make_agent
from engine.games.petal_plotters import GAME, State
from engine.games.petal_plotters.ai import HINT_MARGIN
from engine.games.petal_plotters.state import AddToGarrison, UseAbility
from tests.games.petal_plotters.helpers import down, position, up

SEED = 7
"""The seed a hint's search is given (the window draws it from the table)."""


def hint_for(qtbot: QtBot, view: State, player: int) -> Hint:
    """The hint the window would show ``player`` on ``view``."""
    seeker = HintSeeker()
    try:
        with qtbot.waitSignal(seeker.found, timeout=30_000) as found:
            seeker.seek(GAME, view, player, SEED)
    finally:
        seeker.shutdown()
    hint = found.args[0] if found.args else None
    assert isinstance(hint, Hint)
    return hint


def searched(view: State, player: int) -> Any:
    """The move the hint's search alone chooses on ``view``."""
    return make_agent(HINT_LEVEL, seed=SEED, iterations=HINT_ITERATIONS).choose(GAME, view, player)


def frog_or_sunbird() -> State:
    """Cleo (seat 2) holds a Katydid, a Sunbird and a Frog, late in a three-player deal (seed
    2 of a game of ``normal`` players, move 18)."""
    return position(
        [
            ["silver-royal", "spider-1"],
            ["katydid-2", "dusky-leaf-langur-3"],
            ["katydid-1", "sunbird-1", "frog-1"],
        ],
        [
            [up("great-hornbill", 3), down("honey-bee-1", 1), down("pangolin-3", 0, False)],
            [up("katydid-3", 3, False)],
            [up("honey-bee-3", 3, False), down("honey-bee-2", 2)],
        ],
        current=2,
        discard=(
            "dusky-leaf-langur-1",
            "pangolin-1",
            "malay-red-harlequin",
            "garden-snail-1",
            "katydid-4",
        ),
        first_player=0,
    )


def test_the_hint_gives_the_ability_its_own_figures_rate_above_the_searched_add(
    qtbot: QtBot,
) -> None:
    """The search adds the Sunbird, of which the reason says "you win about 50%", where the
    Frog's rotation wins about 80% by the same reckoning, and the hint's evaluation rates it
    higher too: the hint gave the add (play tester 121). It gives the Frog, saying its
    chance."""
    view = GAME.view(frog_or_sunbird(), 2)
    add = searched(view, 2)
    assert isinstance(add, AddToGarrison) and add.card == "sunbird-1"
    add_reason = GAME.hint_reason(view, 2, add)
    assert add_reason is not None
    hint = hint_for(qtbot, view, 2)
    assert hint.move == UseAbility("frog-1")
    assert hint.reason is not None and hint.reason == GAME.hint_reason(view, 2, hint.move)
    said = dict(hint.reason.params)
    assert "you win about {percent}%" in hint.reason.template
    percent, add_percent = said["percent"], dict(add_reason.params)["percent"]
    assert isinstance(percent, int) and isinstance(add_percent, int)
    assert percent >= add_percent + HINT_MARGIN


def test_the_searched_move_stays_when_it_is_the_best_by_those_figures() -> None:
    view = GAME.view(frog_or_sunbird(), 2)
    assert GAME.hint_move(view, 2, UseAbility("frog-1")) == UseAbility("frog-1")
