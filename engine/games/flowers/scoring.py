"""Flowers scoring, in the scoring pad's order, with a line for every point.

1. Every visible (top) card that is not in a valid value group is removed together with every
   card under it: -1 point per removed card. A value group is an orthogonally connected set of
   visible cards with the same value; 1s must be alone, 2s in groups of exactly two, 3s of
   exactly three, 4s of exactly four. Purple starting cards have no value: never removed.
2. Fields, judged after the removal: orthogonally connected visible cards of one colour; a field
   of at least 5 cards scores 1 point per card. Summer: only fields with a card next to a purple
   starting card score.
3. Butterflies, judged after the removal: +1 for each visible butterfly with at least one
   orthogonal neighbour of the butterfly's colour (a removed card has no butterfly any more, and
   a removed card is no neighbour).

Covered cards never score. Ties: fewest removed cards, then the victory is shared.

Breakdown line keys (stable, for translations and the end-of-game screen):
``removed`` (points = -cards, count = cards), one ``field.<colour>`` line per scoring field
(points = count = its cards; largest first within a colour, colours in deck order) and
``butterflies`` (points = count = scoring butterflies). ``removed`` and ``butterflies`` are
always present, and every field has a line; in the Summer variant a field that touches no
purple card gets an ``unscored.<colour>`` line worth 0, which says why it earns nothing. When
the game ends with a score shared, the ``removed`` line's label says that it breaks the
tie (see :func:`projection`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from engine.core.game import PlayerResult, Result, ScoreLine, places_by
from engine.core.notes import Note, Players, Term
from engine.games.flowers.components import BUTTERFLY, COLOUR, COLOURS, IS_PURPLE, VALUE
from engine.games.flowers.state import Area, Cell, Phase, State

FIELD_MIN = 5

RANKS: tuple[tuple[int, str], ...] = (
    (25, "Master"),
    (18, "Expert"),
    (11, "Apprentice"),
)
"""Solo rank titles: the first threshold the score reaches; below 11 (10 or less) Beginner."""
FIRST_RANK = "Beginner"
"""The solo rank of a score below every threshold of ``RANKS``."""


def rank_title(score: int) -> str:
    """Solo rank: 10 or less Beginner, 11-17 Apprentice, 18-24 Expert, 25 and more Master."""
    for threshold, title in RANKS:
        if score >= threshold:
            return title
    return FIRST_RANK


def next_rank(score: int) -> tuple[str, int] | None:
    """The solo rank above ``score``'s and the score that reaches it (None: Master already),
    for a player chasing it."""
    for threshold, title in reversed(RANKS):
        if score < threshold:
            return title, threshold
    return None


@dataclass(frozen=True, slots=True)
class Field:
    """A group of at least five orthogonally connected visible cards of one colour."""

    colour: str
    cells: tuple[Cell, ...]
    scores: bool
    """False only in the Summer variant, for a field that touches no purple card."""

    @property
    def size(self) -> int:
        return len(self.cells)


@dataclass(frozen=True, slots=True)
class ValueGroup:
    """Orthogonally connected visible cards of one value; valid when it has exactly that many."""

    value: int
    cells: tuple[Cell, ...]

    @property
    def valid(self) -> bool:
        return len(self.cells) == self.value


@dataclass(frozen=True, slots=True)
class AreaScore:
    """Everything the end-of-game screen needs to explain one player's score."""

    removed_cells: tuple[Cell, ...]
    """Cells whose whole pile is removed (their top card is in no valid value group)."""
    removed_cards: int
    """Cards removed, covered ones included (each costs 1 point)."""
    fields: tuple[Field, ...]
    """Fields of 5+ cards after removal (see ``Field.scores`` for the Summer variant)."""
    butterfly_cells: tuple[Cell, ...]
    """Cells whose visible butterfly touches a card of its colour (+1 each)."""
    value_groups: tuple[ValueGroup, ...] = ()
    """Every value group of visible cards, valid or not (the teaching overlay shows them)."""

    @property
    def field_points(self) -> int:
        return sum(field.size for field in self.fields if field.scores)

    @property
    def score(self) -> int:
        return self.field_points + len(self.butterfly_cells) - self.removed_cards

    def lines(self, tie: bool = False, fields_named: bool = False) -> tuple[ScoreLine, ...]:
        """The breakdown; ``tie``: the game ended with a score shared, so the removed cards
        decide; ``fields_named``: the results beside it name fields already (another
        player's field lines), so a garden without one needs no "No field" line."""
        removed = "Removed cards (fewer wins the tie)" if tie else "Removed cards"
        lines = [ScoreLine("removed", removed, -self.removed_cards, self.removed_cards)]
        for field in self.fields:
            if field.scores:
                label = f"{field.colour.capitalize()} field"
                lines.append(ScoreLine(f"field.{field.colour}", label, field.size, field.size))
            else:
                # a field worth nothing still gets its line: otherwise a Summer player sees
                # five blue cards outlined and no word on why they earn nothing
                label = f"{field.colour.capitalize()} field not touching purple"
                lines.append(ScoreLine(f"unscored.{field.colour}", label, 0))
        if not self.fields and not fields_named:
            # a garden with no field yet still names them: a newcomer saw removed cards and
            # butterflies listed, and no word that fields score at all. "No field", as the
            # results put a dash there for a player with one ("Fields: –" read as none)
            lines.append(ScoreLine("fields", "No field (5+ cards of one colour)", 0))
        count = len(self.butterfly_cells)
        lines.append(ScoreLine("butterflies", "Butterflies next to their colour", count, count))
        return tuple(lines)


