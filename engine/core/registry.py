"""All games by id. Each package in ``engine.games`` registers itself by exposing ``GAME``."""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from typing import Any

import engine.games
from engine.core.errors import UnknownGameError
from engine.core.game import Game

AnyGame = Game[Any, Any]


@cache
def all_games() -> dict[str, AnyGame]:
    """Every game package under engine/games, imported once, in id order."""
    found: dict[str, AnyGame] = {}
    for module_info in pkgutil.iter_modules(engine.games.__path__):
        module = importlib.import_module(f"engine.games.{module_info.name}")
        game = getattr(module, "GAME", None)
        if isinstance(game, Game):
            found[game.info.id] = game
    return dict(sorted(found.items()))


def get_game(game_id: str) -> AnyGame:
    games = all_games()
    if game_id not in games:
        known = ", ".join(games) or "none"
        raise UnknownGameError(f"unknown game {game_id!r} (known games: {known})")
    return games[game_id]
