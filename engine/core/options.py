"""Game options: one pydantic model per game, shared by the new-game dialog and save files."""

from __future__ import annotations

import typing
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, ValidationError, model_validator
from pydantic_core import ErrorDetails

from engine.core.errors import OptionsError


class GameOptions(BaseModel):
    """Base options. Subclasses add ``mode``/``variant`` fields and set the player range."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)
    """Strict: a hand-edited save's ``"summer": "yes"`` or ``"players": "2"`` is refused, not
    read as a Summer game or a number."""

    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 4

    players: int = 2

    @model_validator(mode="after")
    def _check_players(self) -> GameOptions:
        if not self.min_players <= self.players <= self.max_players:
            raise ValueError(
                f"this game takes {self.min_players} to {self.max_players} players,"
                f" not {self.players}"
            )
        return self


def parse_options(model: type[GameOptions], data: Any) -> GameOptions:
    """Validate raw options; raises :class:`OptionsError` with one readable line."""
    if isinstance(data, model):
        return data
    try:
        return model.model_validate(data)
    except ValidationError as error:
        problems = "; ".join(_problem(issue) for issue in error.errors())
        raise OptionsError(f"invalid options: {problems}") from None


def _problem(issue: ErrorDetails) -> str:
    """One refused option in plain words: a check of the whole (the player count) says only
    its own words. Pydantic's "options: Value error, this game takes 1 to 4 players" read as
    noise (play tester 138)."""
    message = issue["msg"]
    if issue["type"] == "value_error":
        message = str(issue.get("ctx", {}).get("error", message))
    where = ".".join(str(part) for part in issue["loc"])
    return f"{where}: {message}" if where else message


def variant_fields(model: type[GameOptions]) -> tuple[str, ...]:
    """The yes-or-no options of ``model`` that are off by default: the variants its game may
    be played in (the Summer variant, a match)."""
    hints = typing.get_type_hints(model)
    return tuple(
        name
        for name, field in model.model_fields.items()
        if hints.get(name, field.annotation) is bool and field.default is False
    )


def variant_of(options: GameOptions) -> tuple[str, ...]:
    """The names of the yes-or-no options set on that are off by default (the Summer
    variant, a match): a challenge code deals the same game only with them, and a solo
    score is compared with those of its own variant."""
    return tuple(name for name in variant_fields(type(options)) if getattr(options, name) is True)
