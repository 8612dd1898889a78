"""Every English text the engine hands the screen is listed for translation in desktop/i18n.py.

Game names, pitches, modes, option labels and tooltips, score-line labels, rank titles and
result notes (their templates and every word they name) are collected from the registry and
from random games of every game in every option set, then checked against the list; so are
the fragments of the Petal Plotters ability texts.
"""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

from desktop.dialogs.new_game import field_source_label
from desktop.i18n import ENGINE_STRINGS
from engine.core.game import Game, Result, render_note
from engine.core.registry import all_games
from engine.core.session import UNDO_BLOCKED_REVEAL, UNDO_BLOCKED_START
from engine.games.petal_plotters.components import DECK, ability_text

SEEDS = 12
PROJECTION_EVERY = 10
"""Also read the live projection of the mover's view every so many moves (it has notes of its
own, e.g. about the face-down cards it cannot count)."""


def option_sets(game: Game[Any, Any], players: int) -> list[dict[str, object]]:
    """The defaults, then each on/off option switched the other way."""
    switched: list[dict[str, object]] = [{"players": players}]
    for name, field in game.options_model.model_fields.items():
        if field.annotation is bool:
            switched.append({"players": players, name: not field.default})
    return switched


def texts_of(result: Result) -> set[str]:
    """Score-line labels, titles, and every text rendering the notes asks to translate."""
    seen = {line.label for player in result.players for line in player.lines}
    seen |= {player.title for player in result.players if player.title}

    def translate(text: str) -> str:
        seen.add(text)
        return text

    names = [f"Player {seat + 1}" for seat in range(len(result.players))]
    for note in result.notes:
        render_note(note, names, translate)
    return seen


@pytest.fixture(scope="module")
def texts_seen_in_random_games() -> set[str]:
    seen: set[str] = {UNDO_BLOCKED_REVEAL, UNDO_BLOCKED_START}
    for game in all_games().values():
        seen |= {game.info.name, game.info.pitch, *game.info.modes}
        for name, field in game.options_model.model_fields.items():
            # what the new-game dialog shows for an option: its label and its tooltip
            seen.add(field_source_label(name, field))
            if field.description:
                seen.add(field.description)
        for players in range(game.info.min_players, game.info.max_players + 1):
            for options in option_sets(game, players):
                for seed in range(SEEDS):
                    rng = Random(seed)
                    state = game.new_game(game.parse_options(options), seed)
                    moves = 0
                    while not game.is_over(state):
                        mover = game.current_player(state)
                        if moves % PROJECTION_EVERY == 0 and mover is not None:
                            seen |= texts_of(game.projection(game.view(state, mover)))
                        legal = game.legal_actions(state)
                        state = game.apply(state, legal[rng.randrange(len(legal))])
                        moves += 1
                    seen |= texts_of(game.result(state))
    return seen


def test_engine_texts_are_listed_for_translation(texts_seen_in_random_games: set[str]) -> None:
    missing = sorted(texts_seen_in_random_games - set(ENGINE_STRINGS))
    assert missing == []


def test_the_collected_texts_include_note_templates_and_their_words(
    texts_seen_in_random_games: set[str],
) -> None:
    seen = texts_seen_in_random_games
    # Petal Plotters: a template, a category and a condition it names, the list of winners
    assert {"Total Petal Power: {total}.", "Frog", "12 or more", ", ", "{names} and {last}"} <= seen
    assert "Match: {players} wins with {vp} VP." in seen
    assert "{count} face-down cards are unknown and not counted." in seen


def test_every_word_of_the_petal_plotters_abilities_is_listed() -> None:
    """The board writes each card's ability with the engine's composer and the translator;
    every fragment it asks for (targets, verbs, "then", "you may") must be translatable."""
    asked: set[str] = set()

    def translate(text: str) -> str:
        asked.add(text)
        return text

    for card in DECK:
        assert ability_text(card.ability, translate) == card.text
    assert {"rotate {target}", ", then ", "you may {action}", "it"} <= asked
    assert sorted(asked - set(ENGINE_STRINGS)) == []
