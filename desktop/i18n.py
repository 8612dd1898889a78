"""Translations: compile ``translations/*.ts`` to ``.qm`` and install Qt translators.

English is the source language. The ``.ts`` files are the only translation sources in git; the
compiled ``.qm`` files are build products. :func:`ensure_compiled` runs ``pyside6-lrelease``
for every ``.qm`` that is missing or older than its ``.ts`` and writes it into the user cache
(``paths.cache_dir()/qm``). The app calls it at startup and the test suite in a session
fixture, so ``pip install -e '.[test]' && pytest`` needs no extra build step. A frozen
installer ships ready ``.qm`` files next to the ``.ts`` files (see packaging/README.md).
"""

from __future__ import annotations

import atexit
import re
import shutil
import subprocess
import sys
import tempfile
import unicodedata
from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    Qt,
    QTranslator,
)
from PySide6.QtGui import QFontMetrics

from desktop import paths
from engine.core.errors import IllegalActionError
from engine.core.game import ScoreLine
from engine.core.notes import Note, fill_template, render_note

LANGUAGES = ("en", "fr", "de")
SOURCE_LANGUAGE = "en"
ENGINE_CONTEXT = "engine"

# Text the engine hands us as English source text (game names, pitches, modes, option names,
# score lines, undo reasons, result notes with the words they name, the reasons an action is
# refused). Listing them here lets
# `python -m desktop.i18n` put them into the .ts files; tests/desktop/shell/test_engine_texts.py
# checks that every text random games produce is listed.
ENGINE_STRINGS: tuple[str, ...] = (
    # core
    QT_TRANSLATE_NOOP("engine", "Nothing to undo."),
    QT_TRANSLATE_NOOP(
        "engine",
        "The moves taken back in this file were damaged: the game opens without them, so Redo"
        " has nothing to replay.",
    ),
    QT_TRANSLATE_NOOP("engine", "Undo is not possible: that move showed a hidden card."),
    QT_TRANSLATE_NOOP("engine", "players"),
    QT_TRANSLATE_NOOP("engine", "mode"),
    QT_TRANSLATE_NOOP("engine", "variant"),
    QT_TRANSLATE_NOOP("engine", ", "),
    QT_TRANSLATE_NOOP("engine", "{names} and {last}"),
    # save files
    QT_TRANSLATE_NOOP("engine", "The file cannot be read."),
    QT_TRANSLATE_NOOP(
        "engine", "The file cannot be read: Bouquet may not read it. Check its permissions."
    ),
    QT_TRANSLATE_NOOP("engine", "The name is too long: no file can have it."),
    QT_TRANSLATE_NOOP(
        "engine",
        "There is no such file: check its name, or it may have been moved, renamed or deleted.",
    ),
    QT_TRANSLATE_NOOP("engine", "The file is too large to be a Bouquet save."),
    QT_TRANSLATE_NOOP("engine", "The file is not a Bouquet save, or it is too damaged to be read."),
    QT_TRANSLATE_NOOP("engine", "The file is not a Bouquet save."),
    QT_TRANSLATE_NOOP("engine", "The file is empty: it holds no saved game."),
    QT_TRANSLATE_NOOP(
        "engine",
        "The file is not in UTF-8, the text encoding Bouquet saves in, and it cannot be read as"
        " Windows text either: a text editor may have saved it in another encoding, or damaged"
        " it.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "The file was not in UTF-8 (it was probably re-saved by a text editor): Bouquet read it"
        " as Windows text. Save it again to keep it as Bouquet writes it.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "The game was saved by a newer version of Bouquet. Update Bouquet to open it.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "The file gives a save format version older than any Bouquet has written: the file was"
        " changed or damaged.",
    ),
    QT_TRANSLATE_NOOP("engine", "The file is damaged: part of the saved game is missing or wrong."),
    QT_TRANSLATE_NOOP("engine", "The list of players in the file is damaged."),
    QT_TRANSLATE_NOOP(
        "engine",
        "The name of player {number} in the file is not text: the file was changed or damaged.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "A player has no name in the file: as in a new game, the seat is named {players}.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "Players have no name in the file: as in a new game, their seats are named {players}.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "Two players have the same name in the file: to tell them apart, the later one is"
        " named {players}.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "Players have the same names in the file: to tell them apart, the later ones are"
        " named {players}.",
    ),
    QT_TRANSLATE_NOOP(
        "engine", "The file holds a game that this version of Bouquet does not have."
    ),
    QT_TRANSLATE_NOOP("engine", "The game options in the file are not valid."),
    QT_TRANSLATE_NOOP(
        "engine",
        "The game in the file takes {low} to {high} players, not {count}: the file was"
        " changed or damaged.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "The file is not a Bouquet save, or it is too damaged to be read: its text is not the"
        " JSON a save is written in.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "The file names the game {named}, but its game options are those of {held}: the"
        " file was changed or damaged.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "The file names the field “{field}” twice: the file was changed or damaged, and which"
        " of the two is the game's cannot be told.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "Move {number} in the file is not a move of {game}: the file was changed or damaged.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "Move {number} in the file, in turn {turn}, is not a move of {game}: the file was"
        " changed or damaged.",
    ),
    QT_TRANSLATE_NOOP(
        "engine", "{why} The game opens just before that move, without it and the moves after it."
    ),
    QT_TRANSLATE_NOOP(
        "engine", "The number of players in the file does not match its game options."
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "Move {number} in the file, in turn {turn}, is not allowed by the rules: the file was"
        " changed or damaged.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "Move {number} in the file is not allowed by the rules: the file was changed or damaged.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "A player's name in the file is longer than a seat takes: it is cut to its first {count}"
        " characters.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "Move {number} in the file, in turn {turn}, is not allowed by the rules: the game opens"
        " just before it, without it and the moves after it.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "Move {number} in the file is not allowed by the rules: the game opens just before it,"
        " without it and the moves after it.",
    ),
    # Flowers
    QT_TRANSLATE_NOOP("engine", "Flowers"),
    QT_TRANSLATE_NOOP(
        "engine",
        "Draw a flower card, place it in your garden: grow colour fields, mind the values.",
    ),
    QT_TRANSLATE_NOOP("engine", "standard"),
    QT_TRANSLATE_NOOP("engine", "summer"),
    QT_TRANSLATE_NOOP("engine", "solo"),
    QT_TRANSLATE_NOOP("engine", "Removed cards"),
    QT_TRANSLATE_NOOP("engine", "Yellow field"),
    QT_TRANSLATE_NOOP("engine", "Red field"),
    QT_TRANSLATE_NOOP("engine", "Blue field"),
    QT_TRANSLATE_NOOP("engine", "Green field"),
    QT_TRANSLATE_NOOP("engine", "Yellow field not touching purple"),
    QT_TRANSLATE_NOOP("engine", "Red field not touching purple"),
    QT_TRANSLATE_NOOP("engine", "Blue field not touching purple"),
    QT_TRANSLATE_NOOP("engine", "Green field not touching purple"),
    QT_TRANSLATE_NOOP("engine", "No field (5+ cards of one colour)"),
    QT_TRANSLATE_NOOP("engine", "Butterflies next to their colour"),
    QT_TRANSLATE_NOOP("engine", "Master"),
    QT_TRANSLATE_NOOP("engine", "Expert"),
    QT_TRANSLATE_NOOP("engine", "Apprentice"),
    QT_TRANSLATE_NOOP("engine", "Beginner"),
    QT_TRANSLATE_NOOP("engine", "{players} tie on points: fewer removed cards breaks the tie."),
    QT_TRANSLATE_NOOP("engine", "Next rank, {rank} at {points} points: 1 short."),
    QT_TRANSLATE_NOOP("engine", "Next rank, {rank} at {points} points: {short} short."),
    QT_TRANSLATE_NOOP(
        "engine", "{players} tie on points and removed cards: they share the victory."
    ),
    QT_TRANSLATE_NOOP(
        "engine", "{players} tie on points and removed cards: they share their place."
    ),
    QT_TRANSLATE_NOOP("engine", "Summer variant"),
    QT_TRANSLATE_NOOP("engine", "Purple starting cards; only fields that touch them score."),
    # Petal Plotters
    QT_TRANSLATE_NOOP("engine", "Petal Plotters"),
    QT_TRANSLATE_NOOP(
        "engine",
        "Bluff with face-down animals and steer the Garrisons' total towards your last card.",
    ),
    QT_TRANSLATE_NOOP("engine", "single"),
    QT_TRANSLATE_NOOP("engine", "match"),
    QT_TRANSLATE_NOOP("engine", "memory aid"),
    QT_TRANSLATE_NOOP(
        "engine",
        "Show the values you have seen on face-down cards. Without it, a card you have"
        " just looked at shows until the end of your next turn.",
    ),
    QT_TRANSLATE_NOOP("engine", "match of three deals"),
    QT_TRANSLATE_NOOP("engine", "Play three deals in a row, scored with Victory Points."),
    QT_TRANSLATE_NOOP("engine", "Garrison Petal Power"),
    QT_TRANSLATE_NOOP("engine", "Face-down cards you do not know"),
    QT_TRANSLATE_NOOP("engine", "Victory category"),
    QT_TRANSLATE_NOOP("engine", "face down"),
    QT_TRANSLATE_NOOP("engine", "Great Hornbill (wins if nobody else does)"),
    QT_TRANSLATE_NOOP("engine", "in Garrison"),
    QT_TRANSLATE_NOOP("engine", "Victory Points"),
    QT_TRANSLATE_NOOP("engine", "Deal 1"),
    QT_TRANSLATE_NOOP("engine", "Deal 2"),
    QT_TRANSLATE_NOOP("engine", "Deal 3"),
    QT_TRANSLATE_NOOP("engine", "deal {deal} of {deals}"),
    QT_TRANSLATE_NOOP("engine", "deal {deal} of {deals}, {players} ahead with {vp} VP"),
    QT_TRANSLATE_NOOP("engine", "1 turn into deal {deal}"),
    QT_TRANSLATE_NOOP("engine", "{turns} turns into deal {deal}"),
    QT_TRANSLATE_NOOP("engine", "round {round}"),
    QT_TRANSLATE_NOOP("engine", "Total Petal Power: {total}."),
    QT_TRANSLATE_NOOP("engine", "{count} face-down card is unknown and not counted."),
    QT_TRANSLATE_NOOP("engine", "{count} face-down cards are unknown and not counted."),
    QT_TRANSLATE_NOOP("engine", "{category} needs {condition}: not met."),
    QT_TRANSLATE_NOOP("engine", "{category} needs {condition}: met, but nobody holds one."),
    QT_TRANSLATE_NOOP(
        "engine", "{category} needs {condition}: met too, but {winner} comes first in the order."
    ),
    QT_TRANSLATE_NOOP("engine", "{category} needs {condition}: met, {players} wins."),
    QT_TRANSLATE_NOOP("engine", "{category} needs {condition}: met, {players} win together."),
    QT_TRANSLATE_NOOP("engine", "Snail / Spider"),
    QT_TRANSLATE_NOOP("engine", "Katydid"),
    QT_TRANSLATE_NOOP("engine", "Frog"),
    QT_TRANSLATE_NOOP("engine", "Blue Squad"),
    QT_TRANSLATE_NOOP("engine", "below 0"),
    QT_TRANSLATE_NOOP("engine", "7 or less"),
    QT_TRANSLATE_NOOP("engine", "12 or more"),
    QT_TRANSLATE_NOOP("engine", "8 or more"),
    QT_TRANSLATE_NOOP("engine", "Hornbill: nobody holds it, so nobody wins."),
    QT_TRANSLATE_NOOP("engine", "Hornbill: nobody else won, {player} wins with the Hornbill."),
    QT_TRANSLATE_NOOP("engine", "Deal {number}:"),
    QT_TRANSLATE_NOOP("engine", "Match: {players} wins with {vp} VP."),
    QT_TRANSLATE_NOOP("engine", "Match: {players} share the victory with {vp} VP."),
    QT_TRANSLATE_NOOP(
        "engine", "{players} has won the match: nobody can catch up in the deals left."
    ),
    # Petal Plotters ability texts (engine.games.petal_plotters.components.ability_text)
    QT_TRANSLATE_NOOP("engine", "a card in your Garrison"),
    QT_TRANSLATE_NOOP("engine", "a card from your Garrison"),
    QT_TRANSLATE_NOOP("engine", "a card in another player's Garrison"),
    QT_TRANSLATE_NOOP("engine", "a card from another player's Garrison"),
    QT_TRANSLATE_NOOP("engine", "a card in any Garrison"),
    QT_TRANSLATE_NOOP("engine", "a card from any Garrison"),
    QT_TRANSLATE_NOOP("engine", "a face-down card in your Garrison"),
    QT_TRANSLATE_NOOP("engine", "a face-down card from your Garrison"),
    QT_TRANSLATE_NOOP("engine", "a face-down card in another player's Garrison"),
    QT_TRANSLATE_NOOP("engine", "a face-down card from another player's Garrison"),
    QT_TRANSLATE_NOOP("engine", "a face-down card in any Garrison"),
    QT_TRANSLATE_NOOP("engine", "a face-down card from any Garrison"),
    QT_TRANSLATE_NOOP("engine", "a face-up card in your Garrison"),
    QT_TRANSLATE_NOOP("engine", "a face-up card from your Garrison"),
    QT_TRANSLATE_NOOP("engine", "a face-up card in another player's Garrison"),
    QT_TRANSLATE_NOOP("engine", "a face-up card from another player's Garrison"),
    QT_TRANSLATE_NOOP("engine", "a face-up card in any Garrison"),
    QT_TRANSLATE_NOOP("engine", "a face-up card from any Garrison"),
    QT_TRANSLATE_NOOP("engine", "a card in {player}'s Garrison"),
    QT_TRANSLATE_NOOP("engine", "a card from {player}'s Garrison"),
    QT_TRANSLATE_NOOP("engine", "a face-down card in {player}'s Garrison"),
    QT_TRANSLATE_NOOP("engine", "a face-down card from {player}'s Garrison"),
    QT_TRANSLATE_NOOP("engine", "a face-up card in {player}'s Garrison"),
    QT_TRANSLATE_NOOP("engine", "a face-up card from {player}'s Garrison"),
    QT_TRANSLATE_NOOP("engine", "it"),
    QT_TRANSLATE_NOOP("engine", "look at {target}"),
    QT_TRANSLATE_NOOP("engine", "flip {target} face up"),
    QT_TRANSLATE_NOOP("engine", "rotate {target}"),
    QT_TRANSLATE_NOOP("engine", "remove {target}"),
    QT_TRANSLATE_NOOP("engine", "exchange a card from your hand with {target}"),
    QT_TRANSLATE_NOOP("engine", "exchange a card from {player}'s hand with {target}"),
    QT_TRANSLATE_NOOP("engine", "exchange {target} with a card in another Garrison"),
    QT_TRANSLATE_NOOP("engine", "exchange {target} with a card in a different Garrison"),
    QT_TRANSLATE_NOOP("engine", "every player passes a card from their hand to the left"),
    QT_TRANSLATE_NOOP("engine", "you may {action}"),
    QT_TRANSLATE_NOOP("engine", "you may now {action}"),
    QT_TRANSLATE_NOOP("engine", "{action} (optional)"),
    QT_TRANSLATE_NOOP("engine", ", then "),
    QT_TRANSLATE_NOOP(
        "engine",
        "Played face up into the first player's Garrison to start the game.",
    ),
    # Reasons an action is refused (IllegalActionError notes), core and both games
    QT_TRANSLATE_NOOP("engine", "The game is over."),
    QT_TRANSLATE_NOOP("engine", "The game is not over yet."),
    QT_TRANSLATE_NOOP("engine", "That is not a legal move now."),
    QT_TRANSLATE_NOOP("engine", "That is not a Flowers action."),
    QT_TRANSLATE_NOOP("engine", "In solo, cards are never taken from the discard pile."),
    QT_TRANSLATE_NOOP("engine", "Removed cards (fewer wins the tie)"),
    QT_TRANSLATE_NOOP("engine", "You already hold a card: place it first."),
    QT_TRANSLATE_NOOP("engine", "There is no stack {number}."),
    QT_TRANSLATE_NOOP("engine", "That stack is empty."),
    QT_TRANSLATE_NOOP("engine", "Draw a card first."),
    QT_TRANSLATE_NOOP("engine", "The purple starting card can never be covered."),
    QT_TRANSLATE_NOOP("engine", "That cell shares no side with any of your cards."),
    QT_TRANSLATE_NOOP("engine", "That is not a Petal Plotters action."),
    QT_TRANSLATE_NOOP("engine", "That card is not in your hand."),
    QT_TRANSLATE_NOOP("engine", "The Great Hornbill has already been placed."),
    QT_TRANSLATE_NOOP("engine", "The first player must place the Great Hornbill first."),
    QT_TRANSLATE_NOOP("engine", "Finish the ability in progress first."),
    QT_TRANSLATE_NOOP("engine", "Choose the card you pass to {player} first."),
    QT_TRANSLATE_NOOP("engine", "The Great Hornbill has no ability to use."),
    QT_TRANSLATE_NOOP("engine", "Once it is played you hold no other card to give."),
    QT_TRANSLATE_NOOP("engine", "You have seen the card: the ability can no longer be cancelled."),
    QT_TRANSLATE_NOOP(
        "engine",
        "Its ability exchanges cards between two Garrisons: no other Garrison has a card"
        " to exchange now.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "Its ability exchanges cards between two Garrisons: the Great Hornbill cannot be"
        " exchanged, and no other Garrison has a card to exchange now.",
    ),
    QT_TRANSLATE_NOOP("engine", "Its ability needs a card in your Garrison: there is none now."),
    QT_TRANSLATE_NOOP(
        "engine",
        "Its ability needs a face-down card in your Garrison: there is none now.",
    ),
    QT_TRANSLATE_NOOP(
        "engine", "Its ability needs a face-up card in your Garrison: there is none now."
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "Its ability needs a card in another player's Garrison: there is none now.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "Its ability needs a face-down card in another player's Garrison: there is none now.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "Its ability needs a face-up card in another player's Garrison: there is none now.",
    ),
    QT_TRANSLATE_NOOP("engine", "Its ability needs a card in a Garrison: there is none now."),
    QT_TRANSLATE_NOOP(
        "engine", "Its ability needs a face-down card in a Garrison: there is none now."
    ),
    QT_TRANSLATE_NOOP(
        "engine", "Its ability needs a face-up card in a Garrison: there is none now."
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "A victory card lies below its Garrison, not in it: no ability targets it.",
    ),
    QT_TRANSLATE_NOOP("engine", "Nobody else holds a card: there is no one to pass to now."),
    QT_TRANSLATE_NOOP(
        "engine",
        "Its ability has no possible target now: the Great Hornbill cannot be removed"
        " or exchanged.",
    ),
    # a refusal from Bouquet's reading of the rules, and where the rules page explains it
    QT_TRANSLATE_NOOP("engine", "{reason} {reading}"),
    QT_TRANSLATE_NOOP(
        "engine", "(Bouquet's reading of the rules: Rules › Interpretations, item 2.)"
    ),
    QT_TRANSLATE_NOOP(
        "engine", "(Bouquet's reading of the rules: Rules › Interpretations, item 4.)"
    ),
    QT_TRANSLATE_NOOP(
        "engine", "(Bouquet's reading of the rules: Rules › Interpretations, items 2 and 4.)"
    ),
    QT_TRANSLATE_NOOP(
        "engine", "(Bouquet's reading of the rules: Rules › Interpretations, item 6.)"
    ),
    QT_TRANSLATE_NOOP("engine", "There is no ability in progress to cancel."),
    QT_TRANSLATE_NOOP(
        "engine", "The ability has already changed the table: it cannot be cancelled."
    ),
    QT_TRANSLATE_NOOP("engine", "No ability is waiting for a choice."),
    QT_TRANSLATE_NOOP("engine", "This step targets a Garrison card."),
    QT_TRANSLATE_NOOP("engine", "This step of the ability is not optional."),
    QT_TRANSLATE_NOOP("engine", "First choose the card of your hand you give."),
    QT_TRANSLATE_NOOP("engine", "There is no card there."),
    QT_TRANSLATE_NOOP("engine", "This step acts on the card chosen by the previous step."),
    QT_TRANSLATE_NOOP("engine", "The Great Hornbill cannot be removed or exchanged."),
    QT_TRANSLATE_NOOP("engine", "This ability targets a card in your own Garrison."),
    QT_TRANSLATE_NOOP("engine", "This ability targets a card in another player's Garrison."),
    QT_TRANSLATE_NOOP("engine", "This ability targets a face-down card."),
    QT_TRANSLATE_NOOP("engine", "This ability targets a face-up card."),
    QT_TRANSLATE_NOOP("engine", "Exchange two cards of two different Garrisons."),
    QT_TRANSLATE_NOOP("engine", "That card cannot be targeted by this ability."),
    QT_TRANSLATE_NOOP("engine", "That ability step is unknown."),
    QT_TRANSLATE_NOOP("engine", "Nobody is passing cards now."),
    # hint reasons (Flowers, then Petal Plotters)
    QT_TRANSLATE_NOOP("engine", "It raises your score from {before} to {after}."),
    QT_TRANSLATE_NOOP(
        "engine", "Your score stays {score} for now; this place may pay off by the game's end."
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "Your score drops from {before} to {after} for now; this place may pay off by the"
        " game's end.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "It breaks a group that scores: your score drops from {before} to {after} for now,"
        " but by the game's end this place should leave it about {gain} higher than the"
        " best place that keeps it.",
    ),
    QT_TRANSLATE_NOOP("engine", "At its best place it raises your score from {before} to {after}."),
    # where no place keeps the score, one that lowers it least is the place a hint weighs a
    # group broken against; a rise is told with what raises it (play tester 191)
    QT_TRANSLATE_NOOP(
        "engine",
        "It breaks a group that scores: your score drops from {before} to {after} for now,"
        " but by the game's end this place should leave it about {gain} higher than the"
        " best place that lowers it least.",
    ),
    QT_TRANSLATE_NOOP(
        "engine", "At its best place it raises your score from {before} to {after}: {why}."
    ),
    QT_TRANSLATE_NOOP("engine", "It raises your score from {before} to {after}: {why}."),
    QT_TRANSLATE_NOOP("engine", "it makes a field of {count} {cards}"),
    QT_TRANSLATE_NOOP("engine", "it covers a card that would be removed"),
    QT_TRANSLATE_NOOP("engine", "its butterfly touches a card of the butterfly's colour"),
    QT_TRANSLATE_NOOP("engine", "it lays a card beside a butterfly of its colour"),
    # a set of one colour whose cards are still to be removed, and a butterfly whose card
    # is, say so (play tester 191)
    QT_TRANSLATE_NOOP(
        "engine",
        "it makes a set of {count} touching {cards}: one more makes it a field worth 5 points,"
        " though one of them is not yet in a complete value group and would be removed first",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "it makes a set of {count} touching {cards}: {more} more make it a field worth 5 points,"
        " though one of them is not yet in a complete value group and would be removed first",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "it makes a set of {count} touching {cards}: one more makes it a field worth 5 points,"
        " though {unsure} of them are not yet in a complete value group and would be removed"
        " first",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "it makes a set of {count} touching {cards}: {more} more make it a field worth 5 points,"
        " though {unsure} of them are not yet in a complete value group and would be removed"
        " first",
    ),
    QT_TRANSLATE_NOOP("engine", "a second 2 touches it (until then it is removed)"),
    QT_TRANSLATE_NOOP(
        "engine", "one more {value} touches its group of {value}s (until then it is removed)"
    ),
    QT_TRANSLATE_NOOP(
        "engine", "{more} more {value}s touch its group of {value}s (until then it is removed)"
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "its butterfly touches a card of the butterfly's colour: 1 point once {needs}, if both"
        " cards stay to the end",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "it lays a card beside a butterfly of its colour: 1 point once {needs}, if both cards"
        " stay to the end",
    ),
    # a face-up card's draw told at the place the next hint gives it, below its best place
    # now (play tester 131), and a placement below its best: what another place would do to
    # the score is said as a rise, the score kept, or a smaller drop (play tester of session 55)
    QT_TRANSLATE_NOOP(
        "engine",
        "At the recommended place (framed once you take the card), your score rises from"
        " {before} to {after}; {elsewhere}, but at the recommended place {built}.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "At the recommended place (framed once you take the card), your score rises from"
        " {before} to {after}; {elsewhere}, but the recommended place may pay off more by"
        " the game's end.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "At the recommended place (framed once you take the card), your score stays {score} for"
        " now; {elsewhere}, but at the recommended place {built}.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "At the recommended place (framed once you take the card), your score stays {score} for"
        " now; {elsewhere}, but the recommended place may pay off more by the game's end.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "At the recommended place (framed once you take the card), your score first drops from"
        " {before} to {after}; {elsewhere}, but at the recommended place {built}.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "At the recommended place (framed once you take the card), your score first drops from"
        " {before} to {after}; {elsewhere}, but the recommended place may pay off more by"
        " the game's end.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "It raises your score from {before} to {after}; {elsewhere}, but at this place {built}.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "It raises your score from {before} to {after}; {elsewhere}, but this place may"
        " pay off more by the game's end.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "Your score stays {score} for now; {elsewhere}, but at this place {built}.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "Your score stays {score} for now; {elsewhere}, but this place may pay off more"
        " by the game's end.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "Your score drops from {before} to {after} for now; {elsewhere}, but at this"
        " place {built}.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "Your score drops from {before} to {after} for now; {elsewhere}, but this place"
        " may pay off more by the game's end.",
    ),
    # the place named, or counted: "another place" read as anywhere else where one place alone
    # scored more (play tester 209)
    QT_TRANSLATE_NOOP("engine", "laid {place}, it would raise your score to {best} at once"),
    QT_TRANSLATE_NOOP("engine", "laid {place}, it would keep your score at {best}"),
    QT_TRANSLATE_NOOP("engine", "laid {place}, it would lower your score only to {best}"),
    QT_TRANSLATE_NOOP("engine", "only one other place would raise your score to {best} at once"),
    QT_TRANSLATE_NOOP("engine", "only one other place would keep your score at {best}"),
    QT_TRANSLATE_NOOP("engine", "only one other place would lower your score less, to {best}"),
    QT_TRANSLATE_NOOP("engine", "{count} other places would raise your score to {best} at once"),
    QT_TRANSLATE_NOOP("engine", "{count} other places would keep your score at {best}"),
    QT_TRANSLATE_NOOP("engine", "{count} other places would lower your score only to {best}"),
    QT_TRANSLATE_NOOP("engine", "on {card}"),
    QT_TRANSLATE_NOOP("engine", "right of {card}"),
    QT_TRANSLATE_NOOP("engine", "below {card}"),
    QT_TRANSLATE_NOOP("engine", "left of {card}"),
    QT_TRANSLATE_NOOP("engine", "above {card}"),
    QT_TRANSLATE_NOOP(
        "engine",
        "the other face-up card",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "another face-up card",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "{placed} With {other} your score would be {best} now (+{gain}), but this card"
        " should pay off more by the game's end.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "{placed} With {other} your score would stay {best} now, but this card should pay"
        " off more by the game's end.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "{placed} With {other} your score would be {best} now ({gain}), but this card"
        " should pay off more by the game's end.",
    ),
    # a face-up card's draw told at the place the next hint gives it, below its best place
    # now (play tester 131)
    QT_TRANSLATE_NOOP("engine", "Your score ends at {score}: you win."),
    QT_TRANSLATE_NOOP(
        "engine",
        "Your score ends at {score}, level with {players}: you win on fewer removed cards.",
    ),
    QT_TRANSLATE_NOOP("engine", "Your score ends at {score}: you share the win with {players}."),
    QT_TRANSLATE_NOOP("engine", "Your score ends at {score}: {players} wins."),
    QT_TRANSLATE_NOOP("engine", "Your score ends at {score}: {players} win."),
    QT_TRANSLATE_NOOP("engine", "At its best place your score ends at {score}: you win."),
    QT_TRANSLATE_NOOP(
        "engine",
        "At its best place your score ends at {score}, level with {players}: you win on fewer"
        " removed cards.",
    ),
    QT_TRANSLATE_NOOP(
        "engine", "At its best place your score ends at {score}: you share the win with {players}."
    ),
    QT_TRANSLATE_NOOP("engine", "At its best place your score ends at {score}: {players} wins."),
    QT_TRANSLATE_NOOP("engine", "At its best place your score ends at {score}: {players} win."),
    QT_TRANSLATE_NOOP(
        "engine",
        "At its best place your score stays {score} for now; it may pay off by the game's end.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "At its best place your score drops from {before} to {after} for now; it may pay off by"
        " the game's end.",
    ),
    # what a hinted place builds, said where its score drops or stays (play tester 129)
    QT_TRANSLATE_NOOP(
        "engine",
        "At its best place your score stays {score} for now, but {built}.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "At its best place your score drops from {before} to {after} for now, but {built}.",
    ),
    QT_TRANSLATE_NOOP("engine", "Your score stays {score} for now, but {built}."),
    # a field's points counted now, told with what the place loses now, not as a gain to
    # come (play tester 209)
    QT_TRANSLATE_NOOP(
        "engine", "At its best place your score stays {score}: {gained}, but {lost}."
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "At its best place your score drops from {before} to {after}: {gained}, but {lost}.",
    ),
    QT_TRANSLATE_NOOP("engine", "Your score stays {score}: {gained}, but {lost}."),
    QT_TRANSLATE_NOOP("engine", "Your score drops from {before} to {after}: {gained}, but {lost}."),
    QT_TRANSLATE_NOOP(
        "engine",
        "At its best place it raises your score from {before} to {after}: {gained}, but {lost}.",
    ),
    QT_TRANSLATE_NOOP(
        "engine", "It raises your score from {before} to {after}: {gained}, but {lost}."
    ),
    QT_TRANSLATE_NOOP("engine", "its field of {cards} grows to {count} cards (+{gain})"),
    QT_TRANSLATE_NOOP("engine", "it makes a field of {count} {cards} (+{gain})"),
    QT_TRANSLATE_NOOP("engine", "the butterfly of the card it covers no longer scores ({loss})"),
    QT_TRANSLATE_NOOP("engine", "a butterfly no longer scores ({loss})"),
    QT_TRANSLATE_NOOP("engine", "{count} butterflies no longer score ({loss})"),
    QT_TRANSLATE_NOOP("engine", "a card is removed ({loss})"),
    QT_TRANSLATE_NOOP("engine", "{count} cards are removed ({loss})"),
    QT_TRANSLATE_NOOP("engine", "other fields lose points ({loss})"),
    QT_TRANSLATE_NOOP("engine", "{first} and {then}"),
    QT_TRANSLATE_NOOP(
        "engine",
        "Your score drops from {before} to {after} for now, but {built}.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "it makes a field of {count} {cards}: {count} points, if none of them is removed",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "it makes a set of {count} touching {cards}: one more makes it a field worth 5 points",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "it makes a set of {count} touching {cards}: {more} more make it a field worth 5 points",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "it completes a group of {value}s: its {count} cards are no longer removed",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "it starts a pair of 2s: a second 2 touching it keeps both from being removed",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "it starts a group of {value}s: {more} more {value}s touching it keep them all from "
        "being removed",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "it brings a group of {value}s to {count} cards: one more {value} touching them keeps "
        "them all from being removed",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "it brings a group of {value}s to {count} cards: {more} more {value}s touching them "
        "keep them all from being removed",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "its butterfly touches a card of the butterfly's colour: 1 point, if both cards stay "
        "to the end",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "it lays a card beside a butterfly of its colour: 1 point, if both cards stay to the end",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "its butterfly earns 1 point once a card of the butterfly's colour touches it, if both "
        "cards stay to the end",
    ),
    QT_TRANSLATE_NOOP("engine", "yellow cards"),
    QT_TRANSLATE_NOOP("engine", "red cards"),
    QT_TRANSLATE_NOOP("engine", "blue cards"),
    QT_TRANSLATE_NOOP("engine", "green cards"),
    QT_TRANSLATE_NOOP(
        "engine",
        "The face-up cards could raise your score to {after} at most; a face-down card"
        " would raise it higher about {percent}% of the time.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "The face-up cards could raise your score to {after} at most, and no card still unseen"
        " would raise it higher now; a hidden card may do better by the game's end.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "No face-up card raises your score now; a face-down card would raise"
        " it about {percent}% of the time.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "No card raises your score now, and every face-up card lowers it; a face-down card"
        " would keep it at {score} about {percent}% of the time.",
    ),
    QT_TRANSLATE_NOOP(
        "engine", "No card raises your score now; a hidden card may do better by the game's end."
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "The face-up card would raise your score to {after}; a face-down card would raise "
        "it higher about {percent}% of the time.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "The face-up card would raise your score to {after}, and no card still unseen "
        "would raise it higher now; a hidden card may do better by the game's end.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "The face-up card does not raise your score now; a face-down card would raise "
        "it about {percent}% of the time.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "No card raises your score now, and the face-up card lowers it; a face-down card "
        "would keep it at {score} about {percent}% of the time.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "The face-up card would raise your score to {after}, and a face-down card would "
        "raise it higher only about {percent}% of the time; but by the game's end a "
        "face-down draw should leave it about {gain} higher.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "The face-up cards could raise your score to {after} at most, and a face-down "
        "card would raise it higher only about {percent}% of the time; but by the game's "
        "end a face-down draw should leave it about {gain} higher.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "The face-up card would raise your score to {after}, and no card still unseen "
        "would raise it higher now; but by the game's end a face-down draw should leave "
        "it about {gain} higher.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "The face-up cards could raise your score to {after} at most, and no card still "
        "unseen would raise it higher now; but by the game's end a face-down draw should "
        "leave it about {gain} higher.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "The face-up card would raise your score to {after}, and a face-down card would "
        "raise it higher only about {percent}% of the time; but drawing the face-up card "
        "takes two cards off its stack this turn (the timer discards the next), so the game "
        "ends a turn sooner.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "The face-up card would raise your score to {after}, and no card still unseen would "
        "raise it higher now; but drawing the face-up card takes two cards off its stack this "
        "turn (the timer discards the next), so the game ends a turn sooner.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "The game ends once this card is placed, and whatever it is, at its best place you win.",
    ),
    QT_TRANSLATE_NOOP(
        "engine", "The game ends once this card is placed, and whatever it is, you lose."
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "The game ends once this card is placed: at its best place you win about {percent}% of"
        " the time.",
    ),
    # how the game of several may end near a hint's move (``hint_reason``)
    QT_TRANSLATE_NOOP("engine", "{first} {then}"),
    QT_TRANSLATE_NOOP(
        "engine",
        "But the end may come before your next turn: a stack holds only 1 card, and the game"
        " ends once another player takes and places it.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "But the end may come before your next turn: a stack holds only {count} cards, and the"
        " game ends once the other players take and place them.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "But the end may come before your next turn: this draw leaves its stack 1 card, and the"
        " game ends once another player takes and places it.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "But the end may come before your next turn: this draw leaves its stack {count} cards,"
        " and the game ends once the other players take and place them.",
    ),
    QT_TRANSLATE_NOOP("engine", "Taking {card} would end the game now, with you {place}."),
    QT_TRANSLATE_NOOP("engine", "the yellow {value}"),
    QT_TRANSLATE_NOOP("engine", "the red {value}"),
    QT_TRANSLATE_NOOP("engine", "the blue {value}"),
    QT_TRANSLATE_NOOP("engine", "the green {value}"),
    QT_TRANSLATE_NOOP("engine", "first"),
    QT_TRANSLATE_NOOP("engine", "second"),
    QT_TRANSLATE_NOOP("engine", "third"),
    QT_TRANSLATE_NOOP("engine", "fourth"),
    QT_TRANSLATE_NOOP(
        "engine",
        "Drawing the face-down stack's last card would end the game now, and whatever it is, at"
        " its best place you would win.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "Drawing the face-down stack's last card would end the game now, and whatever it is, you"
        " would lose.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "Drawing the face-down stack's last card would end the game now: at its best place you"
        " would win about {percent}% of the time.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "{category} needs {condition}, and the total will end at {total}.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "{category} needs {condition}, yet the total will end at {total}, and this move ends the"
        " deal: no move is left to change it.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "{category} needs {condition}. When this move ends the deal, the total is likely between"
        " {low} and {high}: you win about {percent}% of the time.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "{category} needs {condition}: the total meets it about {met}% of the time, but a card"
        " before it in the priority order may win first, so you win about {percent}%. The total"
        " likely ends between {low} and {high}.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "{category} needs {condition}: you win about {percent}% of the time, the total likely"
        " ending between {low} and {high}.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "After it, the total will likely end between {low} and {high}: with {category}, which"
        " you hold ({condition}), you win about {percent}% of the time.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "{category} needs {condition}: you win or share the win about {percent}% of the time"
        " (alone about {alone}%), the total likely ending between {low} and {high}.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "With the card this move brings you, not seen yet, you win about {percent}% of the"
        " time; keeping {category}, which you hold ({condition}), about {held}%.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "With the card this move brings you, not seen yet, you win or share the win about"
        " {percent}% of the time (alone about {alone}%); keeping {category}, which you hold"
        " ({condition}), about {held}% (alone about {held_alone}%).",
    ),
    QT_TRANSLATE_NOOP("engine", "{reason} {points}"),
    QT_TRANSLATE_NOOP(
        "engine",
        "This move wins less often, but earns more Victory Points on average: in a match a win"
        " alone earns 2 or 3, a shared win only 1.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "{category} needs {condition}. When this move ends the deal, the total is likely"
        " between {low} and {high}: you win or share the win about {percent}% of the time"
        " (alone about {alone}%).",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "{category} needs {condition}: the total meets it about {met}% of the time, but a card"
        " before it in the priority order may win first, so you win or share the win about"
        " {percent}% (alone about {alone}%). The total likely ends between {low} and {high}.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "With the card this move brings you, not seen yet, you win about {percent}% of the time.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "With the card this move brings you, not seen yet, you win or share the win about"
        " {percent}% of the time (alone about {alone}%).",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "After it, the total will likely end between {low} and {high}: with {category}, which"
        " you hold ({condition}), you win or share the win about {percent}% of the time (alone"
        " about {alone}%).",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "After it, the total will likely end between {low} and {high}: with {category}, which"
        " this move takes into your hand ({condition}), you win about {percent}% of the time.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "After it, the total will likely end between {low} and {high}: with {category}, which"
        " this move takes into your hand ({condition}), you win or share the win about"
        " {percent}% of the time (alone about {alone}%).",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "After it, the total will end at {total}; with the Hornbill you win if nobody else does:"
        " about {percent}% of the time.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "After it, the total will end at {total}.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "After it, the total will likely end between {low} and {high}; with the Hornbill you win"
        " if nobody else does: about {percent}% of the time.",
    ),
    QT_TRANSLATE_NOOP("engine", "{reason} {held}"),
    QT_TRANSLATE_NOOP(
        "engine",
        "Of the cards in your hand, {category} ({condition}) wins most often: about {percent}%"
        " of the time.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "After it, the total will likely end between {low} and {high}.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "{change} {reason}",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "It lowers the total by {amount}, away from {condition}, where a rival's {first}"
        " would win before your {category}.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "It raises the total by {amount}, away from {condition}, where a rival's {first}"
        " would win before your {category}.",
    ),
    QT_TRANSLATE_NOOP("engine", "{reason} {hornbill}"),
    QT_TRANSLATE_NOOP(
        "engine",
        "With the Hornbill you also win when nobody else does, another {percent}% of the time:"
        " about {total}% in all.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "It leaves the total as it is and rids your hand of {card} without adding it.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "This step leaves the total as it is: {card} goes to the discard pile without adding to"
        " it.",
    ),
    # the cards it names (the Frog and the Katydid are listed as categories)
    QT_TRANSLATE_NOOP("engine", "Common Birdwing"),
    QT_TRANSLATE_NOOP("engine", "Dusky Leaf Langur"),
    QT_TRANSLATE_NOOP("engine", "Garden Snail"),
    QT_TRANSLATE_NOOP("engine", "Honey Bee"),
    QT_TRANSLATE_NOOP("engine", "Malay Red Harlequin"),
    QT_TRANSLATE_NOOP("engine", "Pangolin"),
    QT_TRANSLATE_NOOP("engine", "Silver Royal"),
    QT_TRANSLATE_NOOP("engine", "Spider"),
    QT_TRANSLATE_NOOP("engine", "Sunbird"),
    QT_TRANSLATE_NOOP(
        "engine",
        "It lowers the total by {amount}, where a rival's card is less likely to win.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "It raises the total by {amount}, where a rival's card is less likely to win.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "It lowers the total by {amount}, toward what your {category} needs.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "It raises the total by {amount}, toward what your {category} needs.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "It lowers the total by {amount}, bringing it to where your {category} needs it.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "It raises the total by {amount}, bringing it to where your {category} needs it.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "It lowers the total by {amount}, keeping it where your {category} needs it.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "It raises the total by {amount}, keeping it where your {category} needs it.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "It lowers the total by {amount}, keeping the final total likely where your"
        " {category} needs it.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "It raises the total by {amount}, keeping the final total likely where your"
        " {category} needs it.",
    ),
    # the totals a change of the total steers toward or away from (ai.TOTALS_TEXT)
    QT_TRANSLATE_NOOP("engine", "a total below 0"),
    QT_TRANSLATE_NOOP("engine", "a total of 7 or less"),
    QT_TRANSLATE_NOOP("engine", "a total of 12 or more"),
    QT_TRANSLATE_NOOP("engine", "a total of 8 or more"),
    QT_TRANSLATE_NOOP(
        "engine",
        "It lowers the total by {amount}.",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "It raises the total by {amount}.",
    ),
)

