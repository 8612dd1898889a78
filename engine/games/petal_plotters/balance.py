"""Balance by AI self-play: which victory category wins, per player count.

Run ``python -m engine.games.petal_plotters.balance [games per count] [workers]``. Every seat
is the ``normal`` agent (one-ply greedy on :func:`~engine.games.petal_plotters.ai.evaluate`
over determinisations of its own view). Prints a Markdown table of the share of games each
category won (a game has exactly one winning category; co-winners share one category).

``python -m engine.games.petal_plotters.balance --hard [games] [workers]`` instead measures
one ``hard`` seat against ``normal`` seats at 3 and 5 players (win share and move times).
``--oracle`` and ``--garrison-oracle`` measure the same way a ``normal`` seat that is shown
hidden cards, ``--hard-oracle`` and ``--hard-garrison-oracle`` a ``hard`` one,
``--orientation-oracle`` and ``--intent-oracle`` a ``normal`` one that knows which end of the
face-down cards is up, or samples it from the others' real aims: a calibration of how far a
fair player could get (see :data:`SEAT_KINDS`).
``--sampling-error [seeds]`` measures how far the worlds every AI samples from its view
miss the true total at those decisions (:func:`sampling_error`).
``--budget=S`` gives the measured seat S seconds per move instead of its level's default;
``--players=2,4`` measures at those player counts instead of 3 and 5.
``--last-decision [seeds] [workers]`` lets each kind make the same last decisions of
``normal`` games (:func:`last_decision`): a paired measurement with far less noise (at 3
players, or at the first count of ``--players``).

The measured tables and what was tried are recorded under "Balance" in
``docs/games/petal-plotters.md``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from random import Random

from engine.core.ai.agents import Agent, make_agent
from engine.games.petal_plotters.ai import base_value
from engine.games.petal_plotters.components import CATEGORIES, CATEGORY_NAMES
from engine.games.petal_plotters.game import PetalPlottersGame
from engine.games.petal_plotters.scoring import outcome, total_power
from engine.games.petal_plotters.state import (
    HIDDEN,
    PetalPlottersOptions,
    Phase,
    Slot,
    State,
    evolve,
)

GAME = PetalPlottersGame()


def play_out(state: State, agents: Sequence[Agent]) -> State:
    """The game played to its end, every seat choosing from its own view."""
    while not GAME.is_over(state):
        seat = state.current
        state = GAME.apply(state, agents[seat].choose(GAME, GAME.view(state, seat), seat))
    return state


def win_share(state: State, seat: int) -> float:
    """``seat``'s share of a finished game's win (co-winners share)."""
    winners = outcome(state).winners
    return 1.0 / len(winners) if seat in winners else 0.0


def play(players: int, seed: int, levels: tuple[str, ...]) -> tuple[str, tuple[int, ...]]:
    """One game; returns (winning category or "none", winners)."""
    state = GAME.new_game(PetalPlottersOptions(players=players), seed)
    agents = [make_agent(level, seed * 10 + seat) for seat, level in enumerate(levels)]
    result = outcome(play_out(state, agents))
    return result.category or "none", result.winners


def _normal_game(args: tuple[int, int]) -> str:
    players, seed = args
    return play(players, seed, ("normal",) * players)[0]


def category_table(games: int, workers: int, counts: tuple[int, ...] = (2, 3, 4, 5)) -> str:
    lines = [
        "| Players | Games | " + " | ".join(CATEGORY_NAMES[c] for c in CATEGORIES) + " |",
        "|---|---|" + "---|" * len(CATEGORIES),
    ]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for players in counts:
            jobs = [(players, seed) for seed in range(1, games + 1)]
            wins = Counter(pool.map(_normal_game, jobs, chunksize=16))
            cells = [f"{100 * wins[c] / games:.1f}%" for c in CATEGORIES]
            lines.append(f"| {players} | {games} | " + " | ".join(cells) + " |")
            print(lines[-1], flush=True)
    return "\n".join(lines)


SEAT_KINDS: dict[str, tuple[str, str]] = {
    "normal": ("normal", "view"),
    "hard": ("hard", "view"),
    "oracle": ("normal", "state"),
    "garrison-oracle": ("normal", "garrisons"),
    "hard-oracle": ("hard", "state"),
    "hard-garrison-oracle": ("hard", "garrisons"),
    "orientation-oracle": ("normal", "orientations"),
    "intent-oracle": ("normal", "intent"),
}
"""Each measured seat: (AI level, what it is shown). ``normal`` and ``hard`` play from their
view like every AI seat (``normal`` against ``normal`` is the control: about 1.0x). The
oracles are calibration only (never offered in the app): they are handed the full state
(``state``) or their view with every Garrison card revealed (``garrisons``), and show how much
a player of that level could gain from knowing what is hidden. Two more decide from their view
but sample worlds in which every face-down card they do not know points the way it really
does (``orientations``: which end is up, not which card it is), or the way its Garrison's
owner would want it given their real hand and victory card (``intent``): how much knowing the
orientations is worth, and how much of that a perfect reading of the others' aims recovers."""


