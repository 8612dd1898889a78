"""Seeded randomness, action JSON and options validation."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core import rng
from engine.core.actions import Action, ActionDecodeError, action_from_json
from engine.core.errors import BouquetError, OptionsError
from engine.core.options import parse_options
from tests.core.fake_game import FakeOptions


@dataclass(frozen=True, slots=True)
class Move(Action):
    x: int
    y: int
    label: str
    flags: tuple[bool, ...]
    target: int | None


def test_rng_is_a_fixed_sequence() -> None:
    # Pinned values: a change here breaks every saved game, so it must be deliberate.
    first, position = rng.next_u64(42)
    second, _ = rng.next_u64(position)
    assert (first, second) == (13679457532755275413, 2949826092126892291)


def test_shuffle_is_deterministic_and_a_permutation() -> None:
    items = list(range(30))
    once, after = rng.shuffled(7, items)
    again, after_again = rng.shuffled(7, items)
    assert once == again and after == after_again
    assert sorted(once) == items
    assert once != tuple(items)
    assert rng.shuffled(8, items)[0] != once


def test_below_is_in_range_and_covers_it() -> None:
    position, seen = 1, set()
    for _ in range(500):
        value, position = rng.below(position, 6)
        seen.add(value)
    assert seen == set(range(6))


@given(st.integers(min_value=0, max_value=rng.MAX_SEED))
def test_challenge_code_round_trips(seed: int) -> None:
    code = rng.seed_to_code(seed)
    assert len(code) == 8
    assert rng.code_to_seed(code) == seed
    assert rng.code_to_seed(f" {code[:4].lower()}-{code[4:]} ") == seed


@pytest.mark.parametrize("code", ["", "ABC", "ABCDEFGI", "0OOOOOOO", "ABCDEFGHJ"])
def test_bad_challenge_codes_are_refused(code: str) -> None:
    with pytest.raises(BouquetError, match="challenge code"):
        rng.code_to_seed(code)


def test_action_json_round_trip() -> None:
    move = Move(3, -2, "left", (True, False), None)
    data = move.to_json()
    assert data == {
        "type": "Move",
        "x": 3,
        "y": -2,
        "label": "left",
        "flags": [True, False],
        "target": None,
    }
    assert action_from_json(data, [Move]) == move
    assert hash(action_from_json(data, [Move])) == hash(move)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "JSON object"),
        ({"type": "Jump"}, "unknown action type"),
        ({"type": "Move", "x": 1}, "missing fields"),
        (
            {"type": "Move", "x": "1", "y": 0, "label": "", "flags": [], "target": None},
            "whole number",
        ),
        (
            {"type": "Move", "x": True, "y": 0, "label": "", "flags": [], "target": None},
            "whole number",
        ),
        (
            {"type": "Move", "x": 1, "y": 0, "label": "", "flags": [1], "target": None},
            "true or false",
        ),
        ({"type": "Move", "x": 1, "y": 0, "label": "", "flags": [], "target": "a"}, "wrong type"),
        (
            {"type": "Move", "x": 1, "y": 0, "label": "", "flags": [], "target": 1, "z": 2},
            "unexpected",
        ),
    ],
)
def test_bad_action_json_is_refused(data: object, message: str) -> None:
    with pytest.raises(ActionDecodeError, match=message):
        action_from_json(data, [Move])


def test_options_validate_with_clear_messages() -> None:
    assert parse_options(FakeOptions, {"players": 3}).players == 3
    with pytest.raises(OptionsError, match="2 to 3 players, not 5"):
        parse_options(FakeOptions, {"players": 5})
    with pytest.raises(OptionsError, match="colour"):
        parse_options(FakeOptions, {"colour": "red"})
    with pytest.raises(OptionsError, match="players"):
        parse_options(FakeOptions, {"players": "many"})


def test_unusable_code_characters_names_what_no_code_holds() -> None:
    assert rng.unusable_code_characters("SOLO2345") == ["O"]
    assert rng.unusable_code_characters("s0l1-2i4o") == ["0", "1", "I", "O"]  # cleaned as a code
    assert rng.unusable_code_characters("SOL") == []  # the length is wrong first
    assert rng.unusable_code_characters(rng.seed_to_code(12345)) == []
