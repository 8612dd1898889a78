"""A Petal Plotters hint keeps to the card the player's last hint worked toward (its aim)
unless another is told better by more than ``AIM_MARGIN``: a learner following hints saw the
plan change from one turn to the next for no reason (19 to 24% of consecutive hints)."""

from __future__ import annotations

import pytest

from engine.core.notes import Term, render_note
from engine.games.petal_plotters import GAME
from engine.games.petal_plotters.ai import Aim, _figures
from engine.games.petal_plotters.components import CATEGORY_NAMES, HORNBILL
from engine.games.petal_plotters.state import AddToGarrison, Phase

from .helpers import random_game
from .test_hint_reasons import last_turn

KEEP_BLUE_SQUAD = AddToGarrison("frog-1", top_up=True)
KEEP_FROG = AddToGarrison("dusky-leaf-langur-1", top_up=False)


def test_a_hint_keeps_the_last_hints_card_where_it_wins_as_often() -> None:
    """Ann's last turn: laying the Frog in her Garrison keeps the Langur (a Blue Squad), laying
    the Langur bottom up keeps the Frog, and either wins (95%). Her last hint worked toward
    the Frog: the hint keeps it, where the search's move would change card."""
    view = GAME.view(last_turn(["dusky-leaf-langur-1", "frog-1"], ["sunbird-1"]), 0)
    assert GAME.hint_aim(view, 0, KEEP_BLUE_SQUAD) == Aim(0, "blue_squad")
    assert GAME.hint_move(view, 0, KEEP_BLUE_SQUAD) == KEEP_BLUE_SQUAD  # no aim: the search's
    hinted = GAME.hint_move(view, 0, KEEP_BLUE_SQUAD, Aim(0, "frog"))
    assert hinted == KEEP_FROG
    assert GAME.hint_aim(view, 0, hinted) == Aim(0, "frog")
    # and the reason says so: it names the Frog it keeps
    reason = GAME.hint_reason(view, 0, hinted)
    assert reason is not None and dict(reason.params)["category"] == Term("Frog")
    # an aim of an earlier deal is not this hand's plan
    assert GAME.hint_move(view, 0, KEEP_BLUE_SQUAD, Aim(1, "frog")) == KEEP_BLUE_SQUAD


def test_a_hint_changes_card_where_the_last_ones_wins_far_less() -> None:
    """Ann holds a Garden Snail and a Langur, the Frog and a Katydid in Ben's Garrison: the
    Snail (a total below 0) would lose (5%), the Langur's Blue Squad win (95%). Her last hint
    worked toward the Snail; the hint changes card."""
    view = GAME.view(
        last_turn(["dusky-leaf-langur-1", "garden-snail-1"], ["frog-1", "katydid-2"]), 0
    )
    keep_blue_squad = AddToGarrison("garden-snail-1", top_up=True)
    assert GAME.hint_move(view, 0, keep_blue_squad, Aim(0, "snail_spider")) == keep_blue_squad
    # a card no move keeps (not in hand): nothing to keep to
    assert GAME.hint_move(view, 0, keep_blue_squad, Aim(0, "katydid")) == keep_blue_squad


@pytest.mark.parametrize("seed", [1, 3])  # both named no card before (13 s each)
def test_every_hint_names_its_aim_and_has_one_where_the_view_gives_one(seed: int) -> None:
    """On the turns of a seeded game, every move's reason names the card its hint works
    toward (``hint_aim``, which the next hint keeps to), and every move has one where the view
    gives one: hints named no card where the cards held won less than half the time, and the
    player could not follow the plan (play tester 151)."""
    states, _ = random_game(3, seed)
    turns = [state for state in states if state.phase is Phase.TURN and state.current == 0]
    aims = 0
    for state in turns:
        view = GAME.view(state, 0)
        for action in GAME.legal_actions(view):
            aim = GAME.hint_aim(view, 0, action)
            if aim is None:
                # no aim only where the view gives none: an unseen card laid, or no card
                # held that wins at all and no Hornbill of hers
                figures = _figures(view, 0, action)
                assert figures.guessed or not (
                    figures.has_hornbill or any(figures.held_chances().values())
                )
                continue
            aims += 1
            assert isinstance(aim, Aim)
            reason = GAME.hint_reason(view, 0, action)
            assert reason is not None
            name = "Hornbill" if aim.category == HORNBILL else CATEGORY_NAMES[aim.category]
            assert name in render_note(reason, ["Ann", "Ben", "Cleo"])
    assert aims
