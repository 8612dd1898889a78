"""Command line: ``python -m engine list | play | bench | replay``.

Bad input (unknown game, player count, seat, option, save) prints one line and exits 2;
never a traceback. ``replay`` exits 1 for a save it reads only in part.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from random import Random
from typing import Any

from engine.core.ai import AI_LEVELS, make_agent
from engine.core.errors import BouquetError, OptionsError
from engine.core.game import Game
from engine.core.notes import render_note
from engine.core.registry import all_games, get_game
from engine.core.rng import MAX_SEED
from engine.core.save import read_save, safe_check

AnyGame = Game[Any, Any]


class CliError(Exception):
    """A user error: printed as one line."""


class _Parser(argparse.ArgumentParser):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        # "--option summer=yes" was taken for a shortened --options and told "not valid JSON"
        kwargs["allow_abbrev"] = False
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> None:  # type: ignore[override]
        raise CliError(message)


MOST_SECONDS = 3600.0


def _seconds(text: str) -> float:
    """A time per move or per measurement: "nan" or "inf" ran on with no end, and 0 or less
    gave a hard seat that never searched, all said nothing (play test)."""
    try:
        value = float(text)
    except ValueError:
        value = float("nan")
    if not 0 < value <= MOST_SECONDS:  # False for nan
        raise argparse.ArgumentTypeError(
            f"give a number of seconds above 0 and at most {MOST_SECONDS:g}, not {text!r}"
        )
    return value


def _build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m engine", description="Bouquet engine tools")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    commands.add_parser("list", help="list the games")

    play = commands.add_parser("play", help="play AI-vs-AI games")
    play.add_argument("game")
    play.add_argument("--players", type=int, default=None)
    play.add_argument("--seats", default=None, help="comma-separated levels, one per seat")
    play.add_argument("--games", type=int, default=1)
    play.add_argument("--seed", type=int, default=1)
    play.add_argument(
        "--options",
        default=None,
        help="""options as a JSON object, such as --options '{"summer": true}' (list names each"""
        " game's keys)",
    )
    play.add_argument("--budget", type=_seconds, default=None, help="hard AI seconds per move")
    play.add_argument(
        "--rotate-seats",
        action="store_true",
        help="play every seed once per rotation of the seats (seats swapped on every seed)",
    )
    play.add_argument("--json", action="store_true")

    bench = commands.add_parser("bench", help="measure speed")
    bench.add_argument("game", nargs="?", default=None)
    bench.add_argument("--seconds", type=_seconds, default=3.0, help="time per measurement")
    bench.add_argument("--json", action="store_true")

    replay = commands.add_parser(
        "replay",
        help="validate a save and print its scores",
        description="Validate a save and print its scores. Exits 1 when moves of the file"
        " cannot be read (the game as far as they go is printed, with a note of why), 2 when"
        " the file cannot be read at all.",
    )
    replay.add_argument("file", type=_file_name)
    return parser


def _file_name(text: str) -> Path:
    """A save's name; an empty one was read as the current folder (play test)."""
    if not text.strip():
        raise argparse.ArgumentTypeError("the file name is empty")
    return Path(text)


def _dashed_file(argv: Sequence[str]) -> str | None:
    """An argument that begins with "-" and names a file: taken for an option, it left
    "the following arguments are required: file" unexplained (play test)."""
    return next(
        (arg for arg in argv if arg.startswith("-") and safe_check(Path(arg).is_file)), None
    )


def _options(game: AnyGame, players: int | None, raw: str | None) -> Any:
    data: dict[str, Any] = {}
    if raw:
        try:
            loaded = json.loads(raw)
        except json.JSONDecodeError as error:
            # "summer=true" was told "not valid JSON: Expecting value", and nothing had said
            # that JSON was wanted (play tester 138)
            raise CliError(
                f"--options takes a JSON object, such as --options '{_options_example(game)}';"
                f" {raw!r} is not valid JSON ({error.msg})"
            ) from None
        if not isinstance(loaded, dict):
            raise CliError(
                f"--options takes a JSON object, such as --options '{_options_example(game)}'"
            )
        data.update(loaded)
    if players is not None:
        data["players"] = players
    try:
        return game.parse_options(data)
    except OptionsError as error:
        # which options there are, said: "mode" from list's "modes" was refused with no more
        raise CliError(f"{error} ({_option_keys(game)})") from None


def _option_keys(game: AnyGame) -> str:
    """The keys --options takes, with their kind and default: ``summer`` (true or false)."""
    defaults = game.parse_options({"players": game.info.min_players})
    keys = []
    for name in type(defaults).model_fields:
        if name == "players":
            continue
        value = getattr(defaults, name)
        kind = "true or false" if isinstance(value, bool) else type(value).__name__
        keys.append(f"{name} ({kind}, default {json.dumps(value)})")
    listed = "; ".join(keys) if keys else "none"
    return (
        f"--options keys for {game.info.id}: {listed}; --players sets the players;"
        f" given as JSON: --options '{_options_example(game)}'"
    )


def _options_example(game: AnyGame) -> str:
    """The JSON --options takes for ``game``, its first option set the other way from its
    default: ``{"summer": true}``."""
    defaults = game.parse_options({"players": game.info.min_players})
    for name in type(defaults).model_fields:
        value = getattr(defaults, name)
        if name != "players" and isinstance(value, bool):
            return json.dumps({name: not value})
    return json.dumps({"players": game.info.min_players})


def play_game(
    game: AnyGame, options: Any, seed: int, levels: Sequence[str], budget: float | None = None
) -> Any:
    """One AI-vs-AI game; every agent sees only its own view. Returns the result."""
    agents = [
        make_agent(level, seed=seed * 31 + seat, budget_s=budget)
        for seat, level in enumerate(levels)
    ]
    state = game.new_game(options, seed)
    while (player := game.current_player(state)) is not None:
        action = agents[player].choose(game, game.view(state, player), player)
        state = game.apply(state, action)
    return game.result(state)


def _cmd_list() -> int:
    for game in all_games().values():
        info = game.info
        hidden = (
            "private hands"
            if info.private_information
            else "hidden cards"
            if info.hidden_information
            else "open information"
        )
        print(
            f"{info.id:16} {info.name:16} {info.min_players}-{info.max_players} players,"
            f" modes: {', '.join(info.modes)}; {hidden}"
        )
        print(f"{'':16} {_option_keys(game)}")
    return 0


def _cmd_play(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    options = _options(game, args.players, args.options)
    levels = args.seats.split(",") if args.seats else ["normal"] * options.players
    levels = [level.strip() for level in levels]
    # an unknown level first: "--seats god" for two players was told its count, not its name
    for level in levels:
        if level not in AI_LEVELS:
            raise CliError(f"unknown seat {level!r} (seats: {', '.join(AI_LEVELS)})")
    if len(levels) != options.players:
        named = f"{len(levels)} seat" if len(levels) == 1 else f"{len(levels)} seats"
        raise CliError(f"--seats names {named} for {options.players} players")
    if not 1 <= args.games <= MAX_SEED + 1:
        # a count past the seeds there are was told "--seed must be from 0 to -900488372224"
        # with no --seed given (play tester, session 55)
        raise CliError(f"--games must be from 1 to {MAX_SEED + 1}, one game for each seed")
    if not 0 <= args.seed <= MAX_SEED - args.games + 1:
        # only seeds a challenge code names: a game played here can be replayed in the app
        top = MAX_SEED - args.games + 1
        raise CliError(
            f"--seed must be from 0 to {MAX_SEED}"
            if args.games == 1
            else f"--seed must be from 0 to {top} for {args.games} games"
        )
    rotations = options.players if args.rotate_seats else 1
    results = []
    wins = [0.0] * options.players
    totals = [0.0] * options.players
    level_wins = dict.fromkeys(levels, 0.0)
    level_seats = dict.fromkeys(levels, 0)
    for number in range(args.games):
        seed = args.seed + number
        for shift in range(rotations):
            seated = levels[shift:] + levels[:shift]
            result = play_game(game, options, seed, seated, args.budget)
            for winner in result.winners:
                wins[winner] += 1 / len(result.winners)
                level_wins[seated[winner]] += 1 / len(result.winners)
            for seat, score in enumerate(result.scores):
                totals[seat] += score
                level_seats[seated[seat]] += 1
            results.append(
                {
                    "seed": seed,
                    "seats": seated,
                    "scores": list(result.scores),
                    "winners": list(result.winners),
                }
            )
            if not args.json:
                titles = [p.title for p in result.players if p.title]
                extra = f"  ({', '.join(titles)})" if titles else ""
                print(
                    f"seed {seed} {','.join(seated)}: scores {list(result.scores)}"
                    f" winners {list(result.winners)}{extra}"
                )
    played = len(results)
    mean = [round(total / played, 3) for total in totals]
    wins = [round(value, 3) for value in wins]
    # A level's wins per seat it held: an equal table gives every level 1/players.
    share = {level: round(level_wins[level] / level_seats[level], 4) for level in level_wins}
    summary = {"games": played, "wins": wins, "mean_score": mean, "win_share_by_level": share}
    if args.json:
        print(json.dumps({"results": results, "summary": summary}))
    else:
        for seat in range(options.players):
            print(f"seat {seat}: wins {wins[seat]}/{played}, mean score {mean[seat]}")
        for level, value in share.items():
            print(f"{level}: win share {value:.1%} of the games it sat in")
    return 0


def bench_game(game: AnyGame, seconds: float) -> dict[str, Any]:
    """Random games per second, legal_actions cost against cards in play, AI move times."""
    options = game.parse_options({"players": max(2, game.info.min_players)})
    rng = Random(7)
    played = 0
    samples: dict[int, list[float]] = {}
    start = time.perf_counter()
    while time.perf_counter() - start < seconds or played == 0:
        state = game.new_game(options, played)
        while game.current_player(state) is not None:
            actions = game.legal_actions(state)
            state = game.apply(state, actions[rng.randrange(len(actions))])
        played += 1
    random_games_per_s = played / (time.perf_counter() - start)

    # legal_actions cost against game size: cards in play where the game says, else actions.
    state = game.new_game(options, 99)
    step = 0
    while game.current_player(state) is not None:
        size = game.pieces_in_play(state)
        tick = time.perf_counter()
        actions = game.legal_actions(state)
        count = len(actions)
        for _ in actions:
            pass
        samples.setdefault(step if size is None else size, []).append(time.perf_counter() - tick)
        state = game.apply(state, actions[rng.randrange(count)])
        step += 1
    unit = "actions played" if game.pieces_in_play(state) is None else "cards in play"
    legal_cost = {
        f"{unit} {size}": round(statistics.median(times) * 1e6, 2)
        for size, times in sorted(samples.items())
        if size % 10 == 0 or size == max(samples)
    }

    ai_times: dict[str, dict[str, float]] = {}
    for level in ("easy", "normal", "hard"):
        agents = [make_agent(level, seed=seat) for seat in range(options.players)]
        times: list[float] = []
        state = game.new_game(options, 5)
        spent = time.perf_counter()
        while game.current_player(state) is not None and (
            time.perf_counter() - spent < seconds * 4 or len(times) < 5
        ):
            player = game.current_player(state)
            assert player is not None
            view = game.view(state, player)
            tick = time.perf_counter()
            action = agents[player].choose(game, view, player)
            times.append(time.perf_counter() - tick)
            state = game.apply(state, action)
        ai_times[level] = {
            "median": round(statistics.median(times), 4),
            "max": round(max(times), 4),
            "moves": len(times),
        }
    return {
        "random_games_per_s": round(random_games_per_s, 1),
        "legal_actions_us": legal_cost,
        "ai_move_s": ai_times,
    }


def _cmd_bench(args: argparse.Namespace) -> int:
    games = [get_game(args.game)] if args.game else list(all_games().values())
    report = {game.info.id: bench_game(game, args.seconds) for game in games}
    if args.json:
        print(json.dumps(report))
        return 0
    for game_id, figures in report.items():
        print(f"{game_id}:")
        print(f"  random 2-player games per second: {figures['random_games_per_s']}")
        print("  legal_actions median time (microseconds), listing every legal action:")
        for bucket, micros in figures["legal_actions_us"].items():
            print(f"    {bucket}: {micros}")
        for level, times in figures["ai_move_s"].items():
            print(
                f"  {level:6} move: median {times['median']:.4f} s,"
                f" max {times['max']:.4f} s over {times['moves']} moves"
            )
    return 0


def _cmd_replay(args: argparse.Namespace) -> int:
    saved = read_save(args.file)
    session = saved.session
    names = [seat.name for seat in saved.seats]
    moves = len(session.actions)
    played = f"{moves} move" if moves == 1 else f"{moves} moves"
    status = "finished" if session.is_over() else f"in progress after {played}"
    print(f"{session.game.info.name}: {status}")
    if saved.warning is not None:  # as the app says it on opening the file
        # the finding in brackets where there is one: a name filled in ended with "()"
        found = f" ({saved.warning_detail})" if saved.warning_detail else ""
        print(f"  note: {render_note(saved.warning, names)}{found}")
    projection = session.result() if session.is_over() else session.game.projection(session.state)
    if not session.is_over():
        # the live projection, every card counted: a match's standings read as its VP so far
        # plus the deal under way (play test)
        print("  scores if the game ended now:")
    for seat, player in enumerate(projection.players):
        marker = ""
        if session.is_over() and player.title:  # a solo rank, as ``play`` prints it
            marker = f" ({player.title})"
        elif session.is_over() and seat in projection.winners:
            marker = " (winner)"
        print(f"  {names[seat]}: {player.score}{marker}")
    # a file with moves left out is no sound save: a script checking saves took it for one
    # (play tester, session 55)
    return 1 if saved.moves_left_out else 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = _build_parser()
    arguments = sys.argv[1:] if argv is None else list(argv)
    try:
        try:
            args = parser.parse_args(arguments)
        except CliError:
            dashed = _dashed_file(arguments)
            if dashed is None:
                raise
            raise CliError(
                f"{dashed} begins with '-', as an option does: write ./{dashed} to name the file"
            ) from None
        if args.command == "list":
            return _cmd_list()
        if args.command == "play":
            return _cmd_play(args)
        if args.command == "bench":
            return _cmd_bench(args)
        return _cmd_replay(args)
    except (CliError, BouquetError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
