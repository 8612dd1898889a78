"""Seeded random games for every player count and variant: invariants that must always hold."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from random import Random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.save import Seat, read_save, write_save
from engine.core.session import UNDO_BLOCKED_REVEAL, Session
from engine.games.flowers import GAME
from engine.games.flowers.ai import WIN_POINTS, evaluate
from engine.games.flowers.components import CARDS, Card
from engine.games.flowers.rules import compute_targets
from engine.games.flowers.scoring import projection, rank_title
from engine.games.flowers.state import Area, Draw, FlowersOptions, Phase, State

from .helpers import CONFIGS, all_cards, expected_cards, play_random

CI_GAMES = 200
SLOW_GAMES = 10_000


def reference_score(area: Area, summer: bool) -> tuple[int, int]:
    """An independent, naive scorer: (score, removed cards)."""
    top: dict[tuple[int, int], Card] = {cell: CARDS[pile[-1]] for cell, pile in area.items()}

    def flood(
        start: tuple[int, int],
        cards: dict[tuple[int, int], Card],
        same: Callable[[Card, Card], bool],
    ) -> set[tuple[int, int]]:
        found = {start}
        todo = [start]
        while todo:
            x, y = todo.pop()
            for near in ((x, y - 1), (x, y + 1), (x - 1, y), (x + 1, y)):
                if near in cards and near not in found and same(cards[near], cards[start]):
                    found.add(near)
                    todo.append(near)
        return found

    doomed = {
        cell
        for cell, card in top.items()
        if not card.purple and len(flood(cell, top, lambda a, b: a.value == b.value)) != card.value
    }
    removed = sum(len(area[cell]) for cell in doomed)
    kept = {cell: card for cell, card in top.items() if cell not in doomed}
    purple = {cell for cell, card in kept.items() if card.purple}
    points = 0
    for cell, card in kept.items():
        if card.purple:
            continue
        field = flood(cell, kept, lambda a, b: a.colour == b.colour)
        touches = any(
            (x + dx, y + dy) in purple
            for x, y in field
            for dx, dy in ((0, 1), (0, -1), (1, 0), (-1, 0))
        )
        if len(field) >= 5 and (touches or not summer):
            points += 1  # one point for this card of the field
    for (x, y), card in kept.items():
        if card.butterfly and any(
            (near := kept.get((x + dx, y + dy))) is not None and near.colour == card.butterfly
            for dx, dy in ((0, 1), (0, -1), (1, 0), (-1, 0))
        ):
            points += 1
    return points - removed, removed


def check_final(state: State) -> None:
    assert state.phase is Phase.OVER
    assert any(len(stack) == 0 for stack in state.stacks)
    assert state.held is None
    assert all_cards(state) == expected_cards(state)
    result = GAME.result(state)
    assert result == projection(state, side_by_side=True)
    table = GAME.projection(state)  # the table's, each player's lines read alone
    assert (table.scores, table.winners, table.places) == (
        result.scores,
        result.winners,
        result.places,
    )
    assert table.notes == result.notes
    ranks = []
    for player, area in enumerate(state.areas):
        score, removed = reference_score(area, state.summer)
        mine = result.players[player]
        lines = {line.key: line for line in mine.lines}
        assert (mine.score, lines["removed"].count) == (score, removed)
        ranks.append((score, -removed))
        assert sum(line.points for line in mine.lines) == mine.score
        # no turn left: the estimate is exact, and a game of several is won, not scored
        won = (
            WIN_POINTS / len(result.winners)
            if state.players > 1 and player in result.winners
            else 0
        )
        assert evaluate(state, player) == mine.score + won
        assert set(state.targets[player]) == compute_targets(area)
        assert len(set(state.targets[player])) == len(state.targets[player])
    # most points, then fewest removed cards; still equal: a shared victory
    assert result.winners == tuple(seat for seat, rank in enumerate(ranks) if rank == max(ranks))
    # places likewise: one more than the players strictly ahead, equals sharing a place
    assert result.places == tuple(1 + sum(other > mine for other in ranks) for mine in ranks)
    if state.players == 1:  # the rank the score earns (the rulebook's ranks: test_scoring)
        assert result.players[0].title == rank_title(result.players[0].score)
        assert result.winners == (0,)
    else:
        assert all(player.title is None for player in result.players)


def run_games(options: FlowersOptions, count: int, first_seed: int = 0) -> None:
    for seed in range(first_seed, first_seed + count):
        state, _log = play_random(options, seed)
        check_final(state)


@pytest.mark.parametrize("options", CONFIGS, ids=lambda o: f"{o.players}p-{o.mode}")
def test_random_games(options: FlowersOptions) -> None:
    run_games(options, CI_GAMES)


@pytest.mark.slow
@pytest.mark.parametrize("options", CONFIGS, ids=lambda o: f"{o.players}p-{o.mode}")
def test_random_games_slow(options: FlowersOptions) -> None:
    run_games(options, SLOW_GAMES, first_seed=1000)


@pytest.mark.parametrize("options", CONFIGS, ids=lambda o: f"{o.players}p-{o.mode}")
def test_every_step_conserves_cards_and_views(options: FlowersOptions) -> None:
    for seed in range(5):
        rng = Random(seed)
        state = GAME.new_game(options, seed)
        while not GAME.is_over(state):
            assert all_cards(state) == expected_cards(state)
            player = GAME.current_player(state)
            assert player is not None
            for viewer in range(state.players):
                world = GAME.determinise(GAME.view(state, viewer), viewer, rng)
                assert all_cards(world) == expected_cards(world)
                assert world.areas == state.areas and world.phase is state.phase
            actions = GAME.legal_actions(state)
            action = actions[rng.randrange(len(actions))]
            state = GAME.apply(state, action)
        check_final(state)


@pytest.mark.parametrize("options", CONFIGS, ids=lambda o: f"{o.players}p-{o.mode}")
def test_session_undo_redo_and_save_round_trip(options: FlowersOptions, tmp_path: Path) -> None:
    undone_total = 0
    for seed in range(10):
        final, log = play_random(options, seed)
        # every state of the game, replayed from its log outside the session
        states = [GAME.new_game(options, seed)]
        for action in log:
            states.append(GAME.apply(states[-1], action))
        session = Session(GAME, options, seed, log)
        assert session.state == final == states[-1]
        assert not session.can_undo()  # the end of the game stands (a solo record with it)
        # Two thirds in, undo as far as the rules allow, then redo everything: each step is the
        # played state.
        played = len(log) * 2 // 3
        session = Session(GAME, options, seed, log[:played])
        undone = 0
        while session.can_undo():
            session.undo()
            undone += 1
            assert session.cursor == played - undone
            assert session.state == states[played - undone]
        undone_total += undone
        for step in range(played - undone + 1, played + 1):
            assert session.can_redo()
            session.redo()
            assert session.state == states[step]
        assert not session.can_redo()
        for action in log[played:]:
            session.apply(action)
        assert session.state == final and list(session.actions) == log
        # Save and load: the replayed log gives the very same game.
        path = tmp_path / f"game{seed}.bouquet"
        seats = tuple(Seat(name=f"P{index + 1}") for index in range(options.players))
        write_save(path, session, seats)
        loaded = read_save(path)
        assert loaded.session.state == final
        assert list(loaded.session.actions) == log
        assert loaded.session.options == options
    # some placings can be undone; in solo each one shows a card (the countdown turns the next
    # over), and the end stands: none
    assert undone_total > 0 if options.players > 1 else undone_total == 0


def test_a_damaged_move_is_named_with_its_turn(tmp_path: Path) -> None:
    """A Flowers turn is two moves (a draw and a placing): the error names the turn too, which
    a player can find (the start screen counts turns), not only the move's number."""
    options = FlowersOptions(players=2)
    _final, log = play_random(options, 5)
    session = Session(GAME, options, 5, log[:11])  # five turns, and the sixth's draw
    path = tmp_path / "game.bouquet"
    write_save(path, session, (Seat(name="Ann"), Seat(name="Bob")))
    data = json.loads(path.read_text())
    data["actions"][10] = data["actions"][11 - 2]  # the sixth turn's draw, a placing now
    path.write_text(json.dumps(data))
    saved = read_save(path)  # opened just before it, saying which move was left out
    assert saved.warning is not None and dict(saved.warning.params) == {"number": 11, "turn": 6}
    assert saved.session.cursor == 10