def connected(start: Cell, cards: Mapping[Cell, int], key: tuple[int, ...]) -> list[Cell]:
    """Cells orthogonally connected to ``start`` whose card has the same ``key[card]``."""
    want = key[cards[start]]
    group = [start]
    seen = {start}
    index = 0
    while index < len(group):
        x, y = group[index]
        index += 1
        for near in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if near not in seen:
                card = cards.get(near)
                if card is not None and key[card] == want:
                    seen.add(near)
                    group.append(near)
    return group


def score_area(area: Area, summer: bool) -> AreaScore:
    """Score one playing area from scratch (the rulebook's three steps)."""
    tops = {cell: pile[-1] for cell, pile in area.items()}
    # 1. Removal.
    removed: set[Cell] = set()
    done: set[Cell] = set()
    value_groups: list[ValueGroup] = []
    for cell, card in tops.items():
        if cell in done:
            continue
        value = VALUE[card]
        if value == 0:
            done.add(cell)
            continue
        group = connected(cell, tops, VALUE)
        done.update(group)
        value_groups.append(ValueGroup(value, tuple(sorted(group))))
        if len(group) != value:
            removed.update(group)
    removed_cards = sum(len(area[cell]) for cell in removed)
    kept = {cell: card for cell, card in tops.items() if cell not in removed}
    # 2. Fields.
    purple_cells = [cell for cell, card in kept.items() if IS_PURPLE[card]]
    touching_purple = {
        (x + dx, y + dy) for x, y in purple_cells for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
    }
    fields: list[Field] = []
    done = set(purple_cells)
    for cell in kept:
        if cell in done:
            continue
        group = connected(cell, kept, COLOUR)
        done.update(group)
        if len(group) >= FIELD_MIN:
            scores = not summer or any(member in touching_purple for member in group)
            colour = COLOURS[COLOUR[kept[cell]]]
            fields.append(Field(colour, tuple(sorted(group)), scores))
    fields.sort(key=lambda field: (COLOURS.index(field.colour), -field.size, field.cells))
    # 3. Butterflies.
    butterflies: list[Cell] = []
    for (x, y), card in kept.items():
        wing = BUTTERFLY[card]
        if wing < 0:
            continue
        for near in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            other = kept.get(near)
            if other is not None and COLOUR[other] == wing:
                butterflies.append((x, y))
                break
    return AreaScore(
        removed_cells=tuple(sorted(removed)),
        removed_cards=removed_cards,
        fields=tuple(fields),
        butterfly_cells=tuple(sorted(butterflies)),
        value_groups=tuple(sorted(value_groups, key=lambda group: group.cells)),
    )


