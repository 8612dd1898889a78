"""A hint's reason in Flowers: what the hinted move does to the player's score, in figures the
rules themselves give (each checked here by playing the move on the full table)."""

from __future__ import annotations

import pytest

from engine.games.flowers import GAME
from engine.games.flowers.state import Draw, FlowersOptions, Phase, Place, State

from .helpers import random_game


def score(state: State, player: int) -> int:
    return GAME.projection(state).scores[player]


def figures(state: State, player: int, action: Draw | Place) -> dict[str, object]:
    note = GAME.hint_reason(GAME.view(state, player), player, action)
    assert note is not None
    return dict(note.params)


@pytest.mark.parametrize("seed", [3, 4, 12, 19])
def test_a_placement_is_told_by_the_score_it_leaves(seed: int) -> None:
    told = 0
    for state, action in random_game(FlowersOptions(players=2), seed):
        if not isinstance(action, Place):
            continue
        player = state.current
        said = figures(state, player, action)
        placed = GAME.apply(state, action)
        before, after = score(state, player), score(placed, player)
        # below the card's best place now, that best is told too: the draw's hint named it
        # (play test)
        best = max(score(GAME.apply(state, other), player) for other in GAME.legal_actions(state))
        below = {"best": best} if best > after and not GAME.is_over(placed) else {}
        if after == before:
            assert said == {"score": before} | below
        else:
            assert said == {"before": before, "after": after} | below
        note = GAME.hint_reason(GAME.view(state, player), player, action)
        assert note is not None
        # the game's last card may not "pay off by the game's end" (play test); that the game
        # ends, the hint's move says ("… — the game then ends"), and the reason said again
        if after <= before:
            ends = GAME.is_over(placed)
            assert ("may pay off" in note.template) != ends
            assert "game ends" not in note.template
        told += 1
    assert told > 20


@pytest.mark.parametrize("seed", [3, 4])
def test_a_face_up_draw_is_told_by_the_score_where_its_card_would_go(seed: int) -> None:
    """The place scoring most now: told by the place the evaluation prefers, the next hint (a
    search) still put the card elsewhere, and the two disagreed (play test); the next hint
    now says the best it passes up."""
    told = 0
    for state, action in random_game(FlowersOptions(players=3), seed):
        if not isinstance(action, Draw) or not state.face_up[action.stack]:
            continue
        player = state.current
        drawn = GAME.apply(state, action)
        if drawn.phase is not Phase.PLACE:
            continue
        places = [GAME.apply(drawn, place) for place in GAME.legal_actions(drawn)]
        before = score(state, player)
        after = max(score(place, player) for place in places)
        said = figures(state, player, action)
        assert said == (
            {"score": before} if after == before else {"before": before, "after": after}
        )
        told += 1
    assert told > 5


def test_a_face_down_draw_is_told_against_the_best_face_up_card() -> None:
    told = 0
    for state, action in random_game(FlowersOptions(players=2), 5):
        if not isinstance(action, Draw) or state.face_up[action.stack]:
            continue
        player = state.current
        before = score(state, player)
        best = before
        for stack, up in enumerate(state.face_up):
            if up and state.stacks[stack]:
                drawn = GAME.apply(state, Draw(stack))
                for place in GAME.legal_actions(drawn):
                    best = max(best, score(GAME.apply(drawn, place), player))
        said = figures(state, player, action)
        assert said == ({"after": best} if best > before else {})
        told += 1
    assert told > 5
