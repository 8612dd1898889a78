"""The deck and stack data files match the rulebook's component list."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from engine.core.registry import get_game
from engine.games.flowers.components import (
    CARDS,
    COLOURS,
    FLOWER_IDS,
    PURPLE_IDS,
    RESOURCE_DIR,
    SETUP,
    FlowersDataError,
    load_cards,
    load_setup,
)
from engine.games.flowers.scoring import RANKS


def test_deck_has_108_flowers_and_4_purple_cards() -> None:
    assert len(FLOWER_IDS) == 108
    assert len(PURPLE_IDS) == 4
    assert [card.id for card in CARDS] == list(range(112))


@pytest.mark.parametrize("colour", COLOURS)
def test_each_colour_has_27_cards_with_the_rulebook_values(colour: str) -> None:
    mine = [card for card in CARDS if card.colour == colour]
    assert len(mine) == 27
    assert Counter(card.value for card in mine) == {1: 3, 2: 6, 3: 8, 4: 10}


@pytest.mark.parametrize("colour", COLOURS)
def test_three_butterflies_per_colour_of_another_colour(colour: str) -> None:
    winged = [card for card in CARDS if card.colour == colour and card.butterfly]
    assert len(winged) == 3
    assert all(card.butterfly != colour and card.butterfly in COLOURS for card in winged)


def test_rulebook_butterfly_card_exists() -> None:
    # The rulebook's example: a yellow 4 carrying a green butterfly.
    assert any(
        card.colour == "yellow" and card.value == 4 and card.butterfly == "green" for card in CARDS
    )


def test_purple_cards_have_no_value_nor_butterfly() -> None:
    for card_id in PURPLE_IDS:
        card = CARDS[card_id]
        assert card.purple and card.value == 0 and card.butterfly is None


def test_stack_templates() -> None:
    assert SETUP[1].sizes(107) == (40, 40)
    assert SETUP[2].sizes(106) == (25, 25, 25)
    assert SETUP[3].sizes(105) == (30, 30, 30)
    assert SETUP[4].sizes(104) == (35, 35, 34)
    assert SETUP[4].sizes(108) == (36, 36, 36)
    assert [SETUP[n].face_up for n in (1, 2, 3, 4)] == [1, 2, 2, 2]


def _write(tmp_path: Path, name: str, data: object) -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _cards_data() -> dict[str, object]:
    return json.loads((RESOURCE_DIR / "cards.json").read_text(encoding="utf-8"))


def test_loader_accepts_the_shipped_files() -> None:
    assert load_cards() == CARDS
    assert load_setup() == SETUP


def test_loader_refuses_a_wrong_value_count(tmp_path: Path) -> None:
    data = _cards_data()
    data["cards"][0]["value"] = 2  # type: ignore[index]
    with pytest.raises(FlowersDataError, match="three 1s"):
        load_cards(_write(tmp_path, "cards.json", data))


def test_loader_refuses_a_butterfly_of_the_same_colour(tmp_path: Path) -> None:
    data = _cards_data()
    data["cards"][0]["butterfly"] = "yellow"  # type: ignore[index]
    with pytest.raises(FlowersDataError, match="differ"):
        load_cards(_write(tmp_path, "cards.json", data))


def test_loader_refuses_a_fourth_butterfly(tmp_path: Path) -> None:
    data = _cards_data()
    data["cards"][0]["butterfly"] = "red"  # type: ignore[index]
    with pytest.raises(FlowersDataError, match="exactly 3 butterfly"):
        load_cards(_write(tmp_path, "cards.json", data))


def test_loader_refuses_damaged_json(tmp_path: Path) -> None:
    path = tmp_path / "cards.json"
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(FlowersDataError, match="cannot read"):
        load_cards(path)


def test_setup_loader_refuses_missing_player_count(tmp_path: Path) -> None:
    data = {"player_counts": {"1": {"stacks": 2, "size": 40, "face_up": 1}}}
    with pytest.raises(FlowersDataError, match="1, 2, 3 and 4"):
        load_setup(_write(tmp_path, "setup.json", data))


def test_registry_finds_flowers() -> None:
    game = get_game("flowers")
    assert game.info.id == "flowers"
    assert game.info.hidden_information and not game.info.private_information
    assert (game.info.min_players, game.info.max_players) == (1, 4)


def test_the_rules_page_gives_the_stacks_and_ranks_as_they_are() -> None:
    """The player's rules (docs/rules/flowers.md) name the stack sizes of the set-up file and
    the solo titles' thresholds the scoring uses."""
    doc = (RESOURCE_DIR.parents[2] / "docs" / "rules" / "flowers.md").read_text("utf-8")
    words = {2: "two", 3: "three"}
    for players, label in ((1, "solo"), (2, "2 players"), (3, "3 players")):
        template = SETUP[players]
        assert template.size is not None
        assert f"- {label}: {words[template.stacks]} stacks of {template.size}" in doc
    assert SETUP[4].size is None
    assert "- 4 players: three stacks sharing every remaining card;" in doc
    (master, _), (expert, _), (apprentice, _) = RANKS
    assert [title for _, title in RANKS] == ["Master", "Expert", "Apprentice"]
    assert (
        f"{apprentice - 1} or less Beginner, {apprentice}–{expert - 1} Apprentice,"
        f" {expert}–{master - 1} Expert, {master} and more Master." in " ".join(doc.split())
    )