def test_undo_mid_game_returns_the_exact_earlier_state() -> None:
    options = FlowersOptions(players=3, summer=True)
    _final, log = play_random(options, 42)
    full = Session(GAME, options, 42, log)
    states = [full.state_at(index) for index in range(len(log) + 1)]
    # a face-down draw after the first turns (the stack behind the face-up ones)
    hidden = next(
        index
        for index in range(40, len(log))
        if isinstance(log[index], Draw) and not states[index].face_up[log[index].stack]
    )
    session = Session(GAME, options, 42, log[: hidden + 1])  # the draw showed its card
    assert GAME.reveals(session.state_at(hidden), log[hidden])
    assert session.undo_blocked_reason() == UNDO_BLOCKED_REVEAL
    session = Session(GAME, options, 42, log[: hidden + 2])  # its placement shows nothing
    assert session.can_undo()
    session.undo()
    assert session.state == session.state_at(hidden + 1)
    assert session.state.phase is Phase.PLACE


def test_a_face_up_draw_is_undone_and_its_placement_stands() -> None:
    """A card taken face up showed nothing new: it may be put back. Its placement turned up
    the card under it (``rules.waiting_top``): the mover saw the next offer, so it stands."""
    options = FlowersOptions(players=3)
    _final, log = play_random(options, 42)
    full = Session(GAME, options, 42, log)
    states = [full.state_at(index) for index in range(len(log) + 1)]
    shown = next(
        index
        for index in range(20, len(log))
        if isinstance(log[index], Draw) and states[index].face_up[log[index].stack]
    )
    session = Session(GAME, options, 42, log[: shown + 1])
    assert session.can_undo()
    session.undo()
    assert session.state == states[shown]
    session = Session(GAME, options, 42, log[: shown + 2])
    assert session.undo_blocked_reason() == UNDO_BLOCKED_REVEAL


