"""Every English text the engine hands the screen is listed for translation in desktop/i18n.py.

Game names, pitches, modes, score-line labels, rank titles and Flowers' notes are collected from
the registry and from finished random games of every game, then checked against the list.
(Petal Plotters' notes carry numbers and are translated by its board; see its test_texts.)
"""

from __future__ import annotations

from random import Random

from desktop.i18n import ENGINE_STRINGS
from engine.core.registry import all_games
from engine.core.session import UNDO_BLOCKED_REVEAL, UNDO_BLOCKED_START


def texts_seen_in_random_games() -> set[str]:
    seen: set[str] = {UNDO_BLOCKED_REVEAL, UNDO_BLOCKED_START}
    for game in all_games().values():
        seen |= {game.info.name, game.info.pitch, *game.info.modes}
        for players in range(game.info.min_players, game.info.max_players + 1):
            for seed in range(12):
                rng = Random(seed)
                state = game.new_game(game.parse_options({"players": players}), seed)
                while not game.is_over(state):
                    legal = game.legal_actions(state)
                    state = game.apply(state, legal[rng.randrange(len(legal))])
                result = game.result(state)
                for player in result.players:
                    seen |= {line.label for line in player.lines}
                    if player.title:
                        seen.add(player.title)
                if game.info.id == "flowers":
                    seen |= set(result.notes)
    return seen


def test_engine_texts_are_listed_for_translation() -> None:
    missing = sorted(texts_seen_in_random_games() - set(ENGINE_STRINGS))
    assert missing == []
