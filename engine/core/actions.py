"""Actions: small frozen values with a stable JSON form.

Every game's action types subclass :class:`Action` as ``@dataclass(frozen=True, slots=True)``
with fields of type ``int``, ``str``, ``bool``, ``None`` or tuples of those. The JSON form is
``{"type": ClassName, field: value, ...}``; decoding checks every field, so a tampered save
cannot smuggle in a value of the wrong shape.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Iterable, Mapping
from functools import cache
from typing import Any, TypeVar

from engine.core.errors import BouquetError

JsonValue = int | str | bool | None | list["JsonValue"]


class ActionDecodeError(BouquetError):
    """A JSON object that is not a valid action of the game."""


@dataclasses.dataclass(frozen=True, slots=True)
class Action:
    """Base of all actions. Subclasses are frozen slotted dataclasses."""

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": type(self).__name__}
        for field in dataclasses.fields(self):
            data[field.name] = _encode(getattr(self, field.name))
        return data


def _encode(value: object) -> Any:
    if isinstance(value, tuple):
        return [_encode(item) for item in value]
    return value


@cache
def _field_types(cls: Any) -> dict[str, Any]:
    hints = typing.get_type_hints(cls)
    return {field.name: hints[field.name] for field in dataclasses.fields(cls)}


def _decode(value: Any, hint: Any, where: str) -> Any:
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        for option in typing.get_args(hint):
            try:
                return _decode(value, option, where)
            except ActionDecodeError:
                continue
        raise ActionDecodeError(f"{where}: {value!r} has the wrong type")
    if hint is type(None):
        if value is None:
            return None
        raise ActionDecodeError(f"{where}: expected null")
    if origin is tuple:
        if not isinstance(value, list):
            raise ActionDecodeError(f"{where}: expected a list")
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_decode(item, args[0], where) for item in value)
        if len(args) != len(value):
            raise ActionDecodeError(f"{where}: expected {len(args)} items")
        return tuple(_decode(item, arg, where) for item, arg in zip(value, args, strict=True))
    if hint is bool:
        if isinstance(value, bool):
            return value
        raise ActionDecodeError(f"{where}: expected true or false")
    if hint is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        raise ActionDecodeError(f"{where}: expected a whole number")
    if hint is str:
        if isinstance(value, str) and len(value) <= 200:
            return value
        raise ActionDecodeError(f"{where}: expected a short text")
    raise ActionDecodeError(f"{where}: unsupported field type {hint!r}")


A = TypeVar("A", bound=Action)


def action_from_json(data: object, action_types: Iterable[type[A]]) -> A:
    """Decode one action; raises :class:`ActionDecodeError` naming what is wrong."""
    if not isinstance(data, Mapping):
        raise ActionDecodeError("an action must be a JSON object")
    by_name: dict[str, Any] = {cls.__name__: cls for cls in action_types}
    name = data.get("type")
    if not isinstance(name, str) or name not in by_name:
        raise ActionDecodeError(f"unknown action type {name!r}")
    cls = by_name[name]
    hints = _field_types(cls)
    given = set(data) - {"type"}
    if given != set(hints):
        missing = sorted(set(hints) - given)
        extra = sorted(given - set(hints))
        raise ActionDecodeError(f"{name}: missing fields {missing}, unexpected fields {extra}")
    values = {key: _decode(data[key], hint, f"{name}.{key}") for key, hint in hints.items()}
    action: A = cls(**values)
    return action