class _OrientedGame(PetalPlottersGame):
    """Calibration only: worlds sampled from a view as every AI samples them, then each
    face-down card the decider does not know turned by what ``truth`` says (see
    :data:`SEAT_KINDS`, ``orientations`` and ``intent``)."""

    def __init__(self, truth: State, shown: str) -> None:
        self.truth = truth
        self.shown = shown

    def determinise(self, view: State, player: int, rng: Random) -> State:
        world = super().determinise(view, player, rng)
        aims = evolve(world, hands=self.truth.hands, victory=self.truth.victory)
        garrisons = []
        for seat, (seen, sampled, real) in enumerate(
            zip(view.garrisons, world.garrisons, self.truth.garrisons, strict=True)
        ):
            row = list(sampled)
            for index, (shown, slot) in enumerate(zip(seen, sampled, strict=True)):
                if shown.card == HIDDEN and not slot.face_up:
                    if self.shown == "orientations":
                        up = real[index].top_up
                    else:
                        up = preferred_end(aims, seat, index)
                    row[index] = Slot(slot.card, False, up, slot.seen_by)
            garrisons.append(tuple(row))
        return evolve(world, garrisons=tuple(garrisons))


def preferred_end(state: State, seat: int, index: int) -> bool:
    """True when ``seat`` values Garrison card ``index`` of their own Garrison more with its
    top end up than with its bottom end up (by the AI's evaluation of ``state``)."""
    values = []
    for up in (True, False):
        garrisons = list(state.garrisons)
        row = list(garrisons[seat])
        row[index] = Slot(row[index].card, row[index].face_up, up, row[index].seen_by)
        garrisons[seat] = tuple(row)
        values.append(base_value(evolve(state, garrisons=tuple(garrisons)), seat))
    return values[0] >= values[1]


def _game_for(kind: str, state: State) -> PetalPlottersGame:
    """The game the measured seat decides with: the real one, or for the orientation and
    intent oracles one whose sampled worlds are turned by ``state``."""
    shown = SEAT_KINDS[kind][1]
    return _OrientedGame(state, shown) if shown in ("orientations", "intent") else GAME


def _seat_input(kind: str, state: State, seat: int) -> State:
    view = GAME.view(state, seat)
    shown = SEAT_KINDS[kind][1]
    if shown == "state":
        return state
    if shown == "garrisons":
        return evolve(view, garrisons=state.garrisons)
    return view


def _level(kind: str) -> str:
    return SEAT_KINDS[kind][0]


def _measured_game(args: tuple[str, int, int, int, float | None]) -> tuple[float, list[float]]:
    """One game with the measured seat ``kind`` at ``seat`` and ``normal`` elsewhere; (its
    share of the win, its move times). ``budget`` is the measured seat's time per move (None:
    its level's default)."""
    kind, players, seed, measured, budget = args
    state = GAME.new_game(PetalPlottersOptions(players=players), seed)
    agents = [
        make_agent(_level(kind), seed * 10 + seat, budget)
        if seat == measured
        else make_agent("normal", seed * 10 + seat)
        for seat in range(players)
    ]
    times: list[float] = []
    while not GAME.is_over(state):
        seat = state.current
        measuring = seat == measured
        seen = _seat_input(kind, state, seat) if measuring else GAME.view(state, seat)
        start = time.perf_counter()
        action = agents[seat].choose(_game_for(kind, state) if measuring else GAME, seen, seat)
        if seat == measured and len(GAME.legal_actions(seen)) > 1:
            times.append(time.perf_counter() - start)
        state = GAME.apply(state, action)
    return win_share(state, measured), times


