"""Play tester 138 edited saves by hand to break them: the messages gave the wrong reason (a
game renamed was "options not valid", a card no deck has was "not allowed by the rules"), a
field added refused the whole game, a field given twice opened another deal without a word,
and a stack -1 was told "There is no stack 0"."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from engine.core.errors import SaveError
from engine.core.notes import render_note
from engine.core.registry import get_game
from engine.core.save import Seat, read_save, write_save
from engine.core.session import Session
from engine.games.flowers.state import Draw

SEATS = (Seat(name="Zoë"), Seat(name="Rose", kind="normal"), Seat(name="Iris", kind="normal"))


def petal_plotters_save(path: Path, moves: int = 3) -> Path:
    """A real Petal Plotters save of three seats, ``moves`` moves in."""
    game = get_game("petal-plotters")
    session = Session(game, game.parse_options({"players": 3}), seed=882882334334)
    for _ in range(moves):
        session.apply(game.legal_actions(session.state)[0])
    write_save(path, session, SEATS)
    return path


def edited(path: Path, change: Callable[[dict[str, Any]], None]) -> Path:
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def refusal(path: Path) -> tuple[str, str]:
    with pytest.raises(SaveError) as refused:
        read_save(path)
    return render_note(refused.value.note, ()), refused.value.detail


def test_a_save_naming_another_game_says_it_holds_another_games_options(tmp_path: Path) -> None:
    """ "The game options in the file are not valid" sent the player to the options."""
    path = petal_plotters_save(tmp_path / "renamed.bouquet")
    edited(path, lambda data: data.update(game="flowers"))
    said, detail = refusal(path)
    assert said == (
        "The file names the game Flowers, but its game options are those of Petal Plotters:"
        " the file was changed or damaged."
    )
    assert "match" in detail
    # options no game takes are still told as not valid; a player count out of range that
    # another game would take says the range, in the player's words (play tester 154)
    edited(path, lambda data: data.update(options={"players": 3, "colour": 1}))
    assert refusal(path)[0] == "The game options in the file are not valid."
    edited(path, lambda data: data.update(options={"players": 5}))
    assert refusal(path)[0] == (
        "The game in the file takes 1 to 4 players, not 5: the file was changed or damaged."
    )


def test_a_move_naming_a_card_no_deck_has_is_told_as_a_damaged_file(tmp_path: Path) -> None:
    """katydid-99 was "not allowed by the rules"; it is no card at all."""
    path = petal_plotters_save(tmp_path / "card.bouquet")

    def unknown_card(data: dict[str, Any]) -> None:
        data["actions"][1]["card"] = "katydid-99"

    edited(path, unknown_card)
    saved = read_save(path)  # the move before it is sound: the game opens there
    assert saved.session.cursor == 1 and saved.warning is not None
    assert render_note(saved.warning, ()) == (
        "Move 2 in the file is not a move of Petal Plotters: the file was changed or damaged."
        " The game opens just before that move, without it and the moves after it."
    )
    assert "katydid-99" in saved.warning_detail
    # as the first move, the game opens at the deal's start, in the same words: the file was
    # refused whole for it (play tester 154)
    edited(path, lambda data: data.update(actions=[{"type": "PassCard", "card": "katydid-99"}]))
    saved = read_save(path)
    assert saved.session.cursor == 0 and saved.warning is not None
    assert render_note(saved.warning, ()) == (
        "Move 1 in the file is not a move of Petal Plotters: the file was changed or damaged."
        " The game opens just before that move, without it and the moves after it."
    )
    assert "katydid-99" in saved.warning_detail


def test_a_field_the_format_does_not_have_is_ignored(tmp_path: Path) -> None:
    """One "extra": {} refused the whole game as damaged."""
    path = petal_plotters_save(tmp_path / "extra.bouquet")
    edited(path, lambda data: data.update(extra={"a": 1}))
    saved = read_save(path)
    assert saved.session.cursor == 3 and saved.warning is None
    # a misspelled field leaves the one it stands for missing: still refused
    edited(path, lambda data: data.update(sed=data.pop("seed")))
    said, detail = refusal(path)
    assert said.startswith("The file is damaged") and "seed" in detail


def test_a_field_given_twice_is_refused_by_its_name(tmp_path: Path) -> None:
    """ "seed" twice silently took the last one and opened another deal."""
    path = petal_plotters_save(tmp_path / "twice.bouquet")
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('"seed":', '"seed": 1,\n "seed":', 1), encoding="utf-8")
    said, detail = refusal(path)
    assert said == (
        "The file names the field “seed” twice: the file was changed or damaged, and which of"
        " the two is the game's cannot be told."
    )
    assert detail == '"seed" given twice'
    # another kind of file is told it is no save, whatever its keys
    path.write_text('{"name": 1, "name": 2}', encoding="utf-8")
    assert refusal(path)[0] == "The file is not a Bouquet save."


def test_a_refused_move_shows_the_number_the_file_holds(tmp_path: Path) -> None:
    """A Flowers save's stack -1 had the detail "There is no stack 0": the rules count
    stacks from 1, the file from 0."""
    game = get_game("flowers")
    session = Session(game, game.parse_options({"players": 2}), seed=5)
    session.apply(Draw(0))
    path = tmp_path / "stack.bouquet"
    write_save(path, session, SEATS[:2])
    edited(path, lambda data: data["actions"][0].update(stack=-1))
    saved = read_save(path)  # opened at the deal's start, as a bad later move opens before it
    assert saved.session.cursor == 0 and saved.warning is not None
    said, detail = render_note(saved.warning, ()), saved.warning_detail
    assert said.startswith("Move 1 in the file is not allowed by the rules: the game opens")
    assert detail.startswith("move 1: ")
    assert detail.endswith('(in the file: {"type": "Draw", "stack": -1})')