QT_OVERRIDES: tuple[str, ...] = (
    # Qt's own French calls the Discard button of "Save before leaving?" "Ne pas tenir
    # compte" (disregard): ours says "do not save". Our catalogue is searched before Qt's.
    QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
)


def tr_engine(text: str) -> str:
    """Translate a source text that came from the engine (unknown text stays English)."""
    return QCoreApplication.translate(ENGINE_CONTEXT, text)


MINUS = "\u2212"
"""A true minus sign: a hyphen is narrower than the plus and reads as a dash."""


def points_text(points: int) -> str:
    """Points or a Petal Power, as every screen writes them: "0", "+5", "−2"."""
    return f"+{points}" if points > 0 else number_text(points)


def capitalised(text: str) -> str:
    """``text`` as a line or a label begins: its first letter raised, the rest as it is
    (``str.capitalize`` would lower German nouns)."""
    return text[:1].upper() + text[1:]


def number_text(value: int) -> str:
    """A number that may be below zero (a total), with a true minus sign: "7", "−6"."""
    return str(value).replace("-", MINUS)


def computer_level_text(level: str | None) -> str:
    """A computer seat's level as the table's panels and the results name it ("AI hard");
    "" for a person's seat (``None``)."""
    if level == "easy":
        return QCoreApplication.translate("ComputerLevel", "AI easy")
    if level == "normal":
        return QCoreApplication.translate("ComputerLevel", "AI normal")
    if level == "hard":
        return QCoreApplication.translate("ComputerLevel", "AI hard")
    return ""


