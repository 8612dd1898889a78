"""Errors the engine raises for bad input: each carries a message a player can read."""

from __future__ import annotations


class BouquetError(ValueError):
    """Base of every error caused by bad input (an action, an option, a file, an argument)."""


class IllegalActionError(BouquetError):
    """An action that the rules do not allow in this state; the message says why."""


class OptionsError(BouquetError):
    """Game options that do not describe a playable game."""


class UnknownGameError(BouquetError):
    """A game id that no registered game has."""


class SaveError(BouquetError):
    """A save file that cannot be loaded; the message names the problem."""
