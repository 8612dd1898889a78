"""The hint of a face-up card's draw plans the card's place, and the next hint, once the card
is taken, gives that place with no second search: play tester 188 saw "Looking for a good
move…" for some 3 s more after taking the hinted card, before the cell was framed."""

from __future__ import annotations

from collections.abc import Iterator

from engine.games.flowers import GAME
from engine.games.flowers.ai import PlannedPlace, _planned
from engine.games.flowers.state import Draw, FlowersOptions, Phase, State

from .helpers import normal_game


def draw_tables(players: int, count: int) -> Iterator[State]:
    """Draw steps of `normal` games, ``count`` of them, every fifth turn."""
    for seed in range(10):
        for state, _action in normal_game(FlowersOptions(players=players), seed):
            if state.phase is Phase.DRAW and state.turn % 5 == 2:
                yield state
                count -= 1
                if not count:
                    return


def test_the_card_taken_is_placed_as_its_draw_s_hint_planned() -> None:
    """The plan is the place the draw's reason tells (``_planned`` on the table after the
    draw, as the player sees it), given back for that card on that turn alone."""
    told = 0
    for players in (2, 3):
        for state in draw_tables(players, 6):
            player = state.current
            view = GAME.view(state, player)
            for index, up in enumerate(state.face_up):
                aim = GAME.hint_aim(view, player, Draw(index))
                if not up:
                    assert aim is None, "a face-down card is unknown: no plan for it"
                    continue
                assert isinstance(aim, PlannedPlace)
                taken = GAME.view(GAME.apply(state, Draw(index)), player)
                assert aim.card == taken.held
                assert GAME.hint_planned(taken, player, aim) == aim.place
                assert aim.place == _planned(taken, player)[0]
                told += 1
                others = [other for other, up in enumerate(state.face_up) if other != index]
                for other in others:
                    elsewhere = GAME.view(GAME.apply(state, Draw(other)), player)
                    assert GAME.hint_planned(elsewhere, player, aim) is None, "another card"
                assert GAME.hint_planned(view, player, aim) is None, "no card in hand yet"
    assert told >= 12


def test_a_plan_is_for_its_own_turn() -> None:
    """The same card in hand on a later turn (after an undo and other moves, say) is no
    longer the one the plan was made for: the hint searches."""
    state = next(draw_tables(2, 1))
    player = state.current
    up = state.face_up.index(True)
    aim = GAME.hint_aim(GAME.view(state, player), player, Draw(up))
    assert isinstance(aim, PlannedPlace)
    taken = GAME.view(GAME.apply(state, Draw(up)), player)
    later = PlannedPlace(aim.card, aim.turn - 2, aim.place)
    assert GAME.hint_planned(taken, player, later) is None
    assert GAME.hint_planned(taken, player, None) is None