def shown_path(text: str) -> str:
    """A file's name or path (``text``) as the window shows it: a byte the file system's
    encoding cannot read, which Python keeps as a lone surrogate ("bad\\udcffname"), is left
    out, as the window's title leaves it; drawn, it showed as "bad�name.bouquet" in the
    status bar and the recent files, "badname.bouquet" in the title (play tester 183)."""
    return "".join(char for char in text if not "\ud800" <= char <= "\udfff")


def file_name_text(path: Path) -> str:
    """A file's name in a sentence, in the quotation marks of the user's language: bare, a
    name such as "Partie Anna gegen Jörg.bouquet" ran into the words round it ("… in Partie
    Anna gegen Jörg.bouquet speichern", play test). Never read as markup (``not_markup``)."""
    name = shown_path(path.name or str(path))  # a drive's or the root's folder has no name
    return QCoreApplication.translate("FileName", "“%1”").replace("%1", not_markup(name))


def path_text(path: Path) -> str:
    """A file's whole path in a sentence, quoted as ``file_name_text`` quotes a name: where a
    file set aside is kept, which its name alone did not say (play test)."""
    shown = not_markup(shown_path(str(path)))
    return QCoreApplication.translate("FileName", "“%1”").replace("%1", shown)


def name_text(name: str) -> str:
    """A player's name for a sentence: a name in a right-to-left script is set apart (Unicode
    isolates), so that it does not turn the sentence round it. "ياسمين's garden is now the
    large one." was shown as ".s garden is now the large one…'ياسمين" (play test). Other
    names are left as typed."""
    if any(unicodedata.bidirectional(character) in ("R", "AL") for character in name):
        return f"\u2068{name}\u2069"
    return name