def against_normal(
    kind: str,
    games: int,
    workers: int,
    counts: tuple[int, ...] = (3, 5),
    budget: float | None = None,
) -> str:
    """One ``kind`` seat against ``normal`` seats: every seed is played once per seat, so the
    measured seat sits everywhere equally and the deals are the same for every kind."""
    lines = [
        f"| Players | Games | {kind} win share | Equal share | Ratio | Median move | Max move |",
        "|---|---|---|---|---|---|---|",
    ]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for players in counts:
            jobs = [
                (kind, players, seed, seat, budget)
                for seed in range(1, games // players + 1)
                for seat in range(players)
            ]
            shares: list[float] = []
            times: list[float] = []
            for share, moves in pool.map(_measured_game, jobs):
                shares.append(share)
                times.extend(moves)
            mean = sum(shares) / len(shares)
            base = 1.0 / players
            lines.append(
                f"| {players} | {len(jobs)} | {100 * mean:.1f}% | {100 * base:.1f}% |"
                f" {mean / base:.2f}x | {statistics.median(times):.3f} s | {max(times):.2f} s |"
            )
            print(lines[-1], flush=True)
    return "\n".join(lines)


LAST_DECISION_KINDS = (
    "normal",
    "hard",
    "oracle",
    "garrison-oracle",
    "orientation-oracle",
    "intent-oracle",
)
FINISHES = 6
"""Times each position is played out after the measured decision (by ``normal`` seats)."""


def _last_decisions(players: int, seed: int) -> list[tuple[State, int]]:
    """The positions of a ``normal`` game where the mover holds two cards at the start of a
    turn: the decision that picks their victory card, where this game is mostly won."""
    state = GAME.new_game(PetalPlottersOptions(players=players), seed)
    agents = [make_agent("normal", seed * 10 + seat) for seat in range(players)]
    found: list[tuple[State, int]] = []
    while not GAME.is_over(state):
        seat = state.current
        if state.phase is Phase.TURN and len(state.hands[seat]) == 2:
            found.append((state, seat))
        state = GAME.apply(state, agents[seat].choose(GAME, GAME.view(state, seat), seat))
    return found


def _last_decision_share(args: tuple[str, int, int, int]) -> tuple[float, float]:
    """(The mover's mean share of the win, seconds spent deciding) when ``kind`` makes the
    last decision of position ``index`` (and its ability steps) and ``normal`` seats finish."""
    kind, players, seed, index = args
    state, mover = _last_decisions(players, seed)[index]
    agent = make_agent(_level(kind), seed * 100 + index)
    start = time.perf_counter()
    while state.current == mover and not GAME.is_over(state):
        if state.phase is Phase.TURN and len(state.hands[mover]) < 2:
            break
        seen = _seat_input(kind, state, mover)
        state = GAME.apply(state, agent.choose(_game_for(kind, state), seen, mover))
    spent = time.perf_counter() - start
    shares = [
        win_share(
            play_out(
                state,
                [make_agent("normal", seed * 1000 + finish * 10 + seat) for seat in range(players)],
            ),
            mover,
        )
        for finish in range(FINISHES)
    ]
    return sum(shares) / len(shares), spent


def last_decision(seeds: int, workers: int, players: int = 3) -> str:
    """Every kind makes the same last decisions (paired), so differences show with far fewer
    games than whole-game tournaments need."""
    positions = [
        (seed, index)
        for seed in range(1, seeds + 1)
        for index in range(len(_last_decisions(players, seed)))
    ]
    lines = [
        f"| Decides ({players} players, {len(positions)} positions) | Mean win share | Mean time |",
        "|---|---|---|",
    ]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for kind in LAST_DECISION_KINDS:
            jobs = [(kind, players, seed, index) for seed, index in positions]
            results = list(pool.map(_last_decision_share, jobs))
            share = sum(result[0] for result in results) / len(results)
            spent = sum(result[1] for result in results) / len(results)
            lines.append(f"| {kind} | {100 * share:.1f}% | {spent:.2f} s |")
            print(lines[-1], flush=True)
    return "\n".join(lines)


WORLDS = 50
"""Worlds sampled per position by :func:`sampling_error`."""


def sampling_error(seeds: int, players: int = 3) -> str:
    """How far the totals of worlds sampled from the mover's view (``Game.determinise``, what
    every AI level decides from) fall from the true total at the last decisions of ``normal``
    games: the mean signed error (a bias) and the mean absolute error (the spread); and how
    often a face-down card the mover does not know points its top end up (the sampling
    assumes half the time)."""
    rng = Random(seeds)
    errors: list[float] = []
    top_up = hidden = 0
    for seed in range(1, seeds + 1):
        for state, mover in _last_decisions(players, seed):
            view = GAME.view(state, mover)
            sampled = [total_power(GAME.determinise(view, mover, rng)) for _ in range(WORLDS)]
            errors.append(statistics.mean(sampled) - total_power(state))
            for garrison, seen in zip(state.garrisons, view.garrisons, strict=True):
                for slot, shown in zip(garrison, seen, strict=True):
                    if not slot.face_up and shown.card == HIDDEN:
                        hidden += 1
                        top_up += slot.top_up
    return (
        f"{len(errors)} last decisions ({players} players, {seeds} games, {WORLDS} worlds each):"
        f" mean error {statistics.mean(errors):+.2f},"
        f" mean absolute error {statistics.mean(abs(error) for error in errors):.2f};"
        f" {hidden} unknown face-down cards, top end up {100 * top_up / max(hidden, 1):.0f}%"
    )


def _positive(text: str) -> int:
    try:
        number = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if number < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not 1 or more")
    return number


def _seconds(text: str) -> float:
    try:
        seconds = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not 0 < seconds <= 600:
        raise argparse.ArgumentTypeError(f"{text!r} is not between 0 and 600 seconds")
    return seconds


def _player_counts(text: str) -> tuple[int, ...]:
    try:
        counts = tuple(int(count) for count in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a list such as 3,5") from None
    if not all(2 <= count <= 5 for count in counts):
        raise argparse.ArgumentTypeError(f"{text!r}: Petal Plotters is for 2 to 5 players")
    return counts


def _parser() -> argparse.ArgumentParser:
    """The command line the module docstring describes: a mistyped option or count is refused
    with a message (``--help`` ran a thousand deals, and a word in place of a count ended
    in a traceback)."""
    parser = argparse.ArgumentParser(
        prog="python -m engine.games.petal_plotters.balance",
        description="Petal Plotters balance by AI self-play, and AI strength measurements.",
    )
    measured = parser.add_argument_group("measure a seat against normal seats")
    for kind in SEAT_KINDS:
        measured.add_argument(f"--{kind}", action="append_const", const=kind, dest="kinds")
    parser.add_argument("--last-decision", action="store_true", help="paired last decisions")
    parser.add_argument("--sampling-error", action="store_true", help="error of sampled totals")
    parser.add_argument("--budget", type=_seconds, help="seconds per move of the measured seat")
    parser.add_argument("--players", type=_player_counts, help="player counts, such as 3,5")
    parser.add_argument("games", nargs="?", type=_positive, help="games (or seeds) per count")
    parser.add_argument("workers", nargs="?", type=_positive, default=2, help="processes")
    return parser


def main(argv: list[str]) -> None:
    options = _parser().parse_args(argv)
    kinds: list[str] = options.kinds or []
    players = options.players or (3, 5)
    start = time.monotonic()
    if options.last_decision:
        first = options.players[0] if options.players else 3
        table = last_decision(options.games or 60, options.workers, first)
    elif options.sampling_error:
        table = sampling_error(options.games or 60)
    elif kinds:
        games = options.games or 60
        table = "\n\n".join(
            against_normal(kind, games, options.workers, players, options.budget) for kind in kinds
        )
    else:
        table = category_table(options.games or 1000, options.workers)
    print(table)
    print(f"({time.monotonic() - start:.0f} s)")


if __name__ == "__main__":
    main(sys.argv[1:])
