"""The engine command line: one-line errors, play summaries, bench and replay."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.__main__ import main
from engine.core.registry import get_game
from engine.core.save import Seat, write_save
from engine.core.session import Session
from engine.games.flowers.scoring import rank_title


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_list_names_every_registered_game(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "list")
    assert status == 0
    assert "flowers" in out and "1-4 players" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["play", "chess"], "unknown game 'chess'"),
        (["play", "flowers", "--players", "5"], "1 to 4 players, not 5"),
        (
            ["play", "flowers", "--players", "2", "--seats", "random,genius"],
            "unknown seat 'genius'",
        ),
        (["play", "flowers", "--players", "2", "--seats", "random"], "names 1 seat for 2 players"),
        (["play", "flowers", "--players", "2", "--seats", "god"], "unknown seat 'god'"),
        (["play", "flowers", "--seed", "-1"], "--seed must be from 0 to"),
        (["play", "flowers", "--seed", str(2**40)], "--seed must be from 0 to 1099511627775\n"),
        (
            ["play", "flowers", "--seed", str(2**40), "--games", "3"],
            "--seed must be from 0 to 1099511627773 for 3 games",
        ),
        (["play", "flowers", "--options", "{oops"], "not valid JSON"),
        (["play", "flowers", "--options", '{"colour": 1}'], "colour"),
        (["play", "flowers", "--games", "0"], "--games must be from 1 to 1099511627776"),
        # past the seeds there are, it was told of a --seed never given (play tester, session 55)
        (["play", "flowers", "--games", "2000000000000"], "--games must be from 1 to"),
        (["frobnicate"], "invalid choice"),
        (["play", "flowers", "--players", "two"], "invalid int value"),
        # what --options takes, said (play test)
        (["play", "flowers", "--options", '{"mode": "summer"}'], "--options keys for flowers:"),
        (["play", "flowers", "--option", "summer=yes"], "unrecognized arguments: --option"),
        (["play", "flowers", "--budget", "nan"], "above 0 and at most 3600, not 'nan'"),
        (["play", "flowers", "--budget", "inf"], "not 'inf'"),
        (["play", "flowers", "--budget", "0"], "not '0'"),
        (["bench", "--seconds", "-1"], "not '-1'"),
        (["replay", ""], "the file name is empty"),
    ],
)
def test_bad_arguments_give_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    status, out, err = run(capsys, *argv)
    assert status == 2
    assert message in err
    assert len(err.strip().splitlines()) == 1
    assert "Traceback" not in err + out


def test_a_save_named_like_an_option_is_told_how_to_name(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "-d.bouquet").write_text("{}", encoding="utf-8")
    status, _out, err = run(capsys, "replay", "-d.bouquet")
    assert status == 2
    assert err == (
        "error: -d.bouquet begins with '-', as an option does: write ./-d.bouquet to name the"
        " file\n"
    )


def test_list_names_each_games_options(capsys: pytest.CaptureFixture[str]) -> None:
    _status, out, _err = run(capsys, "list")
    assert "--options keys for flowers: summer (true or false, default false)" in out
    assert "memory_aid (true or false, default true)" in out


def test_option_errors_read_plainly_and_say_json_is_wanted(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """ "invalid options: options: Value error, this game takes 1 to 4 players" carried
    pydantic's words; "summer=true" was told "not valid JSON: Expecting value", and neither
    list nor the help said JSON was wanted (play tester 138)."""
    _status, _out, err = run(capsys, "play", "flowers", "--players", "0")
    assert err.startswith("error: invalid options: this game takes 1 to 4 players, not 0 (")
    _status, _out, err = run(capsys, "play", "flowers", "--options", "summer=true")
    assert err == (
        "error: --options takes a JSON object, such as --options '{\"summer\": true}';"
        " 'summer=true' is not valid JSON (Expecting value)\n"
    )
    _status, _out, err = run(capsys, "play", "petal-plotters", "--options", "[]")
    assert err == "error: --options takes a JSON object, such as --options '{\"match\": true}'\n"
    _status, out, _err = run(capsys, "list")
    assert "given as JSON: --options '{\"summer\": true}'" in out
    with pytest.raises(SystemExit):
        main(["play", "--help"])
    assert "as a JSON object, such as --options" in " ".join(capsys.readouterr().out.split())


def test_a_refused_move_of_a_save_shows_the_number_the_file_holds(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A stack -1 in a save was told "There is no stack 0" (play tester 138)."""
    game = get_game("flowers")
    path = tmp_path / "stack.bouquet"
    write_save(
        path,
        Session(game, game.parse_options({"players": 2}), seed=3),
        (Seat(name="A"), Seat(name="B")),
    )
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"] = [{"type": "Draw", "stack": -1}]
    path.write_text(json.dumps(data), encoding="utf-8")
    # opened at the deal's start, as the app opens it, with what was left out said
    status, out, _err = run(capsys, "replay", str(path))
    assert '(in the file: {"type": "Draw", "stack": -1})' in out
    # yet it is no sound save: a script checking saves took it for one (play tester, session 55)
    assert status == 1