def with_mnemonics(texts: Sequence[str], taken: str = "") -> list[str]:
    """``texts`` as entries of one menu, each with a key of its own underlined ("&"), none
    of ``taken`` (the keys of the menu's other entries): the first letter of a word not yet
    taken, else any letter or digit not yet taken, else none; an "&" of the text is
    doubled, shown as written. Help › Lesson named its games with no underlined letter, and
    a keyboard player could not choose one by its key (play tester 189)."""
    used = set(taken.casefold())
    marked = []
    for text in texts:
        letters = [index for index, character in enumerate(text) if character.isalnum()]
        starts = [index for index in letters if index == 0 or not text[index - 1].isalnum()]
        at = next(
            (index for index in (*starts, *letters) if text[index].casefold() not in used), None
        )
        if at is None:
            marked.append(text.replace("&", "&&"))
            continue
        used.add(text[at].casefold())
        marked.append(f"{text[:at].replace('&', '&&')}&{text[at:].replace('&', '&&')}")
    return marked


def not_markup(text: str) -> str:
    """``text`` as Qt's labels and message boxes never take it for HTML: a word joiner,
    unseen, after each "<" and "&". A file named "my game <b>x.bouquet" was named in bold
    without its "<b>", and one named "<font size=7>…" in huge red letters (play test): a
    sentence with a tag in its first line is rich text to Qt (``Qt.mightBeRichText``)."""
    return text.replace("<", "<\u2060").replace("&", "&\u2060")