def area_scores(state: State) -> tuple[AreaScore, ...]:
    return tuple(score_area(area, state.summer) for area in state.areas)


def _tie_notes(scores: Sequence[AreaScore], places: Sequence[int]) -> list[Note]:
    """How each tie on points was decided, naming its players, for any place: two players on
    −5 were shown 2nd and 3rd with no word why (play tester 159). Fewer removed cards
    breaks a tie; players equal on both share their place (the rulebook's "share the
    victory" at the first), as Petal Plotters' notes name those who share a win."""
    notes: list[Note] = []
    for points in sorted({score.score for score in scores}, reverse=True):
        tied = tuple(seat for seat, score in enumerate(scores) if score.score == points)
        if len(tied) < 2:
            continue
        tied_places = sorted({places[seat] for seat in tied})
        if len(tied_places) > 1:
            notes.append(
                Note.of(
                    "{players} tie on points: fewer removed cards breaks the tie.",
                    players=Players(tied),
                )
            )
        for place in tied_places:
            sharing = tuple(seat for seat in tied if places[seat] == place)
            if len(sharing) > 1:
                template = (
                    "{players} tie on points and removed cards: they share the victory."
                    if place == 1
                    else "{players} tie on points and removed cards: they share their place."
                )
                notes.append(Note.of(template, players=Players(sharing)))
    return notes


def projection(state: State, side_by_side: bool = False) -> Result:
    """The result if the game ended now (the held card, if any, is not counted);
    ``side_by_side``: the final results' window, every player's breakdown in one table
    (``FlowersGame.result``), where the field rows name fields for all.

    The tie-break (fewest removed cards) is told in words, in a note and, once the game is
    over, on the ``removed`` line (during play the table would keep relabelling that line, as
    early scores are often equal); not as ``PlayerResult.tiebreak``, which the end-of-game
    screen would show as a bare "Tie-break" row of negative numbers. So the winners are found
    here.
    """
    scores = area_scores(state)
    ranking = [(score.score, -score.removed_cards) for score in scores]
    places = places_by(ranking)
    winners = tuple(seat for seat, place in enumerate(places) if place == 1)
    over = state.phase is Phase.OVER
    tie = len({score.score for score in scores}) < len(scores)  # for any place, not the first
    # the final results, side by side: beside another player's field lines, a "No field"
    # line read 0 where theirs read "–" (play test); the dashes in the field rows say "none".
    # One player's breakdown alone (the table's score panel, a rival's on hover) keeps it,
    # during play and at the end: it must not lose a row as others grow, and "Final score —
    # Anna" named no field part after a game of four, but "No field 0" after a game of two,
    # where nobody had one (play tester, session 57)
    fields_named = side_by_side and over and any(score.fields for score in scores)
    players = tuple(
        PlayerResult(
            score=score.score,
            lines=score.lines(tie and over, fields_named),
            title=rank_title(score.score) if state.players == 1 else None,
        )
        for score in scores
    )
    notes = _tie_notes(scores, places)
    coming = next_rank(scores[0].score) if state.players == 1 else None
    if coming is not None and over:
        # the results named the rank reached, not how far the next one was: a rank chaser read
        # it on the table's panel, under the results (play test); in the panel's words
        # ("Expert at 18 points: 6 short"), where another form said the same (French play test)
        title, threshold = coming
        short = threshold - scores[0].score
        if short == 1:
            notes.append(
                Note.of(
                    "Next rank, {rank} at {points} points: 1 short.",
                    rank=Term(title),
                    points=threshold,
                )
            )
        else:
            notes.append(
                Note.of(
                    "Next rank, {rank} at {points} points: {short} short.",
                    rank=Term(title),
                    points=threshold,
                    short=short,
                )
            )
    return Result(players=players, winners=winners, notes=tuple(notes), places=places)
