"""The move a Petal Plotters hint gives, as the window gets it (``HintSeeker``): the best by the
figures its reason tells, and the steps of one ability on the line its first step told."""

from __future__ import annotations

from typing import Any

from pytestqt.qtbot import QtBot

from desktop.hint import HINT_ITERATIONS, HINT_LEVEL, Hint, HintSeeker
from engine.core.ai import make_agent
from engine.core.notes import Term
from engine.games.petal_plotters import GAME, State
from engine.games.petal_plotters.ai import HINT_MARGIN
from engine.games.petal_plotters.state import AddToGarrison, Phase, UseAbility
from tests.games.petal_plotters.helpers import down, position, up, without_change

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
    reason = without_change(hint.reason)
    said = dict(reason.params)
    # Ben holds a Katydid too: a good part of the chance is shared, and said so
    assert "you win or share the win about {percent}%" in reason.template
    percent, add_percent = said["percent"], dict(without_change(add_reason).params)["percent"]
    assert isinstance(percent, int) and isinstance(add_percent, int)
    assert percent >= add_percent + HINT_MARGIN


def test_the_searched_move_stays_when_it_is_the_best_by_those_figures() -> None:
    view = GAME.view(frog_or_sunbird(), 2)
    assert GAME.hint_move(view, 2, UseAbility("frog-1")) == UseAbility("frog-1")


def langur_turn() -> State:
    """Ben (seat 1) may play his Langur, an exchange of a card of his hand with one of a
    Garrison: three choices in a row (the card to give, its end, the card to take), no card
    shown before the last (seed 1 of a game of ``normal`` players, move 7)."""
    return position(
        [
            ["malay-red-harlequin", "katydid-1", "silver-royal", "honey-bee-2"],
            ["pangolin-3", "katydid-2", "dusky-leaf-langur-1", "frog-1", "katydid-3"],
            ["dusky-leaf-langur-3", "sunbird-1", "spider-1", "honey-bee-1"],
        ],
        [
            [down("garden-snail-1", 0, False)],
            [up("honey-bee-3", 3)],
            [up("great-hornbill", 3, False)],
        ],
        current=1,
        discard=("pangolin-1", "katydid-4"),
        first_player=2,
    )


def test_the_steps_of_one_ability_keep_the_aim_its_first_step_named(qtbot: QtBot) -> None:
    """Asked at each step of Ben's Langur, the hint aimed at the Blue Squad, then at his
    Katydid, the search choosing every step anew (play tester 125: the Frog, then the Blue
    Squad). Every step's hint names the aim the ability's reason named, as no card is shown
    before the last step."""
    state = langur_turn()
    ability = UseAbility("dusky-leaf-langur-1")
    first = GAME.hint_reason(GAME.view(state, 1), 1, ability)
    assert first is not None
    aim = dict(without_change(first).params)["category"]
    assert aim == Term("Katydid")
    state = GAME.apply(state, ability)
    aims = []
    while state.phase is Phase.ABILITY and state.current == 1:
        hint = hint_for(qtbot, GAME.view(state, 1), 1)
        assert hint.reason is not None
        aims.append(dict(without_change(hint.reason).params).get("category"))
        state = GAME.apply(state, hint.move)
    assert len(aims) >= 2
    assert aims == [aim] * len(aims)