def tr_note(note: Note, names: Sequence[str]) -> str:
    """A result note in the user's language: its template and the words it names translated,
    players written by ``names``, numbers put in as every screen writes them ("−2")."""
    return render_note(note, names, tr_engine, number_text)


def line_label(label: str, occurrence: int, of: int) -> str:
    """A score line's words in the user's language, numbered when a breakdown has ``of``
    lines of its kind (``occurrence`` counts from 0): two rows both "Blue field" read as one
    line shown twice, "Blue field 1" and "Blue field 2" as two fields."""
    text = tr_engine(label)
    return text if of < 2 else f"{text} {occurrence + 1}"


def breakdown_labels(lines: Sequence[ScoreLine]) -> list[str]:
    """The words of a player's score lines, as the table and the results name them (see
    ``line_label``)."""
    kinds = Counter(line.key for line in lines)
    seen: Counter[str] = Counter()
    labels = []
    for line in lines:
        labels.append(line_label(line.label, seen[line.key], kinds[line.key]))
        seen[line.key] += 1
    return labels


def tr_refusal(error: IllegalActionError, names: Sequence[str] = ()) -> str:
    """Why the engine refused an action, in the user's language (its reason is a note)."""
    return tr_note(error.note, names)


def singular(count: int) -> bool:
    """Whether the language in use writes ``count`` things in the singular: French does for
    0 and ±1 ("0 point"), English and German only for ±1 ("0 points", "0 Punkte")."""
    if QLocale().language() == QLocale.Language.French:
        return abs(count) <= 1
    return abs(count) == 1


