"""AI seats on Flowers: they only ever play legal actions, from their own view."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from engine.core.actions import Action
from engine.core.ai import CancelToken, make_agent
from engine.core.ai.agents import AgentCancelled, MctsAgent
from engine.games.flowers import GAME
from engine.games.flowers.ai import evaluate
from engine.games.flowers.components import CARDS, FLOWER_IDS
from engine.games.flowers.scoring import area_scores
from engine.games.flowers.state import Draw, FlowersOptions, Phase, Place, State

from .helpers import CONFIGS, Picker, area_from, random_game, with_areas


def play(options: FlowersOptions, levels: list[str], seed: int, budget: float = 0.01) -> int:
    agents = [make_agent(level, seed + index, budget) for index, level in enumerate(levels)]
    state = GAME.new_game(options, seed)
    moves = 0
    while not GAME.is_over(state):
        player = GAME.current_player(state)
        assert player is not None
        action = agents[player].choose(GAME, GAME.view(state, player), player)
        assert action in GAME.legal_actions(state)
        state = GAME.apply(state, action)
        moves += 1
    return moves


LEVELS = ("random", "easy", "normal", "hard")


@pytest.mark.parametrize("options", CONFIGS, ids=lambda o: f"{o.players}p-{o.mode}")
def test_agents_play_only_legal_actions(options: FlowersOptions) -> None:
    """Every level sits at every player count and variant (solo standard, 2 and 4 players in
    summer were never played by an AI here): each move it makes is legal on the full table."""
    games = -(-len(LEVELS) // options.players)  # enough games to seat every level
    seated: set[str] = set()
    for game in range(games):
        levels = [
            LEVELS[(game * options.players + seat) % len(LEVELS)] for seat in range(options.players)
        ]
        seated.update(levels)
        assert play(options, levels, seed=3 + game) > 20
    assert seated == set(LEVELS)


def test_cancelled_agent_stops() -> None:
    token = CancelToken()
    token.cancel()
    state = GAME.apply(GAME.new_game(FlowersOptions(players=2), 1), Draw(0))
    with pytest.raises(AgentCancelled):
        MctsAgent(seed=1, budget_s=0.5).choose(GAME, GAME.view(state, 0), 0, token)


def test_evaluation_prefers_completing_a_field() -> None:
    # Holding a red 1 next to four red 4s: closing the field beats breaking the group of 4s.
    state = GAME.new_game(FlowersOptions(players=1), 2)
    state = with_areas(state, [area_from("R4 R4 R4 R4")])
    red_one = next(
        card.id for card in CARDS if card.colour == "red" and card.value == 1 and not card.butterfly
    )
    state = replace(state, phase=Phase.PLACE, held=red_one, held_from=1)
    good = evaluate(GAME.apply(state, Place(4, 0)), 0)
    bad = evaluate(GAME.apply(state, Place(0, 0)), 0)
    assert good > bad
    assert evaluate(state, 0) >= bad


def test_gardens_that_differ_at_columns_minus_one_and_two_are_valued_apart() -> None:
    """The AI's memo tables were keyed by a garden's hash, and in CPython hash(-1) ==
    hash(-2): a `normal` seat took a move that cost its field for the value of another
    garden (play test). Each garden's value is its own, whichever was valued first."""
    from engine.games.flowers import ai

    fours = [card.id for card in CARDS if card.value == 4 and not card.purple][:5]
    ones = [card.id for card in CARDS if card.value == 1 and not card.purple][:1]
    group = {(0, 0): (fours[0],), (-1, 0): (fours[1],), (-1, 1): (fours[2],), (0, 1): (fours[3],)}
    # a fifth 4 beside the four (-1 = removed), or apart with a 1 between (-2 = kept)
    touching = {**group, (-1, -1): (fours[4],), (-2, -1): (ones[0],)}
    apart = {**group, (-2, -1): (fours[4],), (-1, -1): (ones[0],)}
    assert hash(frozenset(touching.items())) == hash(frozenset(apart.items()))
    ai._area_cache.clear()
    values = [ai.area_value(touching, False, 0.0), ai.area_value(apart, False, 0.0)]
    ai._area_cache.clear()
    assert values[1] == ai.area_value(apart, False, 0.0)
    assert values[0] != values[1]


