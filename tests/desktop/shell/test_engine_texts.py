"""Every English text the engine hands the screen is listed for translation in desktop/i18n.py.

Game names, pitches, modes, option labels and tooltips, score-line labels, rank titles and
result notes (their templates and every word they name) are collected from the registry and
from random games of every game in every option set, then checked against the list; so are
the fragments of the Petal Plotters ability texts.

The reasons an action is refused (``IllegalActionError.note``) are collected in a way that
cannot miss one: the source of every engine module is read and each ``IllegalActionError(...)``
must be given a ``Note.of("literal template", ...)`` (or a call to a function of the same module
whose every return is one); any other form fails the test, so a new refusal is either listed or
reported. The problems of a save file (``SaveError.note``) are collected the same way. Random
games also try illegal actions and render the refusals they get, as a check that the reasons
really met at play time are among those found in the source.
"""

from __future__ import annotations

import ast
from pathlib import Path
from random import Random
from typing import Any

import pytest

from desktop.dialogs.new_game import field_source_label
from desktop.i18n import ENGINE_STRINGS
from engine.core.errors import IllegalActionError
from engine.core.game import Game, Result
from engine.core.notes import Note, render_note
from engine.core.registry import all_games
from engine.core.session import UNDO_BLOCKED_REVEAL, UNDO_BLOCKED_START
from engine.games.petal_plotters.components import DECK, ability_text

SEEDS = 12
PROJECTION_EVERY = 10
"""Also read the live projection of the mover's view every so many moves (it has notes of its
own, e.g. about the face-down cards it cannot count), and try a few illegal actions there."""
ILLEGAL_TRIES = 4
REFUSALS_MET: set[str] = set()
"""Texts of the refusal notes the random games met (filled by the fixture)."""
REASONS_MET: set[str] = set()
"""Texts of the hint reasons the random games met (filled by the fixture)."""
ENGINE_DIR = Path(__file__).resolve().parents[3] / "engine"


def option_sets(game: Game[Any, Any], players: int) -> list[dict[str, object]]:
    """The defaults, then each on/off option switched the other way."""
    switched: list[dict[str, object]] = [{"players": players}]
    for name, field in game.options_model.model_fields.items():
        if field.annotation is bool:
            switched.append({"players": players, name: not field.default})
    return switched


def texts_of(result: Result) -> set[str]:
    """Score-line labels and texts, titles, and every text rendering the notes asks to translate."""
    seen = {line.label for player in result.players for line in player.lines}
    seen |= {line.text for player in result.players for line in player.lines if line.text}
    seen |= {player.title for player in result.players if player.title}

    def translate(text: str) -> str:
        seen.add(text)
        return text

    names = [f"Player {seat + 1}" for seat in range(len(result.players))]
    for note in result.notes:
        render_note(note, names, translate)
    return seen


def note_texts(note: Note) -> set[str]:
    """Every text rendering ``note`` asks to translate (its template and its words)."""
    seen: set[str] = set()

    def translate(text: str) -> str:
        seen.add(text)
        return text

    render_note(note, ["Player 1", "Player 2"], translate)
    return seen


def _literal_note(node: ast.expr) -> set[str] | None:
    """The template and ``Term`` words of ``Note.of("...", ...)`` / ``Note("...")``, or None
    when ``node`` is not such a call with literal text."""
    if not isinstance(node, ast.Call) or not node.args:
        return None
    func = node.func
    is_note = (isinstance(func, ast.Name) and func.id == "Note") or (
        isinstance(func, ast.Attribute)
        and func.attr == "of"
        and isinstance(func.value, ast.Name)
        and func.value.id == "Note"
    )
    first = node.args[0]
    if not is_note or not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
        return None
    texts = {first.value}
    for keyword in node.keywords:
        value = keyword.value
        if (
            isinstance(value, ast.Call)
            and isinstance(value.func, ast.Name)
            and (value.func.id == "Term")
        ):
            word = value.args[0] if value.args else None
            if _a_games_name(word):
                continue  # listed with the game's own texts (``texts_seen_in_random_games``)
            if not (isinstance(word, ast.Constant) and isinstance(word.value, str)):
                return None
            texts.add(word.value)
    return texts