_FRENCH_DE = re.compile(
    r"\b([Dd])e ([AEIOUÀÂÉÈÊËÎÏÔÛÙ]|H(?=[aeiouyàâéèêëîïôûù])|Y(?![aeiouyàâéèêëîïôûù]))"
)
"""French "de" before a capitalised word that starts with a vowel or a mute h, as a name's
("d’Hugo", "d’Hélène"): a name put into a translation ("la garnison de %2"). A Y before a
vowel is sounded as a consonant: "de Yann", but "d’Yves"."""


def elided_at_word(metrics: QFontMetrics, text: str, width: int) -> str:
    """``text`` cut at its end to ``width`` pixels, an ellipsis after it, where that leaves
    its last word whole: cut mid-word, "Hat eine Karte an Iris we…" read as a misprint (play
    tester 206). Cut where it must when a word would take more than half of it."""
    cut = metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)
    if cut == text or not cut.endswith("…"):
        return cut
    kept = cut.removesuffix("…")
    if text[len(kept) : len(kept) + 1] in (" ", ""):
        return cut  # cut between words already
    space = kept.rfind(" ")
    if space <= len(kept) // 2:
        return cut
    return kept[:space].rstrip(" ,;:—–-") + "…"


def elide(text: str) -> str:
    """French writes "de" as "d’" before a vowel; a name or a card's name put into a
    translation comes in as typed, so "de Ann" and "de Abeille" become "d’Ann", "d’Abeille"
    here, with the typographic apostrophe of every French message. A seat left unnamed is
    "Joueur 1", a noun that takes its article: "de Joueur 1" and "à Joueur 1" become "du
    Joueur 1" and "au Joueur 1" (play test). Other languages, and French words a translator
    wrote, are left alone."""
    if QLocale().language() != QLocale.Language.French:
        return text
    text = _FRENCH_DE.sub("\\1\u2019\\2", text)
    stem = QCoreApplication.translate("NewGameDialog", "Player {number}").split("{number}")[0]
    if not stem.strip():
        return text
    player = re.compile(rf"\b(de|De|à|À) ({re.escape(stem)}\d)")
    return player.sub(lambda found: f"{_FRENCH_ARTICLE[found[1]]} {found[2]}", text)