def test_normal_ends_the_game_it_wins_by_taking_a_stacks_last_card() -> None:
    """Ann leads Ben 0 to −3; the middle face-up stack holds its last card, a blue 1 she can
    lay alone. A `normal` seat judged by points alone drew from the long stack for the
    points a turn adds on average, where taking the last card ended the game and won it,
    and went on to lose (play test 122)."""
    picker = Picker()
    ann = area_from("R2 R2 R1", picker)
    ben = area_from("Y3 Y3 G4", picker)
    state = with_areas(GAME.new_game(FlowersOptions(players=2), 5), [ann, ben])
    last = picker.token("B1")
    used = {card for area in (ann, ben) for pile in area.values() for card in pile} | {last}
    rest = [card for card in FLOWER_IDS if card not in used]
    state = replace(
        state,
        stacks=(tuple(rest[1:]), (last,), (rest[0],)),
        out=(),
        current=0,
        phase=Phase.DRAW,
    )
    assert state.face_up[:2] == (True, True) and len(state.stacks[0]) > 10
    assert [score.score for score in area_scores(state)] == [0, -3]
    normal = make_agent("normal", seed=1)
    assert normal.choose(GAME, GAME.view(state, 0), 0) == Draw(1)
    # the game it ends is won by a placement that keeps her score
    after = GAME.apply(state, Draw(1))
    finals = [GAME.apply(after, place) for place in GAME.legal_actions(after)]
    assert all(GAME.is_over(final) for final in finals)
    assert any(GAME.result(final).winners == (0,) for final in finals)


def test_the_last_placement_is_valued_as_the_placer_ends_best() -> None:
    """At the game's last placement of a card known, every player's value is that of the
    game as the placer ends it best, the tie-break on removed cards included: valued by
    estimates, a tie on points counted half a win, and a `normal` seat leading by a point
    gambled on the face-down stack's last card, tied, and lost on removed cards (play tester
    126)."""
    told = 0
    for _seed, state, ends in last_placements(range(12)):
        best = max(ends.values(), key=lambda end: evaluate(end, state.current))
        for player in range(2):
            assert evaluate(state, player) == evaluate(best, player)
        told += 1
    assert told >= 10


def test_hard_ends_a_game_it_has_won_with_the_most_points() -> None:
    """At the last placement of a game the placer wins whatever they do, `hard` places the
    card where it scores most. Every such end looked like the same win, and a `hard` seat
    threw away 19 points with its last card (play tester 203)."""
    told = 0
    for seed, state, ends in last_placements(range(20)):
        placer = state.current
        if not all(GAME.result(end).winners == (placer,) for end in ends.values()):
            continue
        points = {place: area_scores(end)[placer].score for place, end in ends.items()}
        if len(set(points.values())) == 1:
            continue
        hard = make_agent("hard", seed=seed, iterations=150)
        chosen = hard.choose(GAME, GAME.view(state, placer), placer)
        assert points[chosen] == max(points.values()), (seed, chosen, points)
        told += 1
    assert told >= 4


def last_placements(seeds: range) -> Iterator[tuple[int, State, dict[Action, State]]]:
    """The last placement of each random two-player game of ``seeds`` (a card known, every
    place ending the game): its seed, the table, and the end each place makes."""
    for seed in seeds:
        for state, _action in random_game(FlowersOptions(players=2), seed):
            if state.phase is Phase.PLACE and not all(state.stacks):
                yield (
                    seed,
                    state,
                    {place: GAME.apply(state, place) for place in GAME.legal_actions(state)},
                )