def _a_games_name(node: ast.expr | None) -> bool:
    """Is ``node`` a game's name, ``<game>.info.name``?"""
    return (
        isinstance(node, ast.Attribute)
        and node.attr == "name"
        and isinstance(node.value, ast.Attribute)
        and node.value.attr == "info"
    )


def _returned_note(
    value: ast.expr, constants: dict[str, ast.expr], functions: dict[str, ast.FunctionDef]
) -> set[str] | None:
    """The texts of a note a helper returns: a literal one, one named by a module-level
    constant, one looked up in a module-level table of literal notes (every note of the table
    counts), or one another helper of the module composes from notes given to it (its own
    template, a module-level string, and each note given: Petal Plotters' ``as_read`` adds
    where the rules page explains Bouquet's reading to a refusal)."""
    if isinstance(value, ast.Subscript) and isinstance(value.value, ast.Name):
        table = constants.get(value.value.id)
        if not isinstance(table, ast.Dict) or not table.values:
            return None
        parts = [_literal_note(note) for note in table.values]
        if any(part is None for part in parts):
            return None
        return set().union(*(part for part in parts if part is not None))
    if isinstance(value, ast.Name) and value.id in constants:
        return _returned_note(constants[value.id], constants, functions)
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Name):
        composer = functions.get(value.func.id)
        if composer is not None:
            returns = [node for node in ast.walk(composer) if isinstance(node, ast.Return)]
            made = [_template_note(node.value, constants) for node in returns if node.value]
            given = [_returned_note(arg, constants, functions) for arg in value.args]
            parts = [*made, *given]
            if not returns or any(part is None for part in parts):
                return None
            return set().union(*(part for part in parts if part is not None))
    return _literal_note(value)


def _template_note(value: ast.expr, constants: dict[str, ast.expr]) -> set[str] | None:
    """The template of ``Note.of(NAME, ...)`` whose template is a module-level string."""
    if (
        isinstance(value, ast.Call)
        and isinstance(value.func, ast.Attribute)
        and value.func.attr == "of"
        and value.args
        and isinstance(value.args[0], ast.Name)
    ):
        template = constants.get(value.args[0].id)
        if isinstance(template, ast.Constant) and isinstance(template.value, str):
            return {template.value}
    return None


def note_texts_in_source(error_class: str) -> tuple[set[str], list[str]]:
    """(texts of every note the engine gives an ``error_class`` as its first argument, places
    whose note is not literal). A module-level name bound to a literal note counts as one."""
    found: set[str] = set()
    unreadable: list[str] = []
    for path in sorted(ENGINE_DIR.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        functions = {
            node.name: node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)
        }
        constants = {
            target.id: node.value
            for node in tree.body
            if isinstance(node, ast.Assign)
            for target in node.targets
            if isinstance(target, ast.Name)
        }
        for node in ast.walk(tree):
            if not (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == error_class
            ):
                continue
            where = f"{path.relative_to(ENGINE_DIR.parent)}:{node.lineno}"
            reason = node.args[0] if node.args else None
            if isinstance(reason, ast.Name):
                reason = constants.get(reason.id)
            texts = None if reason is None else _literal_note(reason)
            if texts is None and isinstance(reason, ast.Call):
                helper = reason.func
                function = functions.get(helper.id) if isinstance(helper, ast.Name) else None
                returns = (
                    []
                    if function is None
                    else [child for child in ast.walk(function) if isinstance(child, ast.Return)]
                )
                parts = [
                    _returned_note(r.value, constants, functions) if r.value else None
                    for r in returns
                ]
                if returns and all(part is not None for part in parts):
                    texts = set().union(*(part for part in parts if part is not None))
            if texts is None:
                unreadable.append(where)
            else:
                found |= texts
    return found, unreadable


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
                    tried: list[Any] = []  # actions legal somewhere in this game
                    while not game.is_over(state):
                        mover = game.current_player(state)
                        legal = game.legal_actions(state)
                        if moves % PROJECTION_EVERY == 0 and mover is not None:
                            view = game.view(state, mover)
                            seen |= texts_of(game.projection(view))
                            seen |= refusals_of(game, state, tried, legal, rng)
                            reason = game.hint_reason(view, mover, rng.choice(legal))
                            if reason is not None:
                                REASONS_MET.update(note_texts(reason))
                        tried.extend(legal[: ILLEGAL_TRIES * 2])
                        state = game.apply(state, legal[rng.randrange(len(legal))])
                        moves += 1
                    seen |= texts_of(game.result(state))
                    seen |= refusals_of(game, state, tried, (), rng)
    return seen