_FRENCH_ARTICLE = {"de": "du", "De": "Du", "à": "au", "À": "Au"}
"""The French "de" and "à" joined with the article of a noun that takes "le"."""


def fill_named(template: str, places: Mapping[str, str]) -> str:
    """``template`` with names (players', cards') and words put in at its ``{place}`` marks in
    one pass (``fill_template``), French "de" and "à" then joined to them (``elide``): Undo's
    tip read "Reprendre le coup … de Amélie" (play tester, session 55)."""
    return elide(fill_template(template, places))


_FRENCH_MOVE_VERBS = frozenset(
    (
        "ajouter",
        "choisir",
        "échanger",
        "faire",
        "ignorer",
        "laisser",
        "montrer",
        "passer",
        "piocher",
        "poser",
        "prendre",
        "recouvrir",
        "regarder",
        "renoncer",
        "retirer",
        "retourner",
        "utiliser",
    )
)
"""The infinitives a move's words begin with in French ("Ajouter la carte …"), written in
lower case after a key's colon; a card's or a person's name keeps its capital. They only
decide the case: a hint's advice ("ajoutez") is its translator's own (``CONTEXT_NOTES``)."""

_FIRST_WORD = re.compile(r"\w+")


def after_colon(words: str) -> str:
    """A move's words going on after a key's colon ("Enter: …"): French writes on in lower
    case after a colon, "Entrée : ajouter la carte Pangolin …", where the words alone read
    "Ajouter la carte …". Only a verb of the moves' words changes (``_FRENCH_MOVE_VERBS``): a
    card's or a person's name keeps its capital. English and German words go on as the board
    wrote them (German nouns keep their capitals)."""
    if QLocale().language() != QLocale.Language.French:
        return words
    found = _FIRST_WORD.match(words)
    if found is None or found[0].lower() not in _FRENCH_MOVE_VERBS:
        return words
    return found[0].lower() + words[found.end() :]


_run_qm_dir: Path | None = None
"""Where this run compiles the catalogues when the cache folder cannot be written (a
read-only home): French or German, left uncompiled there, stopped the app at its start."""


def qm_dir() -> Path:
    return _run_qm_dir or paths.cache_dir() / "qm"


def _tool(name: str) -> Path | None:
    """Find a Qt linguist tool: the pyside6-* script next to Python, on PATH, or in PySide6."""
    exe = ".exe" if sys.platform == "win32" else ""
    candidates = [Path(sys.executable).parent / f"pyside6-{name}{exe}"]
    found = shutil.which(f"pyside6-{name}")
    if found:
        candidates.append(Path(found))
    try:
        import PySide6

        candidates.append(Path(PySide6.__file__).parent / f"{name}{exe}")
    except ImportError:  # pragma: no cover - PySide6 is a dependency
        pass
    return next((path for path in candidates if path.is_file()), None)


def lrelease_path() -> Path | None:
    return _tool("lrelease")


def lupdate_path() -> Path | None:
    return _tool("lupdate")


def ensure_compiled(ts_dir: Path | None = None, out_dir: Path | None = None) -> list[Path]:
    """Compile every outdated ``bouquet_*.ts``; returns the ``.qm`` files now up to date.

    Without lrelease nothing is compiled, and a packaged app never compiles: both use the
    shipped ``.qm`` files.
    """
    global _run_qm_dir
    if is_frozen():
        return []
    ts_dir = ts_dir or paths.translations_dir()
    if out_dir is not None:
        return _compile(ts_dir, out_dir)
    try:
        return _compile(ts_dir, qm_dir())
    except OSError:
        if _run_qm_dir is not None:
            return []
    # the cache cannot be written: a folder of this run's own, removed when it ends
    try:
        _run_qm_dir = Path(tempfile.mkdtemp(prefix="bouquet-qm-"))
    except OSError:
        return []  # nowhere to write: English
    atexit.register(shutil.rmtree, _run_qm_dir, ignore_errors=True)
    try:
        return _compile(ts_dir, _run_qm_dir)
    except OSError:
        return []


def _compile(ts_dir: Path, out_dir: Path) -> list[Path]:
    """``ensure_compiled`` into ``out_dir``; raises OSError where it cannot be written (a
    catalogue lrelease refuses is left out, the others compiled)."""
    tool = lrelease_path()
    ready: list[Path] = []
    for ts in sorted(ts_dir.glob("bouquet_*.ts")):
        qm = out_dir / ts.with_suffix(".qm").name
        if qm.is_file() and qm.stat().st_mtime >= ts.stat().st_mtime:
            ready.append(qm)
            continue
        if tool is None:
            continue
        out_dir.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=out_dir):
            pass  # a folder that exists but takes no file raises here, as mkdir would
        done = subprocess.run(
            [str(tool), "-silent", str(ts), "-qm", str(qm)],
            capture_output=True,
            text=True,
            check=False,
        )
        if done.returncode == 0 and qm.is_file():
            ready.append(qm)
    return ready


def is_frozen() -> bool:
    """True in a packaged app. It uses only the catalogues it ships: a cache left by an older
    source run must not override them, and no lrelease found on PATH may rebuild them."""
    return bool(getattr(sys, "frozen", False))


def find_qm(language: str) -> Path | None:
    """The compiled catalogue for ``language``: the cache first, then shipped next to the .ts
    (only the shipped one in a packaged app)."""
    name = f"bouquet_{language}.qm"
    folders = [paths.translations_dir()] if is_frozen() else [qm_dir(), paths.translations_dir()]
    for folder in folders:
        if (folder / name).is_file():
            return folder / name
    return None


def resolve_language(setting: str) -> str:
    """``system`` becomes the system language when we have it, else English."""
    if setting in LANGUAGES:
        return setting
    system = QLocale.system().name().split("_")[0]
    return system if system in LANGUAGES else SOURCE_LANGUAGE


_installed: list[QTranslator] = []


def current_language() -> str:
    """The language the application speaks now (``install`` sets it as the default locale):
    the setting's, or the one asked for on the command line for this run."""
    language = QLocale().name().split("_")[0]
    return language if language in LANGUAGES else SOURCE_LANGUAGE


def in_every_language(context: str, source: str) -> set[str]:
    """``source`` as each of the app's languages writes it (the source text for a language
    whose catalogue is missing or lacks it)."""
    texts = {source}
    for language in LANGUAGES:
        qm = find_qm(language) if language != SOURCE_LANGUAGE else None
        translator = QTranslator()
        if qm is not None and translator.load(str(qm)):
            texts.add(translator.translate(context, source) or source)
    return texts


def install(language_setting: str, app: QCoreApplication | None = None) -> str:
    """Install translators for a language (replacing earlier ones); returns the language used.

    Widgets receive a LanguageChange event and retranslate themselves.
    """
    app = app or QCoreApplication.instance()
    language = resolve_language(language_setting)
    if app is None:
        return language
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    if language == SOURCE_LANGUAGE:
        QLocale.setDefault(QLocale(QLocale.Language.English))
        return language
    ensure_compiled()
    qt_own = QTranslator(app)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt_own.load(QLocale(language), "qtbase", "_", qt_dir):
        app.installTranslator(qt_own)
        _installed.append(qt_own)
    # installed last, searched first: ours may mend a word of Qt's (``QT_OVERRIDES``)
    qm = find_qm(language)
    ours = QTranslator(app)
    if qm is not None and ours.load(str(qm)):
        app.installTranslator(ours)
        _installed.append(ours)
    QLocale.setDefault(QLocale(language))
    return language


# -- message catalogue maintenance ---------------------------------------------------------
# We extract messages ourselves rather than with lupdate because lupdate puts calls to a
# module-level helper such as ``def tr(text): return QCoreApplication.translate("Ctx", text)``
# into an empty context, which never matches at run time. The rules below mirror what Qt does
# at run time: ``self.tr`` uses the class that contains the call.

Message = tuple[str, str]
"""(context, source text)."""


def _advice_note(named_in: str, french: str, german: str) -> str:
    """The note to the translator of a game's hint words (``CONTEXT_NOTES``): ``named_in``,
    the context naming the same moves; ``french`` and ``german``, an example of each."""
    return (
        'A hint\'s advice to the player, read only after the colon of "Hint: {move}": write it'
        " as your language advises a player to make the move, not as the move's name (that is"
        f" {named_in}'s). French: the vous imperative, in lower case after the colon"
        f' ("{french}"); German: the du imperative ("{german}").'
    )


