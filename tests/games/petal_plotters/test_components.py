"""Deck data: counts, marks, categories, every ability parses and has text; bad files refused."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from engine.games.petal_plotters.components import (
    CARDS,
    CATEGORY_NAMES,
    DECK,
    HORNBILL,
    OPS,
    RESOURCE_DIR,
    Card,
    PetalPlottersDataError,
    cards_for,
    load_deck,
    step_text,
)


def test_deck_has_27_cards_with_the_marks_of_the_component_list() -> None:
    assert len(DECK) == 27
    marks = Counter(card.players for card in DECK)
    assert marks == {"all": 16, "2-3": 2, "4-5": 9}
    assert CARDS[HORNBILL].players == "all"
    assert [card.id for card in DECK].count(HORNBILL) == 1


def test_cards_per_player_count() -> None:
    assert len(cards_for(2)) == 18  # 17 + the Hornbill
    assert len(cards_for(3)) == 18
    assert len(cards_for(4)) == 25
    assert len(cards_for(5)) == 25
    assert HORNBILL in cards_for(2) and HORNBILL in cards_for(5)


def test_every_category_and_known_animal_is_present() -> None:
    categories = {card.category for card in DECK}
    assert categories == {"snail_spider", "katydid", "frog", "blue_squad", "hornbill"}
    animals = {card.animal for card in DECK}
    for animal in (
        "Great Hornbill",
        "Garden Snail",
        "Spider",
        "Katydid",
        "Frog",
        "Honey Bee",
        "Butterfly",
        "Dusky Leaf Langur",
        "Pangolin",
        "Sunbird",
    ):
        assert animal in animals
    names = {card.name for card in DECK}
    assert {"Silver Royal", "Malay Red Harlequin"} <= names
    blue = {"Honey Bee", "Butterfly", "Dusky Leaf Langur", "Pangolin", "Sunbird"}
    for card in DECK:
        assert (card.category == "blue_squad") == (card.animal in blue)


def test_component_list_examples_pangolin_rotates_butterfly_flips_spider_removes() -> None:
    def of(animal: str) -> list[Card]:
        cards = [card for card in DECK if card.animal == animal]
        assert cards, animal  # a deck without the animal would check nothing
        return cards

    assert all(any(step.op == "rotate" for step in card.ability) for card in of("Pangolin"))
    assert all(card.ability[0].op == "remove" for card in of("Spider"))
    assert all(card.ability[0].op == "flip" for card in of("Butterfly"))


def test_every_ability_parses_and_has_generated_text() -> None:
    used_ops = set()
    for card in DECK:
        if card.id == HORNBILL:
            assert card.ability == ()
            continue
        assert 1 <= len(card.ability) <= 2
        for step in card.ability:
            assert step.op in OPS
            used_ops.add(step.op)
        assert card.text.endswith(".") and card.text[0].isupper()
    assert used_ops == set(OPS)  # every keyword is used by some card
    assert CARDS["silver-royal"].text == "Flip a face-down card in any Garrison face up."


def test_a_step_told_to_the_others_names_its_player_where_the_card_says_you() -> None:
    """The others read a step while its player resolves it: the card's "your Garrison" was
    taken for theirs (play test)."""
    for card in DECK:
        for step in card.ability:
            told = step_text(step, alone=True, player="Iris")
            assert "you" not in told.lower() and "{" not in told, told
            if step.owner == "self" or step.op == "exchange_hand":
                assert "Iris's" in told, told
    snail = CARDS["garden-snail-1"].ability[0]
    assert step_text(snail, alone=True, player="Iris") == "rotate a card in Iris's Garrison"
    assert step_text(snail, alone=True) == "rotate a card in your Garrison"
    bee = CARDS["honey-bee-1"].ability[1]
    assert step_text(bee, alone=True, player="Iris") == "rotate it (optional)"


def test_petal_powers_usually_one_positive_one_negative() -> None:
    mixed = sum(1 for card in DECK if card.top > 0 > card.bottom)
    assert mixed >= len(DECK) // 2
    assert all(card.top != card.bottom for card in DECK)


def _write(tmp_path: Path, mutate: object) -> Path:
    data = json.loads((RESOURCE_DIR / "deck.json").read_text(encoding="utf-8"))
    assert callable(mutate)
    mutate(data)
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_the_shipped_file_loads() -> None:
    assert load_deck() == DECK


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda d: d["cards"].pop(), "expected"),
        (lambda d: d["cards"][1].update(players="6"), "player-count mark"),
        (lambda d: d["cards"][1].update(category="bee"), "unknown category"),
        (lambda d: d["cards"][1]["ability"][0].update(op="teleport"), "unknown op"),
        (lambda d: d["cards"][1]["ability"][0].update(owner="nobody"), "unknown owner"),
        (lambda d: d["cards"][1].update(ability=None), "exactly the Hornbill"),
        (lambda d: d["cards"][1].update(top="3"), "whole number"),
        (lambda d: d["cards"][2].update(id=d["cards"][1]["id"]), "duplicate"),
        (lambda d: d["cards"][1]["ability"][0].update(same=True), "first step"),
    ],
)
def test_broken_files_are_refused_with_a_reason(
    tmp_path: Path, mutate: object, message: str
) -> None:
    with pytest.raises(PetalPlottersDataError, match=message):
        load_deck(_write(tmp_path, mutate))


def test_the_rules_page_lists_the_deck_as_it_is() -> None:
    """The player's deck table (docs/rules/petal-plotters.md) is the deck file, row by row."""
    doc = (RESOURCE_DIR.parents[2] / "docs" / "rules" / "petal-plotters.md").read_text("utf-8")

    def power(value: int) -> str:  # as the cards write it: "+3", "0", "−2" (a true minus)
        return f"+{value}" if value > 0 else str(value).replace("-", "\u2212")

    # a range of players with an en dash ("2–3"), as the lesson writes it (a French reader
    # saw "2-3" here and "2–3" there, play test)
    rows = [
        f"| {card.name if card.animal == card.name else f'{card.name} ({card.animal})'} "
        f"| {CATEGORY_NAMES[card.category]} | {card.players.replace('-', '–')} "
        f"| {power(card.top)} | {power(card.bottom)} | {card.text} |"
        for card in DECK
    ]
    lines = doc.splitlines()
    first = lines.index(rows[0])
    assert lines[first - 2 : first + len(rows) + 1] == [
        "| Card | Victory | Players | Top | Bottom | Ability |",
        "|---|---|---|---|---|---|",
        *rows,
        "",
    ]