def refusals_of(
    game: Game[Any, Any], state: Any, pool: list[Any], legal: Any, rng: Random
) -> set[str]:
    """The texts of the reasons given for a few actions that are not legal in ``state``."""
    seen: set[str] = set()
    candidates = [action for action in pool[-200:] if action not in legal]
    for action in rng.sample(candidates, min(ILLEGAL_TRIES, len(candidates))):
        try:
            game.apply(state, action)
        except IllegalActionError as error:
            seen |= note_texts(error.note)
    REFUSALS_MET.update(seen)
    return seen


def test_engine_texts_are_listed_for_translation(texts_seen_in_random_games: set[str]) -> None:
    missing = sorted(texts_seen_in_random_games - set(ENGINE_STRINGS))
    assert missing == []


def test_every_refusal_reason_in_the_engine_source_is_listed() -> None:
    found, unreadable = note_texts_in_source("IllegalActionError")
    assert unreadable == [], "give IllegalActionError a Note.of with a literal template"
    assert {"The game is over.", "There is no stack {number}."} <= found
    assert sorted(found - set(ENGINE_STRINGS)) == []


def test_every_save_problem_in_the_engine_source_is_listed() -> None:
    """The window shows what is wrong with a save file in the player's language."""
    found, unreadable = note_texts_in_source("SaveError")
    assert unreadable == [], "give SaveError a Note.of with a literal template"
    assert {"The file is not a Bouquet save.", "The file cannot be read."} <= found
    assert sorted(found - set(ENGINE_STRINGS)) == []


def hint_reason_templates_in_source() -> tuple[set[str], list[str]]:
    """(the template of every note the engine's ``hint_reason`` functions make, places whose
    template is not literal text). The words a template names (categories, conditions) are
    the engine's own tables, listed as the results name them."""
    found: set[str] = set()
    unreadable: list[str] = []
    for path in sorted(ENGINE_DIR.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.FunctionDef) and node.name == "hint_reason"):
                continue
            for call in ast.walk(node):
                if not (
                    isinstance(call, ast.Call)
                    and isinstance(call.func, ast.Attribute)
                    and call.func.attr == "of"
                    and isinstance(call.func.value, ast.Name)
                    and call.func.value.id == "Note"
                ):
                    continue
                first = call.args[0] if call.args else None
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    found.add(first.value)
                else:
                    unreadable.append(f"{path.relative_to(ENGINE_DIR.parent)}:{call.lineno}")
    return found, unreadable


def test_every_hint_reason_in_the_engine_source_is_listed(
    texts_seen_in_random_games: set[str],
) -> None:
    """A hint's reason is shown in the player's language, whichever branch gave it; what the
    random games met (templates and the words they name) is listed too."""
    found, unreadable = hint_reason_templates_in_source()
    assert unreadable == [], "give a hint reason a Note.of with a literal template"
    assert {
        "It raises your score from {before} to {after}.",
        "After it, the total will likely end between {low} and {high}.",
    } <= found
    assert sorted(found - set(ENGINE_STRINGS)) == []
    assert len(REASONS_MET & found) >= 5, "random games met too few hint reasons"
    assert sorted(REASONS_MET - set(ENGINE_STRINGS)) == []


def test_refusals_met_in_play_are_found_in_the_source(
    texts_seen_in_random_games: set[str],
) -> None:
    assert len(REFUSALS_MET) >= 5, "random games met too few refusals"
    found, _ = note_texts_in_source("IllegalActionError")
    assert sorted(REFUSALS_MET - found) == []


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