CONTEXT_NOTES: dict[str, str] = {
    "FlowersHint": _advice_note("FlowersBoard", "piochez le %1", "Nimm die %1"),
    "PetalPlottersHint": _advice_note(
        "PetalPlottersBoard",
        "utilisez la capacité de la carte %1",
        "Nutze die Fähigkeit der Karte %1",
    ),
    "ComputerNames": (
        "Flower names used as first names: the names New Game gives the computer players."
        " Write a first name your language has that is also a flower's (French Marguerite,"
        " German Rosa), or a flower name used as a first name; every name different."
    ),
}
"""A note to the translator of each message of a context (the .ts file's ``extracomment``,
shown beside the text in Qt Linguist): how its words are read. French advice was made of the
move's words by a verb table in the code, which no translator saw (play tester, session 56)."""

_TRANSLATE_NAMES = {"translate"}
_NOOP_NAMES = {"QT_TRANSLATE_NOOP", "QT_TRANSLATE_NOOP3"}


def _literal(node: Any) -> str | None:
    import ast

    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _literal(node.left), _literal(node.right)
        if left is not None and right is not None:
            return left + right
    return None


def _callee_name(func: Any) -> tuple[str | None, str | None]:
    """(object name, attribute) for ``obj.attr(...)``, or (None, name) for ``name(...)``."""
    import ast

    if isinstance(func, ast.Attribute):
        owner = func.value.id if isinstance(func.value, ast.Name) else None
        return owner, func.attr
    if isinstance(func, ast.Name):
        return None, func.id
    return None, None


Helper = tuple[tuple[str, ...], int]
"""The contexts a translating helper looks its text up in, and which argument is the text."""


def _helper_contexts(function: Any) -> Helper | None:
    """What ``def helper(text): return QCoreApplication.translate("Ctx", text)`` translates in,
    or ``def helper(done, text)`` with ``translate("A" if done else "B", text)`` (or more
    choices, ``_choices``): one English text that French and German word two ways or more (a
    move told in History, asked about, advised), read from one literal in every context."""
    import ast

    params = [arg.arg for arg in function.args.args]
    for node in ast.walk(function):
        if isinstance(node, ast.Call):
            _, name = _callee_name(node.func)
            if name not in _TRANSLATE_NAMES or len(node.args) < 2:
                continue
            where, text = node.args[0], node.args[1]
            if not isinstance(text, ast.Name) or text.id not in params:
                continue
            contexts = _choices(where)
            if all(context is not None for context in contexts):
                return tuple(c for c in contexts if c is not None), params.index(text.id)
    return None


def _choices(node: Any) -> tuple[str | None, ...]:
    """The literals an expression may take, through ``"A" if … else "B" if … else "C"``:
    a move told, asked about or advised (``tr_move`` of Flowers)."""
    import ast

    if isinstance(node, ast.IfExp):
        return _choices(node.body) + _choices(node.orelse)
    return (_literal(node),)


def _module_name(path: Path, root: Path) -> str:
    relative = path.relative_to(root).with_suffix("")
    parts = list(relative.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def extract_messages(source_dir: Path | None = None) -> dict[Message, list[str]]:
    """Every translatable (context, text) in the Python files under ``source_dir``.

    Returns each message with the places ("file:line") that use it.
    """
    import ast

    source_dir = source_dir or paths.REPO_ROOT / "desktop"
    root = source_dir.parent
    trees: dict[str, tuple[Path, ast.Module]] = {}
    for path in sorted(source_dir.rglob("*.py")):
        try:
            trees[_module_name(path, root)] = (path, ast.parse(path.read_text(encoding="utf-8")))
        except (OSError, SyntaxError, UnicodeDecodeError):
            continue
    helpers: dict[str, dict[str, Helper]] = {}
    for module, (_, tree) in trees.items():
        found = {}
        for node in tree.body:
            if isinstance(node, ast.FunctionDef):
                helper = _helper_contexts(node)
                if helper is not None:
                    found[node.name] = helper
        helpers[module] = found
    for module, (_, tree) in trees.items():  # helpers imported from another module
        for node in tree.body:
            if isinstance(node, ast.ImportFrom) and node.module in helpers:
                for alias in node.names:
                    helper = helpers[node.module].get(alias.name)
                    if helper is not None:
                        helpers[module][alias.asname or alias.name] = helper

    messages: dict[Message, list[str]] = {}

    def add(context: str, text: str, path: Path, line: int) -> None:
        where = f"{path.relative_to(root).as_posix()}:{line}"
        messages.setdefault((context, text), []).append(where)

    for module, (path, tree) in trees.items():
        module_helpers = helpers[module]

        def visit(
            node: ast.AST,
            class_name: str | None,
            path: Path = path,
            module_helpers: dict[str, Helper] = module_helpers,
        ) -> None:
            if isinstance(node, ast.ClassDef):
                for child in node.body:
                    visit(child, node.name)
                return
            if isinstance(node, ast.Call):
                owner, name = _callee_name(node.func)
                args = node.args
                if name == "tr" and owner is not None and class_name and args:
                    text = _literal(args[0])
                    if text is not None:
                        add(class_name, text, path, node.lineno)
                elif (name in _TRANSLATE_NAMES or name in _NOOP_NAMES) and len(args) >= 2:
                    context, text = _literal(args[0]), _literal(args[1])
                    if context is not None and text is not None:
                        add(context, text, path, node.lineno)
                elif owner is None and name in module_helpers:
                    contexts, index = module_helpers[name]
                    text = _literal(args[index]) if index < len(args) else None
                    if text is not None:
                        for context in contexts:
                            add(context, text, path, node.lineno)
            for child in ast.iter_child_nodes(node):
                visit(child, class_name)

        visit(tree, None)
    return messages


def read_ts(path: Path) -> dict[Message, tuple[str, bool]]:
    """(context, source) -> (translation, finished) for every non-obsolete message."""
    import xml.etree.ElementTree as ElementTree

    found: dict[Message, tuple[str, bool]] = {}
    tree = ElementTree.parse(path)
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            kind = translation.get("type") if translation is not None else "unfinished"
            if kind in ("obsolete", "vanished"):
                continue
            text = (translation.text or "") if translation is not None else ""
            found[(name, source)] = (text, kind != "unfinished" and bool(text.strip()))
    return found


def write_ts(
    path: Path,
    language: str,
    messages: dict[Message, list[str]],
    translations: dict[Message, str],
) -> None:
    """Write a Qt Linguist .ts file: every message, translated or marked unfinished, with its
    context's note to the translator (``CONTEXT_NOTES``)."""
    import xml.etree.ElementTree as ElementTree

    from engine.core.save import write_text_atomically

    root = ElementTree.Element("TS", version="2.1", language=language)
    by_context: dict[str, list[str]] = {}
    for context, source in sorted(messages):
        by_context.setdefault(context, []).append(source)
    for context, sources in by_context.items():
        element = ElementTree.SubElement(root, "context")
        ElementTree.SubElement(element, "name").text = context
        for source in sources:
            message = ElementTree.SubElement(element, "message")
            for where in messages[(context, source)][:3]:
                filename, line = where.rsplit(":", 1)
                ElementTree.SubElement(message, "location", filename=f"../{filename}", line=line)
            ElementTree.SubElement(message, "source").text = source
            if context in CONTEXT_NOTES:
                ElementTree.SubElement(message, "extracomment").text = CONTEXT_NOTES[context]
            text = translations.get((context, source), "")
            translation = ElementTree.SubElement(message, "translation")
            if text:
                translation.text = text
            else:
                translation.set("type", "unfinished")
    ElementTree.indent(root)
    body = ElementTree.tostring(root, encoding="unicode")
    write_text_atomically(
        path, '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n"
    )


def update_catalogues(ts_dir: Path | None = None) -> dict[str, int]:
    """Bring every ``bouquet_<lang>.ts`` up to date with the sources; returns missing counts.

    Existing translations are kept, new messages are added as unfinished, messages no longer
    in the sources are dropped. Run ``python -m desktop.i18n`` after changing user text.
    """
    ts_dir = ts_dir or paths.translations_dir()
    messages = extract_messages()
    missing = {}
    for language in LANGUAGES:
        if language == SOURCE_LANGUAGE:
            continue
        ts = ts_dir / f"bouquet_{language}.ts"
        old = read_ts(ts) if ts.is_file() else {}
        translations = {key: text for key, (text, done) in old.items() if done}
        write_ts(ts, language, messages, translations)
        missing[language] = sum(1 for key in messages if key not in translations)
    return missing


if __name__ == "__main__":
    for lang, count in update_catalogues().items():
        print(f"bouquet_{lang}.ts: {count} messages to translate")
