"""Petal Plotters scoring: the total Petal Power, the priority order, Victory Points.

The notes explain the priority order line by line as :class:`engine.core.game.Note` values:
category names and conditions are :class:`~engine.core.game.Term` parameters, so the screen
translates them with the template.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from engine.core.game import PlayerResult, Result, ScoreLine, places_by
from engine.core.notes import Note, Players, Term
from engine.games.petal_plotters.components import CARDS, CATEGORY_NAMES, HORNBILL
from engine.games.petal_plotters.state import MATCH_DEALS

if TYPE_CHECKING:
    from engine.games.petal_plotters.state import DealRecord, Slot, State

PRIORITY: Final = ("snail_spider", "katydid", "frog", "blue_squad")
"""The conditional categories in priority order; the Hornbill comes after them."""
MOST_DEAL_NOTES: Final = len(PRIORITY) + 2
"""The most lines ``decide`` tells a deal in: the total, a line for each category of the
order (or the winner's and one for each later category it outranks), then the Hornbill's."""
CONDITION_TEXT: Final = {
    "snail_spider": "below 0",
    "katydid": "7 or less",
    "frog": "12 or more",
    "blue_squad": "8 or more",
}
"""Each category's victory condition as source text (a note's ``condition``)."""
VP_SOLO: Final = {"snail_spider": 3, "katydid": 2, "frog": 3, "blue_squad": 2, "hornbill": 2}
VP_GROUP: Final = {"snail_spider": 1, "katydid": 1, "frog": 1, "blue_squad": 1, "hornbill": 0}
VICTORY_POINTS: Final = "Victory Points"
"""What a score is, in a single deal as in a match (the end window's last row)."""


def condition_met(category: str, total: int) -> bool:
    """Does ``total`` satisfy ``category``'s victory condition (not the Hornbill's)?"""
    if category == "snail_spider":
        return total < 0
    if category == "katydid":
        return total <= 7
    if category == "frog":
        return total >= 12
    if category == "blue_squad":
        return total >= 8
    raise ValueError(f"{category!r} has no total condition")


@dataclass(frozen=True, slots=True)
class Outcome:
    """Who won a deal and why."""

    total: int
    category: str | None
    """The winning category (None: nobody won)."""
    winners: tuple[int, ...]
    vp: tuple[int, ...]
    """Victory Points of this deal per seat (solo or group winner)."""
    notes: tuple[Note, ...]


def decide(total: int, categories: Sequence[str | None], hornbill_holder: int | None) -> Outcome:
    """Apply the priority order to a total and each seat's victory category (None: no card)."""
    notes = [Note.of("Total Petal Power: {total}.", total=total)]
    players = len(categories)
    for category in PRIORITY:
        name = Term(CATEGORY_NAMES[category])
        condition = Term(CONDITION_TEXT[category])
        holders = tuple(seat for seat, cat in enumerate(categories) if cat == category)
        if not condition_met(category, total):
            notes.append(
                Note.of(
                    "{category} needs {condition}: not met.", category=name, condition=condition
                )
            )
            continue
        if not holders:
            notes.append(
                Note.of(
                    "{category} needs {condition}: met, but nobody holds one.",
                    category=name,
                    condition=condition,
                )
            )
            continue
        template = (
            "{category} needs {condition}: met, {players} wins."
            if len(holders) == 1
            else "{category} needs {condition}: met, {players} win together."
        )
        notes.append(
            Note.of(template, category=name, condition=condition, players=Players(holders))
        )
        notes.extend(_outranked(total, categories, category))
        return _outcome(total, category, holders, players, notes)
    if hornbill_holder is None:
        notes.append(Note.of("Hornbill: nobody holds it, so nobody wins."))
        return Outcome(total, None, (), (0,) * players, tuple(notes))
    notes.append(
        Note.of(
            "Hornbill: nobody else won, {player} wins with the Hornbill.",
            player=Players((hornbill_holder,)),
        )
    )
    return _outcome(total, "hornbill", (hornbill_holder,), players, notes)


def _outranked(total: int, categories: Sequence[str | None], winner: str) -> list[Note]:
    """The categories after ``winner`` in the order whose condition the total meets too and
    that someone holds: their holders would otherwise wonder why they did not win. These
    lines name no player (a line that names players says who won)."""
    later = PRIORITY[PRIORITY.index(winner) + 1 :]
    return [
        Note.of(
            "{category} needs {condition}: met too, but {winner} comes first in the order.",
            category=Term(CATEGORY_NAMES[category]),
            condition=Term(CONDITION_TEXT[category]),
            winner=Term(CATEGORY_NAMES[winner]),
        )
        for category in later
        if condition_met(category, total) and category in categories
    ]


def _outcome(
    total: int, category: str, winners: tuple[int, ...], players: int, notes: list[Note]
) -> Outcome:
    points = VP_SOLO[category] if len(winners) == 1 else VP_GROUP[category]
    vp = tuple(points if seat in winners else 0 for seat in range(players))
    return Outcome(total, category, winners, vp, tuple(notes))


def garrison_power(state: State, seat: int) -> tuple[int, int]:
    """(Petal Power of the known cards of ``seat``'s Garrison, count of HIDDEN cards)."""
    return slots_power(state.garrisons[seat])


def slots_power(garrison: Sequence[Slot]) -> tuple[int, int]:
    """(Petal Power of the known cards of ``garrison``, count of HIDDEN cards): also a
    finished deal's Garrison, kept in its ``DealRecord``."""
    power = 0
    unknown = 0
    for slot in garrison:
        card = CARDS.get(slot.card)
        if card is None:
            unknown += 1
        else:
            power += card.top if slot.top_up else card.bottom
    return power, unknown


def total_power(state: State) -> int:
    return sum(garrison_power(state, seat)[0] for seat in range(state.players))


def hornbill_holder(state: State) -> int | None:
    for seat, garrison in enumerate(state.garrisons):
        if any(slot.card == HORNBILL for slot in garrison):
            return seat
    return None


def victory_category(state: State, seat: int) -> str | None:
    held = state.victory[seat]
    if held is None or held.card not in CARDS:
        return None
    return CARDS[held.card].category


def outcome(state: State) -> Outcome:
    categories = [victory_category(state, seat) for seat in range(state.players)]
    return decide(total_power(state), categories, hornbill_holder(state))


def _deal_lines(state: State, seat: int) -> list[ScoreLine]:
    power, unknown = garrison_power(state, seat)
    category = victory_category(state, seat)
    lines = [ScoreLine("garrison", "Garrison Petal Power", power)]
    if unknown:
        lines.append(ScoreLine("garrison_unknown", "Face-down cards you do not know", 0, unknown))
    # the row names the category the card plays for: named "Victory card", its "Blue Squad"
    # beside another's "Frog" read as a card's name beside a category (play test)
    if category is not None:
        lines.append(ScoreLine("category", "Victory category", 0, text=CATEGORY_NAMES[category]))
    elif state.victory[seat] is not None:
        lines.append(ScoreLine("category", "Victory category", 0, text="face down"))
    if seat == hornbill_holder(state):
        # the condition in the row's name, the fact in the cell: the cell's sentence made
        # its holder's column the widest of the table
        holder = "Great Hornbill (wins if nobody else does)"
        lines.append(ScoreLine("hornbill", holder, 0, text="in Garrison"))
    return lines


def result(state: State) -> Result:
    """The final result. A single game scores the Victory Points of the deal (the winners are
    decided by the priority order); a match scores the Victory Points of its three deals."""
    if state.match:
        return _match_result(state)
    deal_outcome = outcome(state)
    players = tuple(
        PlayerResult(score=deal_outcome.vp[seat], lines=tuple(_deal_lines(state, seat)))
        for seat in range(state.players)
    )
    return Result(
        players=players,
        winners=deal_outcome.winners,
        notes=deal_outcome.notes,
        score_label=VICTORY_POINTS,
    )


def deal_notes(number: int, record: DealRecord) -> tuple[Note, ...]:
    """How deal ``number`` of a match was decided, headed by its number; a match's notes are
    these for every deal, then the match's verdict (its last note)."""
    return (Note.of("Deal {number}:", number=number), *record.notes)


def _match_result(state: State) -> Result:
    players = []
    for seat in range(state.players):
        lines = tuple(
            ScoreLine(f"deal{number}", f"Deal {number}", record.vp[seat])
            for number, record in enumerate(state.history, start=1)
        )
        players.append(PlayerResult(score=state.vp[seat], lines=lines))
    best = max(state.vp)
    places = places_by([(vp,) for vp in state.vp])
    winners = tuple(seat for seat, place in enumerate(places) if place == 1)
    notes: list[Note] = []
    for number, record in enumerate(state.history, start=1):
        notes.extend(deal_notes(number, record))
    template = (
        "Match: {players} wins with {vp} VP."
        if len(winners) == 1
        else "Match: {players} share the victory with {vp} VP."
    )
    notes.append(Note.of(template, players=Players(winners), vp=best))
    return Result(
        players=tuple(players),
        winners=winners,
        notes=tuple(notes),
        score_label=VICTORY_POINTS,
        places=places,
    )


def decided_match(state: State, deals: int) -> Note | None:
    """Who has won the match once ``deals`` of its deals are over, whatever the ones left
    bring: no other seat can reach their Victory Points even winning every deal left alone
    (a player read the last deal's start as open, the match long decided, play tester 208).
    None while it is open, and once it is over: the match's own note says who won."""
    over = len(state.history) == MATCH_DEALS
    if not state.match or over or not 0 < deals <= len(state.history):
        return None
    standings = state.vp_after(deals)
    best = max(standings)
    leaders = tuple(seat for seat, vp in enumerate(standings) if vp == best)
    most = (MATCH_DEALS - deals) * max(VP_SOLO.values())
    if len(leaders) > 1 or any(vp + most >= best for vp in standings if vp != best):
        return None
    return Note.of(
        "{players} has won the match: nobody can catch up in the deals left.",
        players=Players(leaders),
    )


def projection(state: State) -> Result:
    """The result if the deal ended now, counting only the cards the state shows (a view
    hides some: their count is in the ``garrison_unknown`` line and a note)."""
    deal_outcome = outcome(state)
    unknown = sum(garrison_power(state, seat)[1] for seat in range(state.players))
    notes = deal_outcome.notes
    if unknown:
        template = (
            "{count} face-down card is unknown and not counted."
            if unknown == 1
            else "{count} face-down cards are unknown and not counted."
        )
        notes = (Note.of(template, count=unknown), *notes)
    players = tuple(
        PlayerResult(
            score=state.vp[seat] + deal_outcome.vp[seat] if state.match else deal_outcome.vp[seat],
            lines=tuple(_deal_lines(state, seat)),
        )
        for seat in range(state.players)
    )
    return Result(
        players=players, winners=deal_outcome.winners, notes=notes, score_label=VICTORY_POINTS
    )