def test_play_json_summary(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(
        capsys,
        "play",
        "flowers",
        "--players",
        "2",
        "--seats",
        "random,normal",
        "--games",
        "3",
        "--seed",
        "5",
        "--json",
    )
    assert status == 0
    report = json.loads(out)
    assert [entry["seed"] for entry in report["results"]] == [5, 6, 7]
    assert sum(report["summary"]["wins"]) == pytest.approx(3)
    for entry in report["results"]:
        assert len(entry["scores"]) == 2 and entry["winners"]
    means = report["summary"]["mean_score"]
    assert means[0] == pytest.approx(sum(e["scores"][0] for e in report["results"]) / 3, abs=1e-3)


def test_play_text_and_solo_title(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(
        capsys, "play", "flowers", "--players", "1", "--seats", "normal", "--seed", "3"
    )
    assert status == 0
    # the rank printed is the one the printed score earns (any rank name passed before)
    first = out.splitlines()[0]
    score = int(first.removeprefix("seed 3 normal: scores [").partition("]")[0])
    assert first == f"seed 3 normal: scores [{score}] winners [0]  ({rank_title(score)})"
    assert "seat 0: wins 1.0/1" in out
    assert "normal: win share 100.0%" in out


def test_rotated_seats_play_each_seed_in_every_order(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(
        capsys,
        "play",
        "flowers",
        "--players",
        "2",
        "--seats",
        "normal,random",
        "--games",
        "2",
        "--rotate-seats",
        "--json",
    )
    assert status == 0
    report = json.loads(out)
    assert [(e["seed"], e["seats"]) for e in report["results"]] == [
        (1, ["normal", "random"]),
        (1, ["random", "normal"]),
        (2, ["normal", "random"]),
        (2, ["random", "normal"]),
    ]
    summary = report["summary"]
    assert summary["games"] == 4
    normal_wins = sum(
        1 / len(e["winners"])
        for e in report["results"]
        for w in e["winners"]
        if e["seats"][w] == "normal"
    )
    assert summary["win_share_by_level"]["normal"] == pytest.approx(normal_wins / 4, abs=1e-4)
    assert summary["win_share_by_level"]["normal"] + summary["win_share_by_level"][
        "random"
    ] == pytest.approx(1)


def test_bench_json_shape(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("engine.__main__.make_agent", _fast_agents())
    status, out, _ = run(capsys, "bench", "flowers", "--seconds", "0.05", "--json")
    assert status == 0
    figures = json.loads(out)["flowers"]
    assert figures["random_games_per_s"] > 0
    sizes = [int(key.removeprefix("cards in play ")) for key in figures["legal_actions_us"]]
    assert sizes == sorted(sizes) and sizes[0] >= 2  # two starting cards at least
    assert set(figures["ai_move_s"]) == {"easy", "normal", "hard"}
    for times in figures["ai_move_s"].values():
        assert 0 <= times["median"] <= times["max"]


def _fast_agents() -> object:
    from engine.core.ai import make_agent

    def fast(level: str, seed: int = 0, budget_s: float | None = None) -> object:
        return make_agent(level, seed, 0.02 if level == "hard" else budget_s)

    return fast


def test_replay_says_in_its_help_when_it_fails(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["replay", "--help"])
    assert "Exits 1 when moves of the file cannot be read" in " ".join(
        capsys.readouterr().out.split()
    )


def test_replay_prints_scores_and_rejects_bad_files(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    game = get_game("flowers")
    session = Session(game, game.parse_options({"players": 2}), seed=9)
    while not session.is_over():
        session.apply(game.legal_actions(session.state)[0])
    path = tmp_path / "done.bouquet"
    write_save(path, session, (Seat(name="Ana"), Seat(name="Bo", kind="hard")))
    status, out, _ = run(capsys, "replay", str(path))
    assert status == 0
    assert "finished" in out
    scores = session.result().scores
    assert f"Ana: {scores[0]}" in out and f"Bo: {scores[1]}" in out

    # a damaged list of taken-back moves: the game opens without it, and the replay says so
    data = json.loads(path.read_text())
    data["redo"] = [{"type": "Explode"}]
    path.write_text(json.dumps(data))
    status, out, _ = run(capsys, "replay", str(path))
    assert status == 1 and "note: The moves taken back in this file were damaged" in out

    # a solo game's rank, as ``play`` prints it (it said only "(winner)", play test)
    solo = Session(game, game.parse_options({"players": 1}), seed=9)
    while not solo.is_over():
        solo.apply(game.legal_actions(solo.state)[0])
    write_save(path, solo, (Seat(name="Ana"),))
    status, out, _ = run(capsys, "replay", str(path))
    rank = solo.result().players[0].title
    assert rank and out.splitlines()[-1] == f"  Ana: {solo.result().scores[0]} ({rank})"

    # a game under way: its scores are a projection, and said to be (a match's read as its
    # standings, play test)
    begun = Session(game, game.parse_options({"players": 2}), seed=9)
    begun.apply(game.legal_actions(begun.state)[0])
    write_save(path, begun, (Seat(name="Ana"), Seat(name="Bo")))
    status, out, _ = run(capsys, "replay", str(path))
    assert out.splitlines()[:2] == [
        "Flowers: in progress after 1 move",
        "  scores if the game ended now:",
    ]

    # a seat with no name is named, said in a note with no empty brackets (play tester,
    # session 55), and the file read whole
    data = json.loads(path.read_text())
    data["seats"][1]["name"] = ""
    path.write_text(json.dumps(data))
    status, out, _ = run(capsys, "replay", str(path))
    note = next(line for line in out.splitlines() if "note:" in line)
    assert status == 0 and note.endswith("the seat is named Player 2.")

    bad = tmp_path / "bad.bouquet"
    bad.write_text("{not json")
    status, _, err = run(capsys, "replay", str(bad))
    assert status == 2
    assert "not a Bouquet save" in err and len(err.strip().splitlines()) == 1