def _swap_hidden(state: State, viewer: int, rng: Random) -> State:
    """``state`` with the cards ``viewer`` cannot see dealt again at random: a table that
    differs from it only where the viewer's view shows HIDDEN."""
    seen = GAME.view(state, viewer)
    return GAME.determinise(seen, viewer, rng)


@pytest.mark.parametrize("options", CONFIGS, ids=lambda o: f"{o.players}p-{o.mode}")
def test_views_are_identical_across_states_differing_only_in_hidden_cards(
    options: FlowersOptions,
) -> None:
    """Whatever a player cannot see changes nothing of their view, at every step: the new top
    of a face-up stack under a card still held included (it was shown on a click, play test)."""
    rng = Random(3)
    for seed in range(3):
        state = GAME.new_game(options, seed)
        while not GAME.is_over(state):
            for viewer in range(state.players):
                other = _swap_hidden(state, viewer, rng)
                assert all_cards(other) == expected_cards(other)
                assert GAME.view(other, viewer) == GAME.view(state, viewer)
            actions = GAME.legal_actions(state)
            state = GAME.apply(state, actions[rng.randrange(len(actions))])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(min_value=0, max_value=(1 << 40) - 1),
    players=st.integers(min_value=1, max_value=4),
    summer=st.booleans(),
)
def test_hypothesis_random_games_replay_identically(seed: int, players: int, summer: bool) -> None:
    options = FlowersOptions(players=players, summer=summer)
    final, log = play_random(options, seed)
    check_final(final)
    state = GAME.new_game(options, seed)
    for action in log:
        state = GAME.apply(state, action)
    assert state == final
